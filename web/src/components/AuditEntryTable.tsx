import { Badge, Stack, Text } from '@chakra-ui/react';
import type { AuditEntryTable_EntryFragment, AuditResult } from '../__generated__/graphql';
import { displayAuditValue } from './auditValues';
import { formatUtcInstant } from './dates';
import { SortableTable, type TableColumn } from './SortableTable';

const RESULT_PALETTE: Record<AuditResult, string> = {
  OK: 'green',
  PARTIAL: 'orange',
  REFUSED: 'gray',
  FAILED: 'red',
};

function Changes({ entry }: { entry: AuditEntryTable_EntryFragment }) {
  if (entry.changes.length === 0) {
    return <Text color="fg.muted">{entry.message ?? 'No field changed.'}</Text>;
  }
  return (
    <Stack gap="1">
      {entry.changes.map((change) => (
        <Text key={change.field} fontSize="sm" wordBreak="break-word">
          <Text as="span" fontFamily="mono" fontWeight="medium">
            {change.field}
          </Text>
          : {displayAuditValue(change.before)} → {displayAuditValue(change.after)}
        </Text>
      ))}
    </Stack>
  );
}

const COLUMNS: TableColumn<AuditEntryTable_EntryFragment>[] = [
  {
    key: 'at',
    header: 'When',
    width: '200px',
    render: (entry) => formatUtcInstant(entry.at),
  },
  { key: 'username', header: 'Who', width: '170px', render: (entry) => entry.username },
  {
    key: 'operation',
    header: 'Operation',
    width: '190px',
    render: (entry) => (
      <Stack gap="1" align="flex-start">
        <Text fontFamily="mono" fontSize="sm">
          {entry.operation}
        </Text>
        <Badge colorPalette={RESULT_PALETTE[entry.result]} variant="subtle">
          {entry.result}
          {entry.code && entry.result !== 'OK' ? ` · ${entry.code}` : ''}
        </Badge>
      </Stack>
    ),
  },
  { key: 'changes', header: 'Changes', render: (entry) => <Changes entry={entry} /> },
  {
    key: 'reason',
    header: 'Reason',
    width: '200px',
    render: (entry) => entry.reason ?? '—',
  },
];

const ENTITY_COLUMN: TableColumn<AuditEntryTable_EntryFragment> = {
  key: 'entity',
  header: 'Record',
  width: '200px',
  render: (entry) => (
    <Stack gap="0">
      <Text>{entry.entityType}</Text>
      <Text fontFamily="mono" fontSize="xs" color="fg.muted">
        {entry.entityId ?? '—'}
      </Text>
    </Stack>
  ),
};

/**
 * Journal entries, newest first as the gateway answers them: who, when, the operation and how it
 * ended, each changed field old → new, and the reason. `showEntity` adds the record column.
 */
export function AuditEntryTable({
  label,
  entries,
  loading,
  showEntity = false,
}: {
  label: string;
  entries: readonly AuditEntryTable_EntryFragment[];
  loading: boolean;
  showEntity?: boolean;
}) {
  const columns = showEntity ? [COLUMNS[0]!, ENTITY_COLUMN, ...COLUMNS.slice(1)] : COLUMNS;
  return (
    <SortableTable
      label={label}
      columns={columns}
      rows={[...entries]}
      rowKey={(entry) => entry.id}
      loading={loading}
    />
  );
}
