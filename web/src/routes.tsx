import { SECTIONS } from '@esports-admin/schema/rules/sports';
import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from './features/accounts/routes';
import { auditRoutes } from './features/audit/routes';
import { dropTriggerRoutes } from './features/drop-triggers/routes';
import { dropRoutes } from './features/drops/routes';
import { invitationRoutes, landingRoute } from './features/invitation/routes';
import { leagueRoutes } from './features/leagues/routes';
import { organizationRoutes } from './features/organizations/routes';
import { playerRoutes } from './features/players/routes';
import { promoCodeRoutes } from './features/promo-codes/routes';
import { seasonRoutes } from './features/seasons/routes';
import { streamRoutes } from './features/streams/routes';
import { teamRoutes } from './features/teams/routes';
import { timelineRoutes } from './features/timeline/routes';
import { tournamentRoutes } from './features/tournaments/routes';
import { userRoutes } from './features/users/routes';
import { viewerLookupRoutes } from './features/viewer-lookups/routes';
import { vodRoutes } from './features/vods/routes';
import { AccessDeniedPage } from './shell/AccessDeniedPage';
import { ACCESS_DENIED_PATH, AppShell } from './shell/AppShell';
import { preloadPageAt } from './shell/lazyPage';
import { firstSegment } from './shell/navigation';
import { NotFoundPage } from './shell/NotFoundPage';
import { SectionUnavailablePage } from './shell/SectionUnavailablePage';

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
  'drops',
]);
const unbuiltSections = SECTIONS.filter((s) => !BUILT_SECTIONS.has(s.key)).map((s) =>
  firstSegment(s.link),
);

/** The shell around every feature's own route list; each feature page is its own lazy chunk. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell preloadPage={(path) => preloadPageAt(appRoutes, path)} />,
    children: [
      landingRoute,
      ...invitationRoutes,
      ...leagueRoutes,
      ...seasonRoutes,
      ...playerRoutes,
      ...streamRoutes,
      ...vodRoutes,
      ...timelineRoutes,
      ...teamRoutes,
      ...organizationRoutes,
      ...tournamentRoutes,
      ...accountRoutes,
      ...userRoutes,
      ...auditRoutes,
      ...dropRoutes,
      ...dropTriggerRoutes,
      ...promoCodeRoutes,
      ...viewerLookupRoutes,
      { path: ACCESS_DENIED_PATH, element: <AccessDeniedPage /> },
      ...unbuiltSections.map((segment) => ({
        path: `${segment}/*`,
        element: <SectionUnavailablePage />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
