import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A game's VODs or POVs: `empty` when it has none, else a small table of `columns` and a last
 * column for the row actions; `children` are its rows.
 */
export function GameRecordsTable({
  label,
  columns,
  count,
  empty,
  children,
}: {
  label: string;
  columns: readonly string[];
  count: number;
  empty: string;
  children: ReactNode;
}) {
  if (count === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {empty}
      </Text>
    );
  }
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
          ))}
          <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
}
