import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TableColumn } from './SortableTable';

/**
 * A list row's actions: Edit (View for a read-only user), the feature's own actions, then Archive
 * or Unarchive for a writer. Clicks stay here and do not open the row.
 */
export function RowActions({
  writable,
  onOpen,
  archived = false,
  onArchive,
  onUnarchive,
  children,
}: {
  writable: boolean;
  onOpen: () => void;
  archived?: boolean;
  /** Offers Archive on a row that is not archived. */
  onArchive?: () => void;
  /** Offers Unarchive on an archived row. */
  onUnarchive?: () => void;
  /** Actions between Edit and Archive (VODs, Delete). */
  children?: ReactNode;
}) {
  const archiveAction = archived ? onUnarchive : onArchive;
  return (
    <HStack justify="flex-end" gap="2" wrap="wrap" onClick={(event) => event.stopPropagation()}>
      <Button size="xs" variant="outline" onClick={onOpen}>
        {writable ? 'Edit' : 'View'}
      </Button>
      {children}
      {writable && archiveAction && (
        <RowActionButton tone={archived ? 'teal' : 'red'} onClick={archiveAction}>
          {archived ? 'Unarchive' : 'Archive'}
        </RowActionButton>
      )}
    </HStack>
  );
}

/** The right-aligned Actions column of a list, its cells drawn by `render`. */
export function actionsColumn<Row>(
  width: string,
  render: (row: Row) => ReactNode,
): TableColumn<Row> {
  return { key: 'actions', header: 'Actions', align: 'end', width, render };
}

/** A row's change of its own (Publish, Delete) in the look of Archive and Unarchive. */
export function RowActionButton({
  tone,
  onClick,
  children,
}: {
  /** teal for a change that restores or releases, red for one that withdraws. */
  tone: 'teal' | 'red';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="xs" variant="subtle" colorPalette={tone} onClick={onClick}>
      {children}
    </Button>
  );
}
