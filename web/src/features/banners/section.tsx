import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { Navigate } from 'react-router-dom';
import { lazyPage } from '../../shell/lazyPage';
import type { Section } from '../../shell/section';
import { BANNERS_LIST_PATH } from './bannersPaths';

const BannerListPage = lazyPage(() => import('./BannerListPage'));
const BannerEditorPage = lazyPage(() => import('./editor/BannerEditorPage'));

/** Banners (spec 2 §2, lol only): configurations by status, each league's patch in its editor. */
export const bannersSection: Section = {
  key: 'banners',
  label: 'Banners',
  link: BANNERS_LIST_PATH,
  sports: ['lol'],
  access: ROUTE_ACCESS.banners,
  routes: [
    {
      path: 'banners',
      children: [
        { index: true, element: <Navigate to={BANNERS_LIST_PATH} replace /> },
        { path: 'list', element: <Navigate to={BANNERS_LIST_PATH} replace /> },
        { path: 'list/:status', element: <BannerListPage /> },
        { path: 'leagues/:leagueId/patches/:patch', element: <BannerEditorPage /> },
      ],
    },
  ],
};
