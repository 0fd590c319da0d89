/**
 * The Stat Mapper (spec 1 §2, §4, §7; spec 3 §7 "Game management"): reads of game management,
 * the platform-game filter, and map / unmap on the one mutation mechanism. Everything here is
 * behind the statSync flag of the caller's environment (spec 1 §6: on in dev only).
 */
import {
  agentName,
  isListedPlatformGame,
  isMappablePlatformGame,
  STAT_MAPPER_MESSAGES,
  validateMappingTeams,
} from '@esports-admin/schema/rules/stat-mapper';
import type { PlatformGameReadDto } from '@esports-admin/schema/upstream/game-management';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { forbidden } from '../../errors';
import { inputErrorsOf } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';

function requireStatSync(context: GatewayContext): GatewayContext['apis']['gameManagement'] {
  if (!context.features.statSync) throw forbidden(STAT_MAPPER_MESSAGES.statSyncOff);
  return context.apis.gameManagement;
}

const byNewest = (a: PlatformGameReadDto, b: PlatformGameReadDto) =>
  b.startedAt.localeCompare(a.startedAt) || a.platformGameId.localeCompare(b.platformGameId);

export const statMapperResolvers: Resolvers = {
  Query: {
    statMapperGame: (_, { sport, esportsGameId }, context) =>
      requireStatSync(context).getEsportsGame(sport, esportsGameId),
    async livePlatformGames(_, { sport }, context) {
      const games = await requireStatSync(context).getPlatformGames(sport);
      return games.filter(isListedPlatformGame).sort(byNewest);
    },
    async platformGame(_, { sport, platformGameId }, context) {
      const game = await requireStatSync(context).getPlatformGame(sport, platformGameId);
      return game && isMappablePlatformGame(game) ? game : null;
    },
    proposedMapping: (_, { sport, esportsGameId, platformGameId }, context) =>
      requireStatSync(context).getProposedMapping(sport, esportsGameId, platformGameId),
  },
  Mutation: {
    mapPlatformGame(_, { sport, platformGameId, esportsGameId, teams }, context, info) {
      const api = requireStatSync(context);
      return runMutation(context, info, {
        entityId: platformGameId,
        inputErrors: inputErrorsOf({ teams: validateMappingTeams(teams) }),
        load: async () => (await api.getPlatformGame(sport, platformGameId)) ?? null,
        requested: () => ({ esportsGameId, teams }),
        async perform() {
          const mapped = await api.mapPlatformGame(sport, platformGameId, {
            esportsGameId,
            teams: teams.map((team) => ({
              platformTeamId: team.platformTeamId,
              esportsTeamId: team.esportsTeamId ?? null,
              participants: team.participants.map((p) => ({
                participantId: p.participantId,
                esportsPlayerId: p.esportsPlayerId ?? null,
              })),
            })),
          });
          return {
            ok: { platformGame: mapped, message: STAT_MAPPER_MESSAGES.mapped(platformGameId) },
            after: mapped,
          };
        },
      });
    },
    unmapPlatformGame(_, { sport, platformGameId, reason }, context, info) {
      const api = requireStatSync(context);
      return runMutation(context, info, {
        entityId: platformGameId,
        reason,
        load: async () => (await api.getPlatformGame(sport, platformGameId)) ?? null,
        requested: () => ({ unmapped: platformGameId }),
        failureMessage: (error) => STAT_MAPPER_MESSAGES.unmapFailed(error.message),
        async perform() {
          await api.unmapPlatformGame(sport, platformGameId);
          return {
            ok: { platformGame: null, message: STAT_MAPPER_MESSAGES.unmapped(platformGameId) },
            after: { esportsGameId: null },
          };
        },
      });
    },
  },
  StatMapperEsportsGame: {
    latestMapping: (game) => game.mappedPlatformGames.at(-1) ?? null,
  },
  PlatformGame: {
    mappedAt: (game) => game.mappedAt ?? null,
  },
  PlatformTeam: {
    esportsTeam: (team, _, { loaders }) =>
      team.esportsTeamId ? loaders.teams.load(team.esportsTeamId) : null,
  },
  PlatformParticipant: {
    esportsPlayer: (participant, _, { loaders }) =>
      participant.esportsPlayerId ? loaders.players.load(participant.esportsPlayerId) : null,
    platformAccountId: (participant) => participant.lol?.platformAccountId ?? null,
    championId: (participant) => participant.lol?.championId ?? null,
    async championName(participant, _, { loaders }) {
      if (!participant.lol) return null;
      const names = await loaders.championNames.load('all');
      return names.get(participant.lol.championId) ?? STAT_MAPPER_MESSAGES.unknownPlayer;
    },
    puuid: (participant) =>
      participant.val?.puuid ?? participant.wr?.puuid ?? participant.tft?.puuid ?? null,
    agentId: (participant) => participant.val?.guid ?? null,
    agentName: (participant) => (participant.val ? agentName(participant.val.guid) : null),
  },
};
