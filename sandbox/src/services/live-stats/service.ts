/** The live stats service (spec 3 §7): frames of the games played on the platform timeline. */
import { LIVE_STATS_BASE_PATH } from '@esports-admin/schema/upstream/live-stats';
import { defineService } from '../service';
import { windowRoutes } from './windows';
import { liveStatsOpenApi } from './openapi';

export const liveStatsService = defineService({
  name: 'livestats',
  prefix: '/livestats/',
  basePath: LIVE_STATS_BASE_PATH,
  openapi: liveStatsOpenApi,
  domains: [{ routes: windowRoutes }],
});
