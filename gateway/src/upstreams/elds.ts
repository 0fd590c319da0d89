/** The tournament data service ("elds/data"), spec 3 §7. */
import {
  ELDS_BASE_PATH,
  type SeasonDto,
  type SeasonListDto,
  type SeasonStatusDto,
  type SeasonWriteDto,
} from '@esports-admin/schema/upstream/elds';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type { RestClient } from './rest-client';

export class EldsApi {
  constructor(private readonly client: RestClient) {}

  async getSeasons(filter: {
    sport?: SportCode;
    status?: SeasonStatusDto;
    seasonIds?: readonly string[];
  }) {
    const answer = await this.client.get<SeasonListDto>(`${ELDS_BASE_PATH}/seasons`, {
      query: filter,
    });
    return answer.seasons;
  }

  getSeason(id: string) {
    return this.client.get<SeasonDto | null>(
      `${ELDS_BASE_PATH}/seasons/${encodeURIComponent(id)}`,
      {
        notFoundAsNull: true,
      },
    );
  }

  createSeason(season: SeasonWriteDto) {
    return this.client.post<SeasonDto>(`${ELDS_BASE_PATH}/seasons`, { body: season });
  }

  updateSeason(id: string, season: SeasonWriteDto) {
    return this.client.put<SeasonDto>(`${ELDS_BASE_PATH}/seasons/${encodeURIComponent(id)}`, {
      body: season,
    });
  }
}
