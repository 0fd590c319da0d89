import { DEFAULT_LANDING_PATH } from '@esports-admin/schema/rules/constants';
import { SECTIONS } from '@esports-admin/schema/rules/sports';
import { lazy } from 'react';
import { Navigate, useSearchParams, type RouteObject } from 'react-router-dom';
import { INVITE_CODE_PARAM } from './features/invitation/invitationPaths';
import { leagueListPath } from './features/leagues/leaguePaths';
import { AccessDeniedPage } from './shell/AccessDeniedPage';
import { ACCESS_DENIED_PATH, AppShell } from './shell/AppShell';
import { firstSegment } from './shell/navigation';
import { NotFoundPage } from './shell/NotFoundPage';
import { SectionUnavailablePage } from './shell/SectionUnavailablePage';

// Each feature page is its own chunk, loaded on first visit (the shell shows a loader meanwhile).
const LeagueListPage = lazy(() => import('./features/leagues/LeagueListPage'));
const LeagueFormPage = lazy(() => import('./features/leagues/LeagueFormPage'));
const SeasonListPage = lazy(() => import('./features/seasons/SeasonListPage'));
const SeasonFormPage = lazy(() => import('./features/seasons/SeasonFormPage'));
const InvitationPage = lazy(() => import('./features/invitation/InvitationPage'));
const UserManagementPage = lazy(() => import('./features/users/UserManagementPage'));

export const SEASON_LIST_CURRENT_PATH = '/season/list/current';

/** Sections without screens in this build: their whole subtree shows the "not available" page. */
const BUILT_SECTIONS = new Set(['leagues', 'seasons', 'user']);
const unbuiltSections = SECTIONS.filter((s) => !BUILT_SECTIONS.has(s.key)).map((s) =>
  firstSegment(s.link),
);

/** Spec 2 §2 '/': the invitation page while a code is pending, otherwise the default page. */
function LandingPage() {
  const [params] = useSearchParams();
  if (params.get(INVITE_CODE_PARAM)) return <InvitationPage />;
  return <Navigate to={DEFAULT_LANDING_PATH} replace />;
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'invite/:inviteCode', element: <InvitationPage /> },
      {
        path: 'leagues',
        children: [
          { index: true, element: <Navigate to={leagueListPath('current')} replace /> },
          { path: 'list', element: <Navigate to={leagueListPath('current')} replace /> },
          { path: 'list/:filter', element: <LeagueListPage /> },
          { path: 'create', element: <LeagueFormPage /> },
          { path: ':id/edit', element: <LeagueFormPage /> },
        ],
      },
      {
        path: 'season',
        children: [
          { index: true, element: <Navigate to={SEASON_LIST_CURRENT_PATH} replace /> },
          { path: 'list', element: <Navigate to={SEASON_LIST_CURRENT_PATH} replace /> },
          { path: 'list/:filter', element: <SeasonListPage /> },
          { path: 'create', element: <SeasonFormPage /> },
          { path: ':id/edit', element: <SeasonFormPage /> },
        ],
      },
      { path: 'usermanagement', element: <UserManagementPage /> },
      { path: ACCESS_DENIED_PATH, element: <AccessDeniedPage /> },
      ...unbuiltSections.map((segment) => ({
        path: `${segment}/*`,
        element: <SectionUnavailablePage />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
