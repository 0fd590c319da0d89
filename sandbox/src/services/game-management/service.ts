/** The game management service v2 (spec 3 §7): platform games and their esports mappings. */
import { GAME_MANAGEMENT_BASE_PATH } from '@esports-admin/schema/upstream/game-management';
import { defineService } from '../service';
import { gameManagementFixtureSet } from './fixtures';
import { GAME_MANAGEMENT_TABLES, gameManagementRoutes } from './platform-games';
import { gameManagementOpenApi } from './openapi';

export const gameManagementService = defineService({
  name: 'gamemanagement',
  prefix: '/gamemanagement/',
  basePath: GAME_MANAGEMENT_BASE_PATH,
  openapi: gameManagementOpenApi,
  domains: [
    {
      tables: GAME_MANAGEMENT_TABLES,
      routes: gameManagementRoutes,
      fixtures: [gameManagementFixtureSet],
    },
  ],
});
