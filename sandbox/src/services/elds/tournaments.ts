import { Router } from 'express';
import { TBD_TEAM_ID, TOURNAMENTS_PAGE_SIZE } from '@esports-admin/schema/rules/constants';
import {
  type EdgeDto,
  type OutcomeDto,
  participantEntriesOf,
  type TournamentDto,
  type TournamentListDto,
  type TournamentWriteDto,
  writeKeepingMatches,
} from '@esports-admin/schema/upstream/elds-tournaments';
import { conflict, invalid, notFound } from '../../errors';
import { Payload, queryIdList, queryValue, readOneOf, readSport } from '../../payload';
import type { SqlClient, Store } from '../../store';
import { roundRobin } from './tournament-formats';
import { readMatchWrite, readTournamentWrite, TOURNAMENT_STATUSES } from './tournament-write';
import { entryAt, isGroup, knownTeam, recompute } from './tournament-graph';
import {
  allSections,
  findSection,
  findTimespans,
  loadTournament,
  nextIds,
  saveTournament,
  type StoredTournament,
} from './tournament-store';
import { materialize } from './tournament-materialize';

const OUTCOMES: readonly OutcomeDto[] = ['win', 'loss', 'tie'];
export const MAX_TOURNAMENT_PAGE_SIZE = 200;

interface TournamentFilter {
  ids?: string[];
  sport?: string;
  status?: string;
  leagueId?: string;
  summary: boolean;
  pageSize: number;
  offset: number;
}

function readTournamentFilter(query: Record<string, unknown>): TournamentFilter {
  const sport = queryValue(query, 'sport');
  const status = queryValue(query, 'status');
  const viewMode = queryValue(query, 'viewMode');
  const pageSize = Number(queryValue(query, 'pageSize') ?? TOURNAMENTS_PAGE_SIZE);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_TOURNAMENT_PAGE_SIZE) {
    throw invalid(`pageSize must be an integer from 1 to ${MAX_TOURNAMENT_PAGE_SIZE}`);
  }
  const token = queryValue(query, 'paginationToken');
  const offset = token === undefined ? 0 : Number(Buffer.from(token, 'base64url').toString());
  if (!Number.isInteger(offset) || offset < 0) throw invalid('paginationToken is not valid');
  if (viewMode !== undefined && viewMode !== 'summary') {
    throw invalid('viewMode must be summary when given');
  }
  return {
    ids: queryIdList(query, 'ids'),
    sport: sport === undefined ? undefined : readSport(sport, 'sport'),
    status: status === undefined ? undefined : readOneOf(status, 'status', TOURNAMENT_STATUSES),
    leagueId: queryValue(query, 'leagueId'),
    summary: viewMode === 'summary',
    pageSize,
    offset,
  };
}

async function listTournaments(db: SqlClient, filter: TournamentFilter) {
  const rows = await db.query<{ body: TournamentDto }>(
    `select body from elds_tournaments
     where ($1::text[] is null or id = any($1))
       and ($2::text is null or sport = $2)
       and ($3::text is null or status = $3)
       and ($4::text is null or league_id = $4)
     order by start_time desc, id
     limit $5 offset $6`,
    [
      filter.ids ?? null,
      filter.sport ?? null,
      filter.status ?? null,
      filter.leagueId ?? null,
      filter.pageSize + 1,
      filter.offset,
    ],
  );
  const page = rows.slice(0, filter.pageSize).map((row) => {
    if (!filter.summary) return row.body;
    const { stages: _stages, ...summary } = row.body;
    return summary;
  });
  const next = rows.length > filter.pageSize ? filter.offset + filter.pageSize : null;
  const answer: TournamentListDto = {
    tournaments: page,
    nextPaginationToken: next === null ? null : Buffer.from(String(next)).toString('base64url'),
  };
  return answer;
}

export async function createTournament(db: SqlClient, write: TournamentWriteDto) {
  const [id] = await nextIds(db, 'elds_tournament_ids', 1);
  const stored = await materialize(db, id!, { ...write, status: write.status ?? 'draft' }, null);
  await saveTournament(db, stored, true);
  return stored.tournament;
}

/** Loads, changes and saves one tournament in a transaction; answers the saved tournament. */
function changing(
  store: Store,
  id: string,
  change: (stored: StoredTournament, tx: SqlClient) => Promise<StoredTournament | void> | void,
) {
  return store.transaction(async (tx) => {
    const stored = await loadTournament(tx, id, true);
    const changed = (await change(stored, tx)) ?? stored;
    await saveTournament(tx, changed);
    return changed.tournament;
  });
}

/** A change to results: what follows from them (standings, advancing teams) is worked out again. */
function recording(store: Store, id: string, change: (stored: StoredTournament) => void) {
  return changing(store, id, (stored) => {
    change(stored);
    recompute(stored.tournament, stored.matches);
  });
}

function findGroup(stored: StoredTournament, sectionId: string) {
  const section = findSection(stored.tournament, sectionId);
  if (!isGroup(section)) throw invalid(`Section ${section.id} is not a group`);
  return section;
}

function findGame(stored: StoredTournament, gameId: string) {
  for (const match of stored.matches) {
    const game = match.games.find((candidate) => candidate.id === gameId);
    if (game) return { match, game };
  }
  throw notFound(`Game ${gameId} not found in tournament ${stored.tournament.id}`);
}

function readOutcome(body: unknown, teams: string[]) {
  const fields = Payload.of(body);
  const outcome = fields.object('outcome');
  const source = fields.nonEmptyString('outcomeSource');
  const entries = teams.map((teamId) => ({
    teamId,
    outcome: outcome.oneOf(teamId, OUTCOMES),
    outcomeSource: source,
  }));
  const wins = entries.filter((entry) => entry.outcome === 'win').length;
  const ties = entries.filter((entry) => entry.outcome === 'tie').length;
  if (!(wins === 1 && ties === 0) && ties !== 2) {
    throw invalid('outcome needs one win and one loss, or two ties');
  }
  return entries;
}

function swapTeam(teamId: string | null, swaps: Map<string, string>): string | null {
  return teamId === null ? null : (swaps.get(teamId) ?? teamId);
}

function replaceTeams(stored: StoredTournament, swaps: Map<string, string>) {
  const { tournament, matches } = stored;
  for (const entry of participantEntriesOf(tournament)) {
    entry.teamId = swapTeam(entry.teamId, swaps);
  }
  for (const section of allSections(tournament)) {
    section.ranks = section.ranks.map((rank) => ({
      ...rank,
      tiedTeams: rank.tiedTeams.map((team) => swapTeam(team, swaps) ?? team),
    }));
  }
  for (const match of matches) {
    match.teamOne = swapTeam(match.teamOne, swaps) ?? TBD_TEAM_ID;
    match.teamTwo = swapTeam(match.teamTwo, swaps) ?? TBD_TEAM_ID;
    for (const game of match.games) {
      game.blueTeam = swapTeam(game.blueTeam, swaps) ?? TBD_TEAM_ID;
      game.redTeam = swapTeam(game.redTeam, swaps) ?? TBD_TEAM_ID;
      for (const outcome of game.teamOutcomes) {
        outcome.teamId = swapTeam(outcome.teamId, swaps) ?? outcome.teamId;
      }
    }
  }
  recompute(tournament, matches);
}

/** Replaces a group's matches with every pairing of its seeding (POST …/group/{g}/matches). */
async function generateGroupMatches(tx: SqlClient, stored: StoredTournament, sectionId: string) {
  const section = findSection(stored.tournament, sectionId);
  if (!isGroup(section) || !section.groupConfig) {
    throw invalid(`Section ${sectionId} is a bracket: only group sections generate matches`);
  }
  const write = writeKeepingMatches(stored.tournament);
  const target = write.stages.flatMap((stage) => stage.sections).find((s) => s.id === sectionId)!;
  const slots = section.seeding.entries.map((entry) => entry.index);
  Object.assign(target, roundRobin(section.structuralId, slots, section.groupConfig));
  target.matchIds = undefined;
  return materialize(tx, stored.tournament.id, write, stored);
}

function sectionWriteOf(write: TournamentWriteDto, stageId: string, sectionId: string) {
  const stage = write.stages.find((candidate) => candidate.id === stageId);
  const section = stage?.sections.find((candidate) => candidate.id === sectionId);
  if (!section) throw notFound(`Section ${sectionId} not found in stage ${stageId}`);
  return section;
}

/** GET, POST /tournaments, GET, PUT /tournaments/{id} and the result and structure calls. */
export function tournamentRoutes(store: Store): Router {
  const router = Router();
  router.get('/tournaments', async (req, res) => {
    res.json(await listTournaments(store, readTournamentFilter(req.query)));
  });
  router.get('/tournaments/timeline/timespans/platformGame/:id', async (req, res) => {
    res.json(await findTimespans(store, req.params.id));
  });
  router.get('/tournaments/:id', async (req, res) => {
    res.json((await loadTournament(store, req.params.id)).tournament);
  });
  router.post('/tournaments', async (req, res) => {
    const write = readTournamentWrite(req.body);
    res.status(201).json(await store.transaction((tx) => createTournament(tx, write)));
  });
  router.put('/tournaments/:id', async (req, res) => {
    const write = readTournamentWrite(req.body);
    res.json(
      await changing(store, req.params.id, (stored, tx) =>
        materialize(tx, req.params.id, write, stored),
      ),
    );
  });
  router.put('/tournaments/:id/archive', async (req, res) => {
    res.json(
      await changing(store, req.params.id, ({ tournament }) => {
        if (tournament.status === 'archived') {
          throw conflict(`Tournament ${tournament.id} is already archived`);
        }
        tournament.status = 'archived';
        tournament.publicationStatus = 'archived';
      }),
    );
  });
  router.put('/tournaments/:id/publish', async (req, res) => {
    res.json(
      await changing(store, req.params.id, ({ tournament }) => {
        if (tournament.status === 'archived') {
          throw conflict(`Tournament ${tournament.id} is archived and cannot be published`);
        }
        tournament.status = 'published';
        tournament.publicationStatus = 'published';
      }),
    );
  });
  router.put('/tournaments/:id/replaceTeams', async (req, res) => {
    const swaps = new Map(
      Payload.of(req.body)
        .array('replacements')
        .map((r) => [r.nonEmptyString('teamToBeReplaced'), r.nonEmptyString('teamReplacement')]),
    );
    res.json(await changing(store, req.params.id, (stored) => replaceTeams(stored, swaps)));
  });
  router.post('/tournaments/:id/results/game/:gameId/outcome', async (req, res) => {
    res.json(
      await recording(store, req.params.id, (stored) => {
        const { match, game } = findGame(stored, req.params.gameId);
        const teams = [knownTeam(game.blueTeam), knownTeam(game.redTeam)];
        if (!teams[0] || !teams[1]) {
          throw invalid(`Game ${game.id} has no teams yet: both teams must be known`);
        }
        if (match.status === 'completed' && game.teamOutcomes.length === 0) {
          throw conflict(`Match ${match.id} is already decided`);
        }
        game.teamOutcomes = readOutcome(req.body, teams as string[]);
        game.status = 'completed';
      }),
    );
  });
  router.delete('/tournaments/:id/results/game/:gameId/outcome', async (req, res) => {
    res.json(
      await recording(store, req.params.id, (stored) => {
        const { game } = findGame(stored, req.params.gameId);
        if (game.teamOutcomes.length === 0) throw invalid(`Game ${game.id} has no result`);
        game.teamOutcomes = [];
        game.status = 'unstarted';
      }),
    );
  });
  router.post('/tournaments/:id/results/decide/:decisionPointId', async (req, res) => {
    const teamIds = Payload.of(req.body).stringArray('teamIds');
    res.json(
      await recording(store, req.params.id, (stored) => {
        const dp = allSections(stored.tournament)
          .flatMap((section) => section.decisionPoints)
          .find((candidate) => candidate.id === req.params.decisionPointId);
        if (!dp) throw notFound(`Decision point ${req.params.decisionPointId} not found`);
        const coming = new Set(dp.seeding.map((entry) => knownTeam(entry.teamId)));
        const stranger = teamIds.find((team) => !coming.has(team));
        if (stranger) throw invalid(`Team ${stranger} does not come into this decision point`);
        teamIds.forEach((teamId, i) => {
          entryAt(dp.standing, i + 1).teamId = teamId;
        });
        dp.decided = true;
      }),
    );
  });
  router.post('/tournaments/:id/results/group/:sectionId', async (req, res) => {
    res.json(
      await recording(store, req.params.id, (stored) => {
        const section = findGroup(stored, req.params.sectionId);
        section.finalized = true;
      }),
    );
  });
  router.post('/tournaments/:id/results/group/:sectionId/ranks', async (req, res) => {
    const ranks = Payload.of(req.body)
      .array('ranks')
      .map((rank) => ({
        ordinal: rank.integer('ordinal', 1),
        tiedTeams: rank.stringArray('tiedTeams'),
      }));
    res.json(
      await recording(store, req.params.id, (stored) => {
        const section = findGroup(stored, req.params.sectionId);
        const members = new Set(section.teamRecords.map((record) => record.teamId));
        const stranger = ranks.flatMap((rank) => rank.tiedTeams).find((t) => !members.has(t));
        if (stranger) throw invalid(`Team ${stranger} is not in section ${section.id}`);
        section.ranks = ranks;
        section.manualRanks = true;
      }),
    );
  });
  router.delete('/tournaments/:id/results/group/:sectionId/ranks', async (req, res) => {
    res.json(
      await recording(store, req.params.id, (stored) => {
        const section = findSection(stored.tournament, req.params.sectionId);
        section.manualRanks = false;
      }),
    );
  });
  router.post('/tournaments/:id/stage/:stageId/group/:sectionId/matches', async (req, res) => {
    res.json(
      await changing(store, req.params.id, (stored, tx) =>
        generateGroupMatches(tx, stored, req.params.sectionId),
      ),
    );
  });
  router.post('/tournaments/:id/stage/:stageId/group/:sectionId/match', async (req, res) => {
    res.json(
      await changing(store, req.params.id, (stored, tx) => {
        const write = writeKeepingMatches(stored.tournament);
        const section = sectionWriteOf(write, req.params.stageId, req.params.sectionId);
        const number = (section.matchIds ?? []).length + 1;
        const added = readMatchWrite(Payload.of(req.body), number);
        section.matches = [
          ...(section.matchIds ?? []).map((id) => {
            const match = stored.matches.find((candidate) => candidate.id === id)!;
            return { ...match, teamOne: match.teamOne, teamTwo: match.teamTwo };
          }),
          added,
        ];
        section.matchIds = undefined;
        return materialize(tx, stored.tournament.id, write, stored);
      }),
    );
  });
  router.delete(
    '/tournaments/:id/stage/:stageId/group/:sectionId/match/:matchId',
    async (req, res) => {
      res.json(
        await changing(store, req.params.id, (stored, tx) => {
          const write = writeKeepingMatches(stored.tournament);
          const section = sectionWriteOf(write, req.params.stageId, req.params.sectionId);
          const gone = stored.matches.find((match) => match.id === req.params.matchId);
          if (!gone || !(section.matchIds ?? []).includes(gone.id)) {
            throw notFound(`Match ${req.params.matchId} not found in section`);
          }
          section.matchIds = (section.matchIds ?? []).filter((id) => id !== gone.id);
          const touches = (edge: EdgeDto) =>
            edge.sourceNodeId === gone.structuralId || edge.targetNodeId === gone.structuralId;
          section.edges = section.edges.filter((edge) => !touches(edge));
          section.columns = section.columns.map((column) => ({
            cells: column.cells.map((cell) => ({
              ...cell,
              contents: cell.contents.filter((id) => id !== gone.structuralId),
            })),
          }));
          return materialize(tx, stored.tournament.id, write, stored);
        }),
      );
    },
  );
  return router;
}
