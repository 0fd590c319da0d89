/** Leagues (spec 3 §7 "Leagues"). */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type {
  LeagueDto,
  LeagueListDto,
  LeagueStatusDto,
} from '@esports-admin/schema/upstream/elds';
import type { UpstreamClient } from '../upstream';

export function eldsLeagues(client: UpstreamClient) {
  return {
    async getLeagues(filter: {
      sport?: SportCode;
      status?: LeagueStatusDto;
      leagueIds?: readonly string[];
    }) {
      const answer = await client.get<LeagueListDto>(`${ELDS_BASE_PATH}/leagues`, {
        query: filter,
      });
      return answer.leagues;
    },

    getLeague(id: string) {
      return client.get<LeagueDto | null>(`${ELDS_BASE_PATH}/leagues/${encodeURIComponent(id)}`, {
        notFoundAsNull: true,
      });
    },

    createLeague(league: Omit<LeagueDto, 'id'>) {
      return client.post<LeagueDto>(`${ELDS_BASE_PATH}/leagues`, { body: league });
    },

    updateLeague(id: string, league: Omit<LeagueDto, 'id'>) {
      return client.put<LeagueDto>(`${ELDS_BASE_PATH}/leagues/${encodeURIComponent(id)}`, {
        body: league,
      });
    },

    /** All or nothing, in one call. */
    async updateLeagues(leagues: LeagueDto[]) {
      const answer = await client.put<LeagueListDto>(`${ELDS_BASE_PATH}/leagues/updateBatch`, {
        body: { leagues },
      });
      return answer.leagues;
    },
  };
}

export type EldsLeaguesApi = ReturnType<typeof eldsLeagues>;
