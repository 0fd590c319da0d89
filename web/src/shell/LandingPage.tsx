import { mayOpenPath } from '@esports-admin/schema/rules/access';
import { STATE_PERSIST_DEBOUNCE_MS } from '@esports-admin/schema/rules/constants';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isRememberablePath, landingPath, rememberedPage, rememberPage } from './rememberedPage';
import { useSections } from './section';
import { useSport } from './sport';
import { useViewer } from './viewer';

/** '/' without an invitation: the remembered page or the first page this user may open. */
export function LandingRedirect() {
  const { viewer, mayOpen } = useViewer();
  const { sport } = useSport();
  const sections = useSections();
  const writable = new Set(viewer.writableResources);
  const mayChange = (path: string) => mayOpenPath(path, writable, viewer.features);
  return (
    <Navigate
      to={landingPath(sections, rememberedPage(viewer.username), sport, mayOpen, mayChange)}
      replace
    />
  );
}

/** Remembers the page the user is on, once they stay on it for the persistence debounce. */
export function useRememberCurrentPage(): void {
  const { pathname, search } = useLocation();
  const { viewer, mayOpen } = useViewer();
  const sections = useSections();
  useEffect(() => {
    if (!isRememberablePath(sections, pathname) || !mayOpen(pathname)) return;
    const timer = window.setTimeout(
      () => rememberPage(viewer.username, `${pathname}${search}`),
      STATE_PERSIST_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pathname, search, viewer.username, mayOpen, sections]);
}
