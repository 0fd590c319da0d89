import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

type PageModule<Props> = { default: ComponentType<Props> };

/**
 * A route's page (or a tab of one) as its own chunk, which can also be fetched before it first
 * renders.
 */
export type LazyPage<Props = object> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<PageModule<Props>>;
};

export function lazyPage<Props extends object = object>(
  load: () => Promise<PageModule<Props>>,
): LazyPage<Props> {
  let loading: Promise<PageModule<Props>> | undefined;
  const loadOnce = () => (loading ??= load());
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

/** Anything whose chunk can be fetched ahead: a lazy page. */
export type Preloadable = { preload: () => Promise<unknown> };

/**
 * Starts fetching a lazy page's chunk. A failed fetch is reported when the page renders
 * (PageErrorBoundary), so it is not reported here.
 */
export function startLoading(page: Preloadable): Promise<void> {
  return page.preload().then(
    () => undefined,
    () => undefined,
  );
}

/** A link's or button's handlers that start a lazy page's chunk once it is pointed at or focused. */
export function loadOnIntent(page: Preloadable) {
  const start = () => void startLoading(page);
  return { onPointerEnter: start, onFocus: start };
}

/**
 * A dialog whose code is a chunk of its own, opened from a trigger: pointing at or focusing the
 * trigger starts the chunk, and a click shows the trigger busy until it has arrived, then opens the
 * dialog (rendered only while open). A failed fetch still opens it, so the page's error boundary
 * reports it as for a page's chunk.
 */
export function useDialogOnDemand(dialog: Preloadable) {
  const [isOpen, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    await startLoading(dialog);
    setOpening(false);
    setOpen(true);
  };
  return {
    isOpen,
    close: () => setOpen(false),
    triggerProps: { ...loadOnIntent(dialog), loading: opening, onClick: () => void open() },
  };
}

/**
 * Starts fetching the chunk of the page a path shows, if it is a lazy page. The shell calls it
 * while the signed-in user loads, so the page's code and that query travel together instead of
 * one after the other.
 */
export function preloadPageAt(routes: RouteObject[], path: string): void {
  const page = matchRoutes(routes, path)?.at(-1)?.route.element;
  const type = page && typeof page === 'object' && 'type' in page ? page.type : undefined;
  if (typeof type === 'object' && type !== null && 'preload' in type) {
    void startLoading(type);
  }
}
