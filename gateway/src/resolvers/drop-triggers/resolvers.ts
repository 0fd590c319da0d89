import {
  FULFILLMENT_STATUSES,
  isFailedFulfillment,
} from '@esports-admin/schema/rules/fulfillment-status';
import type { DropTriggerWithStatsDto } from '@esports-admin/schema/upstream/drop-triggers';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { dropTriggerMutation } from './Mutation';
import { dropTriggerQuery } from './Query';

export const dropTriggerResolvers: Resolvers = {
  Query: dropTriggerQuery,
  Mutation: dropTriggerMutation,
  DropTrigger: {
    id: (trigger) => trigger.triggerID,
    dropId: (trigger) => trigger.dropID,
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
      }));
    },
  },
};
