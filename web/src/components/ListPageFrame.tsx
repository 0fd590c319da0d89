import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlusIcon } from './icons';
import { ListTabsBar, type ListTab } from './ListTabsBar';
import { useListUrlState } from './listUrlState';
import { LoadFailedAlert } from './LoadFailedAlert';
import { PageHeader } from './PageHeader';
import { ReadOnlyBadge } from './ReadOnly';
import { SortableTable, type SortableTableProps } from './SortableTable';

export interface ListTabsProps<Filter extends string> {
  filter: Filter;
  tabs: readonly ListTab<Filter>[];
  pathFor: (filter: Filter) => string;
  /** 'Search {what}' unless given. */
  searchLabel?: string;
}

/**
 * The list's table; its label is the page's `what` in sentence case unless given. Its sort lives
 * in the URL (`initialSort` until the user picks one).
 */
export type ListTable<Row> = Omit<
  SortableTableProps<Row>,
  'loading' | 'label' | 'rowKey' | 'sort' | 'onSort'
> & {
  label?: string;
} & (Row extends { id: string }
    ? { rowKey?: (row: Row) => string }
    : { rowKey: (row: Row) => string });

/** The list query's state: Apollo's result fits as it is. */
export interface ListQueryState {
  loading: boolean;
  error?: unknown;
  /** Whether anything is loaded; the table's rows unless given. */
  hasRows?: boolean;
  /** Retry asks the query again unless the page gives its own `onRetry`. */
  refetch?: () => Promise<unknown>;
}

/** The Create button of a list, or for a reader the read-only badge saying what they may not do. */
export interface ListCreateAction {
  writable: boolean;
  /** 'Create Team'. */
  label: string;
  path: string;
  /** 'You can view teams but not create or edit them.' */
  readOnlyExplanation: string;
}

function CreateAction({ writable, label, path, readOnlyExplanation }: ListCreateAction) {
  const navigate = useNavigate();
  return writable ? (
    <Button colorPalette="teal" onClick={() => void navigate(path)}>
      <PlusIcon />
      {label}
    </Button>
  ) : (
    <ReadOnlyBadge explanation={readOnlyExplanation} />
  );
}

interface ListPageFrameProps<Filter extends string, Row> {
  /** The section's own navigation (drops, accounts), above the header. */
  nav?: ReactNode;
  title: string;
  description?: ReactNode;
  /** Buttons of the page's own, before the Create button. */
  actions?: ReactNode;
  create?: ListCreateAction;
  /** On a page without Create, what a reader may not do ('You can view rarities but not…'). */
  readOnly?: string | false;
  /** Tabs as links and the search box; omitted by lists without tabs. */
  tabs?: ListTabsProps<Filter>;
  /** Controls between the tabs and the table (filters, selection tools). */
  toolbar?: ReactNode;
  /** What the list holds, for 'The {what} could not be loaded.'. */
  what: string;
  /** The list query's state: a failure with nothing to show replaces the table. */
  query: ListQueryState;
  onRetry?: () => void;
  /** The list's table, loading while the query is; its own 'Nothing to display.' when empty. */
  table?: ListTable<Row>;
  /** What follows the table: Load more, dialogs; or a table of the page's own. */
  children?: ReactNode;
}

/**
 * The frame of every list page: header, tabs and search, then the table. When the list query
 * failed and nothing is loaded, only the error alert shows: an empty table saying 'Nothing to
 * display.' under it would claim there is nothing.
 */
export function ListPageFrame<Filter extends string, Row = never>({
  nav,
  title,
  description,
  actions,
  create,
  readOnly,
  tabs,
  toolbar,
  what,
  query,
  onRetry,
  table,
  children,
}: ListPageFrameProps<Filter, Row>) {
  const urlState = useListUrlState();
  const hasRows = query.hasRows ?? (table?.rows.length ?? 0) > 0;
  const failed = Boolean(query.error) && !query.loading && !hasRows;
  const retry = onRetry ?? (() => void query.refetch?.().catch(() => undefined));
  const createAction = create ? (
    <CreateAction {...create} />
  ) : (
    readOnly && <ReadOnlyBadge explanation={readOnly} />
  );
  const frame = (
    <Stack gap="6">
      <PageHeader
        title={title}
        description={description}
        actions={
          actions && createAction ? (
            <HStack gap="3">
              {actions}
              {createAction}
            </HStack>
          ) : (
            (actions ?? createAction)
          )
        }
      />
      {tabs && <ListTabsBar searchLabel={`Search ${what}`} label={`Lists of ${what}`} {...tabs} />}
      {toolbar}
      {failed ? (
        <LoadFailedAlert what={what} onRetry={retry} />
      ) : (
        <>
          {table?.serverSort && (
            <ServerSortHint
              headers={table.columns
                .filter((column) => table.serverSort?.includes(column.key))
                .map((column) => column.header)}
            />
          )}
          {table && (
            <SortableTable
              label={what.charAt(0).toUpperCase() + what.slice(1)}
              rowKey={(row) => (row as { id: string }).id}
              {...table}
              sort={urlState.sort ?? table.initialSort}
              onSort={(sort) => urlState.change({ sort })}
              loading={query.loading}
            />
          )}
          {children}
        </>
      )}
    </Stack>
  );
  return nav ? (
    <Stack gap="4">
      {nav}
      {frame}
    </Stack>
  ) : (
    frame
  );
}

/**
 * Says which columns sort a list the service pages (`headers`): sorting the loaded rows alone
 * would mislead.
 */
export function ServerSortHint({ headers }: { headers: readonly string[] }) {
  const named =
    headers.length > 1 ? `${headers.slice(0, -1).join(', ')} and ${headers.at(-1)}` : headers[0];
  return (
    <Text fontSize="sm" color="fg.muted" mb="-3">
      The whole list sorts by {named}; the service cannot sort by the other columns.
    </Text>
  );
}
