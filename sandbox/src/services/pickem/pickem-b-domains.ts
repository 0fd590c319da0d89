/**
 * Part B of the pick'em service (spec 3 §7 "Pick'em"): crystal ball, what viewers picked, rewards
 * and scoring configurations. The service (service.ts) mounts these domains at `/pickem`; each
 * family's routes sit below its own base path there.
 */
import { Router } from 'express';
import {
  CRYSTAL_BALL_ADMIN_BASE_PATH,
  CRYSTAL_BALL_PICKS_BASE_PATH,
  PICKEM_ROOT,
} from '@esports-admin/schema/upstream/pickem';
import type { Store } from '../../store';
import type { SandboxDomain } from '../service';
import { crystalBallFixtureSet } from './crystal-ball-fixtures';
import { crystalBallPicksRoutes } from './crystal-ball-picks';
import { crystalBallAdminRoutes } from './crystal-ball-routes';
import { CRYSTAL_BALL_TABLES } from './crystal-ball-store';
import { REWARD_TABLES, rewardRoutes } from './rewards';
import { rewardFixtureSet } from './rewards-fixtures';
import { SCORING_TABLES, scoringRoutes } from './scoring';
import { scoringFixtureSet } from './scoring-fixtures';

/** '/pickem/rewards-admin/v1' → '/rewards-admin/v1' */
const below = (basePath: string) => basePath.slice(PICKEM_ROOT.length);

const family = (basePath: string, routes: (store: Store) => Router) => (store: Store) =>
  Router().use(below(basePath), routes(store));

export const PICKEM_B_DOMAINS: SandboxDomain[] = [
  {
    tables: CRYSTAL_BALL_TABLES,
    routes: family(CRYSTAL_BALL_ADMIN_BASE_PATH, crystalBallAdminRoutes),
    fixtures: [crystalBallFixtureSet],
  },
  { routes: family(CRYSTAL_BALL_PICKS_BASE_PATH, crystalBallPicksRoutes) },
  {
    tables: REWARD_TABLES,
    routes: rewardRoutes,
    fixtures: [rewardFixtureSet],
  },
  {
    tables: SCORING_TABLES,
    routes: scoringRoutes,
    fixtures: [scoringFixtureSet],
  },
];

export { pickemBOpenApiPaths } from './openapi-crystal-ball';
