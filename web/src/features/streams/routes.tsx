import { lazyPage } from '../../shell/lazyPage';
import { Navigate, type RouteObject } from 'react-router-dom';
import { STREAM_GROUP_LIST_PATH } from './streamPaths';

const StreamGroupListPage = lazyPage(() => import('./StreamGroupListPage'));
const StreamGroupFormPage = lazyPage(() => import('./StreamGroupFormPage'));

export const streamRoutes: RouteObject[] = [
  {
    path: 'stream',
    children: [
      { index: true, element: <Navigate to={STREAM_GROUP_LIST_PATH} replace /> },
      { path: 'group', element: <Navigate to={STREAM_GROUP_LIST_PATH} replace /> },
      { path: 'group/list', element: <StreamGroupListPage /> },
      { path: 'group/create', element: <StreamGroupFormPage /> },
      { path: 'group/:id/edit', element: <StreamGroupFormPage /> },
    ],
  },
];
