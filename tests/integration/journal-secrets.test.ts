/**
 * Issue #39, items 1, 2 and 6 as an attacker would try them over HTTP: a password sent with a
 * call that is refused, conflicts, fails or succeeds never reaches the journal; a caller without
 * the right cannot fill the journal with a megabyte of input; a caller's x-request-id is theirs,
 * not the gateway's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG, type AuditView } from '../support/audit';
import { postGraphQL } from '../support/graphql-http';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const PASSWORD = 'Hunter2-never-stored';
const CREATE_ACCOUNTS = `mutation ($input: CreateAccountsInput!) { createAccounts(input: $input) {
  message error { message code } } }`;
const UPDATE_PLAYER = `mutation ($id: ID!, $input: PlayerInput!, $v: String) {
  updatePlayer(id: $id, input: $input, expectedVersion: $v) { ok { message } error { message code } } }`;
const PLAYERS = `query { players(sport: tft, first: 1) { edges { node { id version handle firstName lastName } } } }`;
const CREATE_LEAGUE = `mutation ($input: LeagueInput!) { createLeague(input: $input) { ok { message } } }`;

describe('secrets and bounds in the audit journal', () => {
  let stack: Stack;
  const journal = async (filter: Record<string, unknown>, as: string = SANDBOX_USERS.admin) => {
    const answer = await stack.gql<{ auditLog: AuditView }>(
      AUDIT_LOG,
      { filter, first: 20 },
      { as },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.auditLog;
  };
  const player = async () =>
    (
      await stack.gql<{
        players: {
          edges: {
            node: {
              id: string;
              version: string;
              handle: string;
              firstName: string;
              lastName: string;
            };
          }[];
        };
      }>(PLAYERS)
    ).data!.players.edges[0]!.node;
  const playerInput = (p: Awaited<ReturnType<typeof player>>) => ({
    handle: p.handle,
    firstName: p.firstName,
    lastName: p.lastName,
    sport: 'tft',
    password: PASSWORD,
  });

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it('keeps a refused createAccounts password out of the journal vera.viewer can read', async () => {
    const refused = await stack.gql(
      CREATE_ACCOUNTS,
      {
        input: {
          rows: [{ displayName: 'Leaky Caster', password: PASSWORD }],
          enabledSports: ['lol'],
          deleteAfter: '2027-01-01T00:00:00.000Z',
        },
      },
      { as: SANDBOX_USERS.viewer },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const seen = await journal({ operation: 'createAccounts' }, SANDBOX_USERS.viewer);
    expect(seen.edges[0]!.node).toMatchObject({
      username: SANDBOX_USERS.viewer,
      result: 'REFUSED',
      code: 'FORBIDDEN',
      changes: [],
    });
    expect(JSON.stringify(seen)).not.toContain(PASSWORD);
  });

  it('redacts a player password on a conflict, an upstream failure and a success alike', async () => {
    const before = await player();
    const stale = await stack.gql<{ updatePlayer: { error: { code: string } | null } }>(
      UPDATE_PLAYER,
      { id: before.id, input: playerInput(before), v: 'not-the-current-version' },
    );
    expect(stale.data!.updatePlayer.error?.code).toBe('CONFLICT');

    await stack.upstream.fault('elds', { methods: ['PUT'], status: 500, times: 1 });
    const failed = await stack.gql<{ updatePlayer: { error: { code: string } | null } }>(
      UPDATE_PLAYER,
      { id: before.id, input: playerInput(before), v: before.version },
    );
    await stack.upstream.clearFaults();
    expect(failed.data!.updatePlayer.error).not.toBeNull();

    const saved = await stack.gql<{ updatePlayer: { ok: { message: string } | null } }>(
      UPDATE_PLAYER,
      { id: before.id, input: playerInput(before), v: before.version },
    );
    expect(saved.data!.updatePlayer.ok?.message).toBe('Updated Player Successfully!');

    const entries = (await journal({ entityType: 'Player', entityId: before.id })).edges;
    expect(entries.map((e) => e.node.result)).toEqual(['OK', 'FAILED', 'REFUSED']);
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
    // The stored player never holds the password, so only the calls that did not save it show it asked for.
    for (const { node } of entries.slice(1)) {
      expect(node.changes).toContainEqual({
        field: 'tournamentRealmIdentity.password',
        before: null,
        after: '"[redacted]"',
      });
    }
  });

  it('keeps who, what and why of ten megabyte-sized refused calls, not their input', async () => {
    const name = 'N'.repeat(1_500_000);
    for (let i = 0; i < 10; i += 1) {
      const answer = await stack.gql(
        CREATE_LEAGUE,
        { input: { name, slug: 'huge', sport: 'lol', region: 'EMEA', priority: 1 } },
        { as: SANDBOX_USERS.noRoles },
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const page = await journal({ user: SANDBOX_USERS.noRoles, operation: 'createLeague' });
    expect(page.totalCount).toBe(10);
    expect(page.edges[0]!.node).toMatchObject({
      result: 'REFUSED',
      code: 'FORBIDDEN',
      changes: [],
    });
    expect(JSON.stringify(page).length).toBeLessThan(20_000);
  });

  it('refuses a megabyte name from a caller who may create leagues, before anything is sent', async () => {
    await stack.upstream.resetRequests();
    const answer = await stack.gql<{ createLeague: { ok: null; error: unknown } }>(
      `mutation ($input: LeagueInput!) { createLeague(input: $input) {
        ok { message } error { message code inputErrors { field message } } } }`,
      {
        input: {
          name: 'N'.repeat(1_500_000),
          slug: 'huge',
          sport: 'lol',
          region: 'EMEA',
          priority: 1,
        },
      },
    );
    const message = 'A text in `input` is longer than 10000 characters.';
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.createLeague).toEqual({
      ok: null,
      error: { message, code: 'BAD_USER_INPUT', inputErrors: [{ field: 'input', message }] },
    });
    expect((await stack.upstream.requests()).total).toBe(0);
  });

  it("keeps a caller's x-request-id beside the gateway's own, never in its place", async () => {
    const victimsId = 'req-of-someone-else';
    const token = await stack.tokenFor(SANDBOX_USERS.competition);
    const answer = await postGraphQL(
      stack.url,
      { query: 'mutation { archiveLeague(id: "no-such-league") { ok { message } } }' },
      { token, headers: { 'x-request-id': victimsId } },
    );
    const ownId = answer.headers.get('x-request-id');
    expect(ownId).toMatch(/^[0-9a-f-]{36}$/);
    const CALLER = `query ($filter: AuditLogFilter) { auditLog(filter: $filter, first: 1) {
      edges { node { requestId callerRequestId } } } }`;
    const entry = await stack.gql<{
      auditLog: { edges: { node: { requestId: string; callerRequestId: string | null } }[] };
    }>(
      CALLER,
      { filter: { operation: 'archiveLeague', user: SANDBOX_USERS.competition } },
      {
        as: SANDBOX_USERS.admin,
      },
    );
    expect(entry.data!.auditLog.edges[0]!.node).toEqual({
      requestId: ownId,
      callerRequestId: victimsId,
    });
  });
});
