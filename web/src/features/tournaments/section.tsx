import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { SPORT_CODES } from '@esports-admin/schema/rules/sports';
import { lazyPage } from '../../shell/lazyPage';
import type { Section } from '../../shell/section';
import { Navigate } from 'react-router-dom';
import { tournamentListPath } from './tournamentPaths';

const TournamentListPage = lazyPage(() => import('./TournamentListPage'));
const TournamentFormPage = lazyPage(() => import('./TournamentFormPage'));

export const tournamentsSection: Section = {
  key: 'tournaments',
  label: 'Tournaments',
  link: tournamentListPath('current'),
  sports: SPORT_CODES,
  access: ROUTE_ACCESS.tournaments,
  routes: [
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
  ],
};
