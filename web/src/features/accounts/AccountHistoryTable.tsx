import { Badge } from '@chakra-ui/react';
import type { AccountHistory_OperationFragment } from '../../__generated__/graphql';
import { SortableTable, type TableColumn } from '../../components/SortableTable';

const TYPE_LABEL: Record<AccountHistory_OperationFragment['type'], string> = {
  create: 'Bulk creation',
  requestRemoval: 'Removal request',
};

const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** 'Nov 23, 2026, 04:30 AM UTC'; an unparsable value is shown as given. */
export function formatUtcDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}

const COLUMNS: TableColumn<AccountHistory_OperationFragment>[] = [
  {
    key: 'createdAt',
    header: 'When',
    sortValue: (op) => op.createdAt,
    render: (op) => formatUtcDateTime(op.createdAt),
    width: '240px',
  },
  {
    key: 'type',
    header: 'Operation',
    sortValue: (op) => TYPE_LABEL[op.type],
    render: (op) => (
      <Badge colorPalette={op.type === 'create' ? 'teal' : 'orange'} variant="subtle">
        {TYPE_LABEL[op.type]}
      </Badge>
    ),
  },
  {
    key: 'requestedBy',
    header: 'By',
    sortValue: (op) => op.requestedBy.toLowerCase(),
    render: (op) => op.requestedBy,
  },
  {
    key: 'accountCount',
    header: 'Accounts',
    tooltip: 'How many accounts the operation touched',
    sortValue: (op) => op.accountCount,
    render: (op) => op.accountCount,
    align: 'end',
    width: '120px',
  },
  {
    key: 'status',
    header: 'Status',
    sortValue: (op) => op.status,
    render: (op) => op.status,
    width: '140px',
  },
];

/** Account operations, newest first: who asked for which bulk creation or removal, when, how many. */
export function AccountHistoryTable({
  label,
  operations,
  loading,
}: {
  label: string;
  operations: readonly AccountHistory_OperationFragment[];
  loading: boolean;
}) {
  return (
    <SortableTable
      label={label}
      columns={COLUMNS}
      rows={operations}
      rowKey={(op) => op.id}
      loading={loading}
      initialSort={{ column: 'createdAt', direction: 'descending' }}
    />
  );
}
