import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { playerListPath } from './playerPaths';

const PlayerListPage = lazy(() => import('./PlayerListPage'));
const PlayerFormPage = lazy(() => import('./PlayerFormPage'));
const PlayerBulkPage = lazy(() => import('./PlayerBulkPage'));

export const playerRoutes: RouteObject[] = [
  {
    path: 'players',
    children: [
      { index: true, element: <Navigate to={playerListPath('current')} replace /> },
      { path: 'list', element: <Navigate to={playerListPath('current')} replace /> },
      { path: 'list/:filter', element: <PlayerListPage /> },
      { path: 'create', element: <PlayerFormPage /> },
      { path: 'bulk', element: <PlayerBulkPage /> },
      { path: ':id/edit', element: <PlayerFormPage /> },
    ],
  },
];
