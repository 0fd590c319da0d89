import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { TRIGGER_LIST_PATH } from './triggerPaths';

const TriggerListPage = lazy(() => import('./TriggerListPage'));

/** The trigger pages of the drops section (its access rule is the section's: spec 2 §2). */
export const dropTriggerRoutes: RouteObject[] = [
  { path: TRIGGER_LIST_PATH.slice(1), element: <TriggerListPage /> },
];
