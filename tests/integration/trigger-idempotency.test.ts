/**
 * Issue #39 item 5: a drop trigger sent again with the same idempotency key (a retry, a double
 * submit, a script run twice) sends once; every call gets the first call's answer and a journal
 * entry saying whether it was the send or a repeat.
 */
import { randomUUID } from 'node:crypto';
import { AUDIT_MESSAGES } from '@esports-admin/schema/rules/audit';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@esports-admin/schema/rules/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import { liveGroupTrigger } from '../support/trigger-input';
import {
  GroupTriggerFormTriggerDocument,
  HistoryPanelDocument,
  IndividualTriggerFormTriggerDocument,
} from '../../web/src/__generated__/graphql';

const rewards = { as: SANDBOX_USERS.rewards };

describe('drop triggers with an idempotency key', () => {
  let stack: Stack;
  const triggerPosts = async () =>
    (await stack.upstream.requests()).requests.filter(
      (request) => request.method === 'POST' && request.path.includes('/dropTrigger/'),
    );

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('sends a group trigger sent five times at once with one key once; all five get the same answer', async () => {
    const input = await liveGroupTrigger(stack);
    const idempotencyKey = randomUUID();
    await stack.upstream.resetRequests();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        stack.data(
          GroupTriggerFormTriggerDocument,
          { input, dryRun: false, idempotencyKey },
          rewards,
        ),
      ),
    );
    expect(await triggerPosts()).toHaveLength(1);
    const outcomes = answers.map(({ triggerDropGroup }) => triggerDropGroup);
    expect(outcomes[0]!.ok?.trigger?.id).toBeTruthy();
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);

    const { auditLog } = await stack.data(
      HistoryPanelDocument,
      { entityType: 'DropTrigger', entityId: outcomes[0]!.ok!.trigger!.id },
      { as: SANDBOX_USERS.admin },
    );
    const entries = auditLog!.edges.map(({ node }) => node);
    expect(entries).toHaveLength(5);
    expect(entries.every((entry) => entry.result === 'OK')).toBe(true);
    expect(
      entries.filter((entry) => entry.message === AUDIT_MESSAGES.idempotentRepeat),
    ).toHaveLength(4);

    await stack.upstream.resetRequests();
    const later = await stack.data(
      GroupTriggerFormTriggerDocument,
      { input, dryRun: false, idempotencyKey },
      rewards,
    );
    expect(later.triggerDropGroup).toEqual(outcomes[0]);
    expect(await triggerPosts()).toHaveLength(0);

    const another = await stack.data(
      GroupTriggerFormTriggerDocument,
      { input, dryRun: false, idempotencyKey: randomUUID() },
      rewards,
    );
    expect(another.triggerDropGroup.ok?.trigger?.id).not.toBe(outcomes[0]!.ok!.trigger!.id);
    expect(await triggerPosts()).toHaveLength(1);
  });

  it('sends a viewer trigger sent twice with one key once', async () => {
    const input = await liveGroupTrigger(stack);
    const variables = {
      puuid: '0a1b2c3d-0000-4000-8000-00000000beef',
      dropId: input.dropId,
      notify: true,
      idempotencyKey: randomUUID(),
    };
    await stack.upstream.resetRequests();
    const first = await stack.data(IndividualTriggerFormTriggerDocument, variables, rewards);
    const second = await stack.data(IndividualTriggerFormTriggerDocument, variables, rewards);
    expect(first.triggerDropForViewer.ok?.trigger.id).toBeTruthy();
    expect(second.triggerDropForViewer).toEqual(first.triggerDropForViewer);
    expect(await triggerPosts()).toHaveLength(1);
  });

  it('refuses a key used for another trigger, and a key over the length bound, sending nothing', async () => {
    const input = await liveGroupTrigger(stack);
    const idempotencyKey = randomUUID();
    await stack.data(
      GroupTriggerFormTriggerDocument,
      { input, dryRun: false, idempotencyKey },
      rewards,
    );
    await stack.upstream.resetRequests();
    const other = await stack.data(
      GroupTriggerFormTriggerDocument,
      { input: { ...input, streamPosition: 301 }, dryRun: false, idempotencyKey },
      rewards,
    );
    expect(other.triggerDropGroup.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      inputErrors: [{ field: 'idempotencyKey', message: AUDIT_MESSAGES.idempotencyKeyReused }],
    });
    const tooLong = await stack.data(
      GroupTriggerFormTriggerDocument,
      { input, dryRun: false, idempotencyKey: 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1) },
      rewards,
    );
    expect(tooLong.triggerDropGroup.error?.inputErrors).toEqual([
      { field: 'idempotencyKey', message: AUDIT_MESSAGES.idempotencyKeyLength },
    ]);
    expect(await triggerPosts()).toHaveLength(0);
  });

  it('keeps keys apart per user: another user with the same key sends their own trigger', async () => {
    const input = await liveGroupTrigger(stack);
    const idempotencyKey = randomUUID();
    await stack.upstream.resetRequests();
    const mine = await stack.data(
      GroupTriggerFormTriggerDocument,
      { input, dryRun: false, idempotencyKey },
      rewards,
    );
    const theirs = await stack.data(
      GroupTriggerFormTriggerDocument,
      { input, dryRun: false, idempotencyKey },
      { as: SANDBOX_USERS.admin },
    );
    expect(theirs.triggerDropGroup.ok?.trigger?.id).not.toBe(mine.triggerDropGroup.ok?.trigger?.id);
    expect(await triggerPosts()).toHaveLength(2);
  });
});
