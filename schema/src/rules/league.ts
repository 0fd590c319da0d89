/** League rules shared by the gateway and the web (spec 1 §2, §5; spec 3 §3, §7). */
import type { SportCode } from './sports';
import {
  effectiveSearch,
  MESSAGES,
  validateRequired,
  validateSlug,
  validateString,
  type RuleResult,
} from './validation';

export type LeagueListFilter = 'current' | 'archived';
/** Current leagues are the active ones; archived leagues appear only under the archived filter. */
export function leagueStatusFor(filter: LeagueListFilter): 'active' | 'archived' {
  return filter === 'archived' ? 'archived' : 'active';
}

export const LEAGUE_MESSAGES = {
  created: 'Created League Successfully!',
  updated: 'Updated League Successfully!',
  archived: 'Archived League Successfully!',
  unarchived: 'Unarchived League Successfully!',
  archiveDialogTitle: 'Archive League',
  archiveDialogWarning:
    'Are you sure you want to archive this league? Its tournaments will no longer be listed.',
  batchDialogTitle: 'Update Leagues',
} as const;

/** The spec is silent on batch updates; this follows the single-league message. */
export function leaguesUpdatedMessage(count: number): string {
  return count === 1 ? LEAGUE_MESSAGES.updated : `Updated ${count} Leagues Successfully!`;
}

/** One league of a batch update: its id, the full new state and its status. */
export interface LeagueBatchDraft extends LeagueDraft {
  id: string;
  status: 'active' | 'archived';
}

/**
 * Field errors of a batch, keyed `leagues.{index}.{field}`, with the spec 1 §5 messages. An
 * empty batch or an id given twice is refused on `leagues` itself ('Field is not valid.').
 */
export function validateLeagueBatch(drafts: readonly LeagueBatchDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (drafts.length === 0) errors.leagues = MESSAGES.fieldNotValid;
  drafts.forEach((draft, index) => {
    if (drafts.findIndex((other) => other.id === draft.id) !== index) {
      errors[`leagues.${index}.id`] = MESSAGES.fieldNotValid;
    }
    for (const [field, message] of Object.entries(validateLeagueDraft(draft))) {
      errors[`leagues.${index}.${field}`] = message;
    }
  });
  return errors;
}

/**
 * The region codes the data service's leagues use (GET internal/supportedRegions); a stored league
 * may carry another.
 */
export const LEAGUE_REGIONS = [
  'INTL',
  'NA',
  'LATAM',
  'BR',
  'AMERICAS',
  'EMEA',
  'TR',
  'KR',
  'CN',
  'JP',
  'VN',
  'SEA',
  'PACIFIC',
  'OCE',
] as const;

/** Case-insensitive match on name or slug, applied only from 2 typed characters. */
export function matchesLeagueSearch(
  league: { name: string; slug: string },
  search: string | null | undefined,
): boolean {
  const term = effectiveSearch(search)?.toLowerCase();
  if (!term) return true;
  return [league.name, league.slug].some((text) => text.toLowerCase().includes(term));
}

export interface LeagueDraft {
  slug: string;
  name: string;
  sport: SportCode;
  region: string;
  priority: number;
  lightLogoUrl: string | null;
}

export function newLeagueDraft(sport: SportCode): LeagueDraft {
  return { slug: '', name: '', sport, region: '', priority: 1, lightLogoUrl: null };
}

export type LeagueInputErrors = Partial<Record<keyof LeagueDraft, string>>;

function validateLogoUrl(value: string | null): RuleResult {
  if (value === null || value === '') return null;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? null : MESSAGES.fieldNotValid;
  } catch {
    return MESSAGES.fieldNotValid;
  }
}

/** Field errors for a league, keyed by draft field, with the spec 1 §5 messages. */
export function validateLeagueDraft(draft: LeagueDraft): LeagueInputErrors {
  const errors: LeagueInputErrors = {};
  const put = (field: keyof LeagueDraft, result: RuleResult) => {
    if (result) errors[field] = result;
  };
  put('slug', validateSlug(draft.slug));
  put('name', validateRequired(draft.name) ?? validateString('Name', draft.name));
  put('region', validateRequired(draft.region));
  put(
    'priority',
    Number.isInteger(draft.priority) ? validateRequired(draft.priority) : MESSAGES.fieldNotValid,
  );
  put('lightLogoUrl', validateLogoUrl(draft.lightLogoUrl));
  return errors;
}
