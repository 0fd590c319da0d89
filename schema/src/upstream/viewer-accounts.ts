/**
 * The viewer account service (spec 3 §3 "Viewer lookups", §7 "Viewer account") as the gateway
 * calls it and the sandbox serves it. The answer shapes are the sandbox's contract.
 */
import type { FulfillmentStatus } from '../rules/fulfillment-status';

export const VIEWER_ACCOUNTS_BASE_PATH = '/viewer-account/v1';

/** GET puuids/{dropId}: the viewers a drop was triggered to. */
export interface DropPuuidsDto {
  dropId: string;
  puuids: string[];
}

/** One viewer's fulfillment of one trigger. */
export interface ViewerFulfillmentDto {
  puuid: string;
  status: FulfillmentStatus;
  updatedAt: string;
}

/** GET triggers/fulfillmentStatus?triggerIDs=a,b → one entry per trigger id asked for. */
export type TriggerFulfillmentStatusDto = Record<string, ViewerFulfillmentDto[]>;
