import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../shell/lazyPage';

const CrystalBallPage = lazyPage(() => import('./crystal-ball/CrystalBallPage'));
const CelebritiesPage = lazyPage(() => import('./celebrities/CelebritiesPage'));
const RewardsPage = lazyPage(() => import('./rewards/RewardsPage'));
const ScoringPage = lazyPage(() => import('./scoring/ScoringPage'));

/** A tournament's crystal ball, celebrities, rewards and scoring: children of the `pickem` route. */
export const pickemTournamentPageRoutes: readonly RouteObject[] = [
  { path: 'tournaments/:tournamentId/crystal-ball', element: createElement(CrystalBallPage) },
  { path: 'tournaments/:tournamentId/celebrities', element: createElement(CelebritiesPage) },
  { path: 'tournaments/:tournamentId/rewards', element: createElement(RewardsPage) },
  { path: 'tournaments/:tournamentId/scoring', element: createElement(ScoringPage) },
];
