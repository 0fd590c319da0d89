import {
  FULFILLMENT_STATUSES,
  isFailedFulfillment,
  isRetryableFulfillment,
} from '@esports-admin/schema/rules/fulfillment-status';
import type { DropTriggerWithStatsDto } from '@esports-admin/schema/upstream/drop-triggers';
import type { MatchDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { dropTriggerMutation } from './Mutation';
import { dropTriggerQuery } from './Query';

export const dropTriggerResolvers: Resolvers = {
  Query: dropTriggerQuery,
  Mutation: dropTriggerMutation,
  TriggerBroadcast: {
    id: ({ broadcast }) => broadcast.id,
    blockName: ({ block }) => block.name,
    tournamentId: ({ block }) => block.tournamentId,
    tournament: ({ block }, _, { loaders }) => loaders.tournaments.load(block.tournamentId),
    async matches({ broadcast }, _, { loaders }) {
      const matchIds = [...new Set(broadcast.broadcastItems.map((item) => item.matchId))];
      const matches = await loaders.matches.loadMany(matchIds);
      return matches.filter(
        (match): match is MatchDto => match !== null && !(match instanceof Error),
      );
    },
    startTime: ({ block }) => block.startTime,
    status: ({ broadcast }) => broadcast.status ?? 'unstarted',
    broadcastState: ({ broadcast }) => broadcast.broadcastState ?? 'not-live',
    streams({ broadcast }) {
      const streams = broadcast.broadcastItems.flatMap(
        (item) => item.inProgressInfo?.streams ?? [],
      );
      return streams.filter(
        (stream, index) => streams.findIndex((s) => s.id === stream.id) === index,
      );
    },
  },
  DropTrigger: {
    id: (trigger) => trigger.triggerID,
    dropId: (trigger) => trigger.dropID,
    leagueName: async (trigger, _, { loaders }) =>
      (await loaders.leagues.load(trigger.league))?.name ?? null,
    groupId: (trigger) => trigger.groupID,
    broadcastId: (trigger) => trigger.broadcastID,
    streamIds: (trigger) => trigger.streamIDs,
    stats(trigger) {
      const stats = (trigger as Partial<DropTriggerWithStatsDto>).stats;
      if (!stats) return null;
      return FULFILLMENT_STATUSES.map((status) => ({
        status,
        count: stats[status] ?? 0,
        failed: isFailedFulfillment(status),
        retryable: isRetryableFulfillment(status),
      }));
    },
  },
};
