/**
 * Fulfillment status values (spec 3 §4), in the spec's order, each `true` when staff follow it up:
 * the viewer did not get the item and nothing will retry it. (The spec lists the values only; the
 * grouping is ours.)
 */
const FOLLOWED_UP = {
  REQUESTED: false,
  FULFILLED: false,
  PARTIALLY_FULFILLED: false,
  ERROR: true,
  ALREADY_OWNED: false,
  EXPIRED: false,
  ACTIVATED: false,
  ACTIVATED_NO_RENEWAL: false,
  OVERRIDDEN: false,
  REQUESTED_EXPIRATION: false,
  REQUESTED_RENEWAL: false,
  PLAYER_FOUND: false,
  PLAYER_NOT_FOUND: true,
  PLAYER_NOT_ELIGIBLE: true,
  NOT_FOUND: true,
  SHARD_NOT_FOUND: true,
  ACCOUNT_LOOKUP_FAILED: true,
  PACKAGE_CONFIGURATION_ERROR: true,
  CONTENT_EXPERIENCES_RETRY: false,
  CONTENT_EXPERIENCES_ERROR: true,
  AWAITING_ASYNC_CALL: false,
  RIOTGO_ENRICHED: false,
} as const;
export type FulfillmentStatus = keyof typeof FOLLOWED_UP;
export const FULFILLMENT_STATUSES = Object.keys(FOLLOWED_UP) as readonly FulfillmentStatus[];

export const isFulfillmentStatus = (value: unknown): value is FulfillmentStatus =>
  (FULFILLMENT_STATUSES as readonly unknown[]).includes(value);

/** The statuses staff follow up, in the spec's order. */
export const FAILED_FULFILLMENT_STATUSES: readonly FulfillmentStatus[] =
  FULFILLMENT_STATUSES.filter((status) => FOLLOWED_UP[status]);

export const isFailedFulfillment = (status: FulfillmentStatus) =>
  FAILED_FULFILLMENT_STATUSES.includes(status);

/**
 * The failed statuses a new send can fix (issue #39; the spec names no retry, so this is ours):
 * a passing error in the grant (ERROR, CONTENT_EXPERIENCES_ERROR) or in the account lookup. A
 * player who does not exist or is not eligible, an unknown drop or shard and a broken package
 * fail again the same way until someone fixes the cause, so they are not sent again.
 */
export const RETRYABLE_FULFILLMENT_STATUSES: readonly FulfillmentStatus[] = [
  'ERROR',
  'ACCOUNT_LOOKUP_FAILED',
  'CONTENT_EXPERIENCES_ERROR',
];

export const isRetryableFulfillment = (status: FulfillmentStatus) =>
  RETRYABLE_FULFILLMENT_STATUSES.includes(status);

/** The one status that says the viewer got the item (the totals' "fulfilled"). */
export const FULFILLED_STATUS: FulfillmentStatus = 'FULFILLED';
