/** The tournament data service ("elds/data"), spec 3 §7. */
import {
  ELDS_BASE_PATH,
  type LeagueDto,
  type LeagueListDto,
  type LeagueStatusDto,
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

  async getLeagues(filter: {
    sport?: SportCode;
    status?: LeagueStatusDto;
    leagueIds?: readonly string[];
  }) {
    const answer = await this.client.get<LeagueListDto>(`${ELDS_BASE_PATH}/leagues`, {
      query: filter,
    });
    return answer.leagues;
  }

  getLeague(id: string) {
    return this.client.get<LeagueDto | null>(
      `${ELDS_BASE_PATH}/leagues/${encodeURIComponent(id)}`,
      { notFoundAsNull: true },
    );
  }

  createLeague(league: Omit<LeagueDto, 'id'>) {
    return this.client.post<LeagueDto>(`${ELDS_BASE_PATH}/leagues`, { body: league });
  }

  updateLeague(id: string, league: Omit<LeagueDto, 'id'>) {
    return this.client.put<LeagueDto>(`${ELDS_BASE_PATH}/leagues/${encodeURIComponent(id)}`, {
      body: league,
    });
  }
}
