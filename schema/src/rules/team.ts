/** Team rules shared by the gateway and the web (spec 1 §3 Team, §5). */
import { validateImageUrl } from './image';
import { validateTricode } from './tricode';
import {
  effectiveSearch,
  isValidColor,
  MESSAGES,
  validateRequired,
  validateSlug,
  validateString,
  type RuleResult,
} from './validation';

export const TEAM_MESSAGES = {
  created: 'Created Team Successfully!',
  updated: 'Updated Team Successfully!',
} as const;

export const DEFAULT_TEAM_CATEGORY = 'competitive';
export const DEFAULT_TEAM_FORMATS: readonly string[] = ['5v5'];

export const TEAM_IMAGE_FIELDS = [
  'logoUrl',
  'alternateLogoUrl',
  'lightLogoUrl',
  'darkLogoUrl',
  'plateImageUrl',
  'backgroundImageUrl',
  'photoUrl',
] as const;
export type TeamImageField = (typeof TEAM_IMAGE_FIELDS)[number];

export type TeamDraft = {
  name: string;
  tricode: string;
  slug: string;
  primaryColor?: string | null;
  secondaryColor?: string | null;
} & Partial<Record<TeamImageField, string | null>>;

/** Keys are the gateway's `inputErrors` fields. */
export type TeamInputErrors = Partial<Record<string, string>>;

/** Colours are optional; a given one is '#' followed by up to 6 hex digits (spec 1 §5). */
export function validateTeamColor(value: string | null | undefined): RuleResult {
  if (value == null || value === '') return null;
  return isValidColor(value) && value.length > 1 ? null : MESSAGES.fieldNotValid;
}

export function validateTeamDraft(draft: TeamDraft): TeamInputErrors {
  const errors: TeamInputErrors = {};
  const put = (field: string, result: RuleResult) => {
    if (result) errors[field] = result;
  };
  put('slug', validateSlug(draft.slug));
  put('name', validateRequired(draft.name) ?? validateString('Name', draft.name.trim()));
  put('tricode', validateTricode(draft.tricode));
  put('primaryColor', validateTeamColor(draft.primaryColor));
  put('secondaryColor', validateTeamColor(draft.secondaryColor));
  for (const field of TEAM_IMAGE_FIELDS) put(field, validateImageUrl(draft[field]));
  return errors;
}

/** Case-insensitive match on name, tricode or slug, applied only from 2 typed characters. */
export function matchesTeamSearch(
  team: { name: string; tricode: string; slug: string },
  search: string | null | undefined,
): boolean {
  const term = effectiveSearch(search)?.toLowerCase();
  if (!term) return true;
  return [team.name, team.tricode, team.slug].some((text) => text.toLowerCase().includes(term));
}
