import { SECTIONS } from '@esports-admin/schema/rules/sports';
import { lazy } from 'react';
import { Navigate, useSearchParams, type RouteObject } from 'react-router-dom';
import { ACCOUNT_LIST_PATH } from './features/accounts/accountPaths';
import { INVITE_CODE_PARAM } from './features/invitation/invitationPaths';
import { leagueListPath } from './features/leagues/leaguePaths';
import { tournamentListPath } from './features/tournaments/tournamentPaths';
import { organizationListPath } from './features/organizations/organizationPaths';
import { teamListPath } from './features/teams/teamPaths';
import { STREAM_GROUP_LIST_PATH } from './features/streams/streamPaths';
import { playerListPath } from './features/players/playerPaths';
import { AccessDeniedPage } from './shell/AccessDeniedPage';
import { ACCESS_DENIED_PATH, AppShell } from './shell/AppShell';
import { firstSegment } from './shell/navigation';
import { LandingRedirect } from './shell/LandingPage';
import { NotFoundPage } from './shell/NotFoundPage';
import { SectionUnavailablePage } from './shell/SectionUnavailablePage';

// Each feature page is its own chunk, loaded on first visit (the shell shows a loader meanwhile).
const LeagueListPage = lazy(() => import('./features/leagues/LeagueListPage'));
const LeagueFormPage = lazy(() => import('./features/leagues/LeagueFormPage'));
const OrganizationListPage = lazy(() => import('./features/organizations/OrganizationListPage'));
const OrganizationFormPage = lazy(() => import('./features/organizations/OrganizationFormPage'));
const PlayerListPage = lazy(() => import('./features/players/PlayerListPage'));
const PlayerFormPage = lazy(() => import('./features/players/PlayerFormPage'));
const PlayerBulkPage = lazy(() => import('./features/players/PlayerBulkPage'));
const TeamListPage = lazy(() => import('./features/teams/TeamListPage'));
const StreamGroupListPage = lazy(() => import('./features/streams/StreamGroupListPage'));
const StreamGroupFormPage = lazy(() => import('./features/streams/StreamGroupFormPage'));
const VodPage = lazy(() => import('./features/vods/VodPage'));
const TeamFormPage = lazy(() => import('./features/teams/TeamFormPage'));
const SeasonListPage = lazy(() => import('./features/seasons/SeasonListPage'));
const SeasonFormPage = lazy(() => import('./features/seasons/SeasonFormPage'));
const InvitationPage = lazy(() => import('./features/invitation/InvitationPage'));
const UserManagementPage = lazy(() => import('./features/users/UserManagementPage'));
const AccountListPage = lazy(() => import('./features/accounts/AccountListPage'));
const AccountBulkEntryPage = lazy(() => import('./features/accounts/AccountBulkEntryPage'));
const AccountGroupsPage = lazy(() => import('./features/accounts/AccountGroupsPage'));
const AccountHistoryPage = lazy(() => import('./features/accounts/AccountHistoryPage'));
const AccountDetailPage = lazy(() => import('./features/accounts/AccountDetailPage'));
const TournamentListPage = lazy(() => import('./features/tournaments/TournamentListPage'));
const TournamentFormPage = lazy(() => import('./features/tournaments/TournamentFormPage'));

export const SEASON_LIST_CURRENT_PATH = '/season/list/current';

/** Sections without screens in this build: their whole subtree shows the "not available" page. */
const BUILT_SECTIONS = new Set([
  'leagues',
  'seasons',
  'user',
  'orgs',
  'teams',
  'streams',
  'tournaments',
  'players',
  'accounts',
]);
const unbuiltSections = SECTIONS.filter((s) => !BUILT_SECTIONS.has(s.key)).map((s) =>
  firstSegment(s.link),
);

/** Spec 2 §2 '/': the invitation page while a code is pending, otherwise the default page. */
function LandingPage() {
  const [params] = useSearchParams();
  if (params.get(INVITE_CODE_PARAM)) return <InvitationPage />;
  return <LandingRedirect />;
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
      {
        path: 'stream',
        children: [
          { index: true, element: <Navigate to={STREAM_GROUP_LIST_PATH} replace /> },
          { path: 'group', element: <Navigate to={STREAM_GROUP_LIST_PATH} replace /> },
          { path: 'group/list', element: <StreamGroupListPage /> },
          { path: 'group/create', element: <StreamGroupFormPage /> },
          { path: 'group/:id/edit', element: <StreamGroupFormPage /> },
          { path: 'vods/:tournamentId', element: <VodPage /> },
        ],
      },
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
      {
        path: 'organizations',
        children: [
          { index: true, element: <Navigate to={organizationListPath('active')} replace /> },
          { path: 'list', element: <Navigate to={organizationListPath('active')} replace /> },
          { path: 'list/:filter', element: <OrganizationListPage /> },
          { path: 'create', element: <OrganizationFormPage /> },
          { path: ':id/edit', element: <OrganizationFormPage /> },
        ],
      },
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
      {
        path: 'accounts',
        children: [
          { index: true, element: <Navigate to={ACCOUNT_LIST_PATH} replace /> },
          { path: 'list', element: <AccountListPage /> },
          { path: 'create', element: <AccountBulkEntryPage /> },
          { path: 'groups', element: <AccountGroupsPage /> },
          { path: 'history', element: <AccountHistoryPage /> },
          { path: ':id', element: <AccountDetailPage /> },
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
