/** Reward criteria: what viewers who call enough prompts right in a tournament's sessions receive. */
import { Router } from 'express';
import { validateShotcallRewardCriteriaDraft } from '@esports-admin/schema/rules/shotcall';
import type {
  ShotcallRewardCriteriaDto,
  ShotcallRewardCriteriaWriteDto,
} from '@esports-admin/schema/upstream/shotcall';
import { invalid } from '../../errors';
import { Payload } from '../../payload';
import type { SqlClient, Store } from '../../store';
import { findTournament } from '../elds/tournament-store';
import { refuseRuleErrors } from './bank';
import { referenced, rewardCriteria } from './store';
import { bumped } from '../../record-table';

export function readRewardCriteriaWrite(body: unknown): ShotcallRewardCriteriaWriteDto {
  const fields = Payload.of(body);
  const minimumCorrect = fields.raw('minimumCorrect');
  if (typeof minimumCorrect !== 'number') throw invalid('minimumCorrect must be a number');
  const write = {
    eldsTournamentId: fields.string('eldsTournamentId'),
    name: fields.string('name'),
    minimumCorrect,
    inventoryItemId: fields.nullableString('inventoryItemId') || null,
  };
  refuseRuleErrors(validateShotcallRewardCriteriaDraft(write));
  return write;
}

export const listRewardCriteria = (db: SqlClient, eldsTournamentId?: string) =>
  rewardCriteria.list(db, eldsTournamentId);

export async function createRewardCriteria(
  db: SqlClient,
  write: ShotcallRewardCriteriaWriteDto,
  now: number,
): Promise<ShotcallRewardCriteriaDto> {
  await referenced('eldsTournamentId', findTournament(db, write.eldsTournamentId));
  return rewardCriteria.save(db, { id: await rewardCriteria.nextId(db), ...write, updatedAt: now });
}

export async function updateRewardCriteria(
  db: SqlClient,
  id: string,
  write: ShotcallRewardCriteriaWriteDto,
  now: number,
): Promise<ShotcallRewardCriteriaDto> {
  const criteria = await rewardCriteria.find(db, id);
  if (write.eldsTournamentId !== criteria.eldsTournamentId) {
    throw invalid(
      `eldsTournamentId: reward criteria stay in their tournament (${criteria.eldsTournamentId})`,
    );
  }
  return rewardCriteria.save(db, {
    ...criteria,
    ...write,
    updatedAt: bumped(criteria.updatedAt, now),
  });
}

export async function deleteRewardCriteria(db: SqlClient, id: string): Promise<void> {
  await rewardCriteria.find(db, id);
  await rewardCriteria.remove(db, id);
}

/** GET, GET tournament/{id}, GET {id}, POST, PUT {id} and DELETE {id} of reward_criteria. */
export function rewardCriteriaRoutes(store: Store): Router {
  const router = Router();
  router.get('/reward_criteria', async (_req, res) => {
    res.json(await listRewardCriteria(store));
  });
  router.get('/reward_criteria/tournament/:id', async (req, res) => {
    res.json(await listRewardCriteria(store, req.params.id));
  });
  router.get('/reward_criteria/:id', async (req, res) => {
    res.json(await rewardCriteria.find(store, req.params.id));
  });
  router.post('/reward_criteria', async (req, res) => {
    const write = readRewardCriteriaWrite(req.body);
    res
      .status(201)
      .json(await store.transaction((tx) => createRewardCriteria(tx, write, Date.now())));
  });
  router.put('/reward_criteria/:id', async (req, res) => {
    const write = readRewardCriteriaWrite(req.body);
    res.json(
      await store.transaction((tx) => updateRewardCriteria(tx, req.params.id, write, Date.now())),
    );
  });
  router.delete('/reward_criteria/:id', async (req, res) => {
    await store.transaction((tx) => deleteRewardCriteria(tx, req.params.id));
    res.status(204).end();
  });
  return router;
}
