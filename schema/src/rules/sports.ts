/** Sports, their labels, and the sections offered per sport (spec 1 §1, §2). */

export const SPORTS = [
  { code: 'lol', label: 'League of Legends' },
  { code: 'val', label: 'Valorant' },
  { code: 'wr', label: 'Wild Rift' },
  { code: 'tft', label: 'Teamfight Tactics' },
] as const;

export type SportCode = (typeof SPORTS)[number]['code'];

export const SPORT_CODES: readonly SportCode[] = SPORTS.map((s) => s.code);
export const DEFAULT_SPORT: SportCode = 'lol';
/** Wild Rift is offered only when the locally persisted toggle (Shift+Alt+W) is on. */
export const HIDDEN_BY_DEFAULT_SPORT: SportCode = 'wr';

export function isSportCode(value: unknown): value is SportCode {
  return typeof value === 'string' && (SPORT_CODES as readonly string[]).includes(value);
}

export function sportLabel(code: SportCode): string {
  return SPORTS.find((s) => s.code === code)?.label ?? code;
}

export type SectionKey =
  | 'leagues'
  | 'seasons'
  | 'tournaments'
  | 'teams'
  | 'players'
  | 'streams'
  | 'orgs'
  | 'drops'
  | 'banners'
  | 'accounts'
  | 'pickem'
  | 'shotcall'
  | 'user';

/** The banners link points at the list of configurations that still need screenshots. */
export const BANNERS_DEFAULT_STATUS = 'needs_screenshots';

export interface Section {
  key: SectionKey;
  label: string;
  link: string;
  /** Path roots of the section's other pages, which keep its nav link lit ('/timeline'). */
  alsoUnder?: readonly string[];
}

export const SECTIONS: readonly Section[] = [
  { key: 'leagues', label: 'Leagues', link: '/leagues/list/current' },
  { key: 'seasons', label: 'Seasons', link: '/season/list/current' },
  { key: 'tournaments', label: 'Tournaments', link: '/tournament/list/current' },
  { key: 'teams', label: 'Teams', link: '/teams/list/current' },
  { key: 'players', label: 'Players', link: '/players/list/current' },
  { key: 'streams', label: 'Streams', link: '/stream/group/list', alsoUnder: ['/timeline'] },
  { key: 'orgs', label: 'Orgs', link: '/organizations/list/active' },
  { key: 'drops', label: 'Drops', link: '/drops/list/current' },
  { key: 'banners', label: 'Banners', link: `/banners/list/${BANNERS_DEFAULT_STATUS}` },
  { key: 'accounts', label: 'Accounts', link: '/accounts/list' },
  { key: 'pickem', label: "Pick'em", link: '/pickem/leagues/list' },
  { key: 'shotcall', label: 'Shot-call', link: '/shotcall/events' },
  { key: 'user', label: 'Users', link: '/usermanagement' },
];

/** What lol and val both offer; the nav lists sections in SECTIONS' order, whatever the order here. */
const PC_SECTIONS: readonly SectionKey[] = [
  'leagues',
  'seasons',
  'tournaments',
  'teams',
  'players',
  'streams',
  'orgs',
  'drops',
  'accounts',
  'pickem',
  'user',
];

export const SECTIONS_BY_SPORT: Record<SportCode, readonly SectionKey[]> = {
  lol: [...PC_SECTIONS, 'banners'],
  val: [...PC_SECTIONS, 'shotcall'],
  wr: ['leagues', 'seasons', 'tournaments', 'teams', 'players', 'accounts'],
  tft: ['leagues', 'seasons', 'tournaments', 'teams', 'accounts'],
};

export function sectionsForSport(sport: SportCode) {
  const offered = SECTIONS_BY_SPORT[sport];
  return SECTIONS.filter((section) => offered.includes(section.key));
}

/** Team side names per sport (spec 1 §9). */
export const TEAM_SIDE_NAMES: Record<SportCode, readonly string[]> = {
  lol: ['blue', 'red'],
  wr: ['blue', 'red'],
  val: ['attacking', 'defending'],
  tft: ['players'],
};
