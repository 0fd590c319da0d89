/**
 * The pick'em service (spec 3 §7 "Pick'em"): one service, each family under its own base path
 * below /pickem. Leagues, pick blocks, their lifecycle call and celebrities here; crystal ball,
 * picks, rewards and scoring in part B's domains.
 */
import { Router } from 'express';
import {
  CELEBRITY_BASE_PATH,
  PICKEM_ADMIN_BASE_PATH,
  PICKEM_LIFECYCLE_BASE_PATH,
  PICKEM_ROOT,
} from '@esports-admin/schema/upstream/pickem';
import type { Store } from '../../store';
import { defineService } from '../service';
import { CELEBRITY_TABLES, celebrityRoutes } from './celebrities';
import { pickemFixtureSet } from './fixtures';
import { PICKEM_LEAGUE_TABLES, pickemAdminRoutes } from './leagues';
import { pickemOpenApi } from './openapi';
import { lifecycleRoutes, pickBlockRoutes } from './pick-block-routes';
import { PICK_BLOCK_TABLES } from './pick-blocks';
import { PICKEM_B_DOMAINS } from './pickem-b-domains';

/** Mounts a family's routes at its base path below /pickem ('/pick-blocks-admin/v1'). */
const family = (basePath: string, routes: (store: Store) => Router) => (store: Store) =>
  Router().use(basePath.slice(PICKEM_ROOT.length), routes(store));

export const pickemService = defineService({
  name: 'pickem',
  prefix: `${PICKEM_ROOT}/`,
  basePath: PICKEM_ROOT,
  openapi: pickemOpenApi,
  domains: [
    {
      tables: PICKEM_LEAGUE_TABLES,
      routes: family(PICKEM_ADMIN_BASE_PATH, pickemAdminRoutes),
      fixtures: [pickemFixtureSet],
    },
    { tables: PICK_BLOCK_TABLES, routes: pickBlockRoutes },
    { routes: family(PICKEM_LIFECYCLE_BASE_PATH, lifecycleRoutes) },
    { tables: CELEBRITY_TABLES, routes: family(CELEBRITY_BASE_PATH, celebrityRoutes) },
    ...PICKEM_B_DOMAINS,
  ],
});
