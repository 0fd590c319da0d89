/**
 * Issue #39 items 4 and 5 across two gateway replicas sharing Redis: the per-entity lock and the
 * idempotency keys live in the shared store, so a save or a trigger sent to both replicas at once
 * is still checked and sent once.
 */
import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../support/databases';
import { createDropGroup, dropGroupInput } from '../support/drop-group-input';
import { postGraphQL } from '../support/graphql-http';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import { liveGroupTrigger } from '../support/trigger-input';
import {
  GroupTriggerFormTriggerDocument,
  UpdateDropGroupPageDocument,
} from '../../web/src/__generated__/graphql';

const REDIS_URL = 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers();
if (!redisUp)
  console.warn('Redis does not answer on 127.0.0.1:6379: the replica tests are skipped.');

describe.skipIf(!redisUp)('saves and triggers on two replicas sharing Redis', () => {
  const redisKeyPrefix = `esports-admin-concurrency-${randomUUID()}:`;
  let stack: Stack;
  let replicas: string[];
  let token: string;

  /** One call of a typed document to one replica, as the rewards operator. */
  async function on<T, V>(url: string, document: TypedDocumentNode<T, V>, variables: V) {
    const answer = await postGraphQL(url, { query: print(document), variables }, { token });
    if (!answer.json?.data) throw new Error(`GraphQL errors: ${answer.text}`);
    return answer.json.data as T;
  }
  const posts = async (pathPart: string) =>
    (await stack.upstream.requests()).requests.filter(
      (request) => request.method !== 'GET' && request.path.includes(pathPart),
    );

  beforeAll(async () => {
    stack = await startStack(
      { name: 'pglite' },
      { REDIS_URL, REDIS_KEY_PREFIX: redisKeyPrefix, RATE_LIMIT_REQUESTS: '100000' },
    );
    replicas = [stack.url, await stack.startGatewayReplica()];
    token = await stack.tokenFor(SANDBOX_USERS.rewards);
    // Both replicas know the caller's roles before the race starts.
    await Promise.all(
      replicas.map((url) => postGraphQL(url, { query: '{ viewer { username } }' }, { token })),
    );
  });
  afterEach(() => stack.upstream.clearFaults());
  afterAll(async () => {
    await stack?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('lets one of two saves of a drop group with the same version through, one per replica', async () => {
    const created = await createDropGroup(
      (document, variables) => on(replicas[0]!, document, variables),
      dropGroupInput('Replicas'),
    );
    await stack.upstream.resetRequests();
    // Slow reads: without one lock for both replicas, both would read the group before either wrote.
    await stack.upstream.fault('drops', {
      methods: ['GET'],
      pathPrefix: '/group/v1.0/group/list',
      delayMs: 1000,
      times: 2,
    });
    const answers = await Promise.all(
      replicas.map((url, i) =>
        on(url, UpdateDropGroupPageDocument, {
          id: created.id,
          input: dropGroupInput(`Replica ${i}`, created.drops[0]!.id),
          expectedVersion: created.version,
        }),
      ),
    );
    const outcomes = answers.map(({ updateDropGroup }) => updateDropGroup);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.error)?.error?.code).toBe('CONFLICT');
    expect(await posts('/group')).toHaveLength(1);
  });

  it('sends a group trigger sent with one key to both replicas at once once', async () => {
    const input = await liveGroupTrigger(stack);
    const idempotencyKey = randomUUID();
    await stack.upstream.resetRequests();
    const answers = await Promise.all(
      [...replicas, ...replicas].map((url) =>
        on(url, GroupTriggerFormTriggerDocument, { input, dryRun: false, idempotencyKey }),
      ),
    );
    expect(await posts('/dropTrigger/')).toHaveLength(1);
    const first = answers[0]!.triggerDropGroup;
    expect(first.ok?.trigger?.id).toBeTruthy();
    for (const { triggerDropGroup } of answers) expect(triggerDropGroup).toEqual(first);
  });
});
