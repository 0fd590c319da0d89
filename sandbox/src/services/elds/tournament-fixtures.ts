/**
 * Tournaments per sport, relative to the fixture clock: a current one (four round-robin groups
 * feeding a 16-team double elimination playoff, groups played, playoffs under way), an old one
 * (a finished Swiss stage with a decided decision point), an archived one, a draft one, and a
 * current one in an archived league (never listed). Results are entered through the same
 * propagation the result calls use.
 */
import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from '@esports-admin/schema/rules/constants';
import { SPORT_CODES, type SportCode } from '@esports-admin/schema/rules/sports';
import {
  OUTCOME_SET_BY_HUMAN,
  type EdgeDto,
  type MatchDto,
  type StageWriteDto,
  type TournamentStatusDto,
  type TournamentWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type { SqlClient } from '../../store';
import { saveBlock } from './schedules';
import {
  doubleEliminationSection,
  groupStage,
  participants,
  singleSectionStage,
  swissSection,
} from './tournament-formats';
import { isGroup, knownTeam, recompute } from './tournament-graph';
import {
  allSections,
  nextIds,
  recordTimespans,
  saveTournament,
  type StoredTournament,
} from './tournament-store';
import { materialize } from './tournament-materialize';
import { seededRandom, type FixtureSet } from '../../fixtures';
import { listLeagues } from './leagues';
import { findSeasonBySlug } from './seasons';
import { teamIdsOf } from './teams';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LeagueRow {
  id: string;
  slug: string;
  name: string;
  status: string;
}

function chain(stages: StageWriteDto[], seeds: number, places: number): EdgeDto[] {
  const edges: EdgeDto[] = [];
  const link = (
    source: [string | null, EdgeDto['sourceNodeType']],
    target: [string | null, EdgeDto['targetNodeType']],
    count: number,
  ) => {
    for (let slot = 1; slot <= count; slot += 1) {
      edges.push({
        sourceNodeId: source[0],
        sourceNodeType: source[1],
        sourceSlot: slot,
        targetNodeId: target[0],
        targetNodeType: target[1],
        targetSlot: slot,
      });
    }
  };
  link([null, null], [stages[0]!.structuralId, 'stage'], seeds);
  for (let i = 1; i < stages.length; i += 1) {
    const count = Math.min(
      stages[i - 1]!.standing.entries.length,
      stages[i]!.seeding.entries.length,
    );
    link([stages[i - 1]!.structuralId, 'stage'], [stages[i]!.structuralId, 'stage'], count);
  }
  link([stages.at(-1)!.structuralId, 'stage'], [null, null], places);
  return edges;
}

/** A tournament's write body: seeded with `teams` in order, its stages chained one to the next. */
export function tournamentWrite(options: {
  sport: SportCode;
  league: LeagueRow;
  seasonId: string | null;
  slug: string;
  name: string;
  start: number;
  end: number;
  status: TournamentStatusDto;
  stages: StageWriteDto[];
  teams: string[];
}): TournamentWriteDto {
  const seeds = options.stages[0]!.seeding.entries.length;
  const places = options.stages.at(-1)!.standing.entries.length;
  const seeding = participants(seeds);
  seeding.entries.forEach((entry, i) => {
    entry.teamId = options.teams[i] ?? null;
  });
  const published = options.status !== 'draft';
  return {
    leagueId: options.league.id,
    seasonId: options.seasonId,
    splitId: null,
    name: { slug: options.slug, localizations: { [DEFAULT_LOCALE]: options.name } },
    sport: options.sport,
    status: options.status,
    publicationStatus:
      options.status === 'archived' ? 'archived' : published ? 'published' : 'draft',
    schemaType: 'graph-structured',
    startTime: new Date(options.start).toISOString(),
    endTime: new Date(options.end).toISOString(),
    timeZone: DEFAULT_TIME_ZONE,
    streamGroupId: null,
    droppable: published,
    rewardable: published,
    seeding: { outcomeSource: OUTCOME_SET_BY_HUMAN, entries: seeding.entries },
    standing: participants(places),
    points: null,
    awardedCircuitPoints: [],
    stages: options.stages.map((stage) => ({
      ...stage,
      publicationStatus: published ? 'published' : 'draft',
      sections: stage.sections.map((section) => ({
        ...section,
        publicationStatus: published ? 'published' : 'draft',
      })),
    })),
    edges: chain(options.stages, seeds, places),
  };
}

/** Plays every ready match the filter accepts, game by game, until none is left. */
function playOut(
  stored: StoredTournament,
  random: () => number,
  accept: (match: MatchDto) => boolean = () => true,
) {
  for (;;) {
    const ready = stored.matches.filter(
      (match) =>
        match.status !== 'completed' &&
        knownTeam(match.teamOne) &&
        knownTeam(match.teamTwo) &&
        accept(match),
    );
    if (ready.length === 0) return;
    for (const match of ready) {
      const majority = Math.floor((match.bestOfConfig?.count ?? 1) / 2) + 1;
      const favourite = random() < 0.5 ? match.teamOne : match.teamTwo;
      const wins = new Map([
        [match.teamOne, 0],
        [match.teamTwo, 0],
      ]);
      for (const game of match.games) {
        if (Math.max(...wins.values()) >= majority) break;
        const winner =
          random() < 0.65 ? favourite : favourite === match.teamOne ? match.teamTwo : match.teamOne;
        wins.set(winner, (wins.get(winner) ?? 0) + 1);
        game.teamOutcomes = [game.blueTeam, game.redTeam].map((teamId) => ({
          teamId,
          outcome: teamId === winner ? 'win' : 'loss',
          outcomeSource: OUTCOME_SET_BY_HUMAN,
        }));
        game.status = 'completed';
      }
    }
    recompute(stored.tournament, stored.matches);
  }
}

function finalizeGroups(stored: StoredTournament) {
  for (const section of allSections(stored.tournament)) {
    if (!isGroup(section)) continue;
    const matches = stored.matches.filter((match) => section.matchIds.includes(match.id));
    if (matches.every((match) => match.status === 'completed')) section.finalized = true;
  }
  recompute(stored.tournament, stored.matches);
}

function decideDecisionPoints(stored: StoredTournament) {
  for (const dp of allSections(stored.tournament).flatMap((section) => section.decisionPoints)) {
    const coming = dp.seeding.map((entry) => knownTeam(entry.teamId));
    if (coming.some((team) => team === null)) continue;
    dp.standing.forEach((entry, i) => {
      entry.teamId = coming[i] ?? null;
    });
    dp.decided = true;
  }
  recompute(stored.tournament, stored.matches);
}

async function create(db: SqlClient, write: TournamentWriteDto): Promise<StoredTournament> {
  const [id] = await nextIds(db, 'elds_tournament_ids', 1);
  return materialize(db, id!, write, null);
}

/** A tournament written as the data service would, matches included, with no results yet. */
export async function createTournamentFixture(
  db: SqlClient,
  write: TournamentWriteDto,
): Promise<StoredTournament> {
  const stored = await create(db, write);
  await saveTournament(db, stored, true);
  return stored;
}

async function scheduleBlocks(db: SqlClient, stored: StoredTournament, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const played = stored.matches.filter((match) => match.status === 'completed').slice(0, 12);
  const upcoming = stored.matches.filter((match) => match.status !== 'completed').slice(0, 5);
  const days: [number, MatchDto[], string | undefined][] = [
    [-3, played.slice(0, 6), 'finished'],
    [-2, played.slice(6, 12), 'finished'],
    [1, upcoming.slice(1), undefined],
  ];
  for (const [day, matches, broadcastState] of days) {
    if (matches.length === 0) continue;
    const start = today + day * DAY_MS + 9 * 60 * 60 * 1000;
    await saveBlock(db, {
      tournamentId: stored.tournament.id,
      name: `Day ${day + 4}`,
      startTime: new Date(start).toISOString(),
      broadcasts: [
        {
          ...(broadcastState ? { broadcastState, status: 'completed' } : {}),
          broadcastItems: matches.map((match, i) => ({
            matchId: match.id,
            startTime: new Date(start + i * 90 * 60 * 1000).toISOString(),
            visibleAfterTime: null,
          })),
        },
      ],
    });
  }
  const live = upcoming[0];
  if (live) await liveBlock(db, stored, live, now);
  await recordTimespans(db, stored.tournament.id, stored.matches, true);
}

/**
 * A broadcast in progress at the fixture clock (started 40 minutes before it), its match on two
 * streams: what drop triggers go to (spec 3 §4 trigger selection).
 */
async function liveBlock(db: SqlClient, stored: StoredTournament, match: MatchDto, now: Date) {
  const start = new Date(now.getTime() - 40 * 60 * 1000).toISOString();
  const stream = (locale: string, provider: string) => ({
    id: `${match.id}-${locale.slice(0, 2)}`,
    provider,
    locale,
    status: 'live',
  });
  await saveBlock(db, {
    tournamentId: stored.tournament.id,
    name: 'Live now',
    startTime: start,
    broadcasts: [
      {
        broadcastState: 'live',
        status: 'in_progress',
        broadcastItems: [
          {
            matchId: match.id,
            startTime: start,
            status: 'in_progress',
            broadcastState: 'live',
            visibleAfterTime: null,
            inProgressInfo: {
              streams: [stream('en_US', 'twitch'), stream('ko_KR', 'youtube')],
            },
          },
        ],
      },
    ],
  });
}

async function seedSport(db: SqlClient, sport: SportCode, now: Date, seed: number) {
  const random = seededRandom(seed);
  const year = now.getUTCFullYear();
  const today = Date.UTC(year, now.getUTCMonth(), now.getUTCDate());
  const leagues = await listLeagues(db, { sport });
  const active = leagues.filter((league) => league.status === 'active');
  const regional = active.length > 3 ? active.slice(2) : active;
  const home = regional[0]!;
  const other = regional[1] ?? home;
  const retired = leagues.find((league) => league.status === 'archived');
  const season = await findSeasonBySlug(db, sport, `${year}_season`);
  const teams = (await teamIdsOf(db, { sport, status: 'active' })).slice(0, 48);
  const seasonId = season?.id ?? null;

  const current = await create(
    db,
    tournamentWrite({
      sport,
      league: home,
      seasonId,
      slug: `${home.slug}_${year}_playoffs`,
      name: `${home.name} ${year} Championship`,
      start: today - 20 * DAY_MS,
      end: today + 25 * DAY_MS,
      status: 'published',
      stages: [
        groupStage('gs'),
        singleSectionStage('po', 'Playoffs', 'playoffs', doubleEliminationSection('po_bracket')),
      ],
      teams: teams.slice(0, 16),
    }),
  );
  playOut(current, random, (match) => match.structuralId.startsWith('gs_'));
  finalizeGroups(current);
  const upperRoundOne = new Set(
    current.tournament.stages?.[1]?.sections[0]?.columns[0]?.cells[0]?.contents ?? [],
  );
  playOut(current, random, (match) => upperRoundOne.has(match.structuralId));
  await saveTournament(db, current, true);
  await scheduleBlocks(db, current, now);

  const old = await create(
    db,
    tournamentWrite({
      sport,
      league: other,
      seasonId,
      slug: `${other.slug}_${year}_swiss_qualifier`,
      name: `${other.name} Swiss Qualifier`,
      start: today - 60 * DAY_MS,
      end: today - 30 * DAY_MS,
      status: 'published',
      stages: [singleSectionStage('sw', 'Swiss Stage', 'swiss', swissSection('sw_swiss'))],
      teams: teams.slice(16, 32),
    }),
  );
  playOut(old, random);
  decideDecisionPoints(old);
  await saveTournament(db, old, true);

  const archived = await create(
    db,
    tournamentWrite({
      sport,
      league: home,
      seasonId: null,
      slug: `${home.slug}_${year - 1}_groups`,
      name: `${home.name} ${year - 1} Groups`,
      start: today - 260 * DAY_MS,
      end: today - 200 * DAY_MS,
      status: 'archived',
      stages: [groupStage('gs', 2, 4)],
      teams: teams.slice(32, 40),
    }),
  );
  playOut(archived, random);
  finalizeGroups(archived);
  await saveTournament(db, archived, true);

  const draft = await create(
    db,
    tournamentWrite({
      sport,
      league: other,
      seasonId,
      slug: `${other.slug}_${year}_finals`,
      name: `${other.name} ${year} Finals`,
      start: today + 30 * DAY_MS,
      end: today + 45 * DAY_MS,
      status: 'draft',
      stages: [
        singleSectionStage('po', 'Playoffs', 'playoffs', doubleEliminationSection('po_bracket')),
      ],
      teams: teams.slice(0, 16),
    }),
  );
  await saveTournament(db, draft, true);

  if (retired) {
    const hidden = await create(
      db,
      tournamentWrite({
        sport,
        league: retired,
        seasonId: null,
        slug: `${retired.slug}_${year}_closing`,
        name: `${retired.name} ${year} Closing`,
        start: today - 10 * DAY_MS,
        end: today + 10 * DAY_MS,
        status: 'published',
        stages: [groupStage('gs', 1, 4)],
        teams: teams.slice(40, 44),
      }),
    );
    await saveTournament(db, hidden, true);
  }
}

async function seedTournaments(db: SqlClient, now: Date): Promise<void> {
  for (const [i, sport] of SPORT_CODES.entries()) await seedSport(db, sport, now, 4_242 + i);
}

export const tournamentFixtureSet: FixtureSet = {
  name: 'elds-tournaments',
  dependsOn: ['elds', 'elds-teams'],
  seed: seedTournaments,
};
