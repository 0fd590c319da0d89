/**
 * Tournaments and their matches in Postgres: a tournament body (stages, sections, match ids) and
 * one row per match (with its games), the id sequences, and the platform-game timespans recorded
 * for played games. `tournament-materialize.ts` turns a write into what is saved here.
 */
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import type {
  GameDto,
  MatchDto,
  PlatformGameTimespansDto,
  ScheduleBlockDto,
  SectionDto,
  TimespanDto,
  TournamentDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import { duplicateSlug, notFound } from '../../errors';
import { isUniqueViolation, type SqlClient } from '../../store';

export const TOURNAMENT_TABLES = `
  create table if not exists elds_tournaments (
    id text primary key,
    sport text not null,
    league_id text not null,
    status text not null,
    slug text not null,
    start_time timestamptz not null,
    body json not null,
    constraint elds_tournaments_slug_per_sport unique (sport, slug)
  );
  create table if not exists elds_matches (
    id text primary key,
    tournament_id text not null,
    body json not null
  );
  create index if not exists elds_matches_by_tournament on elds_matches (tournament_id);
  create table if not exists elds_game_timespans (
    platform_game_id text not null,
    tournament_id text not null,
    ordinal integer not null,
    body json not null,
    primary key (platform_game_id, ordinal)
  );
  create index if not exists elds_game_timespans_by_tournament
    on elds_game_timespans (tournament_id);
  create sequence if not exists elds_tournament_ids start with 113475181634818001;
  create sequence if not exists elds_structure_ids start with 113475181700000001;
  create sequence if not exists elds_match_ids start with 113475181801000001;
  create sequence if not exists elds_game_ids start with 113475181901000001;
`;

/** Ids from a sequence, many in one query (fixtures create thousands of games). */
export async function nextIds(db: SqlClient, sequence: string, count: number): Promise<string[]> {
  if (count === 0) return [];
  const rows = await db.query<{ id: string }>(
    `select nextval('${sequence}')::text as id from generate_series(1, $1)`,
    [count],
  );
  return rows.map((row) => row.id);
}

export interface StoredTournament {
  tournament: TournamentDto;
  matches: MatchDto[];
}

export async function findTournament(
  db: SqlClient,
  id: string,
  forUpdate = false,
): Promise<TournamentDto> {
  // Result calls read, derive and write back the whole tournament: concurrent ones queue.
  const [row] = await db.query<{ body: TournamentDto }>(
    `select body from elds_tournaments where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  if (!row) throw notFound(`Tournament ${id} not found`);
  return row.body;
}

export async function loadTournament(
  db: SqlClient,
  id: string,
  forUpdate = false,
): Promise<StoredTournament> {
  const tournament = await findTournament(db, id, forUpdate);
  const rows = await db.query<{ body: MatchDto }>(
    'select body from elds_matches where tournament_id = $1 order by id',
    [id],
  );
  return { tournament, matches: rows.map((row) => row.body) };
}

export async function saveTournament(db: SqlClient, stored: StoredTournament, isNew = false) {
  const { tournament, matches } = stored;
  const row = [
    tournament.id,
    tournament.sport,
    tournament.leagueId,
    tournament.status,
    tournament.name.slug,
    tournament.startTime,
    JSON.stringify(tournament),
  ];
  try {
    if (isNew) {
      await db.query(
        `insert into elds_tournaments (id, sport, league_id, status, slug, start_time, body)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        row,
      );
    } else {
      await db.query(
        `update elds_tournaments set sport = $2, league_id = $3, status = $4, slug = $5,
           start_time = $6, body = $7 where id = $1`,
        row,
      );
    }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw duplicateSlug(
      `Tournament slug ${tournament.name.slug} already exists for ${tournament.sport}`,
    );
  }
  await db.query('delete from elds_matches where tournament_id = $1', [tournament.id]);
  if (matches.length > 0) {
    await db.query(
      `insert into elds_matches (id, tournament_id, body)
       select x.id, x.tournament_id, x.body from json_to_recordset($1::json)
         as x(id text, tournament_id text, body json)`,
      [
        JSON.stringify(
          matches.map((match) => ({ id: match.id, tournament_id: tournament.id, body: match })),
        ),
      ],
    );
  }
  await recordTimespans(db, tournament.id, matches);
}

/** How long a sandbox game lasts on the platform timeline, and how far apart a match's games start. */
export const GAME_LENGTH_MS = 35 * 60 * 1000;
export const GAME_SLOT_MS = 45 * 60 * 1000;

/**
 * The platform timeline as the sandbox keeps it. The sandbox has no game-management service, so
 * an esports game with a result counts as played on one platform game whose id is the esports
 * game's id. Its timespan is recorded the first time the game is saved with a result: from the
 * match's broadcast item on the schedule (game n starts n-1 slots after it), or, for a match not
 * on the schedule, ending when the result was recorded. A game without a result (cleared, or its
 * match's teams changed) or no longer in the tournament loses its timespans.
 */
export async function recordTimespans(
  db: SqlClient,
  tournamentId: string,
  matches: MatchDto[],
  /** Records every played game again, for example once its match has been put on the schedule. */
  again = false,
) {
  if (again)
    await db.query('delete from elds_game_timespans where tournament_id = $1', [tournamentId]);
  const played = matches.flatMap((match) =>
    match.games
      .filter((game) => game.status === 'completed' && game.teamOutcomes.length > 0)
      .map((game) => ({ match, game })),
  );
  await db.query(
    `delete from elds_game_timespans
     where tournament_id = $1 and not (platform_game_id = any($2::text[]))`,
    [tournamentId, played.map(({ game }) => game.id)],
  );
  const recorded = new Set(
    (
      await db.query<{ id: string }>(
        'select distinct platform_game_id as id from elds_game_timespans where tournament_id = $1',
        [tournamentId],
      )
    ).map((row) => row.id),
  );
  const fresh = played.filter(({ game }) => !recorded.has(game.id));
  if (fresh.length === 0) return;
  const blocks = await db.query<{ body: ScheduleBlockDto }>(
    'select body from elds_schedule_blocks where tournament_id = $1',
    [tournamentId],
  );
  const scheduled = new Map(
    blocks
      .flatMap((row) => row.body.broadcasts.flatMap((broadcast) => broadcast.broadcastItems))
      .map((item) => [item.matchId, Date.parse(item.startTime)]),
  );
  const recordedAt = Date.now();
  const rows = fresh.map(({ match, game }) => {
    const matchStart = scheduled.get(match.id);
    const start =
      matchStart === undefined
        ? recordedAt - GAME_LENGTH_MS
        : matchStart + (game.number - 1) * GAME_SLOT_MS;
    const span: TimespanDto = {
      type: 'game',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + GAME_LENGTH_MS).toISOString(),
    };
    return { platform_game_id: game.id, tournament_id: tournamentId, ordinal: 1, body: span };
  });
  await db.query(
    `insert into elds_game_timespans (platform_game_id, tournament_id, ordinal, body)
     select x.platform_game_id, x.tournament_id, x.ordinal, x.body from json_to_recordset($1::json)
       as x(platform_game_id text, tournament_id text, ordinal integer, body json)`,
    [JSON.stringify(rows)],
  );
}

/** GET tournaments/timeline/timespans/platformGame/{id}. */
export async function findTimespans(
  db: SqlClient,
  platformGameId: string,
): Promise<PlatformGameTimespansDto> {
  const rows = await db.query<{ body: TimespanDto }>(
    'select body from elds_game_timespans where platform_game_id = $1 order by ordinal',
    [platformGameId],
  );
  return { platformGameId, timespans: rows.map((row) => row.body) };
}

/** Saves only matches (game sides), leaving derived results as they are. */
export async function saveMatch(db: SqlClient, match: MatchDto): Promise<void> {
  await db.query('update elds_matches set body = $2 where id = $1', [
    match.id,
    JSON.stringify(match),
  ]);
}

export function allSections(tournament: TournamentDto): SectionDto[] {
  return (tournament.stages ?? []).flatMap((stage) => stage.sections);
}

export function findSection(tournament: TournamentDto, sectionId: string): SectionDto {
  const section = allSections(tournament).find((candidate) => candidate.id === sectionId);
  if (!section) throw notFound(`Section ${sectionId} not found in tournament ${tournament.id}`);
  return section;
}

/** Every game of a sport's stored matches with both teams known, by match id then game number. */
export async function gamesOfSport(db: SqlClient, sport: string): Promise<GameDto[]> {
  const rows = await db.query<{ body: MatchDto }>(
    `select m.body from elds_matches m join elds_tournaments t on t.id = m.tournament_id
     where t.sport = $1 order by m.id`,
    [sport],
  );
  return rows.flatMap((row) =>
    row.body.games.filter((game) => game.blueTeam !== TBD_TEAM_ID && game.redTeam !== TBD_TEAM_ID),
  );
}
