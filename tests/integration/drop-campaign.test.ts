/**
 * Issue #39 item 13: a drop group's totals per drop and per day, and "send again to the failed
 * viewers" of one trigger, as a campaign manager's script would use them.
 */
import { randomUUID } from 'node:crypto';
import {
  DROP_GROUP_TOTALS_TRIGGER_LIMIT,
  VIEWER_LOOKUP_TRIGGER_LIMIT,
} from '@esports-admin/schema/rules/constants';
import { DROP_TRIGGER_MESSAGES } from '@esports-admin/schema/rules/drop-triggers';
import {
  isFailedFulfillment,
  isRetryableFulfillment,
} from '@esports-admin/schema/rules/fulfillment-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import {
  DropGroupListPageDocument,
  DropGroupTotalsPanelDocument,
  DropTriggerListPageDocument,
  HistoryPanelDocument,
  TriggerFulfillmentPanelDocument,
  TriggerStatsPanelResendDocument,
  type TriggerFulfillmentPanelQuery,
} from '../../web/src/__generated__/graphql';

const rewards = { as: SANDBOX_USERS.rewards };
type Fulfillment = NonNullable<TriggerFulfillmentPanelQuery['triggerFulfillments']>[number];

describe('drop campaign totals and sending again to failed viewers', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** The seeded lol group with the most triggers, its triggers and their fulfillments. */
  async function busiestGroup() {
    const { dropGroups } = await stack.data(
      DropGroupListPageDocument,
      { sport: 'lol', status: 'Active' },
      rewards,
    );
    const { dropTriggers } = await stack.data(
      DropTriggerListPageDocument,
      { start: new Date(0).toISOString() },
      rewards,
    );
    const triggersOf = (dropIds: Set<string>) =>
      dropTriggers.filter((trigger) => dropIds.has(trigger.dropId));
    const [group] = dropGroups
      .map((candidate) => ({
        id: candidate.id,
        triggers: triggersOf(new Set(candidate.drops.map((drop) => drop.id))),
      }))
      .sort((a, b) => b.triggers.length - a.triggers.length);
    const fulfillments = new Map<string, Fulfillment>();
    const ids = group!.triggers.map((trigger) => trigger.id);
    for (let start = 0; start < ids.length; start += VIEWER_LOOKUP_TRIGGER_LIMIT) {
      const { triggerFulfillments } = await stack.data(
        TriggerFulfillmentPanelDocument,
        { triggerIds: ids.slice(start, start + VIEWER_LOOKUP_TRIGGER_LIMIT) },
        rewards,
      );
      for (const entry of triggerFulfillments ?? []) fulfillments.set(entry.triggerId, entry);
    }
    return { ...group!, fulfillments };
  }

  it("counts a group's triggers, viewers reached, fulfilled and failed per drop and per UTC day in bounded calls", async () => {
    const group = await busiestGroup();
    expect(group.triggers.length).toBeGreaterThan(1);
    expect(group.triggers.length).toBeLessThanOrEqual(DROP_GROUP_TOTALS_TRIGGER_LIMIT);
    const viewersOf = (id: string) => group.fulfillments.get(id)!.viewers;
    const expected = (triggers: typeof group.triggers) => ({
      triggers: triggers.length,
      viewersReached: triggers.reduce((sum, t) => sum + viewersOf(t.id).length, 0),
      fulfilled: triggers.reduce(
        (sum, t) => sum + viewersOf(t.id).filter((v) => v.status === 'FULFILLED').length,
        0,
      ),
      failed: triggers.reduce(
        (sum, t) => sum + viewersOf(t.id).filter((v) => isFailedFulfillment(v.status)).length,
        0,
      ),
    });

    await stack.upstream.resetRequests();
    const { dropGroupTotals } = await stack.data(
      DropGroupTotalsPanelDocument,
      { groupId: group.id },
      rewards,
    );
    const log = await stack.upstream.requests();
    expect(log.byService).toEqual({
      drops: 1,
      viewerAccounts: Math.ceil(group.triggers.length / VIEWER_LOOKUP_TRIGGER_LIMIT),
    });

    expect(dropGroupTotals).toMatchObject({ groupId: group.id, truncated: false });
    expect(dropGroupTotals!.totals).toEqual(expected(group.triggers));
    expect(dropGroupTotals!.totals.failed).toBeGreaterThan(0);
    const dropIds = [...new Set(group.triggers.map((trigger) => trigger.dropId))];
    expect(dropGroupTotals!.drops.map((drop) => drop.dropId).sort()).toEqual(dropIds.sort());
    for (const drop of dropGroupTotals!.drops) {
      expect(drop.totals).toEqual(
        expected(group.triggers.filter((trigger) => trigger.dropId === drop.dropId)),
      );
    }
    const dayOf = (at: string) => new Date(at).toISOString().slice(0, 10);
    const days = [...new Set(group.triggers.map((trigger) => dayOf(trigger.triggeredAt)))].sort();
    expect(dropGroupTotals!.days.map((entry) => entry.day)).toEqual(days);
    for (const entry of dropGroupTotals!.days) {
      expect(entry.totals).toEqual(
        expected(group.triggers.filter((trigger) => dayOf(trigger.triggeredAt) === entry.day)),
      );
    }

    const unknown = await stack.data(DropGroupTotalsPanelDocument, { groupId: 'no-such' }, rewards);
    expect(unknown.dropGroupTotals!.totals).toEqual({
      triggers: 0,
      viewersReached: 0,
      fulfilled: 0,
      failed: 0,
    });
  });

  it('sends the drop again only to the viewers whose failure a new send can fix, once, journaled', async () => {
    const group = await busiestGroup();
    const retryableOf = (id: string) =>
      group.fulfillments
        .get(id)!
        .viewers.filter((viewer) => isRetryableFulfillment(viewer.status))
        .map((viewer) => viewer.puuid);
    const trigger = group.triggers.find(
      (candidate) => candidate.action === 'group' && retryableOf(candidate.id).length > 0,
    )!;
    const failed = retryableOf(trigger.id);
    const resend = (idempotencyKey: string, triggerId = trigger.id, as = rewards) =>
      stack.data(TriggerStatsPanelResendDocument, { triggerId, idempotencyKey }, as);
    const individualPosts = async () =>
      (await stack.upstream.requests()).requests.filter(
        (request) => request.method === 'POST' && /\/trigger\/[^/]+\/[^/?]+/.test(request.path),
      );

    const forbidden = await stack.gql(
      TriggerStatsPanelResendDocument,
      { triggerId: trigger.id, idempotencyKey: randomUUID() },
      { as: SANDBOX_USERS.viewer },
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const key = randomUUID();
    await stack.upstream.resetRequests();
    const first = (await resend(key)).resendDropTriggerToFailedViewers;
    expect(first.error).toBeNull();
    expect(first.ok!.remaining).toBe(0);
    expect(first.ok!.message).toBe(DROP_TRIGGER_MESSAGES.resent(failed.length, 0));
    expect(first.ok!.triggers.map((sent) => sent.puuid).sort()).toEqual([...failed].sort());
    const posts = await individualPosts();
    expect(posts).toHaveLength(failed.length);
    for (const puuid of failed) {
      expect(posts.some((post) => post.path.includes(`/trigger/${puuid}/${trigger.dropId}`))).toBe(
        true,
      );
    }

    await stack.upstream.resetRequests();
    const repeat = (await resend(key)).resendDropTriggerToFailedViewers;
    expect(repeat).toEqual(first);
    expect(await individualPosts()).toHaveLength(0);

    const again = (await resend(randomUUID())).resendDropTriggerToFailedViewers;
    expect(again.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: DROP_TRIGGER_MESSAGES.nothingToResend,
    });
    expect(await individualPosts()).toHaveLength(0);

    const individual = first.ok!.triggers[0]!.id;
    const none = (await resend(randomUUID(), individual)).resendDropTriggerToFailedViewers;
    expect(none.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: DROP_TRIGGER_MESSAGES.nothingToResend,
    });

    const { auditLog } = await stack.data(
      HistoryPanelDocument,
      { entityType: 'DropTrigger', entityId: trigger.id },
      { as: SANDBOX_USERS.admin },
    );
    const entries = auditLog!.edges
      .map(({ node }) => node)
      .filter((entry) => entry.operation === 'resendDropTriggerToFailedViewers');
    expect(entries.map((entry) => entry.result).sort()).toEqual(['OK', 'OK', 'REFUSED']);
  });
});
