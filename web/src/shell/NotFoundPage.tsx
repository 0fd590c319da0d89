import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  return (
    <MessagePage eyebrow="404" title="Page not found">
      <Text color="fg.muted">There is nothing at this address.</Text>
      <Button asChild colorPalette="teal">
        <RouterLink to="/">Go to the home page</RouterLink>
      </Button>
    </MessagePage>
  );
}
