/** Localizations (spec 3 §7 "Drops", family dropLocalization/v1.0). */
import {
  DROP_LOCALIZATION_BASE_PATH,
  type LocalizationEntryDto,
  type LocalizationGroupsDto,
  type LocalizationSetDto,
} from '@esports-admin/schema/upstream/drops';
import type { UpstreamClient } from '../upstream';

export function dropLocalizationsApi(client: UpstreamClient) {
  return {
    /** One key in every locale; [] when the key has no text yet. */
    async getLocalization(key: string) {
      const entries = await client.get<LocalizationEntryDto[] | null>(
        `${DROP_LOCALIZATION_BASE_PATH}/localization/${encodeURIComponent(key)}`,
        { notFoundAsNull: true },
      );
      return entries ?? [];
    },

    /** Up to LOCALIZATION_BATCH_LIMIT groups per call; the loader keeps to it. */
    getLocalizationGroups(groups: readonly string[]) {
      return client.get<LocalizationGroupsDto>(
        `${DROP_LOCALIZATION_BASE_PATH}/localization/groups`,
        { query: { groups: groups.join(',') } },
      );
    },

    saveLocalization(set: LocalizationSetDto) {
      return client.put<LocalizationEntryDto[]>(`${DROP_LOCALIZATION_BASE_PATH}/localization`, {
        body: set,
      });
    },

    saveLocalizations(sets: LocalizationSetDto[]) {
      return client.put<LocalizationEntryDto[][]>(`${DROP_LOCALIZATION_BASE_PATH}/localizations`, {
        body: sets,
      });
    },
  };
}
