/**
 * Issue 14 items 1, 7, 8 and 9 as an attacker with a seeded user would try them: list caps and
 * the per-request upstream-call budget (counted by the sandbox), breakers scoped per endpoint
 * family, id validation before any upstream call, and a production gateway that ignores Host.
 */
import { ENVIRONMENT_OVERRIDE_HEADER } from '@esports-admin/schema/rules/access';
import { LIST_ARGUMENT_CAPS, MAX_ID_LENGTH } from '@esports-admin/schema/rules/constants';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countRequests } from '../support/graphql-http';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const SEASON = 'query Season($id: ID!) { season(id: $id) { id } }';
const SEASONS = '{ seasons(sport: lol) { id } }';
const VOD_STATUS = 'query Status($ids: [ID!]!) { vodStatusByGames(gameIds: $ids) { gameId } }';
const gameIds = (count: number, prefix = 'g') =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('upstream amplification, ids and breakers', () => {
  let stack: Stack;
  let tightBudget: string;
  const eldsCalls = async () => (await stack.upstream.requests()).byService.elds ?? 0;

  beforeAll(async () => {
    stack = await startStack({ name: 'pglite' }, { UPSTREAM_BREAKER_FAILURES: '3' });
    tightBudget = await stack.startGatewayReplica({ UPSTREAM_CALL_BUDGET: '6' });
  });
  afterEach(async () => {
    await stack.upstream.clearFaults();
    await stack.upstream.resetRequests();
  });
  afterAll(() => stack?.close());

  it('refuses 40,000 game ids before any upstream call, and other users are unaffected', async () => {
    await stack.gql(SEASONS, {}, { as: SANDBOX_USERS.viewer });
    await stack.upstream.resetRequests();
    const [flood, seasons] = await Promise.all([
      stack.gql(VOD_STATUS, { ids: gameIds(40_000) }, { as: SANDBOX_USERS.viewer }),
      stack.gql(SEASONS),
    ]);
    expect(flood.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'gameIds',
    });
    expect(flood.errors?.[0]?.message).toBe('`gameIds` takes at most 500 entries, got 40000.');
    expect(seasons.errors).toBeUndefined();
    expect(countRequests(await stack.upstream.requests(), 'elds', 'GET', '/vodDetails')).toBe(0);
  });

  it.each([
    ['accountsByIds', 'query Q($ids: [ID!]!) { accountsByIds(ids: $ids) { id } }', 'ids'],
    ['vodsByGames', 'query Q($ids: [ID!]!) { vodsByGames(gameIds: $ids) { id } }', 'gameIds'],
    ['vodStatusByGames', VOD_STATUS, 'gameIds'],
    ['povsByGames', 'query Q($ids: [ID!]!) { povsByGames(gameIds: $ids) { id } }', 'gameIds'],
    ['playersByIds', 'query Q($ids: [ID!]!) { playersByIds(ids: $ids) { id } }', 'ids'],
  ])('caps %s at its documented limit', async (field, query, argument) => {
    const cap = LIST_ARGUMENT_CAPS[`Query.${field}.${argument}`]!;
    const over = await stack.gql(query, { ids: gameIds(cap + 1) }, { as: SANDBOX_USERS.admin });
    expect(over.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await eldsCalls()).toBe(0);
    const at = await stack.gql(query, { ids: gameIds(cap) }, { as: SANDBOX_USERS.admin });
    expect(at.errors).toBeUndefined();
  });

  it('stops a request at its upstream-call budget with a clear code', async () => {
    const token = await stack.tokenFor(SANDBOX_USERS.viewer);
    const response = await fetch(`${tightBudget}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: VOD_STATUS, variables: { ids: gameIds(200) } }),
    });
    const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_BUDGET_EXCEEDED');
    // The role lookup spends one call of the budget; the data service gets the rest at most.
    expect(await eldsCalls()).toBeLessThanOrEqual(6);
  });

  it('bounds a document that multiplies capped lists with aliases', async () => {
    const aliases = Array.from(
      { length: 12 },
      (_, i) => `a${i}: vodStatusByGames(gameIds: $ids${i}) { gameId }`,
    );
    const query = `query Many(${aliases.map((_, i) => `$ids${i}: [ID!]!`).join(', ')}) {
      ${aliases.join('\n')} }`;
    const variables = Object.fromEntries(
      aliases.map((_, i) => [`ids${i}`, gameIds(500, `a${i}-`)]),
    );
    const [many, seasons] = await Promise.all([
      stack.gql(query, variables, { as: SANDBOX_USERS.viewer }),
      stack.gql(SEASONS),
    ]);
    expect(many.errors?.map((error) => error.extensions?.code)).toContain(
      'UPSTREAM_BUDGET_EXCEEDED',
    );
    expect(seasons.errors).toBeUndefined();
    expect(await eldsCalls()).toBeLessThanOrEqual(400 + 1);
  });

  it('answers a lone surrogate or an over-long id as BAD_USER_INPUT without an upstream call', async () => {
    for (const id of ['\ud800', 'x'.repeat(1_900_000), 'x'.repeat(MAX_ID_LENGTH + 1), 'a/b']) {
      const answer = await stack.gql(SEASON, { id });
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        argument: 'id',
      });
    }
    expect(await eldsCalls()).toBe(0);
    const longest = await stack.gql(SEASON, { id: 'x'.repeat(MAX_ID_LENGTH) });
    expect(longest).toMatchObject({ status: 200, data: { season: null } });
    expect(longest.errors).toBeUndefined();
  });

  it('counts one breaker failure per call after its retries', async () => {
    await stack.upstream.fault('elds', { status: 500, pathPrefix: '/seasons' });
    for (let i = 0; i < 2; i += 1) {
      const answer = await stack.gql(SEASONS);
      expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    }
    expect(countRequests(await stack.upstream.requests(), 'elds', 'GET', '/seasons')).toBe(6);
  });

  it('never opens the breaker on 429', async () => {
    await stack.upstream.fault('elds', { status: 429, pathPrefix: '/leagues' });
    for (let i = 0; i < 4; i += 1) {
      const answer = await stack.gql('{ leagues(sport: lol) { id } }');
      expect(answer.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
  });

  it('keeps the rest of the service open when one endpoint family is broken', async () => {
    await stack.upstream.fault('elds', { status: 500, pathPrefix: '/pov' });
    const povs = 'query P($ids: [ID!]!) { povsByGames(gameIds: $ids) { id } }';
    for (let i = 0; i < 3; i += 1) await stack.gql(povs, { ids: [`p${i}`] });
    expect((await stack.gql(povs, { ids: ['p9'] })).errors?.[0]?.extensions?.code).toBe(
      'UPSTREAM_CIRCUIT_OPEN',
    );
    expect((await stack.gql(SEASONS)).errors).toBeUndefined();
    expect((await stack.gql('{ leagues(sport: lol) { id } }')).errors).toBeUndefined();
  });
});

describe('a production gateway', () => {
  let stack: Stack;
  let production: string;

  beforeAll(async () => {
    stack = await startStack();
    production = await stack.startGatewayReplica({ NODE_ENV: 'production' });
  });
  afterAll(() => stack?.close());

  it('takes its environment from configuration only, never from Host or the override', async () => {
    const token = await stack.tokenFor(SANDBOX_USERS.viewer);
    const response = await fetch(`${production}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        host: 'localhost',
        [ENVIRONMENT_OVERRIDE_HEADER]: 'dev',
      },
      body: JSON.stringify({ query: '{ viewer { environment } }' }),
    });
    expect(await response.json()).toEqual({ data: { viewer: { environment: 'prod' } } });
  });
});

describe('independent root fields', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ name: 'pglite' }, { UPSTREAM_RETRIES: '0' });
  });
  afterEach(() => stack.upstream.clearFaults());
  afterAll(() => stack?.close());

  it('answer the leagues when only the seasons fail', async () => {
    await stack.upstream.fault('elds', { status: 500, pathPrefix: '/seasons' });
    const answer = await stack.gql<{ seasons: null; leagues: { id: string }[] }>(
      '{ seasons(sport: lol) { id } leagues(sport: lol) { id } }',
    );
    expect(answer.data?.seasons).toBeNull();
    expect(answer.data?.leagues.length).toBeGreaterThan(0);
    expect(answer.errors?.map((error) => error.path)).toEqual([['seasons']]);
  });

  it.each([500, 502, 503, 504])(
    'reads a stream timeline %i as an empty list, silently (spec 1 §7)',
    async (status) => {
      await stack.upstream.fault('streamline', { status, pathPrefix: '/tournamentAdmin' });
      const answer = await stack.gql('{ streamTimelineTournaments { tournamentId } }');
      expect(answer).toMatchObject({ status: 200, data: { streamTimelineTournaments: [] } });
      expect(answer.errors).toBeUndefined();
    },
  );
});
