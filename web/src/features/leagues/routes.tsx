import { lazyPage } from '../../shell/lazyPage';
import { Navigate, type RouteObject } from 'react-router-dom';
import { leagueListPath } from './leaguePaths';

const LeagueListPage = lazyPage(() => import('./LeagueListPage'));
const LeagueFormPage = lazyPage(() => import('./LeagueFormPage'));

export const leagueRoutes: RouteObject[] = [
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
];
