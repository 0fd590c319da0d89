/**
 * The asset service (spec 2 §7). Bearer token for the API (/assets/v1/…); the file store beside
 * it (/assets/files/…) is reached through presigned addresses and serves non-banner files publicly.
 */
import { ASSETS_BASE_PATH } from '@esports-admin/schema/upstream/assets';
import { defineService } from '../service';
import { ASSET_TABLES, ASSETS_MOUNT_PATH, assetRoutes } from './assets';
import { generatedImageRoutes } from './generated-images';
import { assetsOpenApi } from './openapi';

export const assetsService = defineService({
  name: 'assets',
  prefix: `${ASSETS_BASE_PATH}/`,
  basePath: ASSETS_MOUNT_PATH,
  openapi: assetsOpenApi,
  domains: [{ tables: ASSET_TABLES, routes: assetRoutes }, { routes: generatedImageRoutes }],
});
