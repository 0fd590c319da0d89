/** The viewer account service (spec 3 §7): who got a drop, and how each trigger was fulfilled. */
import { VIEWER_ACCOUNTS_BASE_PATH } from '@esports-admin/schema/upstream/viewer-accounts';
import { defineService } from '../service';
import { VIEWER_TABLES, viewerFixtureSet, viewerRoutes } from './viewers';
import { viewerAccountsOpenApi } from './openapi';

export const viewerAccountsService = defineService({
  name: 'viewerAccounts',
  prefix: `${VIEWER_ACCOUNTS_BASE_PATH}/`,
  basePath: VIEWER_ACCOUNTS_BASE_PATH,
  openapi: viewerAccountsOpenApi,
  domains: [{ tables: VIEWER_TABLES, fixtures: [viewerFixtureSet], routes: viewerRoutes }],
});
