import type { Router } from 'express';
import { STREAM_PROVIDERS, validateStreamValue } from '@esports-admin/schema/rules/stream';
import type { VodDto, VodListDto } from '@esports-admin/schema/upstream/elds-media';
import {
  GAME_SIDES,
  PARTICIPANTS_PER_SIDE,
  type PovDto,
  type PovListDto,
  type PovWriteDto,
  type VodAvailabilityDto,
} from '@esports-admin/schema/upstream/elds-vods';
import { invalid, notFound } from '../../errors';
import { Payload, queryIdList } from '../../payload';
import { nextId, type SqlClient, type Store } from '../../store';

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

async function povsOfGames(db: SqlClient, gameIds: string[]): Promise<PovDto[]> {
  const rows = await db.query<{ body: PovDto }>(
    `select body from elds_povs where game_id = any($1)
     order by game_id, side, participant`,
    [gameIds],
  );
  return rows.map((row) => row.body);
}

function readPovWrite(body: unknown, supportedLocales: string[]): PovWriteDto {
  const fields = Payload.of(body);
  const gameId = fields.nonEmptyString('gameId');
  const seats = new Set<string>();
  const povs = fields.array('povs').map((pov) => {
    const side = pov.oneOf('side', GAME_SIDES);
    const participant = pov.integer('participant', 1);
    if (participant > PARTICIPANTS_PER_SIDE) {
      throw invalid(`${pov.pathOf('participant')} must be at most ${PARTICIPANTS_PER_SIDE}`);
    }
    const seat = `${side}:${participant}`;
    if (seats.has(seat)) throw invalid(`Two povs for ${side} participant ${participant}`);
    seats.add(seat);
    const locale = pov.string('locale');
    if (!supportedLocales.includes(locale)) {
      throw invalid(`${pov.pathOf('locale')} '${locale}' is not a supported locale`);
    }
    const videoId = pov.nonEmptyString('videoId').trim();
    const problem = validateStreamValue(videoId);
    if (problem) throw invalid(`${pov.pathOf('videoId')} '${videoId}' is not valid: ${problem}`);
    return {
      ...(pov.has('id') ? { id: pov.nonEmptyString('id') } : {}),
      side,
      participant,
      playerId: pov.has('playerId') ? pov.nullableString('playerId') : null,
      provider: pov.oneOf('provider', STREAM_PROVIDERS),
      locale,
      videoId,
    };
  });
  return { gameId, povs };
}

/**
 * GET /pov?gameIds and POST /pov (spec 3 §7 "Media"): a game's point-of-view streams, one per
 * side and participant; a POST replaces the game's set. Contract in schema/upstream/elds-vods.
 */
export function povRoutes(store: Store, router: Router, supportedLocales: string[]) {
  router.get('/pov', async (req, res) => {
    const answer: PovListDto = { povs: await povsOfGames(store, requireGameIds(req.query)) };
    res.json(answer);
  });
  router.post('/pov', async (req, res) => {
    const write = readPovWrite(req.body, supportedLocales);
    const povs = await store.transaction(async (tx) => {
      const current = await povsOfGames(tx, [write.gameId]);
      for (const pov of write.povs) {
        if (pov.id && !current.some((kept) => kept.id === pov.id)) {
          throw invalid(`Pov ${pov.id} does not belong to game ${write.gameId}`);
        }
      }
      await tx.query('delete from elds_povs where game_id = $1', [write.gameId]);
      for (const { id, ...pov } of write.povs) {
        const saved: PovDto = {
          id: id ?? (await nextId(tx, 'elds_pov_ids')),
          gameId: write.gameId,
          ...pov,
        };
        await tx.query(
          `insert into elds_povs (id, game_id, side, participant, body) values ($1, $2, $3, $4, $5)`,
          [saved.id, saved.gameId, saved.side, saved.participant, JSON.stringify(saved)],
        );
      }
      return povsOfGames(tx, [write.gameId]);
    });
    const answer: PovListDto = { povs };
    res.json(answer);
  });
}
