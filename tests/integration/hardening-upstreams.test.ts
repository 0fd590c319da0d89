import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countRequests, postGraphQL } from '../support/graphql-http';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

/** `season` is nullable, so its failure leaves the rest of the answer standing. */
const PARTIAL = `query Partial { appInfo { version } season(id: "110500000000000001") { id } }`;
const CREATE = `mutation Create($input: SeasonInput!) {
  createSeason(input: $input) { ok { season { id } } error { message code } } }`;

const seasonInput = (slug: string) => ({
  name: { slug, localizations: [{ locale: 'en_US', value: 'Hardening Season' }] },
  sport: 'lol',
  startTime: '2030-01-01T00:00:00.000Z',
  endTime: '2030-12-31T00:00:00.000Z',
  splits: [],
  awardedCircuitPoints: [{ placement: 1, points: 10 }],
});

interface PartialData {
  appInfo: { version: string };
  season: { id: string } | null;
}

describe('the gateway when upstream services misbehave', () => {
  let stack: Stack;
  const seasonGets = async () =>
    countRequests(await stack.upstream.requests(), 'elds', 'GET', '/seasons/');

  beforeAll(async () => {
    // A breaker that never opens keeps these cases independent; one case opens its own.
    stack = await startStack({ name: 'pglite' }, { UPSTREAM_BREAKER_FAILURES: '1000' });
  });
  afterEach(async () => {
    await stack.upstream.clearFaults();
    await stack.upstream.resetRequests();
  });
  afterAll(() => stack?.close());

  const expectPartial = (answer: Awaited<ReturnType<Stack['gql']>>, code: string) => {
    expect(answer.status).toBe(200);
    expect((answer.data as PartialData | null)?.appInfo.version).toEqual(expect.any(String));
    expect(answer.errors?.[0]).toMatchObject({ path: ['season'], extensions: { code } });
    expect(JSON.stringify(answer)).not.toContain(new URL(stack.sandboxUrl).port);
  };

  it('retries a failing GET twice, then answers the rest of the query with a coded field error', async () => {
    await stack.upstream.fault('elds', { status: 500 });
    expectPartial(await stack.gql(PARTIAL), 'UPSTREAM_ERROR');
    expect(await seasonGets()).toBe(3);
  });

  it('waits for Retry-After on a 503 and answers once the service recovers', async () => {
    await stack.upstream.fault('elds', { status: 503, headers: { 'Retry-After': '1' }, times: 1 });
    const answer = await stack.gql<PartialData>(PARTIAL);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.season?.id).toBe('110500000000000001');
    const [first, second] = (await stack.upstream.requests()).requests
      .filter((r) => r.service === 'elds' && r.path.includes('/seasons'))
      .map((r) => Date.parse((r as unknown as { at: string }).at));
    expect(second! - first!).toBeGreaterThanOrEqual(900);
  });

  it('retries a 429 and succeeds within the retry budget', async () => {
    await stack.upstream.fault('elds', { status: 429, times: 2 });
    const answer = await stack.gql<PartialData>(PARTIAL);
    expect(answer.errors).toBeUndefined();
    expect(await seasonGets()).toBe(3);
  });

  it('reports malformed JSON as UPSTREAM_BAD_RESPONSE without retrying', async () => {
    await stack.upstream.fault('elds', { malformed: true, methods: ['GET'] });
    expectPartial(await stack.gql(PARTIAL), 'UPSTREAM_BAD_RESPONSE');
    expect(await seasonGets()).toBe(1);
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
  ])('passes an upstream %i on as %s without retrying', async (status, code) => {
    await stack.upstream.fault('elds', { status, pathPrefix: '/seasons' });
    expectPartial(await stack.gql(PARTIAL), code);
    expect(await seasonGets()).toBe(1);
  });

  it.each([
    [500, 'UPSTREAM_ERROR'],
    [503, 'UPSTREAM_ERROR'],
    [429, 'RATE_LIMITED'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
  ])('never retries a mutation that got %i', async (status, code) => {
    await stack.upstream.fault('elds', { status, methods: ['POST'] });
    const answer = await stack.gql<{ createSeason: { error: { code: string } | null } }>(CREATE, {
      input: seasonInput(`hardening_${status}`),
    });
    expect(answer.data?.createSeason.error?.code).toBe(code);
    expect(countRequests(await stack.upstream.requests(), 'elds', 'POST', '/seasons')).toBe(1);
  });

  it('answers a stalled upstream with UPSTREAM_TIMEOUT within the timeout, the rest intact', async () => {
    const replica = await stack.startGatewayReplica({ UPSTREAM_TIMEOUT_MS: '500' });
    await stack.upstream.fault('elds', { delayMs: 4000, pathPrefix: '/seasons' });
    const started = Date.now();
    const answer = await postGraphQL(
      replica,
      { query: PARTIAL },
      { token: await stack.tokenFor(SANDBOX_USERS.competition) },
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer.status).toBe(200);
    expect(answer.json?.data).toMatchObject({ appInfo: { version: expect.any(String) as string } });
    expect(answer.json?.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
    expect(await seasonGets()).toBe(1);
  });

  it('answers a refused connection with UPSTREAM_UNAVAILABLE, the rest intact', async () => {
    const replica = await stack.startGatewayReplica({ ELDS_URL: 'http://127.0.0.1:1' });
    const answer = await postGraphQL(
      replica,
      { query: PARTIAL },
      { token: await stack.tokenFor(SANDBOX_USERS.competition) },
    );
    expect(answer.status).toBe(200);
    expect(answer.json?.data).toMatchObject({ appInfo: { version: expect.any(String) as string } });
    expect(answer.json?.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(answer.text).not.toContain('127.0.0.1');
    const mutation = await postGraphQL(
      replica,
      { query: CREATE, variables: { input: seasonInput('hardening_refused') } },
      { token: await stack.tokenFor(SANDBOX_USERS.competition) },
    );
    expect(mutation.json?.data).toMatchObject({
      createSeason: { ok: null, error: { code: 'UPSTREAM_UNAVAILABLE' } },
    });
  });

  it('answers a stalled mutation with UPSTREAM_TIMEOUT and sends it once', async () => {
    const replica = await stack.startGatewayReplica({ UPSTREAM_TIMEOUT_MS: '500' });
    await stack.upstream.fault('elds', { delayMs: 4000, methods: ['POST'] });
    const answer = await postGraphQL(
      replica,
      { query: CREATE, variables: { input: seasonInput('hardening_stalled') } },
      { token: await stack.tokenFor(SANDBOX_USERS.competition) },
    );
    expect(answer.json?.data).toMatchObject({
      createSeason: { ok: null, error: { code: 'UPSTREAM_TIMEOUT' } },
    });
    expect(countRequests(await stack.upstream.requests(), 'elds', 'POST', '/seasons')).toBe(1);
  });

  it('opens the circuit after repeated failures and then fails fast without calling upstream', async () => {
    const replica = await stack.startGatewayReplica({
      UPSTREAM_RETRIES: '0',
      UPSTREAM_BREAKER_FAILURES: '3',
      UPSTREAM_BREAKER_HALF_OPEN_MS: '60000',
    });
    const token = await stack.tokenFor(SANDBOX_USERS.competition);
    await stack.upstream.fault('elds', { status: 500 });
    const codes: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await postGraphQL(replica, { query: PARTIAL }, { token });
      expect(answer.json?.data).toMatchObject({
        appInfo: { version: expect.any(String) as string },
      });
      codes.push(answer.json?.errors?.[0]?.extensions?.code);
    }
    expect(codes).toEqual([
      'UPSTREAM_ERROR',
      'UPSTREAM_ERROR',
      'UPSTREAM_ERROR',
      'UPSTREAM_CIRCUIT_OPEN',
      'UPSTREAM_CIRCUIT_OPEN',
    ]);
    expect(await seasonGets()).toBe(3);
  });
});
