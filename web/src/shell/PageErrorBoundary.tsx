import { Button, Stack, Text } from '@chakra-ui/react';
import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { PageLoader } from '../components/PageLoader';
import {
  asChunkLoadError,
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  reloadOnceForChunkError,
} from './chunkLoading';
import { MessagePage } from './MessagePage';

interface PageErrorBoundaryState {
  error: Error | null;
  reloading: boolean;
}

interface PageErrorBoundaryProps {
  /** The current path: a failure is cleared when the user goes elsewhere. */
  path: string;
  children: ReactNode;
}

/**
 * Catches what a page throws while loading or rendering, so the shell (nav, toasts) stays and
 * the user gets a way out instead of the router's developer page. A chunk that failed to load
 * reloads the page once by itself (a redeploy renamed the chunks). Going to another path clears
 * the failure; the page itself is not remounted on a path change (a tab in the path keeps its
 * form state).
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, reloading: false };

  override componentDidUpdate(previous: PageErrorBoundaryProps) {
    if (previous.path !== this.props.path && this.state.error) {
      this.setState({ error: null, reloading: false });
    }
  }

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return {
      error: asChunkLoadError(error) ?? (error instanceof Error ? error : new Error(String(error))),
    };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.state.error instanceof ChunkLoadError && reloadOnceForChunkError()) {
      this.setState({ reloading: true });
      return;
    }
    console.error(error, info.componentStack);
  }

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) return <PageLoader label="Loading the latest version…" />;
    return <PageFailed error={error} />;
  }
}

function PageFailed({ error }: { error: Error }) {
  const chunk = error instanceof ChunkLoadError;
  return (
    <MessagePage
      eyebrow={chunk ? 'Could not load' : 'Something went wrong'}
      title="This page could not be shown"
    >
      <Stack gap="3" align="center">
        <Text color="fg.muted">
          {chunk
            ? 'Its code did not arrive, perhaps after an update or a network problem. Reloading usually helps.'
            : 'An unexpected error stopped this page. Reloading usually helps; if it keeps happening, tell us what you did.'}
        </Text>
        <Text fontFamily="mono" fontSize="sm" color="fg.muted">
          {`${error.name}: ${error.message}`}
        </Text>
        <Button colorPalette="teal" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    </MessagePage>
  );
}

/** The Suspense fallback of a page: a loader that gives up after spec 3 §9's 120 s. */
export function PageChunkLoader({ path }: { path: string }) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), CHUNK_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (timedOut) throw new ChunkLoadError(path);
  return <PageLoader />;
}
