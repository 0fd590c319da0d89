import {
  FULFILLMENT_STATUSES,
  isFailedFulfillment,
} from '@esports-admin/schema/rules/fulfillment-status';
import type { Resolvers } from '../__generated__/resolvers-types';

export const viewerAccountResolvers: Resolvers = {
  Query: {
    dropPuuids: (_, { dropId }, { apis }) => apis.viewerAccounts.getDropPuuids(dropId),
    async triggerFulfillments(_, { triggerIds }, { apis }) {
      const ids = [...new Set(triggerIds)];
      if (ids.length === 0) return [];
      const answer = await apis.viewerAccounts.getFulfillmentStatus(ids);
      return ids.map((triggerId) => {
        const viewers = answer[triggerId] ?? [];
        const counts = FULFILLMENT_STATUSES.map((status) => ({
          status,
          count: viewers.filter((viewer) => viewer.status === status).length,
          failed: isFailedFulfillment(status),
        }));
        return { triggerId, counts, viewers };
      });
    },
  },
};
