import { Badge } from '@chakra-ui/react';
import type { AccountHistory_OperationFragment } from '../../__generated__/graphql';
import { formatUtcDateTime } from '../../components/dates';
import { dateColumn, textColumn } from '../../components/listColumns';
import { SortableTable, type TableColumn } from '../../components/SortableTable';

const TYPE_LABEL: Record<AccountHistory_OperationFragment['type'], string> = {
  create: 'Bulk creation',
  requestRemoval: 'Removal request',
};

const COLUMNS: TableColumn<AccountHistory_OperationFragment>[] = [
  dateColumn({
    key: 'createdAt',
    header: 'When',
    value: (op) => op.createdAt,
    width: '240px',
    format: formatUtcDateTime,
  }),
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
  textColumn({ key: 'requestedBy', header: 'By', value: (op) => op.requestedBy }),
  textColumn({
    key: 'accountCount',
    header: 'Accounts',
    tooltip: 'How many accounts the operation touched',
    value: (op) => op.accountCount,
    align: 'end',
    width: '120px',
  }),
  textColumn({ key: 'status', header: 'Status', value: (op) => op.status, width: '140px' }),
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
