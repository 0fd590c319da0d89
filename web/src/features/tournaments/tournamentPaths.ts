import type { TournamentListFilter } from '@esports-admin/schema/rules/tournament';

export type TournamentEditTab = 'details' | 'stages' | 'results' | 'schedule';

export const tournamentListPath = (filter: TournamentListFilter) => `/tournament/list/${filter}`;
export const TOURNAMENT_CREATE_PATH = '/tournament/create';
export const tournamentEditPath = (id: string, tab: TournamentEditTab = 'details') =>
  `/tournament/${encodeURIComponent(id)}/${tab === 'details' ? 'edit' : tab}`;
