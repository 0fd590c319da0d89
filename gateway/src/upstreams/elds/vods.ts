/** Vods: recorded game videos, their stats offsets and points of view (spec 3 §3 "Vod", §7 "Media"). */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import type {
  PovListDto,
  PovWriteDto,
  VodAvailabilityDto,
  VodDetailUpdateDto,
  VodFirstFrameTimeDto,
} from '@esports-admin/schema/upstream/elds-vods';
import type {
  VodDto,
  VodListDto,
  VodWriteListDto,
} from '@esports-admin/schema/upstream/elds-media';
import type { UpstreamClient } from '../upstream';

export function eldsVods(client: UpstreamClient) {
  return {
    async getVods(gameIds: readonly string[]) {
      const answer = await client.get<VodListDto>(`${ELDS_BASE_PATH}/vodDetails`, {
        query: { gameIds },
      });
      return answer.vods;
    },

    /** GET /vodDetails/available: the asked games that have a vod. */
    async getAvailableVodGames(gameIds: readonly string[]) {
      const answer = await client.get<VodAvailabilityDto>(
        `${ELDS_BASE_PATH}/vodDetails/available`,
        { query: { gameIds } },
      );
      return answer.gameIds;
    },

    /** GET /vodDetails/cached: the vods of the asked games in the service's read cache. */
    async getCachedVods(gameIds: readonly string[]) {
      const answer = await client.get<VodListDto>(`${ELDS_BASE_PATH}/vodDetails/cached`, {
        query: { gameIds },
      });
      return answer.vods;
    },

    /** GET /pov: the point-of-view streams of the asked games. */
    async getPovs(gameIds: readonly string[]) {
      const answer = await client.get<PovListDto>(`${ELDS_BASE_PATH}/pov`, {
        query: { gameIds },
      });
      return answer.povs;
    },

    /** POST /pov: replaces one game's point-of-view streams; answers the game's povs. */
    async savePovs(write: PovWriteDto) {
      const answer = await client.post<PovListDto>(`${ELDS_BASE_PATH}/pov`, { body: write });
      return answer.povs;
    },

    async saveVods(vods: VodWriteListDto['vods']) {
      const answer = await client.post<VodListDto>(`${ELDS_BASE_PATH}/vodDetails`, {
        body: { vods },
      });
      return answer.vods;
    },

    updateVodDetails(update: VodDetailUpdateDto) {
      return client.post<VodDto>(`${ELDS_BASE_PATH}/media/updateVodDetailData`, {
        body: update,
      });
    },

    setVodFirstFrameTime(frame: VodFirstFrameTimeDto) {
      return client.post<VodDto>(`${ELDS_BASE_PATH}/media/setVodFirstFrameTime`, {
        body: frame,
      });
    },

    async deleteVods(vodIds: readonly string[]) {
      await client.delete<null>(`${ELDS_BASE_PATH}/vods`, { query: { vodIds } });
    },
  };
}

export type EldsVodsApi = ReturnType<typeof eldsVods>;
