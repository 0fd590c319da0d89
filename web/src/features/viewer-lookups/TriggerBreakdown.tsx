import { Badge, Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { countOf } from '@esports-admin/schema/rules/formatting';
import type { TriggerFulfillmentPanelQuery } from '../../__generated__/graphql';
import { formatUtcInstant } from '../../components/dates';
import { dateColumn } from '../../components/listColumns';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
import { CopyPuuidsButton } from './CopyPuuidsButton';

type Trigger = NonNullable<TriggerFulfillmentPanelQuery['triggerFulfillments']>[number];
type Viewer = Trigger['viewers'][number];

const failureColumns: TableColumn<Viewer>[] = [
  {
    key: 'puuid',
    header: 'Puuid',
    sortValue: (v) => v.puuid,
    render: (v) => (
      <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all">
        {v.puuid}
      </Text>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    sortValue: (v) => v.status,
    render: (v) => (
      <Badge colorPalette="red" variant="subtle">
        {v.status}
      </Badge>
    ),
    width: '240px',
  },
  dateColumn({
    key: 'updatedAt',
    header: 'Updated',
    value: (v) => v.updatedAt,
    width: '200px',
    format: formatUtcInstant,
  }),
];

/**
 * One trigger's fulfillment: a bar per status over all 22 (zero counts too, so every trigger's
 * chart reads the same), then the viewers in a failed status, listed for follow-up.
 */
export function TriggerBreakdown({ trigger }: { trigger: Trigger }) {
  const total = trigger.viewers.length;
  const largest = Math.max(1, ...trigger.counts.map((entry) => entry.count));
  const failedStatuses = new Set(trigger.counts.filter((c) => c.failed).map((c) => c.status));
  const failures = trigger.viewers.filter((viewer) => failedStatuses.has(viewer.status));
  return (
    <Box
      as="section"
      aria-label={`Fulfillment of trigger ${trigger.triggerId}`}
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      bg="bg.panel"
    >
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="4">
        <Heading as="h3" size="md">
          Trigger {trigger.triggerId}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {countOf(total, 'viewer')} · {failures.length} to follow up
        </Text>
      </Flex>
      <Stack gap="1" role="list" aria-label="Viewers by fulfillment status">
        {trigger.counts.map((entry) => (
          <HStack
            key={entry.status}
            role="listitem"
            aria-label={`${entry.status}: ${entry.count}`}
            gap="2"
            fontSize="xs"
            opacity={entry.count === 0 ? 0.55 : 1}
          >
            <Text w={{ base: '190px', md: '230px' }} flexShrink={0} fontFamily="mono" truncate>
              {entry.status}
            </Text>
            <Box flex="1" bg="bg.muted" h="3" rounded="sm" aria-hidden>
              <Box
                h="3"
                rounded="sm"
                w={`${(entry.count / largest) * 100}%`}
                bg={entry.failed ? 'red.500' : 'teal.500'}
              />
            </Box>
            <Text w="12" textAlign="end" fontVariantNumeric="tabular-nums">
              {entry.count}
            </Text>
          </HStack>
        ))}
      </Stack>
      <Stack gap="2" mt="5">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h4" size="sm">
            Failures to follow up
          </Heading>
          <CopyPuuidsButton
            puuids={failures.map((viewer) => viewer.puuid)}
            label="Copy failed puuids"
          />
        </Flex>
        {failures.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No failures.
          </Text>
        ) : (
          <SortableTable
            label={`Failed fulfillments of trigger ${trigger.triggerId}`}
            columns={failureColumns}
            rows={failures}
            rowKey={(v) => v.puuid}
            initialSort={{ column: 'status', direction: 'ascending' }}
          />
        )}
      </Stack>
    </Box>
  );
}
