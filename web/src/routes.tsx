import type { RouteObject } from 'react-router-dom';
import { auditRoutes } from './features/audit/routes';
import { invitationRoutes, landingRoute } from './features/invitation/routes';
import { AccessDeniedPage } from './shell/AccessDeniedPage';
import { ACCESS_DENIED_PATH, AppShell } from './shell/AppShell';
import { preloadPageAt } from './shell/lazyPage';
import { NotFoundPage } from './shell/NotFoundPage';
import { SectionsProvider } from './shell/section';
import { APP_SECTIONS } from './sections';

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
      ...APP_SECTIONS.flatMap((section) => section.routes),
      ...auditRoutes,
      { path: ACCESS_DENIED_PATH, element: <AccessDeniedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
