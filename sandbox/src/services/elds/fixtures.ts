import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { SPORT_CODES, type SportCode } from '@esports-admin/schema/rules/sports';
import type { LocalizedNameDto, SeasonWriteDto } from '@esports-admin/schema/upstream/elds';
import type { SqlClient } from '../../store';
import { createLeague, type LeagueWriteDto } from './leagues';
import { createSeason } from './seasons';
import type { FixtureSet } from '../../fixtures';

type LeagueSeed = [name: string, slug: string, region: string, priority: number, archived?: true];

const LEAGUES: Record<SportCode, LeagueSeed[]> = {
  lol: [
    ['Worlds', 'worlds', 'INTL', 1],
    ['MSI', 'msi', 'INTL', 2],
    ['LCK', 'lck', 'KR', 10],
    ['LPL', 'lpl', 'CN', 11],
    ['LEC', 'lec', 'EMEA', 12],
    ['LCS', 'lcs', 'NA', 13],
    ['PCS', 'pcs', 'SEA', 20],
    ['VCS', 'vcs', 'VN', 21],
    ['CBLOL', 'cblol', 'BR', 22],
    ['LJL', 'ljl', 'JP', 23],
    ['LLA', 'lla', 'LATAM', 24, true],
    ['LCK Challengers League', 'lck_challengers', 'KR', 30],
    ['La Ligue Française', 'lfl', 'EMEA', 31],
    ['Prime League', 'prime_league', 'EMEA', 32],
    ['TCL', 'tcl', 'TR', 33],
    ['LCO', 'lco', 'OCE', 34, true],
  ],
  val: [
    ['VCT Champions', 'vct_champions', 'INTL', 1],
    ['VCT Masters', 'vct_masters', 'INTL', 2],
    ['VCT Americas', 'vct_americas', 'AMERICAS', 10],
    ['VCT EMEA', 'vct_emea', 'EMEA', 11],
    ['VCT Pacific', 'vct_pacific', 'PACIFIC', 12],
    ['VCT China', 'vct_china', 'CN', 13],
    ['Challengers North America', 'challengers_na', 'NA', 20],
    ['Challengers Brazil', 'challengers_br', 'BR', 21],
    ['Challengers Japan', 'challengers_jp', 'JP', 22],
    ['Challengers Korea', 'challengers_kr', 'KR', 23],
    ['Game Changers Championship', 'game_changers', 'INTL', 30],
    ['VCT LOCK//IN', 'vct_lock_in', 'INTL', 40, true],
  ],
  wr: [
    ['Wild Rift Champions', 'wild_rift_champions', 'INTL', 1],
    ['Wild Rift League Asia', 'wrl_asia', 'SEA', 10],
    ['Wild Rift League China', 'wrl_china', 'CN', 11],
    ['Wild Rift Americas Championship', 'wr_americas', 'AMERICAS', 12],
    ['Wild Rift EMEA Championship', 'wr_emea', 'EMEA', 13],
    ['Wild Rift Icons', 'wild_rift_icons', 'INTL', 20, true],
  ],
  tft: [
    ['TFT Worlds', 'tft_worlds', 'INTL', 1],
    ['TFT Open', 'tft_open', 'INTL', 2],
    ['TFT Americas Golden Spatula', 'tft_americas', 'AMERICAS', 10],
    ['TFT EMEA Golden Spatula', 'tft_emea', 'EMEA', 11],
    ['TFT Asia Pacific Championship', 'tft_apac', 'PACIFIC', 12],
    ['TFT China Regional Finals', 'tft_china', 'CN', 13],
    ['TFT Korea Pro League', 'tft_korea', 'KR', 14],
    ['TFT Japan Championship', 'tft_japan', 'JP', 15],
    ['TFT Fates Championship', 'tft_fates_championship', 'INTL', 30, true],
  ],
};

interface SplitPlan {
  slug: string;
  name: string;
  /** MM-DD within the season's year. */
  from: string;
  to: string;
}

interface SeasonPlan {
  splits: SplitPlan[];
  /** [placement, points] */
  circuitPoints: [number, number][];
  /** The current season is also named in a second locale. */
  secondLocale?: { locale: string; season: (year: number) => string; splits: string[] };
  /** Ended 10 days before the fixture clock (still current) and 20 days before (old). */
  recentEvent: [name: string, slug: string];
  lapsedEvent: [name: string, slug: string];
}

const SEASON_PLANS: Record<SportCode, SeasonPlan> = {
  lol: {
    splits: [
      { slug: 'split_1', name: 'Split 1', from: '01-11', to: '03-16' },
      { slug: 'split_2', name: 'Split 2', from: '03-29', to: '06-22' },
      { slug: 'split_3', name: 'Split 3', from: '07-19', to: '09-14' },
    ],
    circuitPoints: [
      [1, 90],
      [2, 70],
      [3, 50],
      [4, 30],
    ],
    secondLocale: {
      locale: 'ko_KR',
      season: (year) => `${year} 시즌`,
      splits: ['스플릿 1', '스플릿 2', '스플릿 3'],
    },
    recentEvent: ['Regional Qualifiers', 'regional_qualifiers'],
    lapsedEvent: ['All-Star Showdown', 'all_star_showdown'],
  },
  val: {
    splits: [
      { slug: 'kickoff', name: 'Kickoff', from: '01-15', to: '02-23' },
      { slug: 'stage_1', name: 'Stage 1', from: '03-14', to: '05-18' },
      { slug: 'stage_2', name: 'Stage 2', from: '07-11', to: '08-31' },
    ],
    circuitPoints: [
      [1, 5],
      [2, 4],
      [3, 3],
      [4, 2],
      [5, 1],
      [6, 1],
    ],
    secondLocale: {
      locale: 'pt_BR',
      season: (year) => `Temporada ${year}`,
      splits: ['Kickoff', 'Etapa 1', 'Etapa 2'],
    },
    recentEvent: ['Challengers Ascension', 'challengers_ascension'],
    lapsedEvent: ['Game Changers Series', 'game_changers_series'],
  },
  wr: {
    splits: [
      { slug: 'spring', name: 'Spring', from: '02-01', to: '05-31' },
      { slug: 'summer', name: 'Summer', from: '06-15', to: '09-30' },
    ],
    circuitPoints: [
      [1, 50],
      [2, 30],
      [3, 20],
      [4, 10],
    ],
    recentEvent: ['Horizon Cup', 'horizon_cup'],
    lapsedEvent: ['Community Cup', 'community_cup'],
  },
  tft: {
    splits: [
      { slug: 'split_1', name: 'Split 1', from: '01-08', to: '05-31' },
      { slug: 'split_2', name: 'Split 2', from: '06-09', to: '11-30' },
    ],
    circuitPoints: [
      [1, 16],
      [2, 14],
      [3, 12],
      [4, 10],
      [5, 8],
      [6, 6],
      [7, 4],
      [8, 2],
    ],
    recentEvent: ["Tactician's Trials", 'tacticians_trials'],
    lapsedEvent: ['Open Qualifier', 'open_qualifier'],
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;

function named(slug: string, text: string, more: Record<string, string> = {}): LocalizedNameDto {
  return { slug, localizations: { [DEFAULT_LOCALE]: text, ...more } };
}

function yearlySeason(sport: SportCode, year: number, current: boolean): SeasonWriteDto {
  const plan = SEASON_PLANS[sport];
  const second = current ? plan.secondLocale : undefined;
  const inLocale = (text: string | undefined) =>
    second && text !== undefined ? { [second.locale]: text } : {};
  return {
    name: named(`${year}_season`, `${year} Season`, inLocale(second?.season(year))),
    sport,
    status: 'active',
    startTime: `${year}-01-01T00:00:00.000Z`,
    endTime: `${year}-12-31T23:59:59.000Z`,
    splits: plan.splits.map((split, i) => ({
      name: named(split.slug, split.name, inLocale(second?.splits[i])),
      startTime: `${year}-${split.from}T00:00:00.000Z`,
      endTime: `${year}-${split.to}T23:59:59.000Z`,
    })),
    awardedCircuitPoints: plan.circuitPoints.map(([placement, points]) => ({ placement, points })),
  };
}

function eventSeason(
  sport: SportCode,
  [name, slug]: [string, string],
  startTime: number,
  endTime: number,
): SeasonWriteDto {
  return {
    name: named(slug, name),
    sport,
    status: 'active',
    startTime: new Date(startTime).toISOString(),
    endTime: new Date(endTime).toISOString(),
    splits: [],
    awardedCircuitPoints: [],
  };
}

/** Seasons relative to the fixture clock's UTC day, so a template seeded today is reusable all day. */
function seasonFixtures(sport: SportCode, now: Date): SeasonWriteDto[] {
  const year = now.getUTCFullYear();
  const today = Date.UTC(year, now.getUTCMonth(), now.getUTCDate());
  const plan = SEASON_PLANS[sport];
  const recent = eventSeason(sport, plan.recentEvent, today - 70 * DAY_MS, today - 10 * DAY_MS);
  recent.splits = [
    {
      name: named('main_event', 'Main Event'),
      startTime: new Date(today - 24 * DAY_MS).toISOString(),
      endTime: recent.endTime,
    },
  ];
  return [
    yearlySeason(sport, year, true),
    yearlySeason(sport, year - 1, false),
    yearlySeason(sport, year - 2, false),
    recent,
    eventSeason(sport, plan.lapsedEvent, today - 65 * DAY_MS, today - 20 * DAY_MS),
    { ...yearlySeason(sport, year - 3, false), status: 'archived' },
  ];
}

function leagueFixtures(sport: SportCode): LeagueWriteDto[] {
  return LEAGUES[sport].map(([name, slug, region, priority, archived]) => ({
    name,
    slug,
    sport,
    status: archived ? 'archived' : 'active',
    region,
    priority,
    lightLogoUrl: null,
  }));
}

/** Seeds through the same writes the API uses, so fixtures obey the same rules as requests. */
async function seedLeaguesAndSeasons(db: SqlClient, now: Date): Promise<void> {
  for (const sport of SPORT_CODES) {
    for (const league of leagueFixtures(sport)) await createLeague(db, league);
  }
  for (const sport of SPORT_CODES) {
    for (const season of seasonFixtures(sport, now)) await createSeason(db, season);
  }
}

export const leagueAndSeasonFixtureSet: FixtureSet = { name: 'elds', seed: seedLeaguesAndSeasons };
