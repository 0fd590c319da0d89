import { lazyPage } from '../../shell/lazyPage';
import type { SectionPages } from '../../shell/section';
import { VIEWER_LOOKUPS_PATH } from './viewerLookupPaths';

const ViewerLookupsPage = lazyPage(() => import('./ViewerLookupsPage'));

/** Viewer lookups of the drops section (its access rule is the section's: spec 2 §2). */
export const viewerLookupPages: SectionPages = {
  section: 'drops',
  pages: [{ label: 'Viewer lookups', path: VIEWER_LOOKUPS_PATH, match: [VIEWER_LOOKUPS_PATH] }],
  routes: [{ path: VIEWER_LOOKUPS_PATH.slice(1), element: <ViewerLookupsPage /> }],
};
