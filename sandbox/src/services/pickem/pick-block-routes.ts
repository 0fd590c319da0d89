/** pick-blocks-admin v1 and the lifecycle (load-test) call, on the pick block store. */
import { Router } from 'express';
import {
  PICK_BLOCK_STATES,
  PICK_BLOCKS_BASE_PATH,
  PICKEM_ROOT,
  type PickBlockWriteDto,
} from '@esports-admin/schema/upstream/pickem';
import { invalid } from '../../errors';
import { Payload, readOneOf } from '../../payload';
import type { Store } from '../../store';
import {
  createPickBlock,
  deletePickBlock,
  forcePickBlockState,
  pickBlocksOfTournament,
  unscheduledItems,
  updatePickBlock,
} from './pick-blocks';

export function readPickBlockWrite(body: unknown): PickBlockWriteDto {
  const fields = Payload.of(body);
  const write: PickBlockWriteDto = {
    eldsTournamentId: fields.nonEmptyString('eldsTournamentId'),
    name: fields.nonEmptyString('name').trim(),
    eldsMatchIds: fields.stringArray('eldsMatchIds'),
    eldsSectionIds: fields.has('eldsSectionIds') ? fields.stringArray('eldsSectionIds') : [],
    opensAt: fields.dateTime('opensAt'),
    locksAt: fields.dateTime('locksAt'),
  };
  if (fields.has('state')) write.state = fields.oneOf('state', PICK_BLOCK_STATES);
  return write;
}

/** Paths below /pickem: POST is on the family's base path itself, so no sub-router. */
const blocks = PICK_BLOCKS_BASE_PATH.slice(PICKEM_ROOT.length);

/** GET tournament/{id}, GET tournament/{id}/unscheduled, POST, PUT {id}, DELETE {id}. */
export function pickBlockRoutes(store: Store): Router {
  const router = Router();
  router.get(`${blocks}/tournament/:id`, async (req, res) => {
    res.json(await store.transaction((tx) => pickBlocksOfTournament(tx, req.params.id)));
  });
  router.get(`${blocks}/tournament/:id/unscheduled`, async (req, res) => {
    res.json(await store.transaction((tx) => unscheduledItems(tx, req.params.id)));
  });
  router.post(blocks, async (req, res) => {
    const write = readPickBlockWrite(req.body);
    if (write.state !== undefined)
      throw invalid('state: POST takes no state; a new block starts by its times');
    res.json(await store.transaction((tx) => createPickBlock(tx, write, Date.now())));
  });
  router.put(`${blocks}/:id`, async (req, res) => {
    const write = readPickBlockWrite(req.body);
    res.json(
      await store.transaction((tx) => updatePickBlock(tx, req.params.id, write, Date.now())),
    );
  });
  router.delete(`${blocks}/:id`, async (req, res) => {
    await store.transaction((tx) => deletePickBlock(tx, req.params.id, Date.now()));
    res.status(204).end();
  });
  return router;
}

/** PUT pickblock/{id}/force/{state}: any of the four states. */
export function lifecycleRoutes(store: Store): Router {
  const router = Router();
  router.put('/pickblock/:id/force/:state', async (req, res) => {
    const state = readOneOf(req.params.state, 'state', PICK_BLOCK_STATES);
    res.json(
      await store.transaction((tx) => forcePickBlockState(tx, req.params.id, state, Date.now())),
    );
  });
  return router;
}
