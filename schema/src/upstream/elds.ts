/**
 * The tournament data service ("elds/data") contract as the gateway calls it and the sandbox
 * serves it (spec 3 §7). Paths are relative to the service's base URL.
 */
import type { SportCode } from '../rules/sports';

export const ELDS_BASE_PATH = '/elds/data/v3';

/** How the data service spells a list's sort direction (`sortOrder` of players and accounts). */
export const ELDS_SORT_ORDER = { ascending: 'asc', descending: 'desc' } as const;

export interface LocalizedNameDto {
  slug: string;
  /** Text per locale code, e.g. { en_US: 'Spring' }. */
  localizations: Record<string, string>;
}

export interface SplitDto {
  id: string;
  name: LocalizedNameDto;
  startTime: string | null;
  endTime: string | null;
}

export type SeasonStatusDto = 'active' | 'archived';

export interface SeasonDto {
  id: string;
  name: LocalizedNameDto;
  sport: SportCode;
  status: SeasonStatusDto;
  startTime: string;
  endTime: string;
  splits: SplitDto[];
  awardedCircuitPoints: { placement: number; points: number }[];
}

/** POST /seasons and PUT /seasons/{id} body: a season without its id; new splits carry no id. */
export type SeasonWriteDto = Omit<SeasonDto, 'id' | 'splits'> & {
  splits: (Omit<SplitDto, 'id'> & { id?: string })[];
};

/** GET /seasons?sport=&status=&seasonIds=a,b */
export interface SeasonListDto {
  seasons: SeasonDto[];
}

export type LeagueStatusDto = 'active' | 'archived';

export interface LeagueDto {
  id: string;
  name: string;
  slug: string;
  sport: SportCode;
  status: LeagueStatusDto;
  region: string;
  priority: number;
  lightLogoUrl: string | null;
}

/** GET /leagues?sport=&status=&leagueIds=a,b and PUT /leagues/updateBatch answer. */
export interface LeagueListDto {
  leagues: LeagueDto[];
}

/** Every non-2xx answer of the data service carries this body. */
export interface UpstreamErrorBody {
  httpStatus: number;
  errorCode: string;
  message?: string;
}
