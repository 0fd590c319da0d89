export type TeamListFilter = 'current' | 'archived';

/** Current teams are the active ones (spec 1 §3: status defaults to active). */
export const teamStatusFor = (filter: TeamListFilter) =>
  filter === 'archived' ? ('archived' as const) : ('active' as const);

export const teamListPath = (filter: TeamListFilter) => `/teams/list/${filter}`;
export const TEAM_CREATE_PATH = '/teams/create';
export const teamEditPath = (id: string) => `/teams/${encodeURIComponent(id)}/edit`;
