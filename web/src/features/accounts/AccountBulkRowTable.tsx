import { Box, IconButton, Table, Text } from '@chakra-ui/react';
import { TrashIcon } from '../../components/icons';
import { EMPTY_TABLE_MESSAGE } from '../../components/SortableTable';
import type { BulkTab, ClassifiedRow } from './accountBulkEntry';

export const BULK_TABS: readonly { tab: BulkTab; label: string }[] = [
  { tab: 'valid', label: 'Valid' },
  { tab: 'duplicates', label: 'Duplicates' },
  { tab: 'existing', label: 'Existing' },
  { tab: 'invalid', label: 'Invalid' },
];

/** The rows of one bulk-entry tab; every tab but Valid says what is wrong with each row. */
export function AccountBulkRowTable({
  tab,
  rows,
  disabled,
  onRemove,
}: {
  tab: BulkTab;
  rows: readonly ClassifiedRow[];
  disabled: boolean;
  onRemove: (row: ClassifiedRow) => void;
}) {
  const showProblem = tab !== 'valid';
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" overflow="hidden">
      <Table.Root size="sm" aria-label={`${BULK_TABS.find((t) => t.tab === tab)?.label} rows`}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Display Name</Table.ColumnHeader>
            <Table.ColumnHeader>Login</Table.ColumnHeader>
            <Table.ColumnHeader>Password</Table.ColumnHeader>
            {showProblem && <Table.ColumnHeader>Problem</Table.ColumnHeader>}
            <Table.ColumnHeader width="60px" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={showProblem ? 5 : 4}>
                <Text py="6" textAlign="center" color="fg.muted">
                  {EMPTY_TABLE_MESSAGE}
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell fontWeight="medium">{row.displayName || '—'}</Table.Cell>
              <Table.Cell fontFamily="mono">
                {row.login || (
                  <Text as="span" color="fg.muted">
                    generated
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                {row.password ? (
                  '••••••'
                ) : (
                  <Text as="span" color="fg.muted">
                    generated
                  </Text>
                )}
              </Table.Cell>
              {showProblem && <Table.Cell color="red.fg">{row.problem}</Table.Cell>}
              <Table.Cell textAlign="end">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Remove ${row.displayName || 'row'}`}
                  disabled={disabled}
                  onClick={() => onRemove(row)}
                >
                  <TrashIcon />
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
