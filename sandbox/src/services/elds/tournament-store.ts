/**
 * Tournaments and their matches in Postgres: a tournament body (stages, sections, match ids) and
 * one row per match (with its games). Writes turn the sections' match definitions into stored
 * matches and derive results again (`recompute`) before saving both.
 */
import {
  DEFAULT_BEST_OF_COUNT,
  DEFAULT_PLAY_ALL_COUNT,
  TBD_TEAM_ID,
} from '@esports-admin/schema/rules/constants';
import type {
  DecisionPointDto,
  EdgeDto,
  GameDto,
  MatchDto,
  MatchWriteDto,
  PlatformGameTimespansDto,
  ScheduleBlockDto,
  SectionDto,
  TimespanDto,
  StageDto,
  TournamentDto,
  TournamentWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import { duplicateSlug, invalid, notFound } from '../../errors';
import { isUniqueViolation, type SqlClient } from '../../store';
import { isGroup, pairings, recompute } from './tournament-graph';

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

/** Hands out pre-fetched ids so one write costs one query per sequence. */
class IdPool {
  private constructor(private readonly ids: Record<string, string[]>) {}

  static async take(db: SqlClient, counts: Record<string, number>): Promise<IdPool> {
    const ids: Record<string, string[]> = {};
    for (const [sequence, count] of Object.entries(counts)) {
      ids[sequence] = await nextIds(db, sequence, count);
    }
    return new IdPool(ids);
  }

  next(sequence: string): string {
    const id = this.ids[sequence]?.shift();
    if (!id) throw new Error(`No id left of ${sequence}`);
    return id;
  }
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

export function gameCount(
  match: Pick<MatchWriteDto, 'strategy' | 'bestOfConfig' | 'playAllConfig'>,
) {
  return match.strategy === 'bestOf'
    ? (match.bestOfConfig?.count ?? DEFAULT_BEST_OF_COUNT)
    : (match.playAllConfig?.count ?? DEFAULT_PLAY_ALL_COUNT);
}

function newGame(id: string, number: number, match: MatchDto): GameDto {
  return {
    id,
    number,
    assignedName: null,
    blueTeam: match.teamOne,
    redTeam: match.teamTwo,
    status: 'unstarted',
    teamOutcomes: [],
  };
}

function checkEdges(
  edges: EdgeDto[],
  where: string,
  nodes: Map<string, string>,
  fanOutFromSeeding: boolean,
) {
  const sources = new Set<string>();
  edges.forEach((edge, i) => {
    for (const end of ['source', 'target'] as const) {
      const id = edge[`${end}NodeId`];
      const type = edge[`${end}NodeType`];
      if ((id === null) !== (type === null)) {
        throw invalid(`${where}.edges[${i}]: ${end}NodeId and ${end}NodeType go together`);
      }
      if (id !== null && nodes.get(id) !== type) {
        throw invalid(`${where}.edges[${i}]: no ${type} ${id} here`);
      }
      if (type === 'match' && ![1, 2].includes(edge[`${end}Slot`])) {
        throw invalid(`${where}.edges[${i}]: a match has slots 1 and 2`);
      }
    }
    if (fanOutFromSeeding && edge.sourceNodeId === null) return;
    const source = `${edge.sourceNodeId}/${edge.sourceSlot}`;
    if (sources.has(source)) {
      throw invalid(`${where}.edges[${i}]: source slot ${source} already feeds another target`);
    }
    sources.add(source);
  });
}

function checkStructure(tournament: TournamentDto, matches: MatchDto[]) {
  const structuralIds = new Set<string>();
  const claim = (id: string, where: string) => {
    if (structuralIds.has(id)) throw invalid(`${where}: structuralId ${id} is used twice`);
    structuralIds.add(id);
  };
  const stages = tournament.stages ?? [];
  const byId = new Map(matches.map((match) => [match.id, match]));
  stages.forEach((stage, s) => {
    claim(stage.structuralId, `stages[${s}]`);
    stage.sections.forEach((section, c) => {
      const where = `stages[${s}].sections[${c}]`;
      claim(section.structuralId, where);
      const nodes = new Map<string, string>();
      for (const id of section.matchIds) {
        const match = byId.get(id);
        if (!match) throw invalid(`${where}: match ${id} is not in this tournament`);
        claim(match.structuralId, `${where} match ${id}`);
        nodes.set(match.structuralId, 'match');
      }
      for (const dp of section.decisionPoints) {
        claim(dp.structuralId, `${where} decision point`);
        nodes.set(dp.structuralId, 'decisionPoint');
      }
      checkEdges(section.edges, where, nodes, isGroup(section));
      section.columns.forEach((column, k) =>
        column.cells.forEach((cell, l) => {
          const unknown = cell.contents.find((id) => !nodes.has(id));
          if (unknown) {
            throw invalid(`${where}.columns[${k}].cells[${l}]: ${unknown} is not in the section`);
          }
        }),
      );
    });
    const sectionNodes = new Map(
      stage.sections.map((section) => [section.structuralId, 'section']),
    );
    checkEdges(stage.edges, `stages[${s}]`, sectionNodes, false);
  });
  const stageNodes = new Map(stages.map((stage) => [stage.structuralId, 'stage']));
  checkEdges(tournament.edges, 'tournament', stageNodes, false);
}

/**
 * Turns a write body into the stored tournament: new stages, sections, decision points, matches
 * and games get ids; kept matches keep their results; derived state is computed again.
 */
export async function materialize(
  db: SqlClient,
  id: string,
  write: TournamentWriteDto,
  existing: StoredTournament | null,
): Promise<StoredTournament> {
  const oldMatches = new Map((existing?.matches ?? []).map((match) => [match.id, match]));
  const oldSections = new Map(
    (existing?.tournament.stages ?? [])
      .flatMap((stage) => stage.sections)
      .map((section) => [section.id, section]),
  );
  const oldDecisionPoints = new Map(
    [...oldSections.values()].flatMap((section) => section.decisionPoints).map((dp) => [dp.id, dp]),
  );
  const sections = write.stages.flatMap((stage) => stage.sections);
  const matchWrites = sections.flatMap((section) => section.matches ?? []);
  for (const match of matchWrites) {
    if (match.id && !oldMatches.has(match.id)) {
      throw invalid(`Match ${match.id} is not in tournament ${id}`);
    }
  }
  const gamesNeeded = matchWrites.reduce(
    (sum, match) =>
      sum +
      Math.max(
        0,
        gameCount(match) - (match.id ? (oldMatches.get(match.id)?.games.length ?? 0) : 0),
      ),
    0,
  );
  const ids = await IdPool.take(db, {
    elds_structure_ids:
      write.stages.filter((stage) => !stage.id).length +
      sections.filter((section) => !section.id).length +
      sections.flatMap((section) => section.decisionPoints).filter((dp) => !dp.id).length,
    elds_match_ids: matchWrites.filter((match) => !match.id).length,
    elds_game_ids: gamesNeeded,
  });
  const matches: MatchDto[] = [];

  const stages: StageDto[] = write.stages.map((stageWrite) => {
    const stageId = stageWrite.id ?? ids.next('elds_structure_ids');
    return {
      ...stageWrite,
      id: stageId,
      sections: stageWrite.sections.map((sectionWrite): SectionDto => {
        const sectionId = sectionWrite.id ?? ids.next('elds_structure_ids');
        const old = oldSections.get(sectionId);
        let matchIds: string[];
        if (sectionWrite.matches) {
          matchIds = sectionWrite.matches.map((matchWrite) => {
            const kept = matchWrite.id ? oldMatches.get(matchWrite.id) : undefined;
            const match: MatchDto = {
              ...(kept ?? {
                id: ids.next('elds_match_ids'),
                tournamentId: id,
                sport: write.sport,
                gameMode: 'classic',
                type: 'normal',
                publicationStatus: 'draft',
                status: 'unstarted',
                participatingTeams: [],
                teamBasedOutcome: [],
                games: [],
              }),
              sectionId,
              structuralId: matchWrite.structuralId,
              description: matchWrite.description,
              strategy: matchWrite.strategy,
              bestOfConfig: matchWrite.bestOfConfig,
              playAllConfig: matchWrite.playAllConfig,
              teamOne: matchWrite.teamOne || TBD_TEAM_ID,
              teamTwo: matchWrite.teamTwo || TBD_TEAM_ID,
            };
            const count = gameCount(matchWrite);
            match.games = match.games.slice(0, count);
            while (match.games.length < count) {
              match.games.push(newGame(ids.next('elds_game_ids'), match.games.length + 1, match));
            }
            matches.push(match);
            return match.id;
          });
        } else {
          matchIds = sectionWrite.matchIds ?? [];
          for (const matchId of matchIds) {
            const kept = oldMatches.get(matchId);
            if (!kept) throw invalid(`Match ${matchId} is not in tournament ${id}`);
            matches.push({ ...kept, sectionId });
          }
        }
        const { matches: _definitions, matchIds: _ids, ...rest } = sectionWrite;
        return {
          ...rest,
          id: sectionId,
          groupConfig: sectionWrite.type === 'bracket' ? null : sectionWrite.groupConfig,
          teamRecords: old?.teamRecords ?? [],
          ranks: old?.manualRanks ? old.ranks : [],
          manualRanks: old?.manualRanks ?? false,
          finalized: old?.finalized ?? false,
          matchIds,
          decisionPoints: sectionWrite.decisionPoints.map((dpWrite): DecisionPointDto => {
            const dpId = dpWrite.id ?? ids.next('elds_structure_ids');
            const oldDp = oldDecisionPoints.get(dpId);
            return {
              ...dpWrite,
              id: dpId,
              decided: oldDp?.decided ?? false,
              standing: dpWrite.standing.map((entry) => ({
                ...entry,
                teamId: oldDp?.decided
                  ? (oldDp.standing.find((old) => old.index === entry.index)?.teamId ?? null)
                  : null,
              })),
            };
          }),
        };
      }),
    };
  });
  const { stages: _stages, ...fields } = write;
  const tournament: TournamentDto = {
    ...fields,
    id,
    status: write.status ?? existing?.tournament.status ?? 'draft',
    stages,
  };
  checkStructure(tournament, matches);
  recompute(tournament, matches, pairings(existing?.matches ?? []));
  return { tournament, matches };
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
