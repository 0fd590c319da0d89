/**
 * Issue #38: the rate limit holds across two replicas on Redis, and when Redis stops mid-run the
 * replicas go on answering scripts (no 500): the limiter counts in process, the role cache reads
 * the roles, and readiness says Redis is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../support/databases';
import { postGraphQL } from '../support/graphql-http';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import { cuttableRelay } from '../support/tcp-relay';

const QUERY = { query: '{ viewer { username } }' };

describe.skipIf(!(await redisAnswers()))('two replicas when Redis stops', () => {
  let stack: Stack;
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  const replicas: string[] = [];

  beforeAll(async () => {
    stack = await startStack();
    relay = await cuttableRelay(new URL('redis://127.0.0.1:6379'));
    for (let i = 0; i < 2; i += 1) {
      const replica = await stack.openGateway({
        REDIS_URL: `redis://127.0.0.1:${relay.port}`,
        RATE_LIMIT_REQUESTS: '4',
      });
      replicas.push(replica.url);
    }
  });
  afterAll(async () => {
    await relay?.cut().catch(() => undefined);
    await stack?.close();
  });

  it('limits a caller across both replicas, then keeps answering without Redis', async () => {
    const cole = await stack.tokenFor(SANDBOX_USERS.competition);
    const shared: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      shared.push((await postGraphQL(replicas[i % 2]!, QUERY, { token: cole })).status);
    }
    expect(shared).toEqual([200, 200, 200, 200, 429, 429]);

    await relay.cut();
    const vera = await stack.tokenFor(SANDBOX_USERS.viewer);
    const without: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      without.push((await postGraphQL(replicas[i % 2]!, QUERY, { token: vera })).status);
    }
    // Each replica now counts on its own: 4 each, so none of these 6 is refused, and none fails.
    expect(without).toEqual([200, 200, 200, 200, 200, 200]);
    const ready = await fetch(`${replicas[0]}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { journal: true, redis: false } });
  });
});
