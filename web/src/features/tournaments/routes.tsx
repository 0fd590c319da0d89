import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { tournamentListPath } from './tournamentPaths';

const TournamentListPage = lazy(() => import('./TournamentListPage'));
const TournamentFormPage = lazy(() => import('./TournamentFormPage'));

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
