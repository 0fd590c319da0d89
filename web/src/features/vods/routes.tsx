import { lazyPage } from '../../shell/lazyPage';
import type { RouteObject } from 'react-router-dom';

const VodPage = lazyPage(() => import('./VodPage'));

export const vodRoutes: RouteObject[] = [
  { path: 'stream/vods/:tournamentId', element: <VodPage /> },
];
