import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ErrorLike } from '@apollo/client';
import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { useAppShellQuery } from '../__generated__/hooks';
import { isUnauthenticated } from '../apollo/operationErrors';
import { isSignInRedirecting, signInCompleted, signInUrl } from '../apollo/signIn';
import { PageLoader } from '../components/PageLoader';
import { MessagePage } from './MessagePage';
import { accessOf, viewerMayOpenPath, type Viewer } from './viewerAccess';

export interface ViewerState {
  viewer: Viewer;
  /** Whether the viewer may open a path: a matching resource and the section's feature flag. */
  mayOpen: (path: string) => boolean;
  /** Whether the viewer may change a resource family ('season'): read-only users may not. */
  mayWrite: (resource: string) => boolean;
  /** Loads the viewer again after their roles changed; failures are toasted by the error link. */
  refetchViewer: () => Promise<void>;
}

const ViewerContext = createContext<ViewerState | null>(null);

/**
 * Loads the signed-in user once, when the shell mounts, and shows a full-page loader until they
 * arrive. An UNAUTHENTICATED answer has already sent the browser to sign in (the error link).
 */
export function ViewerProvider({
  children,
  whileLoading,
}: {
  children: ReactNode;
  /** Called with the current path once the loader has been painted (not before: see below). */
  whileLoading?: (path: string) => void;
}) {
  const { data, previousData, error, refetch } = useAppShellQuery({});
  // A failed refetch must not take the whole app down: the last known viewer stays.
  const viewer = data?.viewer ?? previousData?.viewer;
  const signedIn = data?.viewer !== undefined;
  useEffect(() => {
    if (signedIn) signInCompleted();
  }, [signedIn]);

  const refetchViewer = useCallback(async () => {
    try {
      await refetch();
    } catch {
      // Already shown by the error link; the previous viewer stays in place.
    }
  }, [refetch]);

  const current = useMemo<ViewerState | null>(() => {
    if (!viewer) return null;
    const access = accessOf(viewer);
    return {
      viewer,
      mayOpen: (path) => viewerMayOpenPath(path, access),
      mayWrite: (resource) => access.writableResources.has(resource),
      refetchViewer,
    };
  }, [viewer, refetchViewer]);
  // Apollo delivers the answer in a synchronous render; the shell around the page is a large
  // tree, so it renders at transition priority, in slices that leave the main thread free.
  const value = useDeferredValue(current);

  if (!value) {
    if (error && !isSignInRedirecting()) {
      return <ViewerUnavailable error={error} onRetry={() => void refetchViewer()} />;
    }
    return (
      <Box minH="100vh" display="grid" placeItems="center">
        <PageLoader label="Checking your access…" />
        {whileLoading && <AfterFirstPaint run={whileLoading} />}
      </Box>
    );
  }
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

/**
 * Runs `run` with the current path once, after the frame that shows the loader. Work started
 * before the first paint delays it (on a phone's connection the page's chunk would share the
 * bandwidth with the app's own scripts), so it waits for that frame and a task after it.
 */
function AfterFirstPaint({ run }: { run: (path: string) => void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => run(pathname));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [run, pathname]);
  return null;
}

function ViewerUnavailable({ error, onRetry }: { error: ErrorLike; onRetry: () => void }) {
  if (isUnauthenticated(error)) {
    const here = `${window.location.pathname}${window.location.search}`;
    return (
      <Box py="16" px="4">
        <MessagePage title="Sign in required">
          <Text color="fg.muted">Your session has ended or could not be confirmed.</Text>
          <Button asChild colorPalette="teal">
            <a href={signInUrl(here)}>Sign in</a>
          </Button>
        </MessagePage>
      </Box>
    );
  }
  return (
    <Box py="16" px="4">
      <MessagePage title="Your access could not be loaded">
        <Stack gap="4" align="center">
          <Text color="fg.muted">The reason is shown in the message above.</Text>
          <Button colorPalette="teal" onClick={onRetry}>
            Retry
          </Button>
        </Stack>
      </MessagePage>
    </Box>
  );
}

export function useViewer(): ViewerState {
  const state = useContext(ViewerContext);
  if (!state) throw new Error('useViewer must be used inside <ViewerProvider>');
  return state;
}
