/** The stream timeline service (spec 3 §7). Staff fill the timeline from the tournament page; it starts empty. */
import { STREAMLINE_BASE_PATH } from '@esports-admin/schema/upstream/streamline';
import { defineService } from '../service';
import { STREAMLINE_TABLES, tournamentAdminRoutes } from './tournament-admin';
import { streamlineOpenApi } from './openapi';

export const streamlineService = defineService({
  name: 'streamline',
  prefix: '/streamline/',
  basePath: STREAMLINE_BASE_PATH,
  openapi: streamlineOpenApi,
  domains: [{ tables: STREAMLINE_TABLES, routes: tournamentAdminRoutes }],
});
