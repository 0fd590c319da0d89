/**
 * The trigger family of the drops service (spec 3 §3 "Trigger", §7 "Drops": drops/dropTrigger/v1.0)
 * as the gateway calls it and the sandbox serves it. The spec names the calls and the group
 * trigger's fields; the answer shapes are the sandbox's contract.
 */
import type { FulfillmentStatus } from '../rules/fulfillment-status';

/** group: a drop sent to everyone watching a broadcast's streams; individual: to one puuid. */
export const TRIGGER_ACTIONS = ['group', 'individual'] as const;
export type TriggerActionDto = (typeof TRIGGER_ACTIONS)[number];

/** POST trigger?dry_run=true|false body (spec 3 §3). */
export interface GroupTriggerWriteDto {
  dropID: string;
  groupID: string;
  broadcastID: string;
  streamIDs: string[];
  /** Seconds into the stream the drop goes out at. */
  streamPosition: number;
}

export interface DropTriggerDto {
  triggerID: string;
  action: TriggerActionDto;
  dropID: string;
  groupID: string | null;
  broadcastID: string | null;
  streamIDs: string[];
  streamPosition: number | null;
  /** Individual triggers: the viewer. */
  puuid: string | null;
  notify: boolean;
  /** The drop's league and en_US title when triggered, for lists. */
  league: string;
  title: string;
  triggeredBy: string;
  triggeredAt: string;
  /** Viewers the trigger went out to. */
  viewerCount: number;
}

/** GET trigger/{id}: the trigger with its fulfillment counts per status. */
export interface DropTriggerWithStatsDto extends DropTriggerDto {
  stats: Partial<Record<FulfillmentStatus, number>>;
}

/** POST trigger?dry_run=true: what would happen; nothing is stored or sent. */
export interface TriggerDryRunDto {
  dryRun: true;
  trigger: Omit<DropTriggerDto, 'triggerID'>;
  /** Viewers it would reach. */
  viewerCount: number;
}
