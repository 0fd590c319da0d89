/**
 * The app's navigation history with leave guards: every in-app navigation (a link, navigate(),
 * the browser's back and forward buttons) first asks the registered guards, and one that says
 * "block" holds it until the user proceeds or stays.
 *
 * Why not react-router's data router and its useBlocker: the data router (loaders, actions,
 * fetchers, revalidation) is about 16 KiB gzip of the initial JavaScript, and the app uses none
 * of it beyond blocking. The declarative router over this history does the rest.
 */
import { createContext, use } from 'react';
import {
  NavigationType,
  type Path,
  type RouteObject,
  unstable_HistoryRouter as HistoryRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useRoutes,
} from 'react-router-dom';

type History = ReturnType<typeof createBrowserHistory>;

export type BlockerFunction = (transition: {
  currentLocation: Path;
  nextLocation: Path;
}) => boolean;

/** A held navigation: `proceed` carries it out, `reset` drops it and stays. */
export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

export const UNBLOCKED: Blocker = { state: 'unblocked' };

interface Guard {
  shouldBlock: BlockerFunction;
  onChange: (blocker: Blocker) => void;
}

export interface GuardedHistory extends History {
  /** Adds a guard; `onChange` hears when it holds a navigation and when that ends. */
  guard(shouldBlock: BlockerFunction, onChange: (blocker: Blocker) => void): () => void;
}

/**
 * Wraps a history made with `v5Compat: true` (so that its listener hears pushes too). Back and
 * forward have already moved the browser when they are heard: a held one is undone with go(-delta)
 * and redone with go(delta) if the user proceeds.
 */
function guardHistory(inner: History): GuardedHistory {
  const guards = new Set<Guard>();
  let current: Path = inner.location;
  let undoing = false; // the pop that undoes a held back/forward, which the router never heard
  let redoing = false; // the pop that redoes it once the user proceeds

  const guardHolding = (next: Path) =>
    [...guards].find((g) => g.shouldBlock({ currentLocation: current, nextLocation: next }));

  function hold(guard: Guard, redo: () => void) {
    const release = () => guard.onChange(UNBLOCKED);
    guard.onChange({
      state: 'blocked',
      proceed: () => {
        release();
        redo();
      },
      reset: release,
    });
  }

  const change =
    (method: 'push' | 'replace') => (to: Parameters<History['push']>[0], state?: unknown) => {
      const guard = guardHolding(inner.encodeLocation(to));
      if (guard) hold(guard, () => inner[method](to, state));
      else inner[method](to, state);
    };

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: change('push'),
    replace: change('replace'),
    go: (delta) => inner.go(delta),
    listen: (listener) =>
      inner.listen((update) => {
        if (update.action === NavigationType.Pop) {
          if (undoing) {
            undoing = false;
            return;
          }
          const { delta } = update;
          const guard = redoing || !delta ? undefined : guardHolding(update.location);
          redoing = false;
          if (guard && delta) {
            undoing = true;
            inner.go(-delta);
            hold(guard, () => {
              redoing = true;
              inner.go(delta);
            });
            return;
          }
        }
        current = update.location;
        listener(update);
      }),
    guard(shouldBlock, onChange) {
      const entry = { shouldBlock, onChange };
      guards.add(entry);
      return () => {
        guards.delete(entry);
      };
    },
  };
}

export const browserHistory = () => guardHistory(createBrowserHistory({ v5Compat: true }));
export const memoryHistory = (path: string) =>
  guardHistory(createMemoryHistory({ initialEntries: [path], v5Compat: true }));

const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

/** The guarded history the current router runs on, for useLeaveGuard. */
export function useGuardedHistory(): GuardedHistory {
  const history = use(GuardedHistoryContext);
  if (!history) throw new Error('useGuardedHistory needs a <GuardedRouter> above it');
  return history;
}

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders `routes` at the history's location and lets the pages below guard leaving. */
export function GuardedRouter({
  history,
  routes,
}: {
  history: GuardedHistory;
  routes: RouteObject[];
}) {
  return (
    <GuardedHistoryContext value={history}>
      {/* Lists keep their state in the URL: a navigation rendered as a transition, restarted by
          each Apollo store update it causes, could change a list's variables back and forth. */}
      <HistoryRouter history={history} useTransitions={false}>
        <RouteTree routes={routes} />
      </HistoryRouter>
    </GuardedHistoryContext>
  );
}
