/**
 * The league form's state and its translations: from the stored league (LeagueForm_league), to the
 * shared LeagueDraft for validation, and to the LeagueInput the gateway takes. Error keys are the
 * draft's field names, which are also the keys the gateway puts in `inputErrors`.
 */
import {
  LEAGUE_REGIONS,
  newLeagueDraft,
  validateLeagueDraft,
  type LeagueDraft,
  type LeagueInputErrors,
} from '@esports-admin/schema/rules/league';
import { isSportCode, type SportCode } from '@esports-admin/schema/rules/sports';
import type { LeagueForm_LeagueFragment, LeagueInput } from '../../__generated__/graphql';

/** Text fields as typed; priority stays text so an emptied field is invalid rather than zero. */
export interface LeagueFormValues {
  slug: string;
  name: string;
  sport: SportCode;
  region: string;
  priority: string;
  lightLogoUrl: string;
}

export type LeagueField = keyof LeagueFormValues;

export function newLeagueFormValues(sport: SportCode): LeagueFormValues {
  const draft = newLeagueDraft(sport);
  return { ...draft, priority: String(draft.priority), lightLogoUrl: '' };
}

export function leagueFormValuesFrom(league: LeagueForm_LeagueFragment): LeagueFormValues {
  return {
    slug: league.slug,
    name: league.name,
    sport: isSportCode(league.sport) ? league.sport : 'lol',
    region: league.region,
    priority: String(league.priority),
    lightLogoUrl: league.lightLogoUrl ?? '',
  };
}

function toLeagueDraft(values: LeagueFormValues): LeagueDraft {
  const priority = values.priority.trim();
  return {
    ...values,
    priority: priority === '' ? Number.NaN : Number(priority),
    lightLogoUrl: values.lightLogoUrl.trim() || null,
  };
}

export function validateLeagueForm(values: LeagueFormValues): LeagueInputErrors {
  return validateLeagueDraft(toLeagueDraft(values));
}

export function toLeagueInput(values: LeagueFormValues): LeagueInput {
  const draft = toLeagueDraft(values);
  return { ...draft, name: draft.name.trim() };
}

/** The known regions, plus a stored league's own region when it is not one of them. */
export function regionOptions(current: string): readonly string[] {
  return current && !(LEAGUE_REGIONS as readonly string[]).includes(current)
    ? [...LEAGUE_REGIONS, current]
    : LEAGUE_REGIONS;
}
