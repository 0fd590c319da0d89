import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PROMO_CODES_PATH } from './promoCodePaths';

const PromoCodesPage = lazy(() => import('./PromoCodesPage'));

/** The promo codes page of the drops section (its access rule is the section's: spec 2 §2). */
export const promoCodeRoutes: RouteObject[] = [
  { path: PROMO_CODES_PATH.slice(1), element: <PromoCodesPage /> },
];
