import {
  DROP_GROUP_TOTALS_TRIGGER_LIMIT,
  VIEWER_LOOKUP_TRIGGER_LIMIT,
} from '@esports-admin/schema/rules/constants';
import {
  FULFILLED_STATUS,
  isFailedFulfillment,
} from '@esports-admin/schema/rules/fulfillment-status';
import type { ViewerFulfillmentDto } from '@esports-admin/schema/upstream/viewer-accounts';
import type { GatewayContext } from '../../context';

export interface DropSendTotals {
  triggers: number;
  viewersReached: number;
  fulfilled: number;
  failed: number;
}

export interface DropGroupTotals {
  groupId: string;
  totals: DropSendTotals;
  drops: { dropId: string; title: string; totals: DropSendTotals }[];
  days: { day: string; totals: DropSendTotals }[];
  truncated: boolean;
}

const ALL_TIME_START = new Date(0).toISOString();

const emptyTotals = (): DropSendTotals => ({
  triggers: 0,
  viewersReached: 0,
  fulfilled: 0,
  failed: 0,
});

function addTrigger(totals: DropSendTotals, viewers: readonly ViewerFulfillmentDto[]) {
  totals.triggers += 1;
  totals.viewersReached += viewers.length;
  totals.fulfilled += viewers.filter((viewer) => viewer.status === FULFILLED_STATUS).length;
  totals.failed += viewers.filter((viewer) => isFailedFulfillment(viewer.status)).length;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

/** Issue #39: a group's totals per drop and per UTC day, over its newest triggers (capped). */
export async function dropGroupTotals(
  groupId: string,
  { apis }: Pick<GatewayContext, 'apis'>,
): Promise<DropGroupTotals> {
  const all = await apis.drops.getTriggers(ALL_TIME_START, new Date().toISOString());
  const ofGroup = all.filter((trigger) => trigger.groupID === groupId);
  const counted = ofGroup.slice(0, DROP_GROUP_TOTALS_TRIGGER_LIMIT);
  const answers = await Promise.all(
    chunks(
      counted.map((trigger) => trigger.triggerID),
      VIEWER_LOOKUP_TRIGGER_LIMIT,
    ).map((ids) => apis.viewerAccounts.getFulfillmentStatus(ids)),
  );
  const fulfillments = Object.assign({}, ...answers) as Record<string, ViewerFulfillmentDto[]>;

  const totals = emptyTotals();
  const drops = new Map<string, { dropId: string; title: string; totals: DropSendTotals }>();
  const days = new Map<string, DropSendTotals>();
  // Newest first: the first trigger of a drop seen carries its latest title.
  for (const trigger of counted) {
    const viewers = fulfillments[trigger.triggerID] ?? [];
    addTrigger(totals, viewers);
    const drop = drops.get(trigger.dropID) ?? {
      dropId: trigger.dropID,
      title: trigger.title,
      totals: emptyTotals(),
    };
    drops.set(trigger.dropID, drop);
    addTrigger(drop.totals, viewers);
    const day = new Date(trigger.triggeredAt).toISOString().slice(0, 10);
    const dayTotals = days.get(day) ?? emptyTotals();
    days.set(day, dayTotals);
    addTrigger(dayTotals, viewers);
  }
  return {
    groupId,
    totals,
    drops: [...drops.values()].sort(
      (a, b) => b.totals.viewersReached - a.totals.viewersReached || a.title.localeCompare(b.title),
    ),
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, dayTotals]) => ({ day, totals: dayTotals })),
    truncated: ofGroup.length > counted.length,
  };
}
