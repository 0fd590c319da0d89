import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { SPORT_CODES } from '@esports-admin/schema/rules/sports';
import { lazyPage } from '../../shell/lazyPage';
import type { Section } from '../../shell/section';
import { Navigate } from 'react-router-dom';
import { leagueListPath } from './leaguePaths';

const LeagueListPage = lazyPage(() => import('./LeagueListPage'));
const LeagueFormPage = lazyPage(() => import('./LeagueFormPage'));

export const leaguesSection: Section = {
  key: 'leagues',
  label: 'Leagues',
  link: leagueListPath('current'),
  sports: SPORT_CODES,
  access: ROUTE_ACCESS.leagues,
  routes: [
    {
      path: 'leagues',
      children: [
        { index: true, element: <Navigate to={leagueListPath('current')} replace /> },
        { path: 'list', element: <Navigate to={leagueListPath('current')} replace /> },
        { path: 'list/:filter', element: <LeagueListPage /> },
        { path: 'create', element: <LeagueFormPage /> },
        { path: ':id/edit', element: <LeagueFormPage /> },
      ],
    },
  ],
};
