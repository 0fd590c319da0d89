/** rewards-admin (spec 3 §7 "Pick'em"): a tournament's pick'em rewards and their criteria. */
import { Router } from 'express';
import {
  PICKEM_REWARD_CRITERIA,
  PICKEM_REWARDS_BASE_PATH,
  PICKEM_ROOT,
  type PickemRewardCriterionDto,
  type PickemRewardDto,
  type PickemRewardWriteDto,
} from '@esports-admin/schema/upstream/pickem';
import { conflict, invalid } from '../../errors';
import { Payload } from '../../payload';
import { bodyTable, type SqlClient, type Store } from '../../store';
import { bumped } from '../../record-table';

const rewards = bodyTable<PickemRewardDto>({
  table: 'pickem_rewards',
  sequence: 'pickem_reward_ids',
  firstId: 8600001,
  noun: 'Reward',
});

export const REWARD_TABLES = rewards.tables;

/** The thresholds each criterion takes (the DTO's comment). */
const THRESHOLDS: Record<PickemRewardCriterionDto, { min: number; max: number; says: string }> = {
  minimumPoints: { min: 1, max: Number.MAX_SAFE_INTEGER, says: 'at least 1' },
  topPercent: { min: 1, max: 100, says: 'from 1 to 100' },
  perfectBlock: { min: 0, max: 0, says: '0' },
};

export function readRewardWrite(body: unknown): PickemRewardWriteDto {
  const fields = Payload.of(body);
  const criterion = fields.oneOf('criterion', PICKEM_REWARD_CRITERIA);
  const threshold = fields.raw('threshold');
  const { min, max, says } = THRESHOLDS[criterion];
  if (typeof threshold !== 'number' || !Number.isInteger(threshold)) {
    throw invalid('threshold must be a whole number');
  }
  if (threshold < min || threshold > max) {
    throw invalid(`threshold of ${criterion} must be ${says}, got ${threshold}`);
  }
  return {
    eldsTournamentId: fields.nonEmptyString('eldsTournamentId'),
    name: fields.nonEmptyString('name'),
    criterion,
    threshold,
    inventoryItemId: fields.nullableString('inventoryItemId') || null,
  };
}

export async function listRewards(db: SqlClient, eldsTournamentId: string) {
  return (await rewards.list(db)).filter((r) => r.eldsTournamentId === eldsTournamentId);
}

export async function createReward(db: SqlClient, write: PickemRewardWriteDto, now: number) {
  return rewards.save(db, {
    id: await rewards.nextId(db),
    ...write,
    grantedAt: null,
    updatedAt: now,
  });
}

async function ungranted(db: SqlClient, id: string, change: string): Promise<PickemRewardDto> {
  const reward = await rewards.find(db, id);
  if (reward.grantedAt !== null) {
    throw conflict(`Reward ${id} was granted at ${reward.grantedAt} and cannot be ${change}`);
  }
  return reward;
}

export async function updateReward(
  db: SqlClient,
  id: string,
  write: PickemRewardWriteDto,
  now: number,
) {
  const reward = await ungranted(db, id, 'changed');
  if (write.eldsTournamentId !== reward.eldsTournamentId) {
    throw invalid(
      `eldsTournamentId: a reward stays in its tournament (${reward.eldsTournamentId})`,
    );
  }
  return rewards.save(db, { ...reward, ...write, updatedAt: bumped(reward.updatedAt, now) });
}

export async function deleteReward(db: SqlClient, id: string): Promise<void> {
  await ungranted(db, id, 'deleted');
  await db.query('delete from pickem_rewards where id = $1', [id]);
}

/** Marks a reward given to viewers (fixtures: granting runs outside the admin calls). */
export async function grantReward(db: SqlClient, id: string, grantedAt: string, now: number) {
  const reward = await ungranted(db, id, 'granted again');
  return rewards.save(db, { ...reward, grantedAt, updatedAt: bumped(reward.updatedAt, now) });
}

export function rewardRoutes(store: Store): Router {
  const base = PICKEM_REWARDS_BASE_PATH.slice(PICKEM_ROOT.length);
  const router = Router();
  router.get(`${base}/tournament/:id`, async (req, res) => {
    res.json(await listRewards(store, req.params.id));
  });
  router.post(base, async (req, res) => {
    const write = readRewardWrite(req.body);
    res.json(await store.transaction((tx) => createReward(tx, write, Date.now())));
  });
  router.put(`${base}/:id`, async (req, res) => {
    const write = readRewardWrite(req.body);
    res.json(await store.transaction((tx) => updateReward(tx, req.params.id, write, Date.now())));
  });
  router.delete(`${base}/:id`, async (req, res) => {
    await store.transaction((tx) => deleteReward(tx, req.params.id));
    res.status(204).end();
  });
  return router;
}
