/**
 * The two pages an edit route shows instead of its form: the record could not be loaded (the
 * error toast already said why; Retry or go back), or there is no record with that id.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from './MessagePage';

/** Where "Back to …" leads: the record's list page. */
export interface BackLink {
  to: string;
  label: string;
}

export function LoadFailedPage({
  what,
  back,
  onRetry,
}: {
  what: string;
  back: BackLink;
  onRetry: () => void;
}) {
  return (
    <MessagePage title={`The ${what} could not be loaded`}>
      <Text color="fg.muted">The reason is shown in the message above.</Text>
      <Stack direction="row" gap="3">
        <Button variant="outline" asChild>
          <RouterLink to={back.to}>{back.label}</RouterLink>
        </Button>
        <Button colorPalette="teal" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </MessagePage>
  );
}

export function NotFoundPage({
  what,
  id,
  back,
  gone = 'removed',
}: {
  /** Lower-case noun: "team", "stream group". */
  what: string;
  id: string;
  back: BackLink;
  gone?: 'removed' | 'deleted';
}) {
  return (
    <MessagePage
      eyebrow="Not found"
      title={`${what.charAt(0).toUpperCase()}${what.slice(1)} not found`}
    >
      <Text color="fg.muted">
        There is no {what} with id {id}. It may have been {gone}.
      </Text>
      <Button colorPalette="teal" asChild>
        <RouterLink to={back.to}>{back.label}</RouterLink>
      </Button>
    </MessagePage>
  );
}
