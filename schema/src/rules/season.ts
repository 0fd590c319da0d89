/** Season rules shared by the gateway and the web (spec 2 §2, §3, §5, §9). */
import { DEFAULT_SEASON_SLUG, ENDED_THRESHOLD_MS } from './constants';
import type { SportCode } from './sports';
import {
  effectiveSearch,
  MESSAGES,
  validateLocalizedName,
  validateSlug,
  type RuleResult,
} from './validation';

export type SeasonListFilter = 'current' | 'old' | 'archived';
export const SEASON_MESSAGES = {
  created: 'Created Season Successfully!',
  updated: 'Updated Season Successfully!',
  archived: 'Archived Season Successfully!',
  unarchived: 'Unarchived Season Successfully!',
  archiveDialogTitle: 'Archive Season',
  archiveDialogWarning:
    'Are you sure you want to archive this season? This action cannot be undone.',
} as const;

/**
 * Current: ends within the last 14 days or later. Old: ended more than 14 days ago.
 * Archived seasons appear only under the archived filter.
 */
export function seasonListBucket(
  season: { status: string; endTime: string },
  now: Date = new Date(),
): SeasonListFilter {
  if (season.status === 'archived') return 'archived';
  const endedLongAgo = Date.parse(season.endTime) < now.getTime() - ENDED_THRESHOLD_MS;
  return endedLongAgo ? 'old' : 'current';
}

/** Case-insensitive name match, applied only from 2 typed characters. */
export function matchesSeasonSearch(
  season: { name: { slug: string; localizations: Record<string, string> } },
  search: string | null | undefined,
): boolean {
  const term = effectiveSearch(search)?.toLowerCase();
  if (!term) return true;
  const names = [season.name.slug, ...Object.values(season.name.localizations)];
  return names.some((name) => name.toLowerCase().includes(term));
}

/** Start and end of a new season default to the start of the current UTC year. */
export function startOfUtcYear(now: Date = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), 0, 1)).toISOString();
}

export interface SeasonDraft {
  slug: string;
  localizedName: string;
  sport: SportCode;
  startTime: string;
  endTime: string;
  splits: {
    slug: string;
    localizedName: string;
    startTime: string | null;
    endTime: string | null;
  }[];
  awardedCircuitPoints: { placement: number; points: number }[];
}

export function newSeasonDraft(sport: SportCode, now: Date = new Date()): SeasonDraft {
  const start = startOfUtcYear(now);
  return {
    slug: DEFAULT_SEASON_SLUG,
    localizedName: '',
    sport,
    startTime: start,
    endTime: start,
    splits: [],
    awardedCircuitPoints: [],
  };
}

export type SeasonInputErrors = Partial<Record<string, string>>;

/**
 * Field errors for a season, keyed by input path ('slug', 'endTime', 'splits.0.slug', …).
 * End before start reuses the date rule with the start as the minimum.
 */
export function validateSeasonDraft(draft: SeasonDraft): SeasonInputErrors {
  const errors: SeasonInputErrors = {};
  const put = (field: string, result: RuleResult) => {
    if (result) errors[field] = result;
  };
  put('slug', validateSlug(draft.slug));
  put('localizedName', validateLocalizedName('Name', draft.localizedName));
  const start = Date.parse(draft.startTime);
  const end = Date.parse(draft.endTime);
  if (Number.isNaN(start)) errors.startTime = MESSAGES.fieldNotValid;
  if (Number.isNaN(end)) errors.endTime = MESSAGES.fieldNotValid;
  if (!Number.isNaN(start) && !Number.isNaN(end) && end < start) {
    errors.endTime = MESSAGES.dateAfter(draft.startTime.slice(0, 10));
  }
  draft.splits.forEach((split, i) => {
    put(`splits.${i}.slug`, validateSlug(split.slug));
    put(`splits.${i}.localizedName`, validateLocalizedName('Name', split.localizedName));
  });
  draft.awardedCircuitPoints.forEach((award, i) => {
    if (!Number.isInteger(award.placement) || award.placement <= 0) {
      errors[`awardedCircuitPoints.${i}.placement`] = MESSAGES.fieldNotValid;
    }
    if (!Number.isInteger(award.points) || award.points < 0) {
      errors[`awardedCircuitPoints.${i}.points`] = MESSAGES.fieldNotValid;
    }
  });
  return errors;
}
