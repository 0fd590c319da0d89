import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { SPORT_CODES } from '@esports-admin/schema/rules/sports';
import { lazyPage } from '../../shell/lazyPage';
import type { Section } from '../../shell/section';
import { Navigate } from 'react-router-dom';
import { teamListPath } from './teamPaths';

const TeamListPage = lazyPage(() => import('./TeamListPage'));
const TeamFormPage = lazyPage(() => import('./TeamFormPage'));

export const teamsSection: Section = {
  key: 'teams',
  label: 'Teams',
  link: teamListPath('current'),
  sports: SPORT_CODES,
  access: ROUTE_ACCESS.teams,
  routes: [
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
  ],
};
