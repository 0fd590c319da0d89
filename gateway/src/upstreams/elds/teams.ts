/** Teams (spec 3 §7 "Teams"). */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type {
  TeamDto,
  TeamListDto,
  TeamStatusDto,
  TeamWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type { UpstreamClient } from '../upstream';

export function eldsTeams(client: UpstreamClient) {
  return {
    async getTeams(filter: {
      sport?: SportCode;
      status?: TeamStatusDto;
      search?: string;
      teamIds?: readonly string[];
    }) {
      const answer = await client.get<TeamListDto>(`${ELDS_BASE_PATH}/teams`, {
        query: filter,
      });
      return answer.teams;
    },

    createTeam(team: TeamWriteDto) {
      return client.post<TeamDto>(`${ELDS_BASE_PATH}/teams`, { body: team });
    },

    updateTeam(id: string, team: TeamWriteDto) {
      return client.put<TeamDto>(`${ELDS_BASE_PATH}/teams/${encodeURIComponent(id)}`, {
        body: team,
      });
    },
  };
}

export type EldsTeamsApi = ReturnType<typeof eldsTeams>;
