export type TeamListFilter = 'current' | 'archived';
export const TEAM_LIST_FILTERS: readonly TeamListFilter[] = ['current', 'archived'];

export function isTeamListFilter(value: unknown): value is TeamListFilter {
  return typeof value === 'string' && (TEAM_LIST_FILTERS as readonly string[]).includes(value);
}

/** Current teams are the active ones (spec 1 §3: status defaults to active). */
export const teamStatusFor = (filter: TeamListFilter) =>
  filter === 'archived' ? ('archived' as const) : ('active' as const);

export const teamListPath = (filter: TeamListFilter) => `/teams/list/${filter}`;
export const TEAM_CREATE_PATH = '/teams/create';
export const teamEditPath = (id: string) => `/teams/${encodeURIComponent(id)}/edit`;
