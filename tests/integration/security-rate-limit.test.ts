/**
 * Issue 14 item 2: the rate limit counts the verified caller, however the Authorization header is
 * spelled and however many tokens the caller holds, and anonymous callers by address; across two
 * replicas sharing Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../support/databases';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const APP_INFO = JSON.stringify({ query: '{ appInfo { version } }' });

async function statusOf(url: string, authorization?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authorization === undefined ? {} : { authorization }),
    },
    body: APP_INFO,
  });
  return response.status;
}

function rateLimitSuite(name: string, env: Record<string, string>) {
  describe(name, () => {
    let stack: Stack;
    let replica: string;
    beforeAll(async () => {
      stack = await startStack(
        { name: 'pglite' },
        { RATE_LIMIT_REQUESTS: '4', RATE_LIMIT_ANONYMOUS_REQUESTS: '3', ...env },
      );
      replica = env.REDIS_URL ? await stack.startGatewayReplica() : stack.url;
    });
    afterAll(() => stack?.close());

    it('counts one user once, whatever the spelling of the scheme and whichever token', async () => {
      const first = await stack.tokenFor(SANDBOX_USERS.rewards, 600);
      const second = await stack.tokenFor(SANDBOX_USERS.rewards, 601);
      const statuses = [];
      for (const [url, header] of [
        [stack.url, `Bearer ${first}`],
        [replica, `bearer ${first}`],
        [stack.url, `BEARER ${second}`],
        [replica, `bEaReR ${second}`],
        [stack.url, `Bearer ${first}`],
        [replica, `bearer ${second}`],
      ] as const) {
        statuses.push(await statusOf(url, header));
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      expect(await statusOf(replica, `Bearer ${await stack.tokenFor(SANDBOX_USERS.admin)}`)).toBe(
        200,
      );
    });

    it('limits anonymous callers by address', async () => {
      const statuses = [];
      for (const url of [stack.url, replica, stack.url, replica, stack.url]) {
        statuses.push(await statusOf(url));
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });

    it('refuses a header with anything after the token, or without exactly one token', async () => {
      const lenient = await stack.startGatewayReplica({ RATE_LIMIT_ANONYMOUS_REQUESTS: '100' });
      const token = await stack.tokenFor(SANDBOX_USERS.viewer);
      for (const header of [
        `Bearer ${token} 1`,
        `Bearer ${token},x`,
        `Bearer  ${token}`,
        `Bearer`,
        `Basic ${token}`,
        token,
      ]) {
        expect(await statusOf(lenient, header), header).toBe(401);
      }
    });
  });
}

rateLimitSuite('the rate limit of one gateway', {});
if (await redisAnswers()) {
  rateLimitSuite('the rate limit of two replicas sharing Redis', {
    REDIS_URL: 'redis://127.0.0.1:6379',
  });
}
