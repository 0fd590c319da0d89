import { lazyPage } from '../../shell/lazyPage';
import type { RouteObject } from 'react-router-dom';
import { VIEWER_LOOKUPS_PATH } from './viewerLookupPaths';

const ViewerLookupsPage = lazyPage(() => import('./ViewerLookupsPage'));

/** Viewer lookups of the drops section (its access rule is the section's: spec 2 §2). */
export const viewerLookupRoutes: RouteObject[] = [
  { path: VIEWER_LOOKUPS_PATH.slice(1), element: <ViewerLookupsPage /> },
];
