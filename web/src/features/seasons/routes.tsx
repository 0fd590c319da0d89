import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { seasonListPath } from './seasonPaths';

const SeasonListPage = lazy(() => import('./SeasonListPage'));
const SeasonFormPage = lazy(() => import('./SeasonFormPage'));

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
