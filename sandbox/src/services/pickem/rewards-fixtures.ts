/** Rewards for every tournament pick'em has: one of each criterion, the first one granted. */
import type { PickemRewardWriteDto } from '@esports-admin/schema/upstream/pickem';
import { seededRandom, type FixtureSet } from '../../fixtures';
import type { SqlClient } from '../../store';
import { listInventoryItems } from '../drops/inventory';
import { pickemTournamentIds } from './leagues';
import { createReward, grantReward } from './rewards';

const DAY_MS = 86_400_000;

async function seedRewards(db: SqlClient, now: Date): Promise<void> {
  const random = seededRandom(5_656);
  const items = await listInventoryItems(db);
  const item = () => (items.length > 0 ? items[Math.floor(random() * items.length)]!.id : null);
  const at = now.getTime();
  for (const [t, eldsTournamentId] of (await pickemTournamentIds(db)).entries()) {
    const writes: Omit<PickemRewardWriteDto, 'eldsTournamentId'>[] = [
      { name: 'Top 1% predictor', criterion: 'topPercent', threshold: 1, inventoryItemId: item() },
      { name: 'Top 10% predictor', criterion: 'topPercent', threshold: 10, inventoryItemId: null },
      {
        name: '500 point club',
        criterion: 'minimumPoints',
        threshold: 500,
        inventoryItemId: item(),
      },
      { name: 'Perfect block', criterion: 'perfectBlock', threshold: 0, inventoryItemId: item() },
    ];
    for (const write of writes) {
      const reward = await createReward(db, { eldsTournamentId, ...write }, at);
      // One reward of the first tournament has been given to viewers already.
      if (t === 0 && write.criterion === 'perfectBlock') {
        await grantReward(db, reward.id, new Date(at - 2 * DAY_MS).toISOString(), at);
      }
    }
  }
}

export const rewardFixtureSet: FixtureSet = {
  name: 'pickem-rewards',
  dependsOn: ['pickem', 'drops'],
  seed: seedRewards,
};
