import { lazyPage } from '../../shell/lazyPage';
import { Navigate, type RouteObject } from 'react-router-dom';
import { teamListPath } from './teamPaths';

const TeamListPage = lazyPage(() => import('./TeamListPage'));
const TeamFormPage = lazyPage(() => import('./TeamFormPage'));

export const teamRoutes: RouteObject[] = [
  {
    path: 'teams',
    children: [
      { index: true, element: <Navigate to={teamListPath('current')} replace /> },
      { path: 'list', element: <Navigate to={teamListPath('current')} replace /> },
      { path: 'list/:filter', element: <TeamListPage /> },
      { path: 'create', element: <TeamFormPage /> },
      { path: ':id/edit', element: <TeamFormPage /> },
    ],
  },
];
