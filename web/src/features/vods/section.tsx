import { lazyPage } from '../../shell/lazyPage';
import type { SectionPages } from '../../shell/section';

const VodPage = lazyPage(() => import('./VodPage'));

/** A tournament's VODs, under /stream: the Streams section's roles open it. */
export const vodPages: SectionPages = {
  section: 'streams',
  routes: [{ path: 'stream/vods/:tournamentId', element: <VodPage /> }],
};
