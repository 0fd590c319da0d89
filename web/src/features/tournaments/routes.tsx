import { lazyPage } from '../../shell/lazyPage';
import { Navigate, type RouteObject } from 'react-router-dom';
import { tournamentListPath } from './tournamentPaths';

const TournamentListPage = lazyPage(() => import('./TournamentListPage'));
const TournamentFormPage = lazyPage(() => import('./TournamentFormPage'));

export const tournamentRoutes: RouteObject[] = [
  {
    path: 'tournament',
    children: [
      { index: true, element: <Navigate to={tournamentListPath('current')} replace /> },
      { path: 'list', element: <Navigate to={tournamentListPath('current')} replace /> },
      { path: 'list/:filter', element: <TournamentListPage /> },
      { path: 'create', element: <TournamentFormPage /> },
      { path: ':id/:tab', element: <TournamentFormPage /> },
    ],
  },
];
