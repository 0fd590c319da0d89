/** Seasons (spec 3 §7 "Seasons"). */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type {
  SeasonDto,
  SeasonListDto,
  SeasonStatusDto,
  SeasonWriteDto,
} from '@esports-admin/schema/upstream/elds';
import type { UpstreamClient } from '../upstream';

export function eldsSeasons(client: UpstreamClient) {
  return {
    async getSeasons(filter: {
      sport?: SportCode;
      status?: SeasonStatusDto;
      seasonIds?: readonly string[];
    }) {
      const answer = await client.get<SeasonListDto>(`${ELDS_BASE_PATH}/seasons`, {
        query: filter,
      });
      return answer.seasons;
    },

    getSeason(id: string) {
      return client.get<SeasonDto | null>(`${ELDS_BASE_PATH}/seasons/${encodeURIComponent(id)}`, {
        notFoundAsNull: true,
      });
    },

    createSeason(season: SeasonWriteDto) {
      return client.post<SeasonDto>(`${ELDS_BASE_PATH}/seasons`, { body: season });
    },

    updateSeason(id: string, season: SeasonWriteDto) {
      return client.put<SeasonDto>(`${ELDS_BASE_PATH}/seasons/${encodeURIComponent(id)}`, {
        body: season,
      });
    },
  };
}

export type EldsSeasonsApi = ReturnType<typeof eldsSeasons>;
