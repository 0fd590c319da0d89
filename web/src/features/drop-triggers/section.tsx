import { lazyPage } from '../../shell/lazyPage';
import type { SectionPages } from '../../shell/section';
import { TRIGGER_LIST_PATH, TRIGGER_SEND_PATH } from './triggerPaths';

const TriggerListPage = lazyPage(() => import('./TriggerListPage'));
const TriggerDropPage = lazyPage(() => import('./TriggerDropPage'));

/** The trigger pages of the drops section (its access rule is the section's: spec 2 §2). */
export const dropTriggerPages: SectionPages = {
  section: 'drops',
  pages: [{ label: 'Triggers', path: TRIGGER_LIST_PATH, match: [TRIGGER_LIST_PATH] }],
  routes: [
    { path: TRIGGER_LIST_PATH.slice(1), element: <TriggerListPage /> },
    { path: TRIGGER_SEND_PATH.slice(1), element: <TriggerDropPage /> },
  ],
};
