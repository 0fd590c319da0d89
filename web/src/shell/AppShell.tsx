import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { onAccessDenied } from '../apollo/accessEvents';
import { Toaster } from '../components/Toaster';
import { AccessDeniedPage } from './AccessDeniedPage';
import { EnvironmentIndicator } from './EnvironmentIndicator';
import { GridOverlay } from './GridOverlay';
import { useRememberCurrentPage } from './LandingPage';
import { useKeyboardShortcuts } from './keyboardShortcuts';
import { PAGE_MAX_WIDTH, PAGE_PADDING_X } from './layout';
import { NavBar } from './NavBar';
import { PageChunkLoader, PageErrorBoundary } from './PageErrorBoundary';
import { QuestionsLink } from './QuestionsLink';
import { useSport } from './sport';
import { useViewer, ViewerProvider } from './viewer';

/** Shift+C's drawer: its code is a chunk of its own, fetched after the shell's first render. */
const EnvironmentPanel = lazy(() =>
  import('./EnvironmentPanel').then((module) => ({ default: module.EnvironmentPanel })),
);

export const ACCESS_DENIED_PATH = '/access-denied';

/**
 * The frame around every page: the signed-in user, nav bar, lazily loaded page, toasts, shortcuts,
 * support link. Toasts show even before the user has loaded, so a failure to load is explained.
 * `preloadPage` fetches the page's chunk while the user loads.
 */
export function AppShell({ preloadPage }: { preloadPage?: (path: string) => void }) {
  return (
    <>
      <ViewerProvider whileLoading={preloadPage}>
        <ShellFrame />
      </ViewerProvider>
      <Toaster />
    </>
  );
}

function ShellFrame() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mayOpen, viewer } = useViewer();
  const { toggleWildRift } = useSport();
  const [showGrid, setShowGrid] = useState(false);
  const [showEnvironmentPanel, setShowEnvironmentPanel] = useState(false);
  const production = viewer.environment === 'prod';

  useKeyboardShortcuts([
    { code: 'KeyW', shift: true, alt: true, run: toggleWildRift },
    { code: 'KeyG', shift: true, run: () => setShowGrid((shown) => !shown) },
    {
      code: 'KeyC',
      shift: true,
      run: () => !production && setShowEnvironmentPanel((shown) => !shown),
    },
  ]);

  useRememberCurrentPage();
  useEffect(() => onAccessDenied(() => void navigate(ACCESS_DENIED_PATH)), [navigate]);

  return (
    <Box minH="100vh" bg="bg.subtle">
      <NavBar />
      <Box as="main" maxW={PAGE_MAX_WIDTH} mx="auto" px={PAGE_PADDING_X} pt="8" pb="24">
        <PageErrorBoundary path={pathname}>
          <Suspense fallback={<PageChunkLoader path={pathname} />}>
            {/* Spec 2 §2: a route needing resources the user lacks shows ACCESS DENIED in place. */}
            {mayOpen(pathname) ? <Outlet /> : <AccessDeniedPage />}
          </Suspense>
        </PageErrorBoundary>
      </Box>
      <QuestionsLink />
      {showGrid && <GridOverlay />}
      <EnvironmentIndicator environment={viewer.environment} />
      {!production && (
        <Suspense fallback={null}>
          <EnvironmentPanel
            open={showEnvironmentPanel}
            onClose={() => setShowEnvironmentPanel(false)}
            environment={viewer.environment}
          />
        </Suspense>
      )}
    </Box>
  );
}
