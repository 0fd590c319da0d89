import { Box, Center, chakra, Spinner, Table, Text } from '@chakra-ui/react';
import { Fragment, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { HoverTooltip } from './HoverTooltip';

export const EMPTY_TABLE_MESSAGE = 'Nothing to display.';

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  key: string;
  header: string;
  /** Extra explanation shown on hover or focus of the header. */
  tooltip?: string;
  render: (row: Row) => ReactNode;
  /** Makes the column sortable by clicking its header. */
  sortValue?: (row: Row) => string | number;
  align?: 'start' | 'end';
  /** The column's width on wide screens; below `lg` columns size to their content and wrap. */
  width?: string;
}

export interface SortableTableProps<Row> {
  /** Names the table for assistive technology. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  loading?: boolean;
  /** The sort when `sort` is not given, or the table keeps its own. */
  initialSort?: SortState;
  /** The sort shown, kept by the caller (the list's URL), with `onSort` asked to change it. */
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  /**
   * The rows come sorted by the service, by `sort`: only these columns' headers sort (they ask
   * `onSort`), and the table leaves the rows' order as it is.
   */
  serverSort?: readonly string[];
  /** A full-width row under a row (its opened details), or null for none. */
  rowDetails?: (row: Row) => ReactNode;
}

// Narrow screens get tighter cells: with the widths dropped (see `width`), 702 px of a 768 px
// window holds a seven-column list without scrolling sideways (#39).
const CELL_PADDING_X = { base: '2.5', lg: '4' };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The shared sortable table (spec 1 §2): headers sort on click (ascending, then descending),
 * an optional tooltip per header, 'Nothing to display.' when empty, a spinner while loading.
 */
export function SortableTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  onRowClick,
  loading = false,
  initialSort,
  sort: givenSort,
  onSort,
  serverSort,
  rowDetails,
}: SortableTableProps<Row>) {
  const [ownSort, setOwnSort] = useState<SortState | undefined>(initialSort);
  const sort = givenSort ?? ownSort;
  const sortable = (column: TableColumn<Row>) =>
    serverSort ? serverSort.includes(column.key) : Boolean(column.sortValue);
  // New rows arrive in a synchronous render; a long list renders at transition priority instead,
  // in slices that leave the main thread free, the previous rows (or the spinner) shown meanwhile.
  const shownRows = useDeferredValue(rows);
  const rowsPending = shownRows !== rows;

  const sortedRows = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.column);
    const sortValue = column?.sortValue;
    if (serverSort || !sort || !sortValue) return shownRows;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...shownRows].sort((a, b) => factor * compare(sortValue(a), sortValue(b)));
  }, [shownRows, columns, sort, serverSort]);

  const toggleSort = (column: string) => {
    const next: SortState =
      sort?.column === column && sort.direction === 'ascending'
        ? { column, direction: 'descending' }
        : { column, direction: 'ascending' };
    setOwnSort(next);
    onSort?.(next);
  };

  const showSpinnerRow = (loading || rowsPending) && shownRows.length === 0;

  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      overflow="hidden"
      boxShadow="xs"
      position="relative"
    >
      {/* Chakra's scroll area keeps every cell on one line; cells wrap here, so a list fits its
          box on a narrow screen instead of hiding its last columns beyond the edge (#39). */}
      <Table.ScrollArea whiteSpace="normal">
        <Table.Root
          size="md"
          aria-label={label}
          aria-busy={loading}
          interactive={Boolean(onRowClick)}
        >
          <Table.Header>
            <Table.Row bg="bg.muted">
              {columns.map((column) => {
                const direction = sort?.column === column.key ? sort.direction : undefined;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    textAlign={column.align ?? 'start'}
                    width={{ lg: column.width }}
                    px={CELL_PADDING_X}
                    aria-sort={sortable(column) ? (direction ?? 'none') : undefined}
                    color="fg.muted"
                    fontSize="xs"
                    fontWeight="semibold"
                    textTransform="uppercase"
                    letterSpacing="wide"
                    py="3"
                  >
                    <HeaderLabel
                      column={column}
                      direction={direction}
                      onSort={sortable(column) ? () => toggleSort(column.key) : undefined}
                    />
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {showSpinnerRow && <TableMessageRow colSpan={columns.length} loading />}
            {!loading && !rowsPending && rows.length === 0 && (
              <TableMessageRow colSpan={columns.length} loading={false} />
            )}
            {sortedRows.map((row) => {
              const details = rowDetails?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <Table.Row
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    cursor={onRowClick ? 'pointer' : undefined}
                  >
                    {columns.map((column) => (
                      <Table.Cell
                        key={column.key}
                        textAlign={column.align ?? 'start'}
                        py="3"
                        px={CELL_PADDING_X}
                      >
                        {column.render(row)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                  {details && (
                    <Table.Row>
                      <Table.Cell colSpan={columns.length} px={CELL_PADDING_X} bg="bg.subtle">
                        {details}
                      </Table.Cell>
                    </Table.Row>
                  )}
                </Fragment>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {loading && !showSpinnerRow && (
        // Rows refreshing stay at full contrast (dimmed, small text falls under AA): a spinner says so.
        <Spinner size="xs" color="teal.600" position="absolute" top="1" right="1" aria-hidden />
      )}
    </Box>
  );
}

const SortButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    font: 'inherit',
    color: 'inherit',
    textTransform: 'inherit',
    letterSpacing: 'inherit',
    cursor: 'pointer',
    rounded: 'sm',
    _hover: { color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'teal.500', outlineOffset: '2px' },
  },
});

function HeaderLabel<Row>({
  column,
  direction,
  onSort,
}: {
  column: TableColumn<Row>;
  direction: SortDirection | undefined;
  /** Given when the column sorts. */
  onSort: (() => void) | undefined;
}) {
  const content = onSort ? (
    <SortButton type="button" onClick={onSort}>
      {column.header}
      <Box as="span" aria-hidden="true" fontSize="2xs" opacity={direction ? 1 : 0.35}>
        {direction === 'descending' ? '▼' : '▲'}
      </Box>
    </SortButton>
  ) : (
    <span>{column.header}</span>
  );
  if (!column.tooltip) return content;
  return (
    <HoverTooltip text={column.tooltip} openDelay={300} closeDelay={100}>
      {content}
    </HoverTooltip>
  );
}

/** The one row of a table with no rows to show: a spinner while loading, else 'Nothing to display.'. */
export function TableMessageRow({ colSpan, loading }: { colSpan: number; loading: boolean }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan}>
        {loading ? (
          <Center py="10" gap="3" role="status">
            <Spinner size="sm" color="teal.600" />
            <Text color="fg.muted">Loading…</Text>
          </Center>
        ) : (
          <Text py="10" textAlign="center" color="fg.muted">
            {EMPTY_TABLE_MESSAGE}
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
