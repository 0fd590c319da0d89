/** Fulfillment status values (spec 3 §4), in the spec's order. */
export const FULFILLMENT_STATUSES = [
  'REQUESTED',
  'FULFILLED',
  'PARTIALLY_FULFILLED',
  'ERROR',
  'ALREADY_OWNED',
  'EXPIRED',
  'ACTIVATED',
  'ACTIVATED_NO_RENEWAL',
  'OVERRIDDEN',
  'REQUESTED_EXPIRATION',
  'REQUESTED_RENEWAL',
  'PLAYER_FOUND',
  'PLAYER_NOT_FOUND',
  'PLAYER_NOT_ELIGIBLE',
  'NOT_FOUND',
  'SHARD_NOT_FOUND',
  'ACCOUNT_LOOKUP_FAILED',
  'PACKAGE_CONFIGURATION_ERROR',
  'CONTENT_EXPERIENCES_RETRY',
  'CONTENT_EXPERIENCES_ERROR',
  'AWAITING_ASYNC_CALL',
  'RIOTGO_ENRICHED',
] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

export const isFulfillmentStatus = (value: unknown): value is FulfillmentStatus =>
  (FULFILLMENT_STATUSES as readonly unknown[]).includes(value);

/**
 * The statuses staff follow up: the viewer did not get the item and nothing will retry it.
 * (The spec lists the values only; the grouping is ours.)
 */
export const FAILED_FULFILLMENT_STATUSES: readonly FulfillmentStatus[] = [
  'ERROR',
  'PLAYER_NOT_FOUND',
  'PLAYER_NOT_ELIGIBLE',
  'NOT_FOUND',
  'SHARD_NOT_FOUND',
  'ACCOUNT_LOOKUP_FAILED',
  'PACKAGE_CONFIGURATION_ERROR',
  'CONTENT_EXPERIENCES_ERROR',
];

export const isFailedFulfillment = (status: FulfillmentStatus) =>
  FAILED_FULFILLMENT_STATUSES.includes(status);
