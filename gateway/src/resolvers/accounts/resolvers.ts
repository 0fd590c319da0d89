import {
  ACCOUNT_LIST_MAX_FIRST,
  ACCOUNT_MESSAGES,
  defaultDeleteAfter,
  isDisplayNameCollision,
  isEligibleAccount,
  uniqueIds,
  validateAccountGroupName,
  validateAccountRow,
  validateDeleteAfter,
  type AccountRowProblem,
} from '@esports-admin/schema/rules/account';
import { ACCOUNT_BATCH_LIMIT } from '@esports-admin/schema/rules/constants';
import { effectiveSearch, MESSAGES } from '@esports-admin/schema/rules/validation';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import { ELDS_SORT_ORDER } from '@esports-admin/schema/upstream/elds';
import type {
  AccountDto,
  AccountGroupDto,
  AccountWriteDto,
} from '@esports-admin/schema/upstream/elds-accounts';
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type {
  AccountFilter,
  AccountSort,
  AccountRowInput,
  Resolvers,
} from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode, forbidden } from '../../errors';
import { invalidInput } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';

interface RowResult {
  index: number;
  displayName: string;
  account: AccountDto | null;
  problems: AccountRowProblem[];
  collision: boolean;
}

/** Accounts are gated by the accounts feature flag as well as by role (spec 2 §2, §6). */
function requireAccountsFlag(context: GatewayContext) {
  if (!context.features.accounts) throw forbidden('Accounts are off in this environment.');
}

function badInput(message: string) {
  return new GraphQLError(message, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
}

interface PageArgs {
  first?: number | null;
  after?: string | null;
  filter?: AccountFilter | null;
  sort?: AccountSort | null;
}

async function accountPage(
  context: GatewayContext,
  { first, after, filter, sort }: PageArgs,
  options: { freeFloating?: boolean; eligibleFor?: SportCode } = {},
) {
  requireAccountsFlag(context);
  const pageSize = first ?? 50;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > ACCOUNT_LIST_MAX_FIRST) {
    throw badInput(`first must be from 1 to ${ACCOUNT_LIST_MAX_FIRST}`);
  }
  const page = await context.apis.elds.getAccounts(
    {
      pageSize,
      paginationToken: after ?? undefined,
      groupId: filter?.groupId ?? undefined,
      sport: options.eligibleFor ?? filter?.sport ?? undefined,
      search: effectiveSearch(filter?.search) ?? undefined,
      handleContains: effectiveSearch(filter?.handleContains) ?? undefined,
      loginContains: effectiveSearch(filter?.loginContains) ?? undefined,
      createdAfter: filter?.createdAfter ?? undefined,
      includeMeta: true,
      ...(sort
        ? { sortBy: sort.column, sortOrder: ELDS_SORT_ORDER[sort.direction ?? 'ascending'] }
        : {}),
    },
    { freeFloating: options.freeFloating },
  );
  for (const account of page.accounts) context.loaders.accounts.prime(account.id, account);
  const { eligibleFor } = options;
  const nodes = eligibleFor
    ? page.accounts.filter((account) => isEligibleAccount(account, eligibleFor))
    : page.accounts;
  const endCursor = page.paginationToken;
  return {
    nodes,
    edges: nodes.map((node, i) => ({ node, cursor: i === nodes.length - 1 ? endCursor : null })),
    pageInfo: { hasNextPage: endCursor !== null, endCursor },
  };
}

const problemField = (reason: string): AccountRowProblem['field'] =>
  reason.startsWith('Login') ? 'login' : 'displayName';

/**
 * The spec rules first, here; then collisions with stored display names (and logins) for the rows
 * that passed, in one data service call.
 */
async function checkRows(
  context: GatewayContext,
  rows: readonly AccountRowInput[],
  autogenerateLogins: boolean,
): Promise<RowResult[]> {
  const results = rows.map((row, index): RowResult => ({
    index,
    displayName: row.displayName,
    account: null,
    problems: validateAccountRow(
      {
        displayName: row.displayName.trim(),
        login: row.login?.trim() ?? '',
        password: row.password ?? '',
      },
      { autogenerateLogins },
    ),
    collision: false,
  }));
  const candidates = results.filter((result) => result.problems.length === 0);
  if (candidates.length > 0) {
    const { invalid } = await context.apis.elds.validateAccounts(
      candidates.map(({ index }) => ({
        displayName: rows[index]!.displayName.trim(),
        login: rows[index]!.login?.trim() || undefined,
      })),
    );
    for (const { index, reason } of invalid) {
      const result = candidates[index];
      if (!result) continue;
      result.problems = [...result.problems, { field: problemField(reason), message: reason }];
      result.collision ||= isDisplayNameCollision(reason);
    }
  }
  return results;
}

function toWrite(
  row: AccountRowInput,
  shared: Pick<AccountWriteDto, 'enabledSports' | 'groupId' | 'deleteAfter'>,
): AccountWriteDto {
  return {
    displayName: row.displayName.trim(),
    login: row.login?.trim() || undefined,
    password: row.password || undefined,
    nameSource: 'from account',
    ...shared,
  };
}

function refusedSummary(refused: number): string {
  return `${refused} ${refused === 1 ? 'row was' : 'rows were'} not created.`;
}

/** Create and rename share the name rule; the accounts feature flag is checked first. */
function groupChange(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  plan: { id?: string; name: string; expectedVersion?: string | null },
  change: (name: string) => Promise<AccountGroupDto>,
  message: (name: string) => string,
) {
  return runMutation(context, info, {
    entityId: plan.id,
    expectedVersion: plan.expectedVersion,
    load: async () => {
      if (!plan.id) return null;
      const groups = await context.loaders.accountGroups.load('all');
      return groups.find((group) => group.id === plan.id) ?? null;
    },
    requested: () => ({ name: plan.name.trim() }),
    async perform() {
      requireAccountsFlag(context);
      const trimmed = plan.name.trim();
      const problem = validateAccountGroupName(trimmed);
      if (problem) throw invalidInput([{ field: 'name', message: problem }]);
      const group = await change(trimmed);
      return { ok: { group, message: message(group.name) }, after: group, entityId: group.id };
    },
  });
}

export const accountResolvers: Resolvers = {
  Query: {
    accounts: (_, args, context) => accountPage(context, args),
    freeFloatingAccounts: (_, args, context) => accountPage(context, args, { freeFloating: true }),
    eligibleAccounts: (_, { sport, ...args }, context) =>
      accountPage(context, args, { eligibleFor: sport }),
    accountsByIds(_, { ids }, context) {
      requireAccountsFlag(context);
      return Promise.all(ids.map((id) => context.loaders.accounts.load(id)));
    },
    async accountOperations(_, { accountId }, context) {
      requireAccountsFlag(context);
      const operations = await context.apis.elds.getAccountOperations(accountId ?? undefined);
      return operations.map((operation) => ({
        ...operation,
        accountCount: operation.accountIds.length,
      }));
    },
    accountGroups(_, __, context) {
      requireAccountsFlag(context);
      return context.loaders.accountGroups.load('all');
    },
    checkAccountRows(_, { rows, autogenerateLogins }, context) {
      requireAccountsFlag(context);
      return checkRows(context, rows, autogenerateLogins ?? true);
    },
  },
  Mutation: {
    async createAccounts(_, { input }, context, info) {
      let rows: Awaited<ReturnType<typeof checkRows>> = [];
      const outcome = await runMutation(context, info, {
        requested: () => ({ rows: input.rows.map((row) => row.displayName) }),
        async perform() {
          requireAccountsFlag(context);
          const enabledSports = [...new Set(input.enabledSports)];
          const refuse = (field: string, message: string = MESSAGES.fieldNotValid) =>
            invalidInput([{ field, message }]);
          if (input.rows.length === 0) throw refuse('rows');
          if (enabledSports.length === 0) throw refuse('enabledSports');
          const now = new Date();
          const deleteAfter = input.deleteAfter ?? defaultDeleteAfter(now);
          const deleteAfterProblem = validateDeleteAfter(deleteAfter, now);
          if (deleteAfterProblem) throw refuse('deleteAfter', deleteAfterProblem);
          rows = await checkRows(context, input.rows, input.autogenerateLogins ?? true);
          const accepted = rows.filter((row) => row.problems.length === 0);
          const refused = rows.length - accepted.length;
          if (accepted.length === 0) {
            const message = `No accounts created. ${refusedSummary(refused)}`;
            return { ok: { rows, created: [], message, error: null }, after: [] };
          }
          const shared = { enabledSports, groupId: input.groupId ?? null, deleteAfter };
          const answer = await context.apis.elds.createAccounts(
            accepted.map((row) => toWrite(input.rows[row.index]!, shared)),
          );
          accepted.forEach((row, i) => {
            row.account = answer.accounts[i] ?? null;
          });
          const created = answer.accounts;
          const message = ACCOUNT_MESSAGES.created(created.length);
          return {
            ok: {
              rows,
              created,
              message: refused > 0 ? `${message} ${refusedSummary(refused)}` : message,
              error: null,
            },
            after: Object.fromEntries(created.map((account) => [account.id, account])),
          };
        },
      });
      return (
        outcome.ok ?? { rows, created: [], message: outcome.error.message, error: outcome.error }
      );
    },
    /** Asked in calls of 20; when a later call fails, the answer says which accounts were done. */
    requestAccountRemoval: (_, { ids, reason }, context, info) =>
      runMutation(context, info, {
        entityId: ids.length === 1 ? ids[0] : null,
        reason,
        requested: () => ({ removalRequested: uniqueIds(ids) }),
        async perform(_before, progress) {
          requireAccountsFlag(context);
          const unique = uniqueIds(ids);
          if (unique.length === 0) {
            throw invalidInput([{ field: 'ids', message: MESSAGES.fieldNotValid }]);
          }
          const accounts: AccountDto[] = [];
          for (let start = 0; start < unique.length; start += ACCOUNT_BATCH_LIMIT) {
            const chunk = unique.slice(start, start + ACCOUNT_BATCH_LIMIT);
            accounts.push(...(await context.apis.elds.requestAccountRemoval(chunk)));
            progress.applied(ACCOUNT_MESSAGES.removalRequested(accounts.length), {
              removalRequested: accounts.map((account) => account.id),
            });
          }
          return {
            ok: { accounts, message: ACCOUNT_MESSAGES.removalRequested(accounts.length) },
            after: { removalRequested: accounts.map((account) => account.id) },
          };
        },
      }),
    createAccountGroup: (_, { name }, context, info) =>
      groupChange(
        context,
        info,
        { name },
        (trimmed) => context.apis.elds.createAccountGroup(trimmed),
        ACCOUNT_MESSAGES.groupCreated,
      ),
    renameAccountGroup: (_, { id, name, expectedVersion }, context, info) =>
      groupChange(
        context,
        info,
        { id, name, expectedVersion },
        (trimmed) => context.apis.elds.renameAccountGroup(id, trimmed),
        ACCOUNT_MESSAGES.groupRenamed,
      ),
  },
  Account: {
    displayName: (account) => account.displayName.current,
    proposedDisplayName: (account) => account.displayName.proposed,
    displayNameCollision: (account) => account.displayName.hasCollision,
    login: (account) => account.login.current,
    proposedLogin: (account) => account.login.proposed,
    async group(account, _, context) {
      if (account.groupId === null) return null;
      const groups = await context.loaders.accountGroups.load('all');
      return groups.find((group) => group.id === account.groupId) ?? null;
    },
    createdAt: (account) => account.meta?.createdAt ?? null,
    eligibleFor: (account, { sport }) => isEligibleAccount(account, sport),
  },
};
