/** The viewer account service (spec 3 §7): puuids by drop, fulfillment statuses by trigger. */
import {
  VIEWER_ACCOUNTS_BASE_PATH,
  type DropPuuidsDto,
  type TriggerFulfillmentStatusDto,
} from '@esports-admin/schema/upstream/viewer-accounts';
import { defineUpstream, type UpstreamClient } from './upstream';

export function viewerAccountsApi(client: UpstreamClient) {
  return {
    getDropPuuids(dropId: string) {
      return client.get<DropPuuidsDto>(
        `${VIEWER_ACCOUNTS_BASE_PATH}/puuids/${encodeURIComponent(dropId)}`,
      );
    },

    getFulfillmentStatus(triggerIds: readonly string[]) {
      return client.get<TriggerFulfillmentStatusDto>(
        `${VIEWER_ACCOUNTS_BASE_PATH}/triggers/fulfillmentStatus`,
        { query: { triggerIDs: triggerIds } },
      );
    },
  };
}

export type ViewerAccountsApi = ReturnType<typeof viewerAccountsApi>;

export const viewerAccountsUpstream = defineUpstream({
  name: 'viewerAccounts',
  urlSetting: 'VIEWER_ACCOUNTS_URL',
  create: viewerAccountsApi,
});
