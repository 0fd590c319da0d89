import { lazyPage } from '../../shell/lazyPage';
import type { RouteObject } from 'react-router-dom';
import { PROMO_CODES_PATH } from './promoCodePaths';

const PromoCodesPage = lazyPage(() => import('./PromoCodesPage'));

/** The promo codes page of the drops section (its access rule is the section's: spec 2 §2). */
export const promoCodeRoutes: RouteObject[] = [
  { path: PROMO_CODES_PATH.slice(1), element: <PromoCodesPage /> },
];
