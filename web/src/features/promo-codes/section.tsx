import { lazyPage } from '../../shell/lazyPage';
import type { SectionPages } from '../../shell/section';
import { PROMO_CODES_PATH } from './promoCodePaths';

const PromoCodesPage = lazyPage(() => import('./PromoCodesPage'));

/** The promo codes page of the drops section (its access rule is the section's: spec 2 §2). */
export const promoCodePages: SectionPages = {
  section: 'drops',
  pages: [{ label: 'Promo codes', path: PROMO_CODES_PATH, match: [PROMO_CODES_PATH] }],
  routes: [{ path: PROMO_CODES_PATH.slice(1), element: <PromoCodesPage /> }],
};
