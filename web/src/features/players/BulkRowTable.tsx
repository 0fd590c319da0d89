import { Stack, Text } from '@chakra-ui/react';
import type { BulkRow } from '@esports-admin/schema/rules/player';
import { SortableTable, type TableColumn } from '../../components/SortableTable';

/** A CSV row, with what happened to it once sent (created player id, or why it was refused). */
export interface BulkResultRow {
  row: BulkRow;
  playerId?: string | null;
  error?: string;
}

const FIELD_LABELS: Record<string, string> = {
  columns: 'Columns',
  handle: 'Handle',
  firstName: 'First name',
  lastName: 'Last name',
  photoUrl: 'Photo URL',
  homeTeamId: 'Home team',
  login: 'Login',
  password: 'Password',
  puuid: 'PUUID',
};

/** The rows of one bulk-entry tab, or the failed rows of the summary, with their messages. */
export function BulkRowTable({
  label,
  rows,
  showErrors,
}: {
  label: string;
  rows: BulkResultRow[];
  showErrors: boolean;
}) {
  const columns: TableColumn<BulkResultRow>[] = [
    {
      key: 'row',
      header: 'Row',
      tooltip: 'Line of the file, counting from the first line after the header',
      sortValue: ({ row }) => row.row,
      render: ({ row }) => row.row,
      width: '80px',
    },
    {
      key: 'handle',
      header: 'Handle',
      sortValue: ({ row }) => row.draft.handle.toLowerCase(),
      render: ({ row }) => (
        <Text fontWeight="semibold" fontFamily="mono">
          {row.draft.handle || '—'}
        </Text>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      sortValue: ({ row }) => `${row.draft.firstName} ${row.draft.lastName}`.toLowerCase(),
      render: ({ row }) => `${row.draft.firstName} ${row.draft.lastName}`.trim() || '—',
    },
    {
      key: 'homeTeamId',
      header: 'Home team id',
      render: ({ row }) => row.draft.homeTeamId || '—',
      width: '200px',
    },
  ];
  if (showErrors) {
    columns.push({
      key: 'errors',
      header: 'Problems',
      render: ({ row, error }) => (
        <Stack gap="0">
          {error ? (
            <Text color="fg.error">{error}</Text>
          ) : (
            Object.entries(row.errors).map(([field, message]) => (
              <Text key={field} color="fg.error">
                {FIELD_LABELS[field] ?? field}: {message}
              </Text>
            ))
          )}
        </Stack>
      ),
    });
  }
  return (
    <SortableTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={({ row }) => String(row.row)}
      initialSort={{ column: 'row', direction: 'ascending' }}
    />
  );
}
