import { lazyPage } from '../../shell/lazyPage';
import { Navigate, type RouteObject } from 'react-router-dom';
import { seasonListPath } from './seasonPaths';

const SeasonListPage = lazyPage(() => import('./SeasonListPage'));
const SeasonFormPage = lazyPage(() => import('./SeasonFormPage'));

export const seasonRoutes: RouteObject[] = [
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
];
