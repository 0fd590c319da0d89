/** Promo codes v2.0 (spec 3 §7): sponsor code pools per drop inventory item. */
import { PROMO_CODES_BASE_PATH } from '@esports-admin/schema/upstream/promo-codes';
import { defineService } from '../service';
import { PROMO_CODE_TABLES, promoCodeRoutes } from './codes';
import { promoCodeFixtureSet } from './fixtures';
import { promoCodesOpenApi } from './openapi';

export const promoCodesService = defineService({
  name: 'promoCodes',
  prefix: `${PROMO_CODES_BASE_PATH}/`,
  basePath: PROMO_CODES_BASE_PATH,
  openapi: promoCodesOpenApi,
  domains: [
    { tables: PROMO_CODE_TABLES, fixtures: [promoCodeFixtureSet], routes: promoCodeRoutes },
  ],
});
