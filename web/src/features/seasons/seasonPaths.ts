import type { SeasonListFilter } from '@esports-admin/schema/rules/season';

export const seasonListPath = (filter: SeasonListFilter) => `/season/list/${filter}`;
export const SEASON_CREATE_PATH = '/season/create';
export const seasonEditPath = (id: string) => `/season/${encodeURIComponent(id)}/edit`;
