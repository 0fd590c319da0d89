import { useLocation } from 'react-router-dom';
import { SectionPagesNav } from '../components/SectionPagesNav';
import { activeSection } from './navigation';
import { useSections } from './section';

/** The links between the pages of the current section (drops: Groups, Inventory…), if it has any. */
export function SectionNav() {
  const { pathname } = useLocation();
  const section = activeSection(useSections(), pathname);
  if (!section?.pages?.length) return null;
  return <SectionPagesNav label={`${section.label} pages`} pages={section.pages} />;
}
