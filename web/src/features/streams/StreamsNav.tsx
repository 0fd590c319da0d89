import { SectionPagesNav, type SectionPage } from '../../components/SectionPagesNav';
import { TIMELINE_LIST_PATH } from '../timeline/timelinePaths';
import { STREAM_GROUP_LIST_PATH } from './streamPaths';

/** The Streams section's pages: the stream timeline shares its roles (spec 2 §2) and its nav. */
const STREAMS_PAGES: readonly SectionPage[] = [
  { label: 'Stream Groups', path: STREAM_GROUP_LIST_PATH, match: ['/stream'] },
  { label: 'Stream Timeline', path: TIMELINE_LIST_PATH, match: ['/timeline'] },
];

/** The links between the streams pages. */
export function StreamsNav() {
  return <SectionPagesNav label="Streams pages" pages={STREAMS_PAGES} />;
}
