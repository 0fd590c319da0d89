import { Router } from 'express';
import { SCHEDULE_WINDOW } from '@esports-admin/schema/rules/constants';
import type {
  ScheduleBlockDto,
  ScheduleBlockWriteDto,
  ScheduleListDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import { invalid, notFound } from '../../errors';
import { Payload, queryValue } from '../../payload';
import type { SqlClient, Store } from '../../store';
import { nextIds } from './tournament-store';

const DAY_MS = 24 * 60 * 60 * 1000;

export const SCHEDULE_TABLES = `
  create table if not exists elds_schedule_blocks (
    id text primary key,
    tournament_id text not null,
    start_time timestamptz not null,
    body json not null
  );
  create sequence if not exists elds_schedule_block_ids start with 113475182001000001;
  create sequence if not exists elds_broadcast_ids start with 113475182101000001;
`;

/** A missing broadcastState reads not-live and a missing status unstarted (spec 3 §4). */
function withDefaults(block: ScheduleBlockDto): ScheduleBlockDto {
  return {
    ...block,
    broadcasts: block.broadcasts.map((broadcast) => ({
      ...broadcast,
      status: broadcast.status ?? 'unstarted',
      broadcastState: broadcast.broadcastState ?? 'not-live',
      broadcastItems: broadcast.broadcastItems.map((item) => ({
        ...item,
        status: item.status ?? 'unstarted',
        broadcastState: item.broadcastState ?? 'not-live',
      })),
    })),
  };
}

function readBlockWrite(body: unknown): ScheduleBlockWriteDto {
  const fields = Payload.of(body);
  return {
    tournamentId: fields.nonEmptyString('tournamentId'),
    name: fields.nullableString('name'),
    startTime: fields.dateTime('startTime'),
    broadcasts: fields.array('broadcasts').map((broadcast) => {
      const read: ScheduleBlockWriteDto['broadcasts'][number] = {
        broadcastItems: broadcast.array('broadcastItems').map((item) => {
          const entry: ScheduleBlockDto['broadcasts'][number]['broadcastItems'][number] = {
            matchId: item.nonEmptyString('matchId'),
            startTime: item.dateTime('startTime'),
            visibleAfterTime: item.nullableDateTime('visibleAfterTime'),
          };
          if (item.has('status')) entry.status = item.string('status');
          if (item.has('broadcastState')) entry.broadcastState = item.string('broadcastState');
          return entry;
        }),
      };
      if (broadcast.has('status')) read.status = broadcast.string('status');
      if (broadcast.has('broadcastState')) read.broadcastState = broadcast.string('broadcastState');
      return read;
    }),
  };
}

async function findBlock(db: SqlClient, id: string): Promise<ScheduleBlockDto> {
  const [row] = await db.query<{ body: ScheduleBlockDto }>(
    'select body from elds_schedule_blocks where id = $1',
    [id],
  );
  if (!row) throw notFound(`Schedule block ${id} not found`);
  return row.body;
}

export async function saveBlock(
  db: SqlClient,
  write: ScheduleBlockWriteDto,
  id?: string,
): Promise<ScheduleBlockDto> {
  const blockId = id ?? (await nextIds(db, 'elds_schedule_block_ids', 1))[0]!;
  const fresh = write.broadcasts.filter((broadcast) => !broadcast.id).length;
  const broadcastIds = await nextIds(db, 'elds_broadcast_ids', fresh);
  const block: ScheduleBlockDto = {
    ...write,
    id: blockId,
    broadcasts: write.broadcasts.map((broadcast) => ({
      ...broadcast,
      id: broadcast.id ?? broadcastIds.shift()!,
      blockId,
    })),
  };
  await db.query(
    `insert into elds_schedule_blocks (id, tournament_id, start_time, body) values ($1, $2, $3, $4)
     on conflict (id) do update set tournament_id = $2, start_time = $3, body = $4`,
    [block.id, block.tournamentId, block.startTime, JSON.stringify(block)],
  );
  return block;
}

/** Blocks starting in [start, end), by start time: how other sandbox services read the schedule. */
export async function listScheduleBlocks(
  db: SqlClient,
  start: Date,
  end: Date,
): Promise<ScheduleBlockDto[]> {
  const list = await blocks(db, 'start_time >= $1 and start_time < $2', [start, end]);
  return list.blocks;
}

/** The broadcast with this id and its block, or null: how other sandbox services check one. */
export async function findBroadcast(
  db: SqlClient,
  broadcastId: string,
): Promise<{ block: ScheduleBlockDto; broadcast: ScheduleBlockDto['broadcasts'][number] } | null> {
  const [row] = await db.query<{ body: ScheduleBlockDto }>(
    `select body from elds_schedule_blocks where exists (
       select 1 from json_array_elements(body->'broadcasts') b where b->>'id' = $1)`,
    [broadcastId],
  );
  if (!row) return null;
  const block = withDefaults(row.body);
  return { block, broadcast: block.broadcasts.find((b) => b.id === broadcastId)! };
}

async function blocks(db: SqlClient, where: string, params: unknown[]): Promise<ScheduleListDto> {
  const rows = await db.query<{ body: ScheduleBlockDto }>(
    `select body from elds_schedule_blocks where ${where} order by start_time, id`,
    params,
  );
  return { blocks: rows.map((row) => withDefaults(row.body)) };
}

/** GET /schedules, GET /schedules/{tournamentId}, POST, PUT and DELETE /schedules/block. */
export function scheduleRoutes(store: Store): Router {
  const router = Router();
  router.get('/schedules', async (req, res) => {
    const viewMode = queryValue(req.query, 'viewMode');
    if (viewMode !== undefined && viewMode !== 'prescheduled') {
      throw invalid('viewMode must be prescheduled when given');
    }
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const start = queryValue(req.query, 'startTime');
    const end = queryValue(req.query, 'endTime');
    const from =
      start ?? new Date(today.getTime() - SCHEDULE_WINDOW.daysBack * DAY_MS).toISOString();
    const to =
      end ?? new Date(today.getTime() + (SCHEDULE_WINDOW.daysForward + 1) * DAY_MS).toISOString();
    if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) {
      throw invalid('startTime and endTime must be ISO 8601 date-times');
    }
    res.json(await blocks(store, 'start_time >= $1 and start_time < $2', [from, to]));
  });
  router.get('/schedules/:tournamentId', async (req, res) => {
    res.json(await blocks(store, 'tournament_id = $1', [req.params.tournamentId]));
  });
  router.post('/schedules/block', async (req, res) => {
    const write = readBlockWrite(req.body);
    res.status(201).json(withDefaults(await store.transaction((tx) => saveBlock(tx, write))));
  });
  router.put('/schedules/block/:id', async (req, res) => {
    const write = readBlockWrite(req.body);
    const block = await store.transaction(async (tx) => {
      await findBlock(tx, req.params.id);
      return saveBlock(tx, write, req.params.id);
    });
    res.json(withDefaults(block));
  });
  router.delete('/schedules/block/:id', async (req, res) => {
    await findBlock(store, req.params.id);
    await store.query('delete from elds_schedule_blocks where id = $1', [req.params.id]);
    res.status(204).end();
  });
  return router;
}
