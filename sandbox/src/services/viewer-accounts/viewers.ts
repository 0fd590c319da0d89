import { Router } from 'express';
import {
  FULFILLMENT_STATUSES,
  type FulfillmentStatus,
} from '@esports-admin/schema/rules/fulfillment-status';
import { VIEWER_LOOKUP_TRIGGER_LIMIT } from '@esports-admin/schema/rules/constants';
import type {
  DropPuuidsDto,
  TriggerFulfillmentStatusDto,
} from '@esports-admin/schema/upstream/viewer-accounts';
import { hexDigits, seededRandom, type FixtureSet } from '../../fixtures';
import { invalid } from '../../errors';
import { queryIdList } from '../../payload';
import type { SqlClient, Store } from '../../store';

export const VIEWER_TABLES = `
  create table if not exists viewer_accounts (
    puuid text primary key,
    shard text not null
  );
  create table if not exists viewer_fulfillments (
    trigger_id text not null,
    drop_id text not null,
    puuid text not null,
    status text not null,
    updated_at timestamptz not null,
    primary key (trigger_id, puuid)
  );
  create index if not exists viewer_fulfillments_drop on viewer_fulfillments (drop_id);
`;

export async function listViewerPuuids(db: SqlClient): Promise<string[]> {
  const rows = await db.query<{ puuid: string }>(
    'select puuid from viewer_accounts order by puuid',
  );
  return rows.map((row) => row.puuid);
}

export interface FulfillmentRecord {
  puuid: string;
  status: FulfillmentStatus;
  updatedAt: Date;
}

/** What the drops service reports after a trigger: one status per viewer it reached. */
export async function recordFulfillments(
  db: SqlClient,
  triggerId: string,
  dropId: string,
  records: readonly FulfillmentRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await db.query(
    `insert into viewer_fulfillments (trigger_id, drop_id, puuid, status, updated_at)
     select $1, $2, * from unnest($3::text[], $4::text[], $5::timestamptz[])
     on conflict (trigger_id, puuid) do update set status = excluded.status, updated_at = excluded.updated_at`,
    [
      triggerId,
      dropId,
      records.map((record) => record.puuid),
      records.map((record) => record.status),
      records.map((record) => record.updatedAt.toISOString()),
    ],
  );
}

/** Counts per status of the triggers asked for, for the drops service's trigger stats. */
export async function fulfillmentCounts(
  db: SqlClient,
  triggerIds: readonly string[],
): Promise<Map<string, Partial<Record<FulfillmentStatus, number>>>> {
  const rows = await db.query<{ trigger_id: string; status: FulfillmentStatus; count: number }>(
    `select trigger_id, status, count(*)::int as count from viewer_fulfillments
     where trigger_id = any($1::text[]) group by trigger_id, status`,
    [triggerIds],
  );
  const counts = new Map<string, Partial<Record<FulfillmentStatus, number>>>();
  for (const row of rows) {
    const entry = counts.get(row.trigger_id) ?? {};
    entry[row.status] = row.count;
    counts.set(row.trigger_id, entry);
  }
  return counts;
}

/** GET puuids/{dropId} and GET triggers/fulfillmentStatus?triggerIDs= (spec 3 §7). */
export function viewerRoutes(store: Store): Router {
  const router = Router();
  router.get('/puuids/:dropId', async (req, res) => {
    const rows = await store.query<{ puuid: string }>(
      'select distinct puuid from viewer_fulfillments where drop_id = $1 order by puuid',
      [req.params.dropId],
    );
    const answer: DropPuuidsDto = { dropId: req.params.dropId, puuids: rows.map((r) => r.puuid) };
    res.json(answer);
  });
  router.get('/triggers/fulfillmentStatus', async (req, res) => {
    const ids = queryIdList(req.query, 'triggerIDs');
    if (!ids) throw invalid('triggerIDs is required');
    if (ids.length > VIEWER_LOOKUP_TRIGGER_LIMIT) {
      throw invalid(`At most ${VIEWER_LOOKUP_TRIGGER_LIMIT} triggerIDs per call`);
    }
    const rows = await store.query<{
      trigger_id: string;
      puuid: string;
      status: FulfillmentStatus;
      updated_at: Date;
    }>(
      `select trigger_id, puuid, status, updated_at from viewer_fulfillments
       where trigger_id = any($1::text[]) order by trigger_id, puuid`,
      [ids],
    );
    const answer: TriggerFulfillmentStatusDto = Object.fromEntries(ids.map((id) => [id, []]));
    for (const row of rows) {
      answer[row.trigger_id]!.push({
        puuid: row.puuid,
        status: row.status,
        updatedAt: new Date(row.updated_at).toISOString(),
      });
    }
    res.json(answer);
  });
  return router;
}

const SHARDS = ['NA1', 'EUW1', 'EUN1', 'KR', 'BR1', 'LA1', 'JP1', 'OC1'];
export const VIEWER_COUNT = 160;

async function seedViewers(db: SqlClient): Promise<void> {
  const random = seededRandom(2_022);
  for (let i = 0; i < VIEWER_COUNT; i += 1) {
    const hex = hexDigits(random, 32);
    const puuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    await db.query('insert into viewer_accounts (puuid, shard) values ($1, $2)', [
      puuid,
      SHARDS[i % SHARDS.length],
    ]);
  }
}

export const viewerFixtureSet: FixtureSet = { name: 'viewer-accounts', seed: seedViewers };

/** Every status at least once, then mostly fulfilled, as a real trigger's outcome looks. */
export function fulfillmentStatusFor(index: number, random: () => number): FulfillmentStatus {
  if (index < FULFILLMENT_STATUSES.length) return FULFILLMENT_STATUSES[index]!;
  const roll = random();
  if (roll < 0.7) return 'FULFILLED';
  if (roll < 0.8) return 'ALREADY_OWNED';
  return FULFILLMENT_STATUSES[Math.floor(random() * FULFILLMENT_STATUSES.length)]!;
}
