import { PROMO_CODE_DISPOSITIONS } from '@esports-admin/schema/upstream/promo-codes';
import { seededRandom, type FixtureSet } from '../../fixtures';
import type { SqlClient } from '../../store';
import { generateCode, ingestCodes, type StoredCode } from './codes';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sponsor pools as they look mid-season: each sponsor's inventory items hold codes in every
 * disposition. The inventory ids are the pools' own (the drops fixtures do not seed promo items).
 */
export const PROMO_POOLS = [
  { sponsor: 'redbull', dropInventoryID: 'promo-redbull-worlds', size: 60 },
  { sponsor: 'redbull', dropInventoryID: 'promo-redbull-msi', size: 24 },
  { sponsor: 'mastercard', dropInventoryID: 'promo-mastercard-finals', size: 40 },
  { sponsor: 'secretlab', dropInventoryID: 'promo-secretlab-chair', size: 32 },
  { sponsor: 'logitechg', dropInventoryID: 'promo-logitechg-mouse', size: 28 },
  { sponsor: 'kia', dropInventoryID: 'promo-kia-vct', size: 20 },
] as const;

async function seedPromoCodes(db: SqlClient, now: Date): Promise<void> {
  const random = seededRandom(1_515);
  const draw = (max: number) => Math.floor(random() * max);
  for (const pool of PROMO_POOLS) {
    const codes: StoredCode[] = [];
    for (let i = 0; i < pool.size; i += 1) {
      // Every disposition in every pool; then mostly unclaimed and claimed, as pools run.
      const disposition =
        i < PROMO_CODE_DISPOSITIONS.length
          ? PROMO_CODE_DISPOSITIONS[i]!
          : random() < 0.55
            ? 'unclaimed'
            : random() < 0.7
              ? 'claimed'
              : random() < 0.5
                ? 'reserved'
                : 'expired';
      const ingestedAt = new Date(now.getTime() - (20 + draw(40)) * DAY_MS);
      const claimedAt =
        disposition === 'claimed' ? new Date(ingestedAt.getTime() + (1 + draw(15)) * DAY_MS) : null;
      codes.push({ code: generateCode(8, draw), disposition, ingestedAt, claimedAt });
    }
    await ingestCodes(db, pool.sponsor, pool.dropInventoryID, codes);
  }
}

export const promoCodeFixtureSet: FixtureSet = { name: 'promo-codes', seed: seedPromoCodes };
