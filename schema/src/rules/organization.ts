/**
 * Organization rules shared by the gateway and the web (spec 2 §3, §4, §8; spec 3 §3): the
 * active/archived lists, the success messages, and the field checks with spec 1 §5 messages.
 */
import {
  LOGO_BUNDLE_KEYS,
  type LogoBundleDto,
  type OrganizationStatusDto,
} from '../upstream/elds-organizations';
import { isCompleteColor } from './color';
import { validateImageUrl } from './image';
import { validateTricode } from './tricode';
import { effectiveSearch, MESSAGES, validateRequired, validateString } from './validation';

export type OrganizationListFilter = OrganizationStatusDto;
/** Archive and unarchive are one toggle (spec 2 §4): each status leads to the other. */
export function toggledOrganizationStatus(status: OrganizationStatusDto): OrganizationStatusDto {
  return status === 'active' ? 'archived' : 'active';
}

export const ORGANIZATION_MESSAGES = {
  created: (name: string) => `Organization ${name} created successfully!`,
  updated: (name: string) => `Organization ${name} updated successfully!`,
  archived: (name: string) => `Organization ${name} archived successfully!`,
  unarchived: (name: string) => `Organization ${name} unarchived successfully!`,
  alreadyArchived: (name: string) => `Organization ${name} is already archived`,
  notArchived: (name: string) => `Organization ${name} is not archived`,
  archiveDialogTitle: 'Archive Organization',
  archiveDialogWarning: (name: string) =>
    `Are you sure you want to archive ${name}? It will be listed under Archived Organizations.`,
  unarchiveDialogTitle: 'Unarchive Organization',
  unarchiveDialogWarning: (name: string) =>
    `Make ${name} active again? It will be listed under Active Organizations.`,
} as const;

export const LOGO_BUNDLE_LABELS: Record<keyof LogoBundleDto, string> = {
  lightLogo: 'Light logo',
  darkLogo: 'Dark logo',
  altLightLogo: 'Alternate light logo',
  altDarkLogo: 'Alternate dark logo',
  plateImage: 'Plate image',
  backgroundImage: 'Background image',
};

export interface OrganizationDraft {
  name: string;
  tricode: string;
  /** '' for no colour. */
  primaryColor: string;
  secondaryColor: string;
  logoBundle: Record<keyof LogoBundleDto, string>;
}

export function emptyLogoBundle(): Record<keyof LogoBundleDto, string> {
  return Object.fromEntries(LOGO_BUNDLE_KEYS.map((key) => [key, ''])) as Record<
    keyof LogoBundleDto,
    string
  >;
}

export function newOrganizationDraft(): OrganizationDraft {
  return {
    name: '',
    tricode: '',
    primaryColor: '',
    secondaryColor: '',
    logoBundle: emptyLogoBundle(),
  };
}

/**
 * Keys are the gateway's `inputErrors` fields: 'name', 'tricode', 'primaryColor',
 * 'secondaryColor' and 'logoBundle.lightLogo' etc.
 */
export type OrganizationInputErrors = Partial<Record<string, string>>;

/** Colours are optional; a given one must be complete ('#rgb' or '#rrggbb'). */
export function validateStoredColor(value: string): string | null {
  return value === '' || isCompleteColor(value) ? null : MESSAGES.fieldNotValid;
}

export function validateOrganizationDraft(draft: OrganizationDraft): OrganizationInputErrors {
  const errors: OrganizationInputErrors = {};
  const put = (field: string, result: string | null) => {
    if (result) errors[field] = result;
  };
  put('name', validateRequired(draft.name) ?? validateString('Name', draft.name.trim()));
  put('tricode', validateTricode(draft.tricode));
  put('primaryColor', validateStoredColor(draft.primaryColor));
  put('secondaryColor', validateStoredColor(draft.secondaryColor));
  for (const key of LOGO_BUNDLE_KEYS) {
    put(`logoBundle.${key}`, validateImageUrl(draft.logoBundle[key]));
  }
  return errors;
}

/** Case-insensitive match on name or tricode, applied only from 2 typed characters. */
export function matchesOrganizationSearch(
  organization: { name: string; tricode: string },
  search: string | null | undefined,
): boolean {
  const term = effectiveSearch(search)?.toLowerCase();
  if (!term) return true;
  return [organization.name, organization.tricode].some((text) =>
    text.toLowerCase().includes(term),
  );
}
