import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** Shown while a page's code or data loads. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="20" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="teal.600" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
