/**
 * Drop trigger rules (spec 3 §3 "Trigger", §4 trigger selection reset, §9 default range), shared
 * by the gateway and the trigger forms. The messages are ours: the spec gives none.
 */
import { TRIGGER_FILTER_DEFAULT_DAYS } from './constants';
import { countOf } from './formatting';
import { RETRYABLE_FULFILLMENT_STATUSES } from './fulfillment-status';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Seconds a stream position may reach: a broadcast day. */
export const MAX_STREAM_POSITION_S = 24 * 60 * 60;
/** How often the trigger form asks which broadcasts are still in progress. */
export const TRIGGER_BROADCAST_POLL_MS = 30_000;
const PUUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A player UUID as the drops service takes it: lower-case hex. */
export const isPuuid = (value: string) => PUUID.test(value);

export const DROP_TRIGGER_MESSAGES = {
  dropRequired: 'Choose a drop.',
  groupRequired: 'Choose a drop group.',
  broadcastRequired: 'Choose a broadcast in progress.',
  streamsRequired: 'Choose at least one stream.',
  streamPosition: `Stream position must be a whole number of seconds from 0 to ${MAX_STREAM_POSITION_S}.`,
  puuid: 'Enter the viewer’s puuid (a UUID such as 0a1b2c3d-…).',
  rangeOrder: 'The start date must be before the end date.',
  dryRun: (viewers: number) =>
    `Dry run: the drop would go to ${viewers} viewers. Nothing was sent.`,
  triggered: (viewers: number) => `Drop triggered to ${viewers} viewers.`,
  triggeredOne: 'Drop triggered to the viewer.',
  broadcastEnded: 'The broadcast you chose is no longer in progress, so the selection was reset.',
  noBroadcasts: 'No broadcast is in progress right now.',
  dryRunFirst: 'Run a dry run of this selection first.',
  nothingToResend: `No viewer of this trigger failed in a status that a new send can fix (${RETRYABLE_FULFILLMENT_STATUSES.join(', ')}), or each was sent the drop again already.`,
  resent: (viewers: number, left: number) =>
    `Drop sent again to ${countOf(viewers, 'failed viewer')}.${
      left > 0 ? ` ${countOf(left, 'more viewer')} can be sent it with Send again.` : ''
    }`,
} as const;

export interface GroupTriggerDraft {
  dropId: string;
  groupId: string;
  broadcastId: string;
  streamIds: readonly string[];
  streamPosition: number;
}

export function validateGroupTrigger(draft: GroupTriggerDraft): Record<string, string | null> {
  const position = draft.streamPosition;
  return {
    dropId: draft.dropId.trim() ? null : DROP_TRIGGER_MESSAGES.dropRequired,
    groupId: draft.groupId.trim() ? null : DROP_TRIGGER_MESSAGES.groupRequired,
    broadcastId: draft.broadcastId.trim() ? null : DROP_TRIGGER_MESSAGES.broadcastRequired,
    streamIds: draft.streamIds.some((id) => id.trim())
      ? null
      : DROP_TRIGGER_MESSAGES.streamsRequired,
    streamPosition:
      Number.isInteger(position) && position >= 0 && position <= MAX_STREAM_POSITION_S
        ? null
        : DROP_TRIGGER_MESSAGES.streamPosition,
  };
}

export function validatePuuid(puuid: string): string | null {
  return isPuuid(puuid.trim().toLowerCase()) ? null : DROP_TRIGGER_MESSAGES.puuid;
}

/** The trigger list's window: the last 30 days up to now unless given (spec 3 §2, §9). */
export function triggerWindow(
  now: Date,
  start?: string | null,
  end?: string | null,
): { start: string; end: string } {
  const endAt = end ? new Date(end) : now;
  const startAt = start
    ? new Date(start)
    : new Date(endAt.getTime() - TRIGGER_FILTER_DEFAULT_DAYS * DAY_MS);
  return { start: startAt.toISOString(), end: endAt.toISOString() };
}

/**
 * Spec 3 §4: the chosen broadcast stays selected only while it is in progress. A broadcast is in
 * progress while its state is live (the data service's broadcastState) and it has not completed.
 */
export function isBroadcastInProgress(broadcast: {
  status?: string | null;
  broadcastState?: string | null;
}): boolean {
  return broadcast.broadcastState === 'live' && broadcast.status !== 'completed';
}
