/** The pick'em section's paths (spec 1 §2: /pickem/leagues/list), one place for every link. */
export const PICKEM_LEAGUE_LIST_PATH = '/pickem/leagues/list';

/** The pages of a tournament's pick'em, in the order its navigation shows them. */
export const PICKEM_TOURNAMENT_PAGES = [
  { segment: 'blocks', label: 'Pick blocks' },
  { segment: 'crystal-ball', label: 'Crystal ball' },
  { segment: 'celebrities', label: 'Celebrities' },
  { segment: 'rewards', label: 'Rewards' },
  { segment: 'scoring', label: 'Scoring' },
] as const;
export type PickemTournamentPage = (typeof PICKEM_TOURNAMENT_PAGES)[number]['segment'];

export const pickemTournamentPath = (tournamentId: string) =>
  `/pickem/tournaments/${encodeURIComponent(tournamentId)}`;

export const pickemTournamentPagePath = (tournamentId: string, page: PickemTournamentPage) =>
  `${pickemTournamentPath(tournamentId)}/${page}`;
