import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { SPORT_CODES } from '@esports-admin/schema/rules/sports';
import { lazyPage } from '../../shell/lazyPage';
import type { Section } from '../../shell/section';
import { Navigate } from 'react-router-dom';
import { seasonListPath } from './seasonPaths';

const SeasonListPage = lazyPage(() => import('./SeasonListPage'));
const SeasonFormPage = lazyPage(() => import('./SeasonFormPage'));

export const seasonsSection: Section = {
  key: 'seasons',
  label: 'Seasons',
  link: seasonListPath('current'),
  sports: SPORT_CODES,
  access: ROUTE_ACCESS.seasons,
  routes: [
    {
      path: 'season',
      children: [
        { index: true, element: <Navigate to={seasonListPath('current')} replace /> },
        { path: 'list', element: <Navigate to={seasonListPath('current')} replace /> },
        { path: 'list/:filter', element: <SeasonListPage /> },
        { path: 'create', element: <SeasonFormPage /> },
        { path: ':id/edit', element: <SeasonFormPage /> },
      ],
    },
  ],
};
