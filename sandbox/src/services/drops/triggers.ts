import { Router } from 'express';
import type { DropDto, DropGroupDto } from '@esports-admin/schema/upstream/drops';
import type {
  DropTriggerDto,
  DropTriggerWithStatsDto,
  GroupTriggerWriteDto,
  TriggerDryRunDto,
} from '@esports-admin/schema/upstream/drop-triggers';
import {
  isBroadcastInProgress,
  isPuuid,
  MAX_STREAM_POSITION_S,
} from '@esports-admin/schema/rules/drop-triggers';
import { callerOf } from '../../bearer';
import { seededRandom } from '../../fixtures';
import { invalid, notFound } from '../../errors';
import { Payload, queryValue } from '../../payload';
import { nextId, type SqlClient, type Store } from '../../store';
import { findBroadcast } from '../elds/schedules';
import {
  fulfillmentCounts,
  fulfillmentStatusFor,
  listViewerPuuids,
  recordFulfillments,
} from '../viewer-accounts/viewers';
import { listDropGroups } from './groups';

export const DROP_TRIGGER_TABLES = `
  create table if not exists drops_triggers (
    id text primary key,
    triggered_at timestamptz not null,
    body json not null
  );
  create sequence if not exists drops_trigger_ids start with 7300001;
`;

function readGroupTrigger(body: unknown): GroupTriggerWriteDto {
  const fields = Payload.of(body);
  const write: GroupTriggerWriteDto = {
    dropID: fields.nonEmptyString('dropID'),
    groupID: fields.nonEmptyString('groupID'),
    broadcastID: fields.nonEmptyString('broadcastID'),
    streamIDs: fields.stringArray('streamIDs'),
    streamPosition: fields.integer('streamPosition', 0),
  };
  if (write.streamIDs.length === 0) throw invalid('streamIDs must name at least one stream');
  if (write.streamPosition > MAX_STREAM_POSITION_S) {
    throw invalid(`streamPosition must be at most ${MAX_STREAM_POSITION_S} seconds`);
  }
  return write;
}

/** The drop of an active group: the service refuses to trigger anything else. */
async function triggerableDrop(
  db: SqlClient,
  dropID: string,
  groupID: string | null,
): Promise<{ group: DropGroupDto; drop: DropDto }> {
  for (const group of await listDropGroups(db)) {
    const drop = group.orderedDrops.find((candidate) => candidate.dropID === dropID);
    if (!drop) continue;
    if (groupID !== null && group.id !== groupID) {
      throw invalid(`Drop ${dropID} is not in group ${groupID}`);
    }
    if (group.status !== 'Active')
      throw invalid(`Group ${group.id} is ${group.status}, not Active`);
    return { group, drop };
  }
  throw notFound(`Drop ${dropID} not found`);
}

/** The viewers watching: a stable share of the viewer accounts per broadcast and streams. */
async function audience(db: SqlClient, write: GroupTriggerWriteDto): Promise<string[]> {
  const puuids = await listViewerPuuids(db);
  let hash = 0;
  for (const char of `${write.broadcastID}:${[...write.streamIDs].sort().join(',')}`) {
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  }
  const random = seededRandom(hash);
  return puuids.filter(() => random() < 0.35);
}

export async function storeTrigger(
  db: SqlClient,
  trigger: Omit<DropTriggerDto, 'triggerID'>,
  puuids: readonly string[],
): Promise<DropTriggerDto> {
  const triggerID = await nextId(db, 'drops_trigger_ids');
  const stored: DropTriggerDto = { ...trigger, triggerID, viewerCount: puuids.length };
  await db.query('insert into drops_triggers (id, triggered_at, body) values ($1, $2, $3)', [
    stored.triggerID,
    stored.triggeredAt,
    JSON.stringify(stored),
  ]);
  const random = seededRandom(Number(stored.triggerID));
  const updatedAt = new Date(stored.triggeredAt);
  await recordFulfillments(
    db,
    stored.triggerID,
    stored.dropID,
    puuids.map((puuid, index) => ({
      puuid,
      status: fulfillmentStatusFor(index, random),
      updatedAt,
    })),
  );
  return stored;
}

async function findTrigger(db: SqlClient, id: string): Promise<DropTriggerDto> {
  const [row] = await db.query<{ body: DropTriggerDto }>(
    'select body from drops_triggers where id = $1',
    [id],
  );
  if (!row) throw notFound(`Trigger ${id} not found`);
  return row.body;
}

function timeQuery(query: Record<string, unknown>, key: string): string | null {
  const text = queryValue(query, key);
  if (text === undefined) return null;
  if (Number.isNaN(Date.parse(text))) throw invalid(`${key} must be an ISO date-time`);
  return new Date(text).toISOString();
}

/** GET trigger, GET trigger/{id}, POST trigger?dry_run, POST trigger/{puuid}/{dropID}?notify. */
export function dropTriggerRoutes(store: Store): Router {
  const router = Router();

  router.get('/trigger', async (req, res) => {
    const query = req.query as Record<string, unknown>;
    const start = timeQuery(query, 'startTime');
    const end = timeQuery(query, 'endTime');
    const rows = await store.query<{ body: DropTriggerDto }>(
      `select body from drops_triggers
       where ($1::timestamptz is null or triggered_at >= $1) and ($2::timestamptz is null or triggered_at <= $2)
       order by triggered_at desc, id desc`,
      [start, end],
    );
    res.json(rows.map((row) => row.body));
  });

  router.get('/trigger/:id', async (req, res) => {
    const trigger = await findTrigger(store, req.params.id);
    const counts = await fulfillmentCounts(store, [trigger.triggerID]);
    const answer: DropTriggerWithStatsDto = {
      ...trigger,
      stats: counts.get(trigger.triggerID) ?? {},
    };
    res.json(answer);
  });

  router.post('/trigger', async (req, res) => {
    const dryRunText = queryValue(req.query, 'dry_run');
    if (dryRunText !== 'true' && dryRunText !== 'false') {
      throw invalid('dry_run must be true or false');
    }
    const write = readGroupTrigger(req.body);
    const { drop } = await triggerableDrop(store, write.dropID, write.groupID);
    const found = await findBroadcast(store, write.broadcastID);
    if (!found) throw notFound(`Broadcast ${write.broadcastID} not found`);
    if (!isBroadcastInProgress(found.broadcast)) {
      throw invalid(`Broadcast ${write.broadcastID} is not in progress`);
    }
    const puuids = await audience(store, write);
    const trigger: Omit<DropTriggerDto, 'triggerID'> = {
      action: 'group',
      ...write,
      puuid: null,
      notify: true,
      league: drop.league,
      title: drop.title,
      triggeredBy: callerOf(req).subject,
      triggeredAt: new Date().toISOString(),
      viewerCount: puuids.length,
    };
    if (dryRunText === 'true') {
      const answer: TriggerDryRunDto = { dryRun: true, trigger, viewerCount: puuids.length };
      res.json(answer);
      return;
    }
    res.json(await store.transaction((tx) => storeTrigger(tx, trigger, puuids)));
  });

  router.post('/trigger/:puuid/:dropID', async (req, res) => {
    const { puuid, dropID } = req.params;
    if (!isPuuid(puuid)) throw invalid('puuid must be a player UUID');
    const notifyText = queryValue(req.query, 'notify') ?? 'false';
    if (notifyText !== 'true' && notifyText !== 'false') {
      throw invalid('notify must be true or false');
    }
    const { group, drop } = await triggerableDrop(store, dropID, null);
    const trigger: Omit<DropTriggerDto, 'triggerID'> = {
      action: 'individual',
      dropID,
      groupID: group.id,
      broadcastID: null,
      streamIDs: [],
      streamPosition: null,
      puuid,
      notify: notifyText === 'true',
      league: drop.league,
      title: drop.title,
      triggeredBy: callerOf(req).subject,
      triggeredAt: new Date().toISOString(),
      viewerCount: 1,
    };
    res.json(await store.transaction((tx) => storeTrigger(tx, trigger, [puuid])));
  });

  return router;
}
