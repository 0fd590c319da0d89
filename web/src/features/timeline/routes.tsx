import { lazyPage } from '../../shell/lazyPage';
import { Navigate, type RouteObject } from 'react-router-dom';
import { TIMELINE_LIST_PATH } from './timelinePaths';

const TimelineListPage = lazyPage(() => import('./TimelineListPage'));
const TimelineFormPage = lazyPage(() => import('./TimelineFormPage'));

export const timelineRoutes: RouteObject[] = [
  {
    path: 'timeline',
    children: [
      { index: true, element: <Navigate to={TIMELINE_LIST_PATH} replace /> },
      { path: 'list', element: <TimelineListPage /> },
      { path: ':tournamentId/edit', element: <TimelineFormPage /> },
    ],
  },
];
