import { Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { MessagePage } from './MessagePage';
import { sectionForPath } from './navigation';
import { useSections } from './section';

/** Sections whose screens are not in this build yet keep their nav links and land here. */
export function SectionUnavailablePage() {
  const { pathname } = useLocation();
  const section = sectionForPath(useSections(), pathname);
  return (
    <MessagePage eyebrow="Coming soon" title={section?.label ?? 'Not available'}>
      <Text color="fg.muted">This section is not available in this build yet.</Text>
    </MessagePage>
  );
}
