import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import {
  DEFAULT_DROP_SITE,
  type DropGroupDto,
  type DropGroupWriteDto,
  type DropInGroupDto,
  type DropStrategyDto,
  type LocalizationEntryDto,
  type LocalizationKeyTextsDto,
  type LocalizationSetDto,
  type LocalizedTextDto,
} from '@esports-admin/schema/upstream/drops';
import type { DropGroupInput, LocalizationSetInput } from '../../__generated__/resolvers-types';

export function dropsOfGroup(group: DropGroupDto): DropInGroupDto[] {
  const markers = new Map(group.orderedDropRequests.map((m) => [m.dropID, m.strategy]));
  return group.orderedDrops.map((drop) => ({
    ...drop,
    strategy: markers.get(drop.dropID) ?? 'Default',
  }));
}

/** The group's strategy: the marker its drops share; Default for an empty group. */
export function groupStrategy(group: DropGroupDto): DropStrategyDto {
  return group.orderedDropRequests[0]?.strategy ?? 'Default';
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** The body of POST group and POST group/{id}; known drops keep their site. */
export function toDropGroupWrite(
  input: DropGroupInput,
  previous?: DropGroupDto | null,
): DropGroupWriteDto {
  const capped = input.strategy !== 'Default';
  return {
    description: input.description.trim(),
    league: input.league,
    sport: input.sport,
    strategy: input.strategy,
    orderedDrops: input.drops.map((drop) => {
      const known = previous?.orderedDrops.find((d) => d.dropID === drop.id);
      return {
        ...(drop.id ? { dropID: drop.id } : {}),
        title: drop.title.trim(),
        description: drop.description?.trim() ?? '',
        sponsor: drop.sponsor.trim(),
        inventoryIDs: [...drop.inventoryIds],
        validGeolocations: [...(drop.validGeolocations ?? [])],
        rarityID: blankToNull(drop.rarityId),
        league: input.league,
        sport: input.sport,
        site: known?.site ?? DEFAULT_DROP_SITE,
        tournamentID: blankToNull(drop.tournamentId),
        cardProgramImageURL: blankToNull(drop.cardProgramImageUrl),
        cardOverlaySponsorImageURL: blankToNull(drop.cardOverlaySponsorImageUrl),
        notificationSponsorImageURL: blankToNull(drop.notificationSponsorImageUrl),
        notificationProgramImageURL: blankToNull(drop.notificationProgramImageUrl),
        presentedBySponsorImageURL: blankToNull(drop.presentedBySponsorImageUrl),
        cappedDropRequest: capped ? (drop.capped ?? null) : null,
      };
    }),
  };
}

/** A key's entries as the editor reads them: texts in order, en_US ahead when it is missing. */
export function textsOfKey(
  entries: readonly LocalizationEntryDto[],
  key: string,
  english?: string,
): LocalizedTextDto[] {
  const texts = entries
    .filter((entry) => entry.localeKey === key)
    .map((entry) => ({ locale: entry.locale, text: entry.localization }));
  if (english !== undefined && !texts.some((t) => t.locale === DEFAULT_LOCALE)) {
    texts.unshift({ locale: DEFAULT_LOCALE, text: english });
  }
  return texts;
}

/** The text in a locale, else en_US (spec 3 §3), else the given fallback. */
export function textInLocale(texts: readonly LocalizedTextDto[], locale: string, fallback: string) {
  const text = (wanted: string) => texts.find((t) => t.locale === wanted)?.text;
  return text(locale) ?? text(DEFAULT_LOCALE) ?? fallback;
}

export function localizationSetOf(
  entries: readonly LocalizationEntryDto[],
): LocalizationKeyTextsDto {
  const first = entries[0]!;
  return {
    key: first.localeKey,
    group: first.localeGroup,
    texts: textsOfKey(entries, first.localeKey),
  };
}

export function toLocalizationSet(input: LocalizationSetInput): LocalizationSetDto {
  return {
    localeGroup: input.group,
    localeKey: input.key,
    locales: [...input.locales],
    localizations: Object.fromEntries(input.texts.map((t) => [t.locale, t.text ?? null])),
  };
}
