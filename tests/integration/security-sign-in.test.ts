/**
 * Issue 14 items 4 and 5: sign-in never returns off-site, and two replicas refreshing one
 * session at its access token's expiry keep it (one refresh, the others wait for its tokens).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../support/http-signin';
import { redisAnswers } from '../support/databases';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const VIEWER = JSON.stringify({ query: '{ viewer { username } }' });

async function viewerStatus(url: string, cookie: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: VIEWER,
  });
  return response.status;
}

describe('the return path after sign-in', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it.each(['/\\evil.example/phish', '/\\/evil.example', '/\t/evil.example', '//evil.example'])(
    'lands %j on the site root of this origin',
    async (returnTo) => {
      const { landing } = await signInOverHttp(stack.url, SANDBOX_USERS.viewer, { returnTo });
      expect(landing.url).toBe(`${stack.url}/`);
    },
  );
});

describe.skipIf(!(await redisAnswers()))('two replicas refreshing one session', () => {
  let stack: Stack;
  let replica: string;
  beforeAll(async () => {
    // Access tokens of 2 s are always within the refresh margin: every request refreshes.
    stack = await startStack(
      undefined,
      { REDIS_URL: 'redis://127.0.0.1:6379' },
      { accessTokenTtlSeconds: 2 },
    );
    replica = await stack.startGatewayReplica();
  });
  afterAll(() => stack?.close());

  it('answers every parallel request at expiry and keeps the session', async () => {
    const { jar } = await signInOverHttp(stack.url, SANDBOX_USERS.competition);
    const cookie = `esa_session=${jar.get(stack.url, 'esa_session')}`;
    for (let round = 0; round < 4; round += 1) {
      const statuses = await Promise.all(
        [stack.url, replica, stack.url, replica].map((url) => viewerStatus(url, cookie)),
      );
      expect(statuses).toEqual([200, 200, 200, 200]);
    }
    expect(await viewerStatus(replica, cookie)).toBe(200);
  });
});
