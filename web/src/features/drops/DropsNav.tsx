import { SectionPagesNav } from '../../components/SectionPagesNav';
import { DROPS_SECTIONS } from './dropsSections';

/** The links between the drops pages. */
export function DropsNav() {
  return <SectionPagesNav label="Drops pages" pages={DROPS_SECTIONS} />;
}
