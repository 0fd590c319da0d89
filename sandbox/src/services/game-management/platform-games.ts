/**
 * Platform games and their mappings to esports games (spec 3 §7 "Game management"): one table of
 * platform games as the game servers reported them, one of mappings. A platform game is mapped to
 * at most one esports game; an esports game may have several (a remake is mapped again).
 */
import type { ChampionListDto } from '@esports-admin/schema/upstream/game-management';
import { LOL_CHAMPIONS } from './champions';
import { Router } from 'express';
import { PARTICIPANTS_PER_SIDE, PLATFORM_TEAM_IDS } from '@esports-admin/schema/rules/constants';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type {
  EsportsGameDto,
  MappedPlatformGameDto,
  MappingWriteDto,
  PlatformGameDto,
  PlatformGameListDto,
} from '@esports-admin/schema/upstream/game-management';
import { ERROR_CODES, invalid, notFound, UpstreamError } from '../../errors';
import { Payload, readSport } from '../../payload';
import type { SqlClient, Store } from '../../store';
import { proposeMapping } from './proposal';

export const GAME_MANAGEMENT_TABLES = `
  create table if not exists gm_platform_games (
    id text primary key,
    sport text not null,
    started_at timestamptz not null,
    body json not null
  );
  create table if not exists gm_mappings (
    platform_game_id text primary key references gm_platform_games (id),
    sport text not null,
    esports_game_id text not null,
    mapped_at timestamptz not null,
    teams json not null
  );
  create index if not exists gm_mappings_by_esports_game on gm_mappings (sport, esports_game_id);
`;

const alreadyMapped = (platformGameId: string, esportsGameId: string) =>
  new UpstreamError(
    409,
    'ALREADY_MAPPED',
    `Platform game ${platformGameId} is already mapped to esports game ${esportsGameId}`,
  );

interface MappingRow {
  platform_game_id: string;
  esports_game_id: string;
  mapped_at: string | Date;
  teams: MappingWriteDto['teams'];
}

export async function insertPlatformGame(db: SqlClient, game: PlatformGameDto): Promise<void> {
  await db.query(
    'insert into gm_platform_games (id, sport, started_at, body) values ($1, $2, $3, $4)',
    [game.platformGameId, game.sport, game.startedAt, JSON.stringify(game)],
  );
}

/** The platform game with the mapping's esports ids laid over its teams. */
function withMapping(game: PlatformGameDto, mapping: MappingRow | undefined): PlatformGameDto {
  if (!mapping) return game;
  const teams = mapping.teams.flatMap((mapped) => {
    const team = game.teams.find((t) => t.platformTeamId === mapped.platformTeamId);
    if (!team) return [];
    return [
      {
        ...team,
        esportsTeamId: mapped.esportsTeamId,
        participants: team.participants.map((participant) => ({
          ...participant,
          esportsPlayerId:
            mapped.participants.find((p) => p.participantId === participant.participantId)
              ?.esportsPlayerId ?? null,
        })),
      },
    ];
  });
  return { ...game, esportsGameId: mapping.esports_game_id, teams };
}

async function mappingsOf(
  db: SqlClient,
  platformGameIds: string[],
): Promise<Map<string, MappingRow>> {
  const rows = await db.query<MappingRow>(
    'select * from gm_mappings where platform_game_id = any($1)',
    [platformGameIds],
  );
  return new Map(rows.map((row) => [row.platform_game_id, row]));
}

async function platformGames(db: SqlClient, sport: SportCode, ids?: string[]) {
  const rows = await db.query<{ body: PlatformGameDto }>(
    `select body from gm_platform_games where sport = $1 and ($2::text[] is null or id = any($2))
     order by started_at desc, id`,
    [sport, ids ?? null],
  );
  const mappings = await mappingsOf(
    db,
    rows.map((row) => row.body.platformGameId),
  );
  return rows.map((row) => withMapping(row.body, mappings.get(row.body.platformGameId)));
}

export async function findPlatformGame(db: SqlClient, sport: SportCode, id: string) {
  const [game] = await platformGames(db, sport, [id]);
  if (!game) throw notFound(`Platform game ${id} not found`);
  return game;
}

export async function findEsportsGame(
  db: SqlClient,
  sport: SportCode,
  esportsGameId: string,
): Promise<EsportsGameDto> {
  const mappings = await db.query<MappingRow>(
    `select * from gm_mappings where sport = $1 and esports_game_id = $2
     order by mapped_at, platform_game_id`,
    [sport, esportsGameId],
  );
  const games = await platformGames(
    db,
    sport,
    mappings.map((m) => m.platform_game_id),
  );
  const mappedPlatformGames: MappedPlatformGameDto[] = mappings.flatMap((mapping) => {
    const game = games.find((g) => g.platformGameId === mapping.platform_game_id);
    return game ? [{ ...game, mappedAt: new Date(mapping.mapped_at).toISOString() }] : [];
  });
  return { esportsGameId, mappedPlatformGames };
}

/** The mapping body, refused where it does not describe the platform game's own teams. */
function readMapping(body: unknown, game: PlatformGameDto): MappingWriteDto {
  const fields = Payload.of(body);
  const teams = fields.array('teams').map((team) => ({
    platformTeamId: team.integer('platformTeamId', 1),
    esportsTeamId: team.nullableString('esportsTeamId'),
    participants: team.array('participants').map((participant) => ({
      participantId: participant.integer('participantId', 0),
      esportsPlayerId: participant.nullableString('esportsPlayerId'),
    })),
  }));
  if (teams.length !== 2) throw invalid("teams must hold the platform game's two teams");
  for (const team of teams) {
    const own = game.teams.find((t) => t.platformTeamId === team.platformTeamId);
    if (!own) throw invalid(`Platform team ${team.platformTeamId} is not in this game`);
    const ids = new Set(team.participants.map((p) => p.participantId));
    const known = own.participants.every((p) => ids.has(p.participantId));
    if (
      team.participants.length !== PARTICIPANTS_PER_SIDE ||
      ids.size !== PARTICIPANTS_PER_SIDE ||
      !known
    ) {
      throw invalid(
        `Platform team ${team.platformTeamId} must map its ${PARTICIPANTS_PER_SIDE} participants`,
      );
    }
  }
  if (teams[0]!.platformTeamId === teams[1]!.platformTeamId) {
    throw invalid(`teams must be ${PLATFORM_TEAM_IDS.blue} and ${PLATFORM_TEAM_IDS.red}`);
  }
  return { esportsGameId: fields.nonEmptyString('esportsGameId'), teams };
}

export async function mapPlatformGame(
  db: SqlClient,
  sport: SportCode,
  platformGameId: string,
  body: unknown,
): Promise<MappedPlatformGameDto> {
  const game = await findPlatformGame(db, sport, platformGameId);
  if (game.teams.length < 2) throw invalid(`Platform game ${platformGameId} has at most one team`);
  const mapping = readMapping(body, game);
  if (game.esportsGameId && game.esportsGameId !== mapping.esportsGameId) {
    throw alreadyMapped(platformGameId, game.esportsGameId);
  }
  const mappedAt = new Date().toISOString();
  await db.query(
    `insert into gm_mappings (platform_game_id, sport, esports_game_id, mapped_at, teams)
     values ($1, $2, $3, $4, $5)
     on conflict (platform_game_id) do update set mapped_at = $4, teams = $5`,
    [platformGameId, sport, mapping.esportsGameId, mappedAt, JSON.stringify(mapping.teams)],
  );
  return { ...(await findPlatformGame(db, sport, platformGameId)), mappedAt };
}

export async function unmapPlatformGame(db: SqlClient, sport: SportCode, platformGameId: string) {
  const removed = await db.query<{ id: string }>(
    'delete from gm_mappings where sport = $1 and platform_game_id = $2 returning platform_game_id as id',
    [sport, platformGameId],
  );
  if (removed.length === 0) {
    throw new UpstreamError(
      404,
      ERROR_CODES.notFound,
      `Platform game ${platformGameId} is not mapped`,
    );
  }
}

export function gameManagementRoutes(store: Store): Router {
  const router = Router();
  const sportOf = (params: { sport?: string }) => readSport(params.sport, 'sport');
  router.get('/lol/champions', (_req, res) => {
    const list: ChampionListDto = { champions: [...LOL_CHAMPIONS] };
    res.json(list);
  });
  router.get('/:sport/esportsGames', async (req, res) => {
    const sport = sportOf(req.params);
    const ids = await store.query<{ id: string }>(
      'select distinct esports_game_id as id from gm_mappings where sport = $1 order by id',
      [sport],
    );
    res.json(await Promise.all(ids.map((row) => findEsportsGame(store, sport, row.id))));
  });
  router.get('/:sport/esportsGames/:gameId', async (req, res) => {
    res.json(await findEsportsGame(store, sportOf(req.params), req.params.gameId));
  });
  router.get('/:sport/esportsGames/:gameId/propose/:platformGameId', async (req, res) => {
    const { gameId, platformGameId } = req.params;
    const sport = sportOf(req.params);
    const game = await findPlatformGame(store, sport, platformGameId);
    res.json(await proposeMapping(store, sport, gameId, game));
  });
  router.get('/:sport/platformGames', async (req, res) => {
    const games = await platformGames(store, sportOf(req.params));
    const list: PlatformGameListDto = Object.fromEntries(
      games.map((game) => [game.platformGameId, game]),
    );
    res.json(list);
  });
  router.get('/:sport/platformGames/:gameId', async (req, res) => {
    const game = await findPlatformGame(store, sportOf(req.params), req.params.gameId);
    res.json(game.teams.length > 1 ? game : {});
  });
  router.post('/:sport/platformGameMetadata/:gameId/mapping', async (req, res) => {
    const sport = sportOf(req.params);
    res.json(
      await store.transaction((tx) => mapPlatformGame(tx, sport, req.params.gameId, req.body)),
    );
  });
  router.delete('/:sport/platformGameMetadata/:gameId/mapping', async (req, res) => {
    await unmapPlatformGame(store, sportOf(req.params), req.params.gameId);
    res.status(204).end();
  });
  return router;
}
