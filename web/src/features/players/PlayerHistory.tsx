import { Badge, Stack } from '@chakra-ui/react';
import type { PlayerHistoryQuery } from '../../__generated__/graphql';
import { usePlayerHistoryQuery } from '../../__generated__/hooks';
import { formatUtcDateTime } from '../../components/dates';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { SortableTable, type TableColumn } from '../../components/SortableTable';

type Operation = NonNullable<PlayerHistoryQuery['player']>['operations'][number];

/** The data service's operation types, as staff read them (spec silent on the wording). */
const TYPE_LABEL: Record<string, string> = {
  created: 'Created',
  updated: 'Updated',
  passwordReset: 'Password reset',
};

const COLUMNS: TableColumn<Operation>[] = [
  {
    key: 'at',
    header: 'When',
    sortValue: (op) => op.at,
    render: (op) => formatUtcDateTime(op.at),
    width: '260px',
  },
  {
    key: 'type',
    header: 'Operation',
    sortValue: (op) => op.type,
    render: (op) => (
      <Badge variant="subtle" colorPalette={op.type === 'passwordReset' ? 'orange' : 'teal'}>
        {TYPE_LABEL[op.type] ?? op.type}
      </Badge>
    ),
  },
  { key: 'by', header: 'By', sortValue: (op) => op.by.toLowerCase(), render: (op) => op.by },
];

/** The player page's History tab: GET players/{id}/operations, newest first. */
export function PlayerHistory({ id }: { id: string }) {
  const { data, loading, error, refetch } = usePlayerHistoryQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const operations = data?.player?.operations ?? [];
  return (
    <Stack gap="4">
      {error && !loading && operations.length === 0 && (
        <LoadFailedAlert
          what="player history"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      )}
      <SortableTable
        label="Player history"
        columns={COLUMNS}
        rows={operations}
        rowKey={(op) => op.id}
        loading={loading && !data}
        initialSort={{ column: 'at', direction: 'descending' }}
      />
    </Stack>
  );
}
