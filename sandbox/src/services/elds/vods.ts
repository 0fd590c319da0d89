import type { Router } from 'express';
import { STREAM_PROVIDERS, validateStreamValue } from '@esports-admin/schema/rules/stream';
import type { VodDto, VodListDto } from '@esports-admin/schema/upstream/elds-media';
import type { VodAvailabilityDto } from '@esports-admin/schema/upstream/elds-vods';
import { invalid, notFound } from '../../errors';
import { Payload, queryIdList } from '../../payload';
import type { SqlClient, Store } from '../../store';

async function vodsOfGames(db: SqlClient, gameIds: string[]): Promise<VodDto[]> {
  const rows = await db.query<{ body: VodDto }>(
    'select body from elds_vods where game_id = any($1) order by game_id, id',
    [gameIds],
  );
  return rows.map((row) => row.body);
}

async function findVod(db: SqlClient, id: string): Promise<VodDto> {
  const [row] = await db.query<{ body: VodDto }>('select body from elds_vods where id = $1', [id]);
  if (!row) throw notFound(`Vod ${id} not found`);
  return row.body;
}

async function saveVod(db: SqlClient, vod: VodDto) {
  await db.query('update elds_vods set body = $2 where id = $1', [vod.id, JSON.stringify(vod)]);
}

function requireGameIds(query: Record<string, unknown>): string[] {
  const gameIds = queryIdList(query, 'gameIds');
  if (!gameIds) throw invalid('Query parameter gameIds is required');
  return gameIds;
}

/**
 * The vod calls beyond GET/POST /vodDetails and DELETE /vods (spec 3 §7 "Media"); contracts in
 * sandbox/README.md. Registered before `/vodDetails` routes with parameters could shadow them.
 */
export function vodDetailRoutes(store: Store, router: Router, supportedLocales: string[]) {
  router.get('/vodDetails/available', async (req, res) => {
    const gameIds = requireGameIds(req.query);
    const withVods = new Set((await vodsOfGames(store, gameIds)).map((vod) => vod.gameId));
    const answer: VodAvailabilityDto = {
      gameIds: [...new Set(gameIds)].filter((id) => withVods.has(id)),
    };
    res.json(answer);
  });
  // The real service answers this from its read cache; the sandbox has no cache to go stale.
  router.get('/vodDetails/cached', async (req, res) => {
    const answer: VodListDto = { vods: await vodsOfGames(store, requireGameIds(req.query)) };
    res.json(answer);
  });

  router.post('/media/updateVodDetailData', async (req, res) => {
    const fields = Payload.of(req.body);
    const vodId = fields.nonEmptyString('vodId');
    const change: Partial<VodDto> = {};
    if (fields.has('videoId')) {
      const videoId = fields.nonEmptyString('videoId').trim();
      const problem = validateStreamValue(videoId);
      if (problem) throw invalid(`videoId '${videoId}' is not valid: ${problem}`);
      change.videoId = videoId;
    }
    if (fields.has('locale')) {
      const locale = fields.string('locale');
      if (!supportedLocales.includes(locale)) {
        throw invalid(`locale '${locale}' is not a supported locale`);
      }
      change.locale = locale;
    }
    if (fields.has('provider')) change.provider = fields.oneOf('provider', STREAM_PROVIDERS);
    const updated = await store.transaction(async (tx) => {
      const vod: VodDto = { ...(await findVod(tx, vodId)), ...change };
      await saveVod(tx, vod);
      return vod;
    });
    res.json(updated);
  });

  router.post('/media/setVodFirstFrameTime', async (req, res) => {
    const fields = Payload.of(req.body);
    const vodId = fields.nonEmptyString('vodId');
    const statsOffsetMillis = fields.integer('firstFrameTimeMillis', 0);
    const updated = await store.transaction(async (tx) => {
      const vod: VodDto = { ...(await findVod(tx, vodId)), statsOffsetMillis };
      await saveVod(tx, vod);
      return vod;
    });
    res.json(updated);
  });
}
