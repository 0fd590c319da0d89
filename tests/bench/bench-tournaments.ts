/**
 * The tournaments only the bench needs, seeded as an extra fixture set into the bench's own
 * sandbox (sandbox-child.ts adds the set for that process only, after the shared template is
 * built, so `npm start` and the tests never seed them): the tournament page's 64 matches (four
 * round-robin groups of five, 40 matches, feeding a 16-team Swiss stage of 24) and the growth
 * series, double elimination of 8, 64 and 512 teams (2n − 2 matches each). 512 teams need more
 * teams than the fixtures hold: the missing ones are created. (The sandbox's 100 kB JSON body
 * limit refuses the larger brackets as a POST, about 100 kB for 64 teams and 0.8 MB for 512, so
 * the set writes them as the fixtures do.)
 */
import type { TournamentWriteDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { SqlClient } from '../../sandbox/src/store';
import { createTeam, TBD_TEAM, teamIdsOf } from '../../sandbox/src/services/elds/teams';
import {
  createTournamentFixture,
  tournamentWrite,
  type LeagueRow,
} from '../../sandbox/src/services/elds/tournament-fixtures';
import {
  doubleEliminationSection,
  groupStage,
  singleSectionStage,
  swissSection,
} from '../../sandbox/src/services/elds/tournament-formats';
import type { FixtureSet } from '../../sandbox/src/fixtures';

export const GROWTH_TEAMS = [8, 64, 512] as const;
export const growthSlug = (teams: number) => `bench_double_elimination_${teams}`;
/** The tournament of 64 matches the tournament page is measured with. */
export const TOURNAMENT_PAGE_SLUG = 'bench_64_matches';

/**
 * The bench tournaments' ids by slug, filled in the parent process from the sandbox child's
 * answer; the tournament page's variables name one of them.
 */
export const benchTournamentIds = new Map<string, string>();

const SPORT = 'lol';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BenchTournament {
  slug: string;
  id: string;
  teams: number;
  matches: number;
}

/** What the set seeded, for the sandbox child to tell the parent. */
export const seededBenchTournaments: BenchTournament[] = [];

async function seedBenchTournaments(db: SqlClient, now: Date): Promise<void> {
  const most = Math.max(...GROWTH_TEAMS);
  const teams = await teamIdsOf(db, { sport: SPORT, status: 'active' });
  const { id: _placeholder, ...placeholder } = TBD_TEAM;
  for (let i = teams.length + 1; teams.length < most; i += 1) {
    const team = await createTeam(db, {
      ...placeholder,
      name: `Bench Team ${i}`,
      tricode: `B${i}`,
      slug: `bench_team_${i}`,
      sport: SPORT,
    });
    teams.push(team.id);
  }
  const [league] = await db.query<LeagueRow>(
    `select id, slug, name, status from elds_leagues
      where sport = $1 and status = 'active' order by priority, id limit 1`,
    [SPORT],
  );
  const [season] = await db.query<{ id: string }>(
    `select id from elds_seasons where sport = $1 and status = 'active' order by id limit 1`,
    [SPORT],
  );
  const write = (slug: string, name: string, stages: TournamentWriteDto['stages'], count: number) =>
    tournamentWrite({
      sport: SPORT,
      league: league!,
      seasonId: season?.id ?? null,
      slug,
      name,
      start: now.getTime() - 5 * DAY_MS,
      end: now.getTime() + 20 * DAY_MS,
      status: 'published',
      stages,
      teams: teams.slice(0, count),
    });
  const wanted = [
    {
      slug: TOURNAMENT_PAGE_SLUG,
      teams: 20,
      body: write(
        TOURNAMENT_PAGE_SLUG,
        'Bench Groups and Swiss',
        [
          groupStage('gs', 4, 5),
          singleSectionStage('sw', 'Swiss Stage', 'swiss', swissSection('sw_swiss')),
        ],
        20,
      ),
    },
    ...GROWTH_TEAMS.map((count) => ({
      slug: growthSlug(count),
      teams: count,
      body: write(
        growthSlug(count),
        `Bench Double Elimination ${count}`,
        [
          singleSectionStage(
            'po',
            'Playoffs',
            'playoffs',
            doubleEliminationSection('po_bracket', 3, count),
          ),
        ],
        count,
      ),
    })),
  ];
  for (const { slug, teams: count, body } of wanted) {
    const stored = await createTournamentFixture(db, body);
    seededBenchTournaments.push({
      slug,
      id: stored.tournament.id,
      teams: count,
      matches: stored.matches.length,
    });
  }
}

export const benchTournamentFixtures: FixtureSet = {
  name: 'bench-tournaments',
  seed: seedBenchTournaments,
};
