/** Rarities (spec 3 §7 "Drops", family drops/rarity/v1.0). */
import {
  DROP_RARITY_BASE_PATH,
  type RarityDto,
  type RarityStatusDto,
  type RarityWriteDto,
} from '@esports-admin/schema/upstream/drops';
import type { UpstreamClient } from '../upstream';

export function dropRaritiesApi(client: UpstreamClient) {
  return {
    getRarities() {
      return client.get<RarityDto[]>(`${DROP_RARITY_BASE_PATH}/rarity`);
    },

    createRarity(rarity: RarityWriteDto) {
      return client.post<RarityDto>(`${DROP_RARITY_BASE_PATH}/rarity`, { body: rarity });
    },

    changeRarityStatus(id: string, status: RarityStatusDto) {
      return client.put<RarityDto>(`${DROP_RARITY_BASE_PATH}/rarity/${encodeURIComponent(id)}`, {
        query: { status },
      });
    },
  };
}
