import { lazyPage } from '../../shell/lazyPage';
import { Navigate, type RouteObject } from 'react-router-dom';
import { playerListPath } from './playerPaths';

const PlayerListPage = lazyPage(() => import('./PlayerListPage'));
const PlayerFormPage = lazyPage(() => import('./PlayerFormPage'));
const PlayerBulkPage = lazyPage(() => import('./PlayerBulkPage'));

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
