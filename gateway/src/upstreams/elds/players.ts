/** Players (spec 3 §7 "Players"): paged by an opaque token; at most 20 ids or players per call. */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import type {
  PlayerBatchResultDto,
  PlayerDto,
  PlayerListQuery,
  PlayerOperationListDto,
  PlayerPageDto,
  PlayerPasswordResetDto,
  PlayerValidationDto,
  PlayerWriteDto,
} from '@esports-admin/schema/upstream/elds-players';
import type { UpstreamClient } from '../upstream';

export function eldsPlayers(client: UpstreamClient) {
  return {
    getPlayers(query: PlayerListQuery) {
      return client.get<PlayerPageDto>(`${ELDS_BASE_PATH}/players`, { query: { ...query } });
    },

    createPlayers(players: PlayerWriteDto[]) {
      return client.post<PlayerBatchResultDto>(`${ELDS_BASE_PATH}/players`, {
        body: { players },
      });
    },

    validatePlayers(players: PlayerWriteDto[]) {
      return client.post<PlayerValidationDto>(`${ELDS_BASE_PATH}/players/validate`, {
        body: { players },
      });
    },

    updatePlayer(id: string, player: PlayerWriteDto) {
      return client.put<PlayerDto>(`${ELDS_BASE_PATH}/players/${encodeURIComponent(id)}`, {
        body: player,
      });
    },

    async getPlayerOperations(id: string) {
      const answer = await client.get<PlayerOperationListDto>(
        `${ELDS_BASE_PATH}/players/${encodeURIComponent(id)}/operations`,
      );
      return answer.operations;
    },

    resetPlayerPassword(id: string) {
      return client.put<PlayerPasswordResetDto>(
        `${ELDS_BASE_PATH}/players/${encodeURIComponent(id)}/identity/resetpassword`,
      );
    },
  };
}

export type EldsPlayersApi = ReturnType<typeof eldsPlayers>;
