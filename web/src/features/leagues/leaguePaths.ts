import type { LeagueListFilter } from '@esports-admin/schema/rules/league';

export const leagueListPath = (filter: LeagueListFilter) => `/leagues/list/${filter}`;
export const LEAGUE_CREATE_PATH = '/leagues/create';
export const leagueEditPath = (id: string) => `/leagues/${encodeURIComponent(id)}/edit`;
