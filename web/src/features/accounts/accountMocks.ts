/** Mocked gateway answers for the accounts tests, in the shapes the generated documents expect. */
import type { MockLink } from '@apollo/client/testing';
import {
  AccountBulkEntryCheckDocument,
  AccountDetailPageDocument,
  AccountGroupsPageDocument,
  AccountHistoryPageDocument,
  AccountListPageDocument,
  CreateAccountGroupDocument,
  CreateAccountsDocument,
  RequestAccountRemovalDocument,
  type AccountBulkEntryCheckQueryVariables,
  type AccountListPageQueryVariables,
  type CreateAccountsMutationVariables,
} from '../../__generated__/graphql';

export const GROUPS = [
  {
    __typename: 'AccountGroup' as const,
    id: '4100',
    version: 'version-1',
    name: 'Worlds 2025 Broadcast',
  },
  {
    __typename: 'AccountGroup' as const,
    id: '4101',
    version: 'version-1',
    name: 'LCK Spring Tryouts',
  },
];

export function accountRow(
  id: string,
  displayName: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    __typename: 'Account',
    id,
    displayName,
    login: `${displayName.toLowerCase().replace(/\W+/g, '')}_login`,
    puuid: `puuid-${id}`,
    status: 'active',
    enabledSports: ['lol'],
    groupId: '4100',
    group: GROUPS[0],
    playerId: null,
    deleteAfter: '2026-06-15T00:00:00.000Z',
    createdAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function listMock(
  variables: AccountListPageQueryVariables,
  nodes: ReturnType<typeof accountRow>[],
  endCursor: string | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: AccountListPageDocument, variables },
    result: {
      data: {
        accounts: {
          __typename: 'AccountConnection',
          nodes,
          pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
        },
      },
    },
  };
}

export const groupsMock = (maxUsageCount = 5): MockLink.MockedResponse => ({
  request: { query: AccountGroupsPageDocument },
  result: { data: { accountGroups: GROUPS } },
  maxUsageCount,
});

export const removalMock = (ids: string[]): MockLink.MockedResponse => ({
  request: { query: RequestAccountRemovalDocument, variables: { ids } },
  result: {
    data: {
      requestAccountRemoval: {
        __typename: 'AccountRemovalResult',
        ok: {
          __typename: 'AccountRemovalSuccess',
          message: `Requested removal of ${ids.length} accounts`,
          accounts: ids.map((id) => ({ __typename: 'Account', id, status: 'removal_requested' })),
        },
        error: null,
      },
    },
  },
});

type CheckResult = { index: number; collision?: boolean; message?: string };

export function checkMock(
  variables: AccountBulkEntryCheckQueryVariables,
  problems: CheckResult[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: AccountBulkEntryCheckDocument, variables },
    result: {
      data: {
        checkAccountRows: [variables.rows].flat().map((_, index) => {
          const problem = problems.find((p) => p.index === index);
          return {
            __typename: 'AccountRowResult',
            index,
            collision: problem?.collision ?? false,
            problems: problem?.message
              ? [{ __typename: 'InputError', field: 'displayName', message: problem.message }]
              : [],
          };
        }),
      },
    },
  };
}

export function createMock(
  variables: CreateAccountsMutationVariables,
  createdIds: (string | null)[],
): MockLink.MockedResponse {
  const count = createdIds.filter(Boolean).length;
  return {
    request: { query: CreateAccountsDocument, variables },
    result: {
      data: {
        createAccounts: {
          __typename: 'CreateAccountsResult',
          message: `Created ${count} accounts Successfully!`,
          error: null,
          rows: createdIds.map((id, index) => ({
            __typename: 'AccountRowResult',
            index,
            collision: id === null,
            problems:
              id === null
                ? [
                    {
                      __typename: 'InputError',
                      field: 'displayName',
                      message: 'Display name already in use',
                    },
                  ]
                : [],
            account: id === null ? null : { __typename: 'Account', id },
          })),
        },
      },
    },
  };
}

export const createGroupMock = (name: string, id: string): MockLink.MockedResponse => ({
  request: { query: CreateAccountGroupDocument, variables: { name } },
  result: {
    data: {
      createAccountGroup: {
        __typename: 'AccountGroupResult',
        ok: {
          __typename: 'AccountGroupSuccess',
          message: `Created account group ${name} Successfully!`,
          group: { __typename: 'AccountGroup', id, name },
        },
        error: null,
      },
    },
  },
});

export function operation(
  id: string,
  type: 'create' | 'requestRemoval',
  accountCount: number,
  createdAt: string,
  requestedBy = 'cole.competition',
) {
  return {
    __typename: 'AccountOperation' as const,
    id,
    type,
    accountCount,
    requestedBy,
    createdAt,
    status: 'completed',
  };
}

export const historyMock = (
  operations: ReturnType<typeof operation>[],
): MockLink.MockedResponse => ({
  request: { query: AccountHistoryPageDocument },
  result: { data: { accountOperations: operations } },
});

export function detailAccount(id: string, overrides: Record<string, unknown> = {}) {
  return {
    ...accountRow(id, 'Observer One'),
    proposedDisplayName: null,
    displayNameCollision: false,
    proposedLogin: null,
    nameSource: 'from account',
    summoners: [{ __typename: 'AccountSummoner', platformId: 'EUW1', name: 'Observer One' }],
    ...overrides,
  };
}

export const detailMock = (
  id: string,
  account: ReturnType<typeof detailAccount> | null,
  operations: ReturnType<typeof operation>[] = [],
): MockLink.MockedResponse => ({
  request: { query: AccountDetailPageDocument, variables: { id } },
  result: { data: { accountsByIds: [account], accountOperations: operations } },
});
