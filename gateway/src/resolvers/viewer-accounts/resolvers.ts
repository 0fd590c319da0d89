import {
  FULFILLMENT_STATUSES,
  isFailedFulfillment,
  isRetryableFulfillment,
} from '@esports-admin/schema/rules/fulfillment-status';
import type { Resolvers } from '../../__generated__/resolvers-types';

export const viewerAccountResolvers: Resolvers = {
  Query: {
    // The viewer account service answers an unknown drop as one with no viewers: only then is
    // the drops service asked whether the drop exists (one more call), so null means not found.
    async dropPuuids(_, { dropId }, { apis }) {
      const answer = await apis.viewerAccounts.getDropPuuids(dropId);
      if (answer.puuids.length > 0) return answer;
      const groups = await apis.drops.getDropGroups();
      const known = groups.some((group) => group.orderedDrops.some((d) => d.dropID === dropId));
      return known ? answer : null;
    },
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
          retryable: isRetryableFulfillment(status),
        }));
        return { triggerId, counts, viewers };
      });
    },
  },
};
