import { Alert, Button } from '@chakra-ui/react';

/** Shown in place of a list that could not be loaded; the error toast already said why. */
export function LoadFailedAlert({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The {what} could not be loaded.</Alert.Title>
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}
