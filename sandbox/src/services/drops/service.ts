/**
 * The drops service (spec 3 §7 "Drops"): one service, each family under its own base path.
 * Drops families live below /drops; the localization family has its own root, /dropLocalization.
 */
import {
  DROP_GROUP_BASE_PATH,
  DROP_INVENTORY_BASE_PATH,
  DROP_LOCALIZATION_BASE_PATH,
  DROP_RARITY_BASE_PATH,
  DROP_TRIGGER_BASE_PATH,
} from '@esports-admin/schema/upstream/drops';
import { DROP_PREVIEW_IMAGE_PATH } from '@esports-admin/schema/upstream/drop-preview-image';
import { defineService } from '../service';
import { previewImageRoutes, requirePreviewBasicAuth } from './preview-image';
import { dropsFamily } from './family';
import { dropsFixtureSet } from './fixtures';
import { DROP_GROUP_TABLES, dropGroupRoutes } from './groups';
import { INVENTORY_TABLES, inventoryRoutes } from './inventory';
import { DROP_TRIGGER_TABLES, dropTriggerRoutes } from './triggers';
import { dropTriggerFixtureSet } from './triggers-fixtures';
import { LOCALIZATION_TABLES, localizationRoutes } from './localizations';
import { RARITY_TABLES, rarityRoutes } from './rarities';
import { dropLocalizationOpenApi, dropPreviewImageOpenApi, dropsOpenApi } from './openapi';

const DROPS_ROOT = '/drops';
const under = (basePath: string) => basePath.slice(DROPS_ROOT.length);

export const dropsService = defineService({
  name: 'drops',
  prefix: `${DROPS_ROOT}/`,
  basePath: DROPS_ROOT,
  openapi: dropsOpenApi,
  domains: [
    dropsFamily(under(DROP_INVENTORY_BASE_PATH), {
      tables: INVENTORY_TABLES,
      routes: inventoryRoutes,
    }),
    dropsFamily(under(DROP_RARITY_BASE_PATH), { tables: RARITY_TABLES, routes: rarityRoutes }),
    dropsFamily(under(DROP_GROUP_BASE_PATH), {
      tables: DROP_GROUP_TABLES,
      routes: dropGroupRoutes,
      fixtures: [dropsFixtureSet],
    }),
    dropsFamily(under(DROP_TRIGGER_BASE_PATH), {
      tables: DROP_TRIGGER_TABLES,
      routes: dropTriggerRoutes,
      fixtures: [dropTriggerFixtureSet],
    }),
  ],
});

/** dropLocalization/v1.0: the same service, counted under its own name because its root differs. */
export const dropLocalizationService = defineService({
  name: 'dropLocalization',
  prefix: `${DROP_LOCALIZATION_BASE_PATH}/`,
  basePath: DROP_LOCALIZATION_BASE_PATH,
  openapi: dropLocalizationOpenApi,
  domains: [{ tables: LOCALIZATION_TABLES, routes: localizationRoutes }],
});

/** The preview image function: basic authorization instead of the bearer (spec 3 §7). */
export const dropPreviewImageService = defineService({
  name: 'dropPreviewImage',
  prefix: DROP_PREVIEW_IMAGE_PATH,
  basePath: DROP_PREVIEW_IMAGE_PATH,
  openapi: dropPreviewImageOpenApi,
  authorize: requirePreviewBasicAuth,
  domains: [{ routes: previewImageRoutes }],
});
