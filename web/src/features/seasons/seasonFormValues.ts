/**
 * The season form's state and its translations: from the stored season (SeasonForm_season), to the
 * shared SeasonDraft for validation, and to the SeasonInput the gateway takes. Error keys are the
 * shared rules' keys ('slug', 'localizedName', 'splits.0.slug', 'localizations.ko_KR' …), which
 * are also the keys the gateway puts in `inputErrors`.
 */
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { isLocaleCode } from '@esports-admin/schema/rules/locale';
import {
  newSeasonDraft,
  validateSeasonDraft,
  type SeasonDraft,
  type SeasonInputErrors,
} from '@esports-admin/schema/rules/season';
import { isSportCode, type SportCode } from '@esports-admin/schema/rules/sports';
import {
  MESSAGES,
  validateLocalizedName,
  validateRequired,
} from '@esports-admin/schema/rules/validation';
import type {
  LocalizationInput,
  SeasonForm_SeasonFragment,
  SeasonInput,
} from '../../__generated__/graphql';

export interface OtherLocaleName {
  key: string;
  locale: string;
  value: string;
}

export interface SplitFormValue {
  key: string;
  /** Set for a split that already exists upstream; new splits have none. */
  id: string | null;
  slug: string;
  localizedName: string;
  /** Names in locales other than en_US, kept as stored (the split editor shows en_US only). */
  otherNames: OtherLocaleName[];
  startTime: string | null;
  endTime: string | null;
}

export interface AwardFormValue {
  key: string;
  placement: string;
  points: string;
}

export interface SeasonFormValues {
  slug: string;
  localizedName: string;
  otherNames: OtherLocaleName[];
  sport: SportCode;
  startTime: string;
  endTime: string;
  splits: SplitFormValue[];
  awards: AwardFormValue[];
}

let keyCounter = 0;
/** A stable React key for a row the user can add, remove or move. */
export const newRowKey = () => `row-${++keyCounter}`;

/** Locales offered when adding a name; any xx_YY code is accepted. */
export const SUGGESTED_LOCALES = [
  'ar_AE',
  'cs_CZ',
  'de_DE',
  'el_GR',
  'en_AU',
  'en_GB',
  'en_PH',
  'en_SG',
  'es_AR',
  'es_ES',
  'es_MX',
  'fr_FR',
  'hu_HU',
  'id_ID',
  'it_IT',
  'ja_JP',
  'ko_KR',
  'pl_PL',
  'pt_BR',
  'ro_RO',
  'ru_RU',
  'th_TH',
  'tr_TR',
  'vi_VN',
  'zh_CN',
  'zh_TW',
] as const;

function splitNames(localizations: readonly { locale: string; value: string }[]) {
  return {
    localizedName: localizations.find((l) => l.locale === DEFAULT_LOCALE)?.value ?? '',
    otherNames: localizations
      .filter((l) => l.locale !== DEFAULT_LOCALE)
      .map((l) => ({ key: newRowKey(), locale: l.locale, value: l.value })),
  };
}

export function newSeasonFormValues(sport: SportCode, now: Date = new Date()): SeasonFormValues {
  const draft = newSeasonDraft(sport, now);
  return {
    slug: draft.slug,
    localizedName: draft.localizedName,
    otherNames: [],
    sport: draft.sport,
    startTime: draft.startTime,
    endTime: draft.endTime,
    splits: [],
    awards: [],
  };
}

export function seasonFormValuesFrom(season: SeasonForm_SeasonFragment): SeasonFormValues {
  return {
    slug: season.name.slug,
    ...splitNames(season.name.localizations),
    sport: isSportCode(season.sport) ? season.sport : 'lol',
    startTime: season.startTime,
    endTime: season.endTime,
    splits: season.splits.map((split) => ({
      key: newRowKey(),
      id: split.id,
      slug: split.name.slug,
      ...splitNames(split.name.localizations),
      startTime: split.startTime,
      endTime: split.endTime,
    })),
    awards: season.awardedCircuitPoints.map((award) => ({
      key: newRowKey(),
      placement: String(award.placement),
      points: String(award.points),
    })),
  };
}

export function newSplit(): SplitFormValue {
  return {
    key: newRowKey(),
    id: null,
    slug: '',
    localizedName: '',
    otherNames: [],
    startTime: null,
    endTime: null,
  };
}

export function newAward(existing: readonly AwardFormValue[]): AwardFormValue {
  const taken = existing.map((a) => Number(a.placement)).filter(Number.isInteger);
  return { key: newRowKey(), placement: String(Math.max(0, ...taken) + 1), points: '0' };
}

/** '' is not a number here: an emptied placement or points field is invalid, not zero. */
const toInteger = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function toSeasonDraft(values: SeasonFormValues): SeasonDraft {
  return {
    slug: values.slug,
    localizedName: values.localizedName,
    sport: values.sport,
    startTime: values.startTime,
    endTime: values.endTime,
    splits: values.splits.map((split) => ({
      slug: split.slug,
      localizedName: split.localizedName,
      startTime: split.startTime,
      endTime: split.endTime,
    })),
    awardedCircuitPoints: values.awards.map((award) => ({
      placement: toInteger(award.placement),
      points: toInteger(award.points),
    })),
  };
}

/** Error key of an added locale's code field (the value's key is `localizations.{locale}`). */
export const localeCodeErrorKey = (row: OtherLocaleName) => `localeCodes.${row.key}`;
export const localeValueErrorKey = (locale: string) => `localizations.${locale}`;

/** The shared season rules plus the rules for names in other locales. */
export function validateSeasonForm(values: SeasonFormValues): SeasonInputErrors {
  const errors = validateSeasonDraft(toSeasonDraft(values));
  const seen = new Set<string>([DEFAULT_LOCALE]);
  for (const row of values.otherNames) {
    if (!isLocaleCode(row.locale) || seen.has(row.locale)) {
      errors[localeCodeErrorKey(row)] = MESSAGES.fieldNotValid;
    }
    seen.add(row.locale);
    const valueError = validateRequired(row.value) ?? validateLocalizedName('Name', row.value);
    if (valueError) errors[localeValueErrorKey(row.locale)] = valueError;
  }
  return errors;
}

function localizations(enUs: string, others: readonly OtherLocaleName[]): LocalizationInput[] {
  const result: LocalizationInput[] = [];
  if (enUs.trim()) result.push({ locale: DEFAULT_LOCALE, value: enUs.trim() });
  for (const row of others) result.push({ locale: row.locale, value: row.value.trim() });
  return result;
}

export function toSeasonInput(values: SeasonFormValues): SeasonInput {
  return {
    name: {
      slug: values.slug,
      localizations: localizations(values.localizedName, values.otherNames),
    },
    sport: values.sport,
    startTime: values.startTime,
    endTime: values.endTime,
    splits: values.splits.map((split) => ({
      ...(split.id ? { id: split.id } : {}),
      name: {
        slug: split.slug,
        localizations: localizations(split.localizedName, split.otherNames),
      },
      startTime: split.startTime,
      endTime: split.endTime,
    })),
    awardedCircuitPoints: values.awards.map((award) => ({
      placement: toInteger(award.placement),
      points: toInteger(award.points),
    })),
  };
}

/** Whether the form differs from what it started with (row keys aside). */
export function hasUnsavedChanges(initial: SeasonFormValues, current: SeasonFormValues): boolean {
  return JSON.stringify(toSeasonInput(initial)) !== JSON.stringify(toSeasonInput(current));
}

/**
 * Normalises a gateway `inputErrors` field to the form's keys. The gateway uses the shared rule
 * keys already; older paths such as 'name.slug' or 'splits.0.name.slug' are accepted too.
 */
export function formErrorKey(field: string): string {
  return field.replace(/(^|\.)name\./, '$1');
}

const DISPLAYED_FIELD =
  /^(slug|localizedName|sport|startTime|endTime|localizations\.[\w-]+|splits\.\d+\.(slug|localizedName|startTime|endTime)|awardedCircuitPoints\.\d+\.(placement|points))$/;

/** Gateway messages for fields the form has no place for are listed above the form instead. */
export function isDisplayedField(key: string, values: SeasonFormValues): boolean {
  if (!DISPLAYED_FIELD.test(key)) return false;
  if (key.startsWith('localizations.')) {
    const locale = key.slice('localizations.'.length);
    return values.otherNames.some((row) => row.locale === locale);
  }
  return true;
}
