import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/databases';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const ACCOUNT_FIELDS =
  'id displayName login status enabledSports groupId group { id name } deleteAfter';

interface AccountView {
  id: string;
  displayName: string;
  login: string;
  status: string;
  enabledSports: string[];
  groupId: string | null;
  group: { id: string; name: string } | null;
  deleteAfter: string;
}
interface RowView {
  index: number;
  displayName: string;
  account: AccountView | null;
  problems: { field: string; message: string }[];
  collision: boolean;
}

const PAGE = `query ($first: Int, $after: String, $filter: AccountFilter) {
  accounts(first: $first, after: $after, filter: $filter) {
    nodes { ${ACCOUNT_FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const BY_IDS = `query ($ids: [ID!]!) { accountsByIds(ids: $ids) { id displayName } }`;
const CREATE = `mutation ($input: CreateAccountsInput!) { createAccounts(input: $input) {
  message error { message code }
  created { ${ACCOUNT_FIELDS} }
  rows { index displayName collision problems { field message } account { id displayName login } } } }`;
const REMOVE = `mutation ($ids: [ID!]!) { requestAccountRemoval(ids: $ids) {
  ok { message accounts { id status } } error { message code } } }`;

const backends = await databaseBackends();

describe.each(backends)('accounts as a script uses them ($name)', (backend) => {
  let stack: Stack;
  const query = async <T>(document: string, variables: Record<string, unknown> = {}) => {
    const answer = await stack.gql<T>(document, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };
  const page = async (variables: Record<string, unknown>) =>
    (
      await query<{
        accounts: {
          nodes: AccountView[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      }>(PAGE, variables)
    ).accounts;

  beforeAll(async () => {
    stack = await startStack(backend);
    // Roles are cached for 60 s after the first call; count upstream calls from a warm cache.
    await stack.gql('{ viewer { username } }');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('looks up 45 accounts by id in exactly 3 data service calls, repeats fetched once', async () => {
    const { nodes } = await page({ first: 45 });
    expect(nodes).toHaveLength(45);
    const ids = nodes.map((account) => account.id);
    await stack.upstream.resetRequests();
    const asked = [...ids, ids[0]!, ids[10]!, ids[44]!];
    const answer = await query<{ accountsByIds: { id: string; displayName: string }[] }>(BY_IDS, {
      ids: asked,
    });
    expect(answer.accountsByIds.map((account) => account.id)).toEqual(asked);
    const log = await stack.upstream.requests();
    expect(log.total).toBe(3);
    expect(log.requests.every((r) => r.method === 'GET' && r.path.includes('/accounts'))).toBe(
      true,
    );
  });

  it('answers null for an unknown id without failing the others', async () => {
    const [known] = (await page({ first: 1 })).nodes;
    const answer = await query<{ accountsByIds: ({ id: string } | null)[] }>(BY_IDS, {
      ids: [known!.id, '1'],
    });
    expect(answer.accountsByIds).toEqual([
      { id: known!.id, displayName: known!.displayName },
      null,
    ]);
  });

  it('pages with cursors and filters by sport and search from 2 characters', async () => {
    const first = await page({ first: 10, filter: { sport: 'val' } });
    expect(first.nodes.every((a) => a.enabledSports.includes('val'))).toBe(true);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await page({
      first: 10,
      after: first.pageInfo.endCursor,
      filter: { sport: 'val' },
    });
    expect(second.nodes[0]!.id).not.toBe(first.nodes[0]!.id);
    const target = second.nodes[3]!;
    const found = await page({ filter: { search: target.login } });
    expect(found.nodes.map((a) => a.id)).toEqual([target.id]);
    // One character is no filter at all.
    expect((await page({ first: 5, filter: { search: 'x' } })).nodes).toHaveLength(5);
  });

  it('lists free-floating accounts and the accounts eligible for a sport', async () => {
    const free = await query<{ freeFloatingAccounts: { nodes: { playerId: string | null }[] } }>(
      '{ freeFloatingAccounts(first: 100) { nodes { playerId } } }',
    );
    expect(free.freeFloatingAccounts.nodes).toHaveLength(100);
    expect(free.freeFloatingAccounts.nodes.every((a) => a.playerId === null)).toBe(true);
    const eligible = await query<{
      eligibleAccounts: {
        nodes: { status: string; enabledSports: string[]; nameSource: string }[];
        pageInfo: { hasNextPage: boolean };
      };
    }>(
      `{ eligibleAccounts(sport: val, first: 200) {
          nodes { status enabledSports nameSource } pageInfo { hasNextPage } } }`,
    );
    const { nodes } = eligible.eligibleAccounts;
    expect(nodes.length).toBeGreaterThan(100);
    expect(nodes.length).toBeLessThan(200);
    for (const account of nodes) {
      expect(account).toMatchObject({ status: 'active', nameSource: 'from account' });
      expect(account.enabledSports).toContain('val');
    }
    expect(eligible.eligibleAccounts.pageInfo.hasNextPage).toBe(true);
  });

  it('creates accounts in bulk and reports collisions and rule breaks per row', async () => {
    const [existing] = (await page({ first: 1 })).nodes;
    const groups = await query<{ accountGroups: { id: string; name: string }[] }>(
      '{ accountGroups { id name } }',
    );
    const group = groups.accountGroups[0]!;
    await stack.upstream.resetRequests();
    const result = await query<{
      createAccounts: { message: string; error: null; created: AccountView[]; rows: RowView[] };
    }>(CREATE, {
      input: {
        rows: [
          { displayName: 'Script Caster 1', login: 'script_caster_1' },
          { displayName: existing!.displayName.toUpperCase() },
          { displayName: 'no!' },
          { displayName: 'Script Caster 2' },
        ],
        enabledSports: ['lol', 'tft'],
        groupId: group.id,
        deleteAfter: '2027-01-01T00:00:00.000Z',
      },
    });
    const { createAccounts } = result;
    expect(createAccounts.message).toBe(
      'Created 2 accounts Successfully! 2 rows were not created.',
    );
    expect(createAccounts.rows.map((row) => [row.index, row.collision, row.problems])).toEqual([
      [0, false, []],
      [1, true, [{ field: 'displayName', message: 'Display name already in use' }]],
      [
        2,
        false,
        [{ field: 'displayName', message: 'Display Names may not contain special characters' }],
      ],
      [3, false, []],
    ]);
    expect(createAccounts.rows[0]!.account).toMatchObject({
      displayName: 'Script Caster 1',
      login: 'script_caster_1',
    });
    expect(createAccounts.created).toHaveLength(2);
    expect(createAccounts.created[1]).toMatchObject({
      displayName: 'Script Caster 2',
      enabledSports: ['lol', 'tft'],
      group,
      status: 'active',
      deleteAfter: '2027-01-01T00:00:00.000Z',
    });
    // Rules checked in the gateway, then one validate call and one create call.
    const log = await stack.upstream.requests();
    expect(
      log.requests.map((r) => `${r.method} ${r.path.replace(/^.*\/accounts/, '/accounts')}`),
    ).toEqual(expect.arrayContaining(['POST /accounts/validate', 'POST /accounts']));
    const created = await page({ filter: { search: 'Script Caster' } });
    expect(created.nodes.map((a) => a.displayName).sort()).toEqual([
      'Script Caster 1',
      'Script Caster 2',
    ]);
  });

  it('refuses an empty login when logins may not be generated', async () => {
    const { createAccounts } = await query<{
      createAccounts: { message: string; rows: RowView[] };
    }>(CREATE, {
      input: {
        rows: [{ displayName: 'Script Caster 3', login: '' }],
        enabledSports: ['val'],
        autogenerateLogins: false,
      },
    });
    expect(createAccounts.rows[0]!.problems).toEqual([
      { field: 'login', message: 'Logins cannot be autogenerated, and must be filled in' },
    ]);
    expect(createAccounts.message).toBe('No accounts created. 1 row was not created.');
  });

  it("refuses a 'Delete after' day in the past with the spec message before any upstream call", async () => {
    await stack.upstream.resetRequests();
    const { createAccounts } = await query<{
      createAccounts: { error: { message: string; code: string } | null; created: unknown[] };
    }>(CREATE, {
      input: {
        rows: [{ displayName: 'Script Caster 4' }],
        enabledSports: ['lol'],
        deleteAfter: '2020-01-01T00:00:00.000Z',
      },
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(createAccounts.error).toEqual({
      message: `Date must be after ${today}`,
      code: 'BAD_USER_INPUT',
    });
    expect(createAccounts.created).toEqual([]);
    const log = await stack.upstream.requests();
    expect(log.requests.filter((r) => r.path.includes('/accounts'))).toEqual([]);
  });

  it('requests removal of 25 accounts in two calls of at most 20', async () => {
    const { nodes } = await page({ first: 30 });
    const ids = nodes
      .filter((a) => a.status === 'active')
      .slice(0, 25)
      .map((a) => a.id);
    expect(ids).toHaveLength(25);
    await stack.upstream.resetRequests();
    const { requestAccountRemoval } = await query<{
      requestAccountRemoval: {
        ok: { message: string; accounts: { id: string; status: string }[] };
      };
    }>(REMOVE, { ids: [...ids, ids[0]] });
    expect(requestAccountRemoval.ok.message).toBe('Requested removal of 25 accounts');
    expect(requestAccountRemoval.ok.accounts.every((a) => a.status === 'removal_requested')).toBe(
      true,
    );
    expect((await stack.upstream.requests()).total).toBe(2);
    const again = await query<{ accountsByIds: { id: string; status: string }[] }>(
      `query ($ids: [ID!]!) { accountsByIds(ids: $ids) { id status } }`,
      { ids: ids.slice(0, 2) },
    );
    expect(again.accountsByIds.map((a) => a.status)).toEqual([
      'removal_requested',
      'removal_requested',
    ]);
  });

  it('lists the account operations newest first in one call, removal requests included', async () => {
    const OPERATIONS = `query ($accountId: ID) { accountOperations(accountId: $accountId) {
      id type accountIds accountCount requestedBy createdAt status } }`;
    interface OperationView {
      id: string;
      type: string;
      accountIds: string[];
      accountCount: number;
      requestedBy: string;
      createdAt: string;
      status: string;
    }
    const active = (await page({ first: 50 })).nodes.filter((a) => a.status === 'active');
    const ids = active.slice(0, 3).map((a) => a.id);
    await query(REMOVE, { ids });

    await stack.upstream.resetRequests();
    const { accountOperations } = await query<{ accountOperations: OperationView[] }>(OPERATIONS);
    expect((await stack.upstream.requests()).total).toBe(1);
    expect(accountOperations.length).toBeGreaterThan(1);
    expect(accountOperations.length).toBeLessThanOrEqual(100);
    const times = accountOperations.map((op) => Date.parse(op.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(accountOperations[0]).toMatchObject({
      type: 'requestRemoval',
      accountIds: ids,
      accountCount: 3,
      requestedBy: SANDBOX_USERS.competition,
      status: 'completed',
    });
    expect(accountOperations.some((op) => op.type === 'create')).toBe(true);

    const ofOne = await query<{ accountOperations: OperationView[] }>(OPERATIONS, {
      accountId: ids[1],
    });
    expect(ofOne.accountOperations[0]!.type).toBe('requestRemoval');
    expect(ofOne.accountOperations.every((op) => op.accountIds.includes(ids[1]!))).toBe(true);
  });

  it('creates and renames account groups, reporting a taken name', async () => {
    const create = await query<{
      createAccountGroup: { ok: { message: string; group: { id: string; name: string } } };
    }>(
      `mutation { createAccountGroup(name: "Script Group") { ok { message group { id name } } } }`,
    );
    expect(create.createAccountGroup.ok.message).toBe(
      'Created account group Script Group Successfully!',
    );
    const id = create.createAccountGroup.ok.group.id;
    const rename = await query<{ renameAccountGroup: { ok: { group: { name: string } } } }>(
      `mutation ($id: ID!) { renameAccountGroup(id: $id, name: "Script Group 2") { ok { group { name } } } }`,
      { id },
    );
    expect(rename.renameAccountGroup.ok.group.name).toBe('Script Group 2');
    const taken = await query<{ createAccountGroup: { error: { code: string; message: string } } }>(
      `mutation { createAccountGroup(name: "worlds 2025 broadcast") { error { code message } } }`,
    );
    expect(taken.createAccountGroup.error.code).toBe('CONFLICT');
  });

  it('lets a rewards operator neither list nor create accounts', async () => {
    const listed = await stack.gql(PAGE, {}, { as: SANDBOX_USERS.rewards });
    expect(listed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const created = await stack.gql(
      CREATE,
      { input: { rows: [{ displayName: 'Nope Nope' }], enabledSports: ['lol'] } },
      { as: SANDBOX_USERS.rewards },
    );
    expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
