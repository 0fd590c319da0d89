import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const VodPage = lazy(() => import('./VodPage'));

export const vodRoutes: RouteObject[] = [
  { path: 'stream/vods/:tournamentId', element: <VodPage /> },
];
