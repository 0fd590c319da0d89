import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { lazyPage } from '../../shell/lazyPage';
import type { Section } from '../../shell/section';
import { Navigate } from 'react-router-dom';
import { playerListPath } from './playerPaths';

const PlayerListPage = lazyPage(() => import('./PlayerListPage'));
const PlayerFormPage = lazyPage(() => import('./PlayerFormPage'));
const PlayerBulkPage = lazyPage(() => import('./PlayerBulkPage'));

export const playersSection: Section = {
  key: 'players',
  label: 'Players',
  link: playerListPath('current'),
  sports: ['lol', 'val', 'wr'],
  access: ROUTE_ACCESS.players,
  routes: [
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
  ],
};
