import { Router } from 'express';
import { LEAGUE_REGIONS } from '@esports-admin/schema/rules/league';
import {
  STREAM_PROVIDERS,
  streamConfigField,
  validateStreamValue,
} from '@esports-admin/schema/rules/stream';
import type {
  StreamDto,
  StreamGroupDto,
  StreamGroupListDto,
  StreamGroupWriteDto,
  StreamListDto,
  StreamWriteDto,
  SupportedLocalesDto,
  SupportedRegionsDto,
  VodDto,
  VodListDto,
} from '@esports-admin/schema/upstream/elds-media';
import { invalid, notFound } from '../../errors';
import { Payload, queryIdList, queryValue, readOneOf } from '../../payload';
import { nextId, type SqlClient, type Store } from '../../store';
import { povRoutes, vodDetailRoutes } from './vods';

export const MEDIA_TABLES = `
  create table if not exists elds_stream_groups (
    id text primary key,
    name text not null
  );
  create sequence if not exists elds_stream_group_ids start with 110000000000000001;
  create table if not exists elds_streams (
    id text primary key,
    stream_group_id text references elds_stream_groups (id) on delete cascade,
    position integer not null default 0,
    body json not null
  );
  create sequence if not exists elds_stream_ids start with 111000000000000001;
  create table if not exists elds_vods (
    id text primary key,
    game_id text not null,
    body json not null
  );
  create index if not exists elds_vods_game on elds_vods (game_id);
  create sequence if not exists elds_vod_ids start with 112000000000000001;
  create table if not exists elds_povs (
    id text primary key,
    game_id text not null,
    side text not null,
    participant integer not null,
    body json not null,
    unique (game_id, side, participant)
  );
  create sequence if not exists elds_pov_ids start with 113000000000000001;
`;

/** The locales the data service knows (GET internal/supportedLocales). */
export const SUPPORTED_LOCALES = [
  'en_US',
  'en_GB',
  'en_AU',
  'ko_KR',
  'zh_CN',
  'zh_TW',
  'ja_JP',
  'vi_VN',
  'th_TH',
  'id_ID',
  'pt_BR',
  'es_ES',
  'es_MX',
  'fr_FR',
  'de_DE',
  'it_IT',
  'pl_PL',
  'tr_TR',
  'ru_RU',
  'ar_AE',
  'cs_CZ',
  'el_GR',
  'hu_HU',
  'ro_RO',
];

/** `{ provider, locale, <provider>: { <field>: value } }`, checked against the provider's rule. */
function readStream(fields: Payload): StreamWriteDto & { id?: string } {
  const provider = fields.oneOf('provider', STREAM_PROVIDERS);
  const locale = fields.string('locale');
  if (!SUPPORTED_LOCALES.includes(locale)) {
    throw invalid(`${fields.pathOf('locale')} '${locale}' is not a supported locale`);
  }
  const field = streamConfigField(provider);
  const config = fields.object(provider);
  const value = config.string(field);
  const problem = validateStreamValue(value);
  if (problem) throw invalid(`${config.pathOf(field)} '${value}' is not valid: ${problem}`);
  return {
    ...(fields.has('id') ? { id: fields.nonEmptyString('id') } : {}),
    provider,
    locale,
    streamGroupId: fields.nullableString('streamGroupId'),
    [provider]: { [field]: value.trim() },
  };
}

function readStreamGroup(body: unknown): StreamGroupWriteDto {
  const fields = Payload.of(body);
  return {
    name: fields.nonEmptyString('name').trim(),
    streams: fields.array('streams').map((stream) => {
      const { streamGroupId: _ignored, ...read } = readStream(stream);
      return read;
    }),
  };
}

async function listStreams(
  db: SqlClient,
  filter: { streamIds?: string[]; provider?: string; streamGroupIds?: string[] },
): Promise<StreamDto[]> {
  const rows = await db.query<{ body: StreamDto }>(
    `select body from elds_streams
     where ($1::text[] is null or id = any($1))
       and ($2::text is null or body->>'provider' = $2)
       and ($3::text[] is null or stream_group_id = any($3))
     order by stream_group_id, position, id`,
    [filter.streamIds ?? null, filter.provider ?? null, filter.streamGroupIds ?? null],
  );
  return rows.map((row) => row.body);
}

async function findStream(db: SqlClient, id: string): Promise<StreamDto> {
  const [stream] = await listStreams(db, { streamIds: [id] });
  if (!stream) throw notFound(`Stream ${id} not found`);
  return stream;
}

async function requireGroup(db: SqlClient, id: string): Promise<{ id: string; name: string }> {
  const [row] = await db.query<{ id: string; name: string }>(
    'select id, name from elds_stream_groups where id = $1',
    [id],
  );
  if (!row) throw notFound(`Stream group ${id} not found`);
  return row;
}

async function writeStream(db: SqlClient, stream: StreamDto, position: number) {
  await db.query(
    `insert into elds_streams (id, stream_group_id, position, body) values ($1, $2, $3, $4)
     on conflict (id) do update set stream_group_id = $2, position = $3, body = $4`,
    [stream.id, stream.streamGroupId, position, JSON.stringify(stream)],
  );
}

async function listGroups(
  db: SqlClient,
  filter: { search?: string; streamGroupIds?: string[] },
): Promise<StreamGroupDto[]> {
  const groups = await db.query<{ id: string; name: string }>(
    `select id, name from elds_stream_groups
     where ($1::text is null or strpos(lower(name), lower($1)) > 0)
       and ($2::text[] is null or id = any($2))
     order by lower(name), id`,
    [filter.search ?? null, filter.streamGroupIds ?? null],
  );
  if (groups.length === 0) return [];
  const streams = await listStreams(db, { streamGroupIds: groups.map((group) => group.id) });
  return groups.map((group) => ({
    ...group,
    streams: streams.filter((stream) => stream.streamGroupId === group.id),
  }));
}

async function findGroup(db: SqlClient, id: string): Promise<StreamGroupDto> {
  const [group] = await listGroups(db, { streamGroupIds: [id] });
  if (!group) throw notFound(`Stream group ${id} not found`);
  return group;
}

/** Replaces the group's streams: listed ids are kept, new ones created, the rest deleted. */
async function saveGroupStreams(db: SqlClient, groupId: string, write: StreamGroupWriteDto) {
  const current = await listStreams(db, { streamGroupIds: [groupId] });
  const kept = new Set(write.streams.flatMap((stream) => (stream.id ? [stream.id] : [])));
  for (const id of kept) {
    if (!current.some((stream) => stream.id === id)) {
      throw invalid(`Stream ${id} does not belong to stream group ${groupId}`);
    }
  }
  for (const stream of current) {
    if (!kept.has(stream.id)) await db.query('delete from elds_streams where id = $1', [stream.id]);
  }
  for (const [position, { id, ...stream }] of write.streams.entries()) {
    await writeStream(
      db,
      { ...stream, id: id ?? (await nextId(db, 'elds_stream_ids')), streamGroupId: groupId },
      position,
    );
  }
}

export async function createStreamGroup(
  db: SqlClient,
  write: StreamGroupWriteDto,
): Promise<StreamGroupDto> {
  const id = await nextId(db, 'elds_stream_group_ids');
  await db.query('insert into elds_stream_groups (id, name) values ($1, $2)', [id, write.name]);
  await saveGroupStreams(db, id, write);
  return findGroup(db, id);
}

function readVod(fields: Payload): Omit<VodDto, 'id'> & { id?: string } {
  const locale = fields.string('locale');
  if (!SUPPORTED_LOCALES.includes(locale)) {
    throw invalid(`${fields.pathOf('locale')} '${locale}' is not a supported locale`);
  }
  const videoId = fields.nonEmptyString('videoId').trim();
  const problem = validateStreamValue(videoId);
  if (problem) throw invalid(`${fields.pathOf('videoId')} '${videoId}' is not valid: ${problem}`);
  return {
    ...(fields.has('id') ? { id: fields.nonEmptyString('id') } : {}),
    gameId: fields.nonEmptyString('gameId'),
    videoId,
    locale,
    provider: fields.oneOf('provider', STREAM_PROVIDERS),
    statsOffsetMillis: fields.has('statsOffsetMillis')
      ? fields.integer('statsOffsetMillis', 0)
      : null,
  };
}

async function listVods(db: SqlClient, gameIds: string[]): Promise<VodDto[]> {
  const rows = await db.query<{ body: VodDto }>(
    'select body from elds_vods where game_id = any($1) order by game_id, id',
    [gameIds],
  );
  return rows.map((row) => row.body);
}

/** Vod details (GET with gameIds, POST) and DELETE vods (spec 3 §7 "Media"). */
function vodRoutes(store: Store, router: Router) {
  vodDetailRoutes(store, router, SUPPORTED_LOCALES);
  povRoutes(store, router, SUPPORTED_LOCALES);
  router.get('/vodDetails', async (req, res) => {
    const gameIds = queryIdList(req.query, 'gameIds');
    if (!gameIds) throw invalid('Query parameter gameIds is required');
    const answer: VodListDto = { vods: await listVods(store, gameIds) };
    res.json(answer);
  });
  router.post('/vodDetails', async (req, res) => {
    const writes = Payload.of(req.body).array('vods').map(readVod);
    const saved = await store.transaction(async (tx) => {
      const vods: VodDto[] = [];
      for (const { id, ...write } of writes) {
        if (id) {
          const [row] = await tx.query('select 1 from elds_vods where id = $1', [id]);
          if (!row) throw notFound(`Vod ${id} not found`);
        }
        const vod: VodDto = { id: id ?? (await nextId(tx, 'elds_vod_ids')), ...write };
        await tx.query(
          `insert into elds_vods (id, game_id, body) values ($1, $2, $3)
           on conflict (id) do update set game_id = $2, body = $3`,
          [vod.id, vod.gameId, JSON.stringify(vod)],
        );
        vods.push(vod);
      }
      return vods;
    });
    const answer: VodListDto = { vods: saved };
    res.json(answer);
  });
  router.delete('/vods', async (req, res) => {
    const vodIds = queryIdList(req.query, 'vodIds');
    if (!vodIds) throw invalid('Query parameter vodIds is required');
    await store.query('delete from elds_vods where id = any($1)', [vodIds]);
    res.status(204).end();
  });
}

/** Streams, stream groups and vods (GET, POST, PUT, DELETE) and the internal locale lists. */
export function mediaRoutes(store: Store): Router {
  const router = Router();
  vodRoutes(store, router);

  router.get('/internal/supportedLocales', (_req, res) => {
    const answer: SupportedLocalesDto = { locales: SUPPORTED_LOCALES };
    res.json(answer);
  });
  router.get('/internal/supportedMediaLocales', (_req, res) => {
    const answer: SupportedLocalesDto = { locales: SUPPORTED_LOCALES };
    res.json(answer);
  });
  router.get('/internal/supportedRegions', (_req, res) => {
    const answer: SupportedRegionsDto = { regions: [...LEAGUE_REGIONS] };
    res.json(answer);
  });

  router.get('/streams', async (req, res) => {
    const provider = queryValue(req.query, 'provider');
    const answer: StreamListDto = {
      streams: await listStreams(store, {
        streamIds: queryIdList(req.query, 'streamIds'),
        provider:
          provider === undefined ? undefined : readOneOf(provider, 'provider', STREAM_PROVIDERS),
        streamGroupIds: queryIdList(req.query, 'streamGroupId'),
      }),
    };
    res.json(answer);
  });
  router.get('/streams/:id', async (req, res) => {
    res.json(await findStream(store, req.params.id));
  });
  router.post('/streams', async (req, res) => {
    const { id: _ignored, ...write } = readStream(Payload.of(req.body));
    const created = await store.transaction(async (tx) => {
      if (write.streamGroupId) await requireGroup(tx, write.streamGroupId);
      const stream: StreamDto = { ...write, id: await nextId(tx, 'elds_stream_ids') };
      await writeStream(tx, stream, 0);
      return stream;
    });
    res.status(201).json(created);
  });
  router.put('/streams/:id', async (req, res) => {
    const { id: _ignored, ...write } = readStream(Payload.of(req.body));
    const updated = await store.transaction(async (tx) => {
      await findStream(tx, req.params.id);
      if (write.streamGroupId) await requireGroup(tx, write.streamGroupId);
      const [row] = await tx.query<{ position: number }>(
        'select position from elds_streams where id = $1',
        [req.params.id],
      );
      const stream: StreamDto = { ...write, id: req.params.id };
      await writeStream(tx, stream, row?.position ?? 0);
      return stream;
    });
    res.json(updated);
  });
  router.delete('/streams/:id', async (req, res) => {
    await findStream(store, req.params.id);
    await store.query('delete from elds_streams where id = $1', [req.params.id]);
    res.status(204).end();
  });

  router.get('/streamGroups', async (req, res) => {
    const answer: StreamGroupListDto = {
      streamGroups: await listGroups(store, {
        search: queryValue(req.query, 'search')?.trim() || undefined,
        streamGroupIds: queryIdList(req.query, 'streamGroupIds'),
      }),
    };
    res.json(answer);
  });
  router.get('/streamGroups/:id', async (req, res) => {
    res.json(await findGroup(store, req.params.id));
  });
  router.post('/streamGroups', async (req, res) => {
    const write = readStreamGroup(req.body);
    res.status(201).json(await store.transaction((tx) => createStreamGroup(tx, write)));
  });
  router.put('/streamGroups/:id', async (req, res) => {
    const write = readStreamGroup(req.body);
    const { id } = req.params;
    const updated = await store.transaction(async (tx) => {
      await requireGroup(tx, id);
      await tx.query('update elds_stream_groups set name = $2 where id = $1', [id, write.name]);
      await saveGroupStreams(tx, id, write);
      return findGroup(tx, id);
    });
    res.json(updated);
  });
  router.delete('/streamGroups/:id', async (req, res) => {
    await store.transaction(async (tx) => {
      await requireGroup(tx, req.params.id);
      await tx.query('delete from elds_streams where stream_group_id = $1', [req.params.id]);
      await tx.query('delete from elds_stream_groups where id = $1', [req.params.id]);
    });
    res.status(204).end();
  });
  return router;
}
