export type PlayerListFilter = 'current' | 'inactive';

export const playerListPath = (filter: PlayerListFilter) => `/players/list/${filter}`;
export const PLAYER_CREATE_PATH = '/players/create';
export const PLAYER_BULK_PATH = '/players/bulk';
export const playerEditPath = (id: string) => `/players/${encodeURIComponent(id)}/edit`;
