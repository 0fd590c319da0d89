/** The game management service v2 (spec 3 §7 "Game management"; spec 1 §7 "Stat mapper calls"). */
import type { SportCode } from '@esports-admin/schema/rules/sports';
import {
  GAME_MANAGEMENT_BASE_PATH,
  type ChampionListDto,
  type EsportsGameDto,
  type MappedPlatformGameDto,
  type MappingWriteDto,
  type PlatformGameDto,
  type PlatformGameListDto,
  type ProposedMappingDto,
} from '@esports-admin/schema/upstream/game-management';
import { defineUpstream, type UpstreamClient } from './upstream';

const pathOf = (sport: SportCode, path: string) => `${GAME_MANAGEMENT_BASE_PATH}/${sport}/${path}`;
const segment = encodeURIComponent;

export function gameManagementApi(client: UpstreamClient) {
  return {
    /** The lol champions' names by id (static game data). */
    async getChampions() {
      const list = await client.get<ChampionListDto>(`${GAME_MANAGEMENT_BASE_PATH}/lol/champions`);
      return list.champions;
    },

    getEsportsGame(sport: SportCode, esportsGameId: string) {
      return client.get<EsportsGameDto>(pathOf(sport, `esportsGames/${segment(esportsGameId)}`));
    },

    /** Every platform game of the sport, as listed (the product filters them, spec 3 §7). */
    async getPlatformGames(sport: SportCode) {
      const list = await client.get<PlatformGameListDto>(pathOf(sport, 'platformGames'));
      return Object.values(list ?? {}) as Partial<PlatformGameDto>[];
    },

    /** `{}` for a game with at most one team and null for an unknown one. */
    getPlatformGame(sport: SportCode, platformGameId: string) {
      return client.get<Partial<PlatformGameDto> | null>(
        pathOf(sport, `platformGames/${segment(platformGameId)}`),
        { notFoundAsNull: true },
      );
    },

    getProposedMapping(sport: SportCode, esportsGameId: string, platformGameId: string) {
      return client.get<ProposedMappingDto>(
        pathOf(sport, `esportsGames/${segment(esportsGameId)}/propose/${segment(platformGameId)}`),
      );
    },

    mapPlatformGame(sport: SportCode, platformGameId: string, mapping: MappingWriteDto) {
      return client.post<MappedPlatformGameDto>(
        pathOf(sport, `platformGameMetadata/${segment(platformGameId)}/mapping`),
        { body: mapping },
      );
    },

    async unmapPlatformGame(sport: SportCode, platformGameId: string) {
      await client.delete<null>(
        pathOf(sport, `platformGameMetadata/${segment(platformGameId)}/mapping`),
      );
    },
  };
}

export type GameManagementApi = ReturnType<typeof gameManagementApi>;

export const gameManagementUpstream = defineUpstream({
  name: 'gameManagement',
  urlSetting: 'GAME_MANAGEMENT_URL',
  create: gameManagementApi,
});
