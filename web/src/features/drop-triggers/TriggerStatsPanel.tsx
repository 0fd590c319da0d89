import { Box, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useDropTriggerStatsPanelQuery } from '../../__generated__/hooks';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';

/**
 * A trigger's fulfillment breakdown: a bar per status over all 22 (zero counts too, so the chart
 * reads the same for every trigger), and the failures listed for follow-up.
 */
export function TriggerStatsPanel({ triggerId }: { triggerId: string }) {
  const { data, loading, error, refetch } = useDropTriggerStatsPanelQuery({
    variables: { id: triggerId },
  });
  if (loading && !data) return <Spinner aria-label="Loading trigger stats" />;
  if (error && !data) {
    return (
      <LoadFailedAlert what="trigger stats" onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  const trigger = data?.dropTrigger;
  if (!trigger) return <Text>This trigger no longer exists.</Text>;
  const stats = trigger.stats ?? [];
  const largest = Math.max(1, ...stats.map((entry) => entry.count));
  const failures = stats.filter((entry) => entry.failed && entry.count > 0);
  return (
    <Stack gap="4" aria-label={`Fulfillment of trigger ${trigger.id}`}>
      <Heading size="sm">
        Fulfillment of “{trigger.title}” ({trigger.viewerCount} viewers)
      </Heading>
      <Stack gap="1" role="list" aria-label="Fulfillment counts by status">
        {stats.map((entry) => (
          <HStack key={entry.status} role="listitem" gap="2" fontSize="xs">
            <Text w="220px" flexShrink={0} fontFamily="mono">
              {entry.status}
            </Text>
            <Box flex="1" bg="bg.muted" h="3" borderRadius="sm">
              <Box
                h="3"
                borderRadius="sm"
                w={`${(entry.count / largest) * 100}%`}
                bg={entry.failed ? 'red.500' : 'teal.500'}
              />
            </Box>
            <Text w="48px" textAlign="end">
              {entry.count}
            </Text>
          </HStack>
        ))}
      </Stack>
      <Stack gap="1">
        <Heading size="xs">Failures to follow up</Heading>
        {failures.length === 0 ? (
          <Text fontSize="sm">No failures.</Text>
        ) : (
          <List.Root fontSize="sm" ps="4">
            {failures.map((entry) => (
              <List.Item key={entry.status}>
                {entry.status}: {entry.count} viewers
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  );
}
