import type { PromoCodeTableQuery } from '../../__generated__/graphql';
import { csvText } from '../../components/csvFile';

export type ExportedPromoCode = NonNullable<PromoCodeTableQuery['promoCodes']>[number];

/** One line per code of a pool, every disposition, through the one CSV writer. */
export function promoPoolCsv(
  pool: { sponsor: string; dropInventoryId: string },
  codes: readonly ExportedPromoCode[],
): string {
  return csvText(
    ['Code', 'Disposition', 'Sponsor', 'Inventory item', 'Ingested', 'Claimed'],
    codes.map((code) => [
      code.code,
      code.disposition,
      pool.sponsor,
      pool.dropInventoryId,
      code.ingestedAt,
      code.claimedAt,
    ]),
  );
}

// A sponsor may hold ':' (PROMO_SPONSOR_PATTERN), which some systems refuse in a file name.
const fileSafe = (text: string) => text.replace(/[^\w.-]/g, '-');

export const promoPoolFileName = (pool: { sponsor: string; dropInventoryId: string }) =>
  `promo-codes-${fileSafe(pool.sponsor)}-${fileSafe(pool.dropInventoryId)}.csv`;
