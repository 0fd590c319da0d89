/**
 * Pick'em leagues and tournaments (admin v1), pick blocks (pick-blocks-admin), their load-test
 * lifecycle call and celebrities (celebrity-admin).
 */
import {
  CELEBRITY_BASE_PATH,
  PICK_BLOCKS_BASE_PATH,
  PICKEM_ADMIN_BASE_PATH,
  PICKEM_LIFECYCLE_BASE_PATH,
  type CelebrityBatchDto,
  type CelebrityBatchValidationDto,
  type CelebrityDto,
  type PickBlockDto,
  type PickBlockStateDto,
  type PickBlockWriteDto,
  type PickemLeagueDto,
  type PickemLeagueWriteDto,
  type PickemTournamentDto,
  type PickemTournamentWriteDto,
  type UnscheduledItemsDto,
} from '@esports-admin/schema/upstream/pickem';
import type { UpstreamClient } from '../upstream';

const segment = encodeURIComponent;

export function pickBlocksApi(client: UpstreamClient) {
  return {
    getPickemLeagues() {
      return client.get<PickemLeagueDto[]>(`${PICKEM_ADMIN_BASE_PATH}/leagues`);
    },

    savePickemLeague(eldsLeagueId: string, league: PickemLeagueWriteDto) {
      return client.put<PickemLeagueDto>(
        `${PICKEM_ADMIN_BASE_PATH}/leagues/${segment(eldsLeagueId)}`,
        {
          body: league,
        },
      );
    },

    savePickemTournament(eldsTournamentId: string, tournament: PickemTournamentWriteDto) {
      return client.put<PickemTournamentDto>(
        `${PICKEM_ADMIN_BASE_PATH}/tournament/${segment(eldsTournamentId)}`,
        { body: tournament },
      );
    },

    getPickBlocks(eldsTournamentId: string) {
      return client.get<PickBlockDto[]>(
        `${PICK_BLOCKS_BASE_PATH}/tournament/${segment(eldsTournamentId)}`,
      );
    },

    getUnscheduledItems(eldsTournamentId: string) {
      return client.get<UnscheduledItemsDto>(
        `${PICK_BLOCKS_BASE_PATH}/tournament/${segment(eldsTournamentId)}/unscheduled`,
      );
    },

    createPickBlock(block: PickBlockWriteDto) {
      return client.post<PickBlockDto>(PICK_BLOCKS_BASE_PATH, { body: block });
    },

    updatePickBlock(id: string, block: PickBlockWriteDto) {
      return client.put<PickBlockDto>(`${PICK_BLOCKS_BASE_PATH}/${segment(id)}`, { body: block });
    },

    deletePickBlock(id: string) {
      return client.delete<null>(`${PICK_BLOCKS_BASE_PATH}/${segment(id)}`);
    },

    /** The load-test call: puts the block in any state, whatever its times say. */
    forcePickBlockState(id: string, state: PickBlockStateDto) {
      return client.put<PickBlockDto>(
        `${PICKEM_LIFECYCLE_BASE_PATH}/pickblock/${segment(id)}/force/${segment(state)}`,
      );
    },

    getCelebrities(eldsTournamentId: string) {
      return client.get<CelebrityDto[]>(
        `${CELEBRITY_BASE_PATH}/tournament/${segment(eldsTournamentId)}`,
      );
    },

    validateCelebrities(eldsTournamentId: string, batch: CelebrityBatchDto) {
      return client.put<CelebrityBatchValidationDto>(
        `${CELEBRITY_BASE_PATH}/batch/${segment(eldsTournamentId)}/validate`,
        { body: batch },
      );
    },

    saveCelebrities(eldsTournamentId: string, batch: CelebrityBatchDto) {
      return client.put<CelebrityDto[]>(
        `${CELEBRITY_BASE_PATH}/batch/${segment(eldsTournamentId)}`,
        {
          body: batch,
        },
      );
    },
  };
}
