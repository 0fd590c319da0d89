import type { PromoCodeDisposition } from '../../__generated__/graphql';

export const PROMO_CODES_PATH = '/drops/promo-codes';

/** The dispositions in the order a pool's codes move through them (spec 3 §3 query). */
export const PROMO_CODE_DISPOSITIONS: readonly { value: PromoCodeDisposition; label: string }[] = [
  { value: 'unclaimed', label: 'Unclaimed' },
  { value: 'reserved', label: 'Reserved' },
  { value: 'claimed', label: 'Claimed' },
  { value: 'expired', label: 'Expired' },
];

export function isPromoCodeDisposition(value: unknown): value is PromoCodeDisposition {
  return PROMO_CODE_DISPOSITIONS.some((entry) => entry.value === value);
}

/** One pool in one disposition; the page's URL is its only state, so a pool can be linked. */
export interface PromoPool {
  sponsor: string;
  dropInventoryId: string;
  disposition: PromoCodeDisposition;
}

export function promoPoolPath(pool: PromoPool): string {
  const query = new URLSearchParams({
    sponsor: pool.sponsor,
    item: pool.dropInventoryId,
    disposition: pool.disposition,
  });
  return `${PROMO_CODES_PATH}?${query.toString()}`;
}

/** The pool of the URL's query, with unclaimed codes when the disposition is missing or unknown. */
export function promoPoolOf(search: URLSearchParams): PromoPool | null {
  const sponsor = search.get('sponsor')?.trim() ?? '';
  const dropInventoryId = search.get('item')?.trim() ?? '';
  if (!sponsor || !dropInventoryId) return null;
  const disposition = search.get('disposition');
  return {
    sponsor,
    dropInventoryId,
    disposition: isPromoCodeDisposition(disposition) ? disposition : 'unclaimed',
  };
}
