import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { Navigate } from 'react-router-dom';
import { lazyPage } from '../../shell/lazyPage';
import type { Section } from '../../shell/section';
import { PICKEM_LEAGUE_LIST_PATH } from './pickemPaths';
import { pickemTournamentPageRoutes } from './tournament/pages';

const PickemLeagueListPage = lazyPage(() => import('./leagues/PickemLeagueListPage'));
const PickemTournamentPage = lazyPage(() => import('./tournament/PickemTournamentPage'));
const PickBlocksPage = lazyPage(() => import('./blocks/PickBlocksPage'));

/** Pick'em (spec 3 §3 "Pick'em"): leagues, then each tournament's pick'em and its pages. */
export const pickemSection: Section = {
  key: 'pickem',
  label: "Pick'em",
  link: PICKEM_LEAGUE_LIST_PATH,
  sports: ['lol', 'val'],
  access: ROUTE_ACCESS.pickem,
  routes: [
    {
      path: 'pickem',
      children: [
        { index: true, element: <Navigate to={PICKEM_LEAGUE_LIST_PATH} replace /> },
        { path: 'leagues', element: <Navigate to={PICKEM_LEAGUE_LIST_PATH} replace /> },
        { path: 'leagues/list', element: <PickemLeagueListPage /> },
        { path: 'tournaments/:tournamentId', element: <PickemTournamentPage /> },
        { path: 'tournaments/:tournamentId/blocks', element: <PickBlocksPage /> },
        ...pickemTournamentPageRoutes,
      ],
    },
  ],
};
