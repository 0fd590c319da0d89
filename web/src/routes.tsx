import type { RouteObject } from 'react-router-dom';
import { auditRoutes } from './features/audit/routes';
import { invitationRoutes, landingRoute } from './features/invitation/routes';
import { AccessDeniedPage } from './shell/AccessDeniedPage';
import { ACCESS_DENIED_PATH, AppShell } from './shell/AppShell';
import { preloadPageAt } from './shell/lazyPage';
import { firstSegment } from './shell/navigation';
import { NotFoundPage } from './shell/NotFoundPage';
import { SectionsProvider, type Section } from './shell/section';
import { SectionUnavailablePage } from './shell/SectionUnavailablePage';
import { APP_SECTIONS } from './sections';

/** A section without screens in this build answers its whole subtree with "not available". */
const sectionRoutes = (section: Section): RouteObject[] =>
  section.built
    ? [...section.routes]
    : [{ path: `${firstSegment(section.link)}/*`, element: <SectionUnavailablePage /> }];

/** The shell around every section's routes; each feature page is its own lazy chunk. */
export const appRoutes: RouteObject[] = [
  {
    element: (
      <SectionsProvider value={APP_SECTIONS}>
        <AppShell preloadPage={(path) => preloadPageAt(appRoutes, path)} />
      </SectionsProvider>
    ),
    children: [
      landingRoute,
      ...invitationRoutes,
      ...APP_SECTIONS.flatMap(sectionRoutes),
      ...auditRoutes,
      { path: ACCESS_DENIED_PATH, element: <AccessDeniedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
