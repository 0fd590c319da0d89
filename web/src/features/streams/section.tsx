import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { lazyPage } from '../../shell/lazyPage';
import type { Section } from '../../shell/section';
import { Navigate } from 'react-router-dom';
import { STREAM_GROUP_LIST_PATH } from './streamPaths';

const StreamGroupListPage = lazyPage(() => import('./StreamGroupListPage'));
const StreamGroupFormPage = lazyPage(() => import('./StreamGroupFormPage'));

export const streamsSection: Section = {
  key: 'streams',
  label: 'Streams',
  link: STREAM_GROUP_LIST_PATH,
  alsoUnder: ['/timeline'],
  sports: ['lol', 'val'],
  access: ROUTE_ACCESS.streams,
  pages: [{ label: 'Stream Groups', path: STREAM_GROUP_LIST_PATH, match: ['/stream'] }],
  routes: [
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
  ],
};
