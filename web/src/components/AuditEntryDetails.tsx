import { Box, Stack, Table, Text } from '@chakra-ui/react';
import type { AuditEntryTable_EntryFragment } from '../__generated__/graphql';
import { auditLeagueReference, displayAuditValue, type LeagueNames } from './auditValues';
import { formatUtcInstant } from './dates';

function Value({
  field,
  encoded,
  leagueNames,
}: {
  field: string;
  encoded: string | null;
  leagueNames: LeagueNames;
}) {
  const league = auditLeagueReference(field, encoded, leagueNames);
  if (league) {
    return (
      <Text fontSize="sm" overflowWrap="anywhere">
        {league.name}{' '}
        <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted">
          {league.id}
        </Text>
      </Text>
    );
  }
  return (
    <Text fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" overflowWrap="anywhere">
      {displayAuditValue(encoded)}
    </Text>
  );
}

/**
 * One journal entry opened under its row: every changed field old → new with the values whole,
 * the message and the reason. The columns are fixed fractions of the row, so a long value wraps
 * instead of widening the page.
 */
export function AuditEntryDetails({
  id,
  entry,
  leagueNames,
}: {
  id: string;
  entry: AuditEntryTable_EntryFragment;
  leagueNames: LeagueNames;
}) {
  return (
    <Stack id={id} gap="3" py="1">
      {entry.message && (
        <Text fontSize="sm" overflowWrap="anywhere">
          <Text as="span" fontWeight="semibold">
            Message:{' '}
          </Text>
          {entry.message}
        </Text>
      )}
      {entry.reason && (
        <Text fontSize="sm" overflowWrap="anywhere" whiteSpace="pre-wrap">
          <Text as="span" fontWeight="semibold">
            Reason:{' '}
          </Text>
          {entry.reason}
        </Text>
      )}
      {entry.changes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No field changed.
        </Text>
      ) : (
        <Box borderWidth="1px" rounded="md" bg="bg.panel">
          <Table.Root
            size="sm"
            tableLayout="fixed"
            aria-label={`Changes by ${entry.operation} at ${formatUtcInstant(entry.at)}`}
          >
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="30%">Field</Table.ColumnHeader>
                <Table.ColumnHeader width="35%">Before</Table.ColumnHeader>
                <Table.ColumnHeader width="35%">After</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entry.changes.map((change) => (
                <Table.Row key={change.field}>
                  <Table.Cell verticalAlign="top">
                    <Text fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
                      {change.field}
                    </Text>
                  </Table.Cell>
                  <Table.Cell verticalAlign="top">
                    <Value field={change.field} encoded={change.before} leagueNames={leagueNames} />
                  </Table.Cell>
                  <Table.Cell verticalAlign="top">
                    <Value field={change.field} encoded={change.after} leagueNames={leagueNames} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
