export type PlayerListFilter = 'current' | 'inactive';
export const PLAYER_LIST_FILTERS: readonly PlayerListFilter[] = ['current', 'inactive'];

export function isPlayerListFilter(value: unknown): value is PlayerListFilter {
  return typeof value === 'string' && (PLAYER_LIST_FILTERS as readonly string[]).includes(value);
}

export const playerListPath = (filter: PlayerListFilter) => `/players/list/${filter}`;
export const PLAYER_CREATE_PATH = '/players/create';
export const PLAYER_BULK_PATH = '/players/bulk';
export const playerEditPath = (id: string) => `/players/${encodeURIComponent(id)}/edit`;
