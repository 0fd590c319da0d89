/**
 * Promo codes v2.0 (spec 3 §3 "Promo codes", §7 "Promo codes v2.0") as the gateway calls it and
 * the sandbox serves it. The spec names the calls; the answer shapes and the dispositions below are
 * the sandbox's contract.
 */

export const PROMO_CODES_BASE_PATH = '/promocodes/v2.0';

/**
 * Where a code is in its life. The spec names "claimed and unclaimed"; reserved (handed to a
 * viewer, not yet redeemed) and expired complete the pool as the sponsor reports it.
 */
export const PROMO_CODE_DISPOSITIONS = ['unclaimed', 'reserved', 'claimed', 'expired'] as const;
export type PromoCodeDispositionDto = (typeof PROMO_CODE_DISPOSITIONS)[number];

/** One code of a sponsor's pool for one inventory item. */
export interface PromoCodeDto {
  code: string;
  sponsor: string;
  dropInventoryID: string;
  disposition: PromoCodeDispositionDto;
  ingestedAt: string;
  /** When it was claimed (claimed codes only). */
  claimedAt: string | null;
}

/** GET generate?length → one fresh code, not stored. */
export interface GeneratedPromoCodeDto {
  code: string;
}

/**
 * Every ingest answers how many codes were stored for the pool. POST ingest takes the codes as a
 * text body (one a line) with `sponsor` and `dropInventoryID` in the query.
 */
export interface PromoIngestResultDto {
  sponsor: string;
  dropInventoryID: string;
  ingested: number;
}
