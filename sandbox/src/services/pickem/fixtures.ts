/**
 * Pick'em seed data tied to the data service's fixtures. Per sport the current tournament's league
 * with it active (published in lol, unpublished in val), a published league without an active
 * tournament and a league with neither: every case of the spec 3 §4 store rule. The current
 * tournaments get pick blocks in every state from their real matches (one of 30+ matches), leaving
 * playoff matches and a section unscheduled; viewers' picks are thousands of seeded viewers grouped
 * into patterns; a few celebrities pick in the open and locked blocks.
 */
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type { MatchDto, TournamentDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { PickBlockStateDto, PickPatternDto } from '@esports-admin/schema/upstream/pickem';
import { seededRandom, type FixtureSet, type Random } from '../../fixtures';
import type { SqlClient } from '../../store';
import { listLeagues } from '../elds/leagues';
import { listScheduleBlocks } from '../elds/schedules';
import { findTournament, loadTournament } from '../elds/tournament-store';
import { saveCelebrityBatch } from './celebrities';
import { savePickemLeague, savePickemTournament } from './leagues';
import { createPickBlock } from './pick-blocks';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const YEAR_MS = 365 * DAY_MS;
/** Distinct pick sets per block: viewers share a few, as they follow the same favourites. */
const PATTERNS_PER_BLOCK = 40;

const CELEBRITIES: [name: string, title: string][] = [
  ['Ava Lindqvist', 'Caster'],
  ['Marco Reyes', 'Former pro'],
  ['Hana Seo', 'Analyst'],
  ['Theo Brandt', 'Host'],
];

const known = (team: string) => team !== TBD_TEAM_ID;
const bothTeamsKnown = (match: MatchDto) => known(match.teamOne) && known(match.teamTwo);

/**
 * Thousands of viewers, each following one of a few pick sets (some far more popular than
 * others), each set leaning to a per-match favourite: grouped by identical picks.
 */
export function viewerPickPatterns(random: Random, matches: MatchDto[]): PickPatternDto[] {
  const favourite = matches.map(() => 0.1 + random() * 0.8);
  const sets = Array.from({ length: PATTERNS_PER_BLOCK }, () =>
    matches.map((match, i) => ({
      eldsMatchId: match.id,
      eldsTeamId: random() < favourite[i]! ? match.teamOne : match.teamTwo,
    })),
  );
  const weights = sets.map((_, k) => 1 / (k + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const grouped = new Map<string, PickPatternDto>();
  const viewers = 2_000 + Math.floor(random() * 6_000);
  for (let v = 0; v < viewers; v += 1) {
    let draw = random() * total;
    let k = 0;
    while (k < sets.length - 1 && draw >= weights[k]!) draw -= weights[k++]!;
    const picks = sets[k]!;
    const key = JSON.stringify(picks);
    const pattern = grouped.get(key) ?? { picks, viewers: 0 };
    pattern.viewers += 1;
    grouped.set(key, pattern);
  }
  return [...grouped.values()].sort((a, b) => b.viewers - a.viewers);
}

interface BlockPlan {
  name: string;
  state: PickBlockStateDto;
  matches: MatchDto[];
  sectionIds: string[];
  opensAt: number;
  locksAt: number;
}

/**
 * The current tournament: group stage and the played playoff matches in one scored block of 30+
 * matches, then locked, open and upcoming blocks of the playoff matches ahead; the rest of the
 * playoffs and the playoff section stay unscheduled.
 */
function currentTournamentBlocks(
  tournament: TournamentDto,
  matches: MatchDto[],
  now: number,
): BlockPlan[] {
  const groupSections = (tournament.stages?.[0]?.sections ?? []).map((section) => section.id);
  const inGroups = (match: MatchDto) => groupSections.includes(match.sectionId);
  const played = matches.filter((match) => inGroups(match) || match.status === 'completed');
  const ahead = matches.filter((match) => !played.includes(match) && match.status === 'unstarted');
  const pickable = ahead.filter(bothTeamsKnown);
  const undecided = ahead.filter((match) => !bothTeamsKnown(match));
  const start = Date.parse(tournament.startTime);
  return [
    {
      name: 'Groups and opening playoffs',
      state: 'scored',
      matches: played,
      sectionIds: groupSections,
      opensAt: start - 2 * DAY_MS,
      locksAt: start,
    },
    {
      name: 'Playoffs: upper bracket',
      state: 'locked',
      matches: pickable.slice(0, Math.ceil(pickable.length / 2)),
      sectionIds: [],
      opensAt: now - 3 * DAY_MS,
      locksAt: now - 2 * HOUR_MS,
    },
    {
      name: 'Playoffs: lower bracket',
      state: 'open',
      matches: pickable.slice(Math.ceil(pickable.length / 2)),
      sectionIds: [],
      opensAt: now - DAY_MS,
      locksAt: now + 2 * DAY_MS,
    },
    {
      name: 'Playoffs: next round',
      state: 'upcoming',
      matches: undecided.slice(0, 3),
      sectionIds: [],
      opensAt: now + 3 * DAY_MS,
      locksAt: now + 4 * DAY_MS,
    },
  ];
}

async function seedBlocks(
  db: SqlClient,
  random: Random,
  plans: BlockPlan[],
  tournamentId: string,
  now: number,
) {
  const blocks = [];
  for (const plan of plans) {
    if (plan.matches.length === 0) continue;
    const picked = plan.state !== 'upcoming' && plan.matches.every(bothTeamsKnown);
    const block = await createPickBlock(
      db,
      {
        eldsTournamentId: tournamentId,
        name: plan.name,
        eldsMatchIds: plan.matches.map((match) => match.id),
        eldsSectionIds: plan.sectionIds,
        opensAt: new Date(plan.opensAt).toISOString(),
        locksAt: new Date(plan.locksAt).toISOString(),
      },
      now,
      { state: plan.state, pickPatterns: picked ? viewerPickPatterns(random, plan.matches) : [] },
    );
    blocks.push({ block, matches: plan.matches });
  }
  return blocks;
}

/** Celebrities pick the favourite of every match of the open and locked blocks. */
async function seedCelebrities(
  db: SqlClient,
  random: Random,
  tournamentId: string,
  matches: MatchDto[],
  now: number,
) {
  await saveCelebrityBatch(
    db,
    tournamentId,
    {
      celebrities: CELEBRITIES.map(([name, title], i) => ({
        id: null,
        name,
        title,
        imageUrl: `https://static.example.com/pickem/celebrities/${name.toLowerCase().replace(/ /g, '-')}.png`,
        picks: matches
          .filter((_, m) => i % 2 === 0 || m % 2 === 0)
          .map((match) => ({
            eldsMatchId: match.id,
            eldsTeamId: random() < 0.6 ? match.teamOne : match.teamTwo,
          })),
      })),
    },
    now,
  );
}

/**
 * The tournaments on the data service's schedule (its current ones), by sport: the elds service
 * exports no tournament list, so pick'em starts from the schedule, as drop triggers do.
 */
async function currentTournaments(db: SqlClient, sport: SportCode, now: number) {
  const blocks = await listScheduleBlocks(db, new Date(now - YEAR_MS), new Date(now + YEAR_MS));
  const tournaments: TournamentDto[] = [];
  for (const id of new Set(blocks.map((block) => block.tournamentId))) {
    const tournament = await findTournament(db, id);
    if (tournament.sport === sport && tournament.status === 'published')
      tournaments.push(tournament);
  }
  return tournaments;
}

/**
 * One sport's leagues: the current tournament's league active (published in lol, unpublished in
 * val, so both cases of an active tournament show), then a published league without an active
 * tournament and one with neither.
 */
async function seedSport(db: SqlClient, random: Random, sport: SportCode, now: number) {
  const [current] = await currentTournaments(db, sport, now);
  if (current) {
    await savePickemTournament(db, current.id, { published: true }, now);
    const { matches } = await loadTournament(db, current.id);
    const plans = currentTournamentBlocks(current, matches, now);
    const blocks = await seedBlocks(db, random, plans, current.id, now);
    const picked = blocks.filter(({ block }) => block.state === 'open' || block.state === 'locked');
    await seedCelebrities(
      db,
      random,
      current.id,
      picked.flatMap((b) => b.matches),
      now,
    );
    await savePickemLeague(
      db,
      current.leagueId,
      { published: sport === 'lol', activeEldsTournamentId: current.id },
      now,
    );
  }
  const others = (await listLeagues(db, { sport, status: 'active' })).filter(
    (league) => league.id !== current?.leagueId,
  );
  const [publishedWithout, neither] = others;
  if (publishedWithout) {
    const write = { published: true, activeEldsTournamentId: null };
    await savePickemLeague(db, publishedWithout.id, write, now);
  }
  if (neither) {
    await savePickemLeague(db, neither.id, { published: false, activeEldsTournamentId: null }, now);
  }
}

async function seedPickem(db: SqlClient, now: Date): Promise<void> {
  const random = seededRandom(3_434);
  for (const sport of ['lol', 'val'] as const) await seedSport(db, random, sport, now.getTime());
}

/** Named 'pickem': part B's crystal ball, rewards and scoring sets read its tournaments. */
export const pickemFixtureSet: FixtureSet = {
  name: 'pickem',
  dependsOn: ['elds', 'elds-tournaments'],
  seed: seedPickem,
};
