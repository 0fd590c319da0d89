import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../support/databases';
import { startLoggedGateway } from '../support/captured-log';
import { postGraphQL } from '../support/graphql-http';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const PRODUCTION = { NODE_ENV: 'production' };
const INTROSPECTION = '{ __schema { queryType { name } } }';
const HIDDEN_INTROSPECTION =
  '{ ...Peek } fragment Peek on Query { __type(name: "Query") { name } }';

describe('the gateway in production', () => {
  let stack: Stack;
  let gateway: Awaited<ReturnType<typeof startLoggedGateway>>;
  let token: (user: string) => Promise<string>;

  beforeAll(async () => {
    stack = await startStack({ name: 'pglite' }, PRODUCTION);
    gateway = await startLoggedGateway(stack.sandboxUrl, PRODUCTION);
    token = (user) => stack.tokenFor(user);
  });
  afterAll(async () => {
    await gateway?.close();
    await stack?.close();
  });

  it('lets a developer role introspect and refuses it to other signed-in users', async () => {
    const developer = await postGraphQL(
      stack.url,
      { query: INTROSPECTION },
      {
        token: await token(SANDBOX_USERS.admin),
      },
    );
    expect(developer.json?.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    // The first query again: a document the gateway has seen is refused as surely as a new one.
    for (const query of [INTROSPECTION, HIDDEN_INTROSPECTION, INTROSPECTION]) {
      const operator = await postGraphQL(
        stack.url,
        { query },
        {
          token: await token(SANDBOX_USERS.competition),
        },
      );
      expect(operator.status).toBe(403);
      expect(operator.json?.data).toBeUndefined();
      expect(operator.json?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('opens GraphiQL only to signed-in developers', async () => {
    const page = (bearer?: string) =>
      fetch(`${stack.url}/graphiql/`, {
        redirect: 'manual',
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
    const anonymous = await page();
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/auth/login?returnTo=%2Fgraphiql');
    expect((await page(await token(SANDBOX_USERS.competition))).status).toBe(403);
    expect([200, 404]).toContain((await page(await token(SANDBOX_USERS.admin))).status);
  });

  it('lets any signed-in user introspect outside production', async () => {
    const replica = await stack.startGatewayReplica({ NODE_ENV: 'development' });
    const answer = await postGraphQL(
      replica,
      { query: INTROSPECTION },
      {
        token: await token(SANDBOX_USERS.competition),
      },
    );
    expect(answer.json?.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('suggests no field names and shows no stack trace', async () => {
    const answer = await postGraphQL(
      stack.url,
      { query: '{ appInf { version } }' },
      {
        token: await token(SANDBOX_USERS.competition),
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.json?.errors?.[0]?.message).not.toMatch(/did you mean/i);
    expect(answer.json?.errors?.[0]?.extensions?.stacktrace).toBeUndefined();
    expect(answer.json?.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('names the limit an operation exceeded', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: appInfo { version }`).join(' ');
    const answer = await postGraphQL(
      stack.url,
      { query: `{ ${aliases} }` },
      {
        token: await token(SANDBOX_USERS.competition),
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.json?.errors?.[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      limit: 'aliases',
    });
  });

  it('tells browsers and proxies to keep no answer, good or refused', async () => {
    const caller = { token: await token(SANDBOX_USERS.competition) };
    const good = await postGraphQL(gateway.url, { query: '{ viewer { username } }' }, caller);
    const refused = await postGraphQL(gateway.url, { query: '{ appInfo { nope } }' }, caller);
    expect(good.status).toBe(200);
    expect(refused.status).toBe(400);
    for (const answer of [good, refused]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it("carries the gateway's request id in the header, every error and the log line, the caller's beside it", async () => {
    const callersId = `report-${randomUUID()}`;
    const answer = await postGraphQL(
      gateway.url,
      { query: 'query Broken { appInfo { nope } }', operationName: 'Broken' },
      { token: await token(SANDBOX_USERS.competition), headers: { 'x-request-id': callersId } },
    );
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.json?.errors?.[0]?.extensions).toMatchObject({ requestId });
    expect(gateway.lines).toContainEqual(
      expect.objectContaining({
        msg: 'graphql operation',
        requestId,
        callerRequestId: callersId,
        user: SANDBOX_USERS.competition,
        operationName: 'Broken',
        errorCodes: ['GRAPHQL_VALIDATION_FAILED'],
      }),
    );
  });

  it('logs the upstream calls an operation made with their durations', async () => {
    const callersId = `calls-${randomUUID()}`;
    await postGraphQL(
      gateway.url,
      { query: '{ season(id: "110500000000000001") { id } }' },
      { token: await token(SANDBOX_USERS.competition), headers: { 'x-request-id': callersId } },
    );
    const line = gateway.lines.find(
      (l) => l.callerRequestId === callersId && l.msg === 'graphql operation',
    );
    expect(line?.upstreamCalls).toContainEqual({
      service: 'elds',
      method: 'GET',
      path: expect.stringContaining('/seasons/110500000000000001') as string,
      status: 200,
      durationMs: expect.any(Number) as number,
    });
  });

  it('replaces a request id that could forge log content', async () => {
    const answer = await postGraphQL(
      stack.url,
      { query: '{ appInfo { version } }' },
      {
        token: await token(SANDBOX_USERS.competition),
        headers: { 'x-request-id': 'x"\\u000a{"level":60}' },
      },
    );
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives anonymous callers a coded 401 with a request id', async () => {
    const answer = await postGraphQL(stack.url, { query: '{ appInfo { version } }' });
    expect(answer.status).toBe(401);
    expect(answer.json?.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      requestId: answer.headers.get('x-request-id'),
    });
  });

  it('answers 429 with Retry-After once a token is over its limit, other tokens unaffected', async () => {
    const replica = await stack.startGatewayReplica({ RATE_LIMIT_REQUESTS: '3' });
    const limited = await token(SANDBOX_USERS.competition);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await postGraphQL(replica, { query: '{ appInfo { version } }' }, { token: limited }))
          .status,
      );
    }
    const refused = await postGraphQL(
      replica,
      { query: '{ appInfo { version } }' },
      { token: limited },
    );
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const other = await postGraphQL(
      replica,
      { query: '{ appInfo { version } }' },
      {
        token: await token(SANDBOX_USERS.admin),
      },
    );
    expect(other.status).toBe(200);
  });
});

describe.skipIf(!(await redisAnswers()))('rate limits shared through Redis', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(
      { name: 'pglite' },
      { REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_REQUESTS: '4' },
    );
  });
  afterAll(() => stack?.close());

  it('counts one token across replicas', async () => {
    const replica = await stack.startGatewayReplica();
    const limited = await stack.tokenFor(SANDBOX_USERS.rewards, 600);
    const statuses: number[] = [];
    for (const url of [stack.url, replica, stack.url, replica, stack.url]) {
      statuses.push(
        (await postGraphQL(url, { query: '{ appInfo { version } }' }, { token: limited })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
