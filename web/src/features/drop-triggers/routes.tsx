import { lazyPage } from '../../shell/lazyPage';
import type { RouteObject } from 'react-router-dom';
import { TRIGGER_LIST_PATH, TRIGGER_SEND_PATH } from './triggerPaths';

const TriggerListPage = lazyPage(() => import('./TriggerListPage'));
const TriggerDropPage = lazyPage(() => import('./TriggerDropPage'));

/** The trigger pages of the drops section (its access rule is the section's: spec 2 §2). */
export const dropTriggerRoutes: RouteObject[] = [
  { path: TRIGGER_LIST_PATH.slice(1), element: <TriggerListPage /> },
  { path: TRIGGER_SEND_PATH.slice(1), element: <TriggerDropPage /> },
];
