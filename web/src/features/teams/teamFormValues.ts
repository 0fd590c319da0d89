/**
 * The team form's state and its translations: from the stored team (TeamForm_team), to the
 * shared TeamDraft for validation, and to the TeamInput the gateway takes. Category, formats and
 * roster are not edited here and are sent back as loaded, so saving keeps them.
 */
import { isSportCode, type SportCode } from '@esports-admin/schema/rules/sports';
import {
  DEFAULT_TEAM_CATEGORY,
  DEFAULT_TEAM_FORMATS,
  TEAM_IMAGE_FIELDS,
  validateTeamDraft,
  type TeamImageField,
  type TeamInputErrors,
} from '@esports-admin/schema/rules/team';
import type { TeamForm_TeamFragment, TeamInput, TeamStatus } from '../../__generated__/graphql';

export interface TeamFormValues {
  name: string;
  tricode: string;
  slug: string;
  sport: SportCode;
  status: TeamStatus;
  /** '' for none. */
  homeLeagueId: string;
  organizationId: string;
  primaryColor: string;
  secondaryColor: string;
  images: Record<TeamImageField, string>;
  category: string;
  supportedFormats: string[];
  roster: string[];
}

export type TeamTextField = 'name' | 'tricode' | 'slug' | 'primaryColor' | 'secondaryColor';

function emptyImages(): Record<TeamImageField, string> {
  return Object.fromEntries(TEAM_IMAGE_FIELDS.map((field) => [field, ''])) as Record<
    TeamImageField,
    string
  >;
}

export function newTeamFormValues(sport: SportCode): TeamFormValues {
  return {
    name: '',
    tricode: '',
    slug: '',
    sport,
    status: 'active',
    homeLeagueId: '',
    organizationId: '',
    primaryColor: '',
    secondaryColor: '',
    images: emptyImages(),
    category: DEFAULT_TEAM_CATEGORY,
    supportedFormats: [...DEFAULT_TEAM_FORMATS],
    roster: [],
  };
}

export function teamFormValuesFrom(team: TeamForm_TeamFragment): TeamFormValues {
  const images = emptyImages();
  for (const field of TEAM_IMAGE_FIELDS) images[field] = team[field] ?? '';
  return {
    name: team.name,
    tricode: team.tricode,
    slug: team.slug,
    sport: isSportCode(team.sport) ? team.sport : 'lol',
    status: team.status,
    homeLeagueId: team.homeLeagueId ?? '',
    organizationId: team.organizationId ?? '',
    primaryColor: team.primaryColor ?? '',
    secondaryColor: team.secondaryColor ?? '',
    images,
    category: team.category,
    supportedFormats: [...team.supportedFormats],
    roster: team.roster.map((entry) => entry.playerId),
  };
}

export function validateTeamForm(values: TeamFormValues): TeamInputErrors {
  return validateTeamDraft({
    name: values.name,
    tricode: values.tricode,
    slug: values.slug,
    primaryColor: values.primaryColor,
    secondaryColor: values.secondaryColor,
    ...values.images,
  });
}

export function toTeamInput(values: TeamFormValues): TeamInput {
  const images = Object.fromEntries(
    TEAM_IMAGE_FIELDS.map((field) => [field, values.images[field].trim() || null]),
  ) as Record<TeamImageField, string | null>;
  return {
    name: values.name.trim(),
    tricode: values.tricode.trim(),
    slug: values.slug,
    sport: values.sport,
    status: values.status,
    homeLeagueId: values.homeLeagueId || null,
    organizationId: values.organizationId || null,
    category: values.category,
    supportedFormats: values.supportedFormats,
    roster: values.roster,
    primaryColor: values.primaryColor || null,
    secondaryColor: values.secondaryColor || null,
    ...images,
  };
}
