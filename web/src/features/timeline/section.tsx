import { Navigate } from 'react-router-dom';
import { lazyPage } from '../../shell/lazyPage';
import type { SectionPages } from '../../shell/section';
import { TIMELINE_LIST_PATH } from './timelinePaths';

const TimelineListPage = lazyPage(() => import('./TimelineListPage'));
const TimelineFormPage = lazyPage(() => import('./TimelineFormPage'));

/** The stream timeline shares the Streams section's roles (spec 2 §2) and its page links. */
export const timelinePages: SectionPages = {
  section: 'streams',
  pages: [{ label: 'Stream Timeline', path: TIMELINE_LIST_PATH, match: ['/timeline'] }],
  routes: [
    {
      path: 'timeline',
      children: [
        { index: true, element: <Navigate to={TIMELINE_LIST_PATH} replace /> },
        { path: 'list', element: <TimelineListPage /> },
        { path: ':tournamentId/edit', element: <TimelineFormPage /> },
      ],
    },
  ],
};
