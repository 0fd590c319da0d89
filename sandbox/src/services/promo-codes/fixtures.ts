import { PROMO_CODE_DISPOSITIONS } from '@esports-admin/schema/upstream/promo-codes';
import { seededRandom, type FixtureSet } from '../../fixtures';
import type { SqlClient } from '../../store';
import { listInventoryItems } from '../drops/inventory';
import { generateCode, ingestCodes, type StoredCode } from './codes';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sponsor pools as they look mid-season, per sport: each sponsor's pool on the sport's promo code
 * inventory item (seeded by the drops fixtures) holds codes in every disposition.
 */
export const PROMO_POOLS = [
  { sponsor: 'redbull', sport: 'lol', size: 60 },
  { sponsor: 'mastercard', sport: 'lol', size: 40 },
  { sponsor: 'secretlab', sport: 'lol', size: 32 },
  { sponsor: 'redbull', sport: 'val', size: 24 },
  { sponsor: 'logitechg', sport: 'val', size: 28 },
  { sponsor: 'kia', sport: 'val', size: 20 },
] as const;

async function seedPromoCodes(db: SqlClient, now: Date): Promise<void> {
  const random = seededRandom(1_515);
  const draw = (max: number) => Math.floor(random() * max);
  const promoItems = (await listInventoryItems(db)).filter(
    (item) => item.dropType === 'promo_code',
  );
  for (const pool of PROMO_POOLS) {
    const item = promoItems.find((candidate) => candidate.sport === pool.sport);
    if (!item) throw new Error(`The drops fixtures seed no promo code item for ${pool.sport}`);
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
    await ingestCodes(db, pool.sponsor, item.id, codes);
  }
}

export const promoCodeFixtureSet: FixtureSet = {
  name: 'promo-codes',
  dependsOn: ['drops'],
  seed: seedPromoCodes,
};
