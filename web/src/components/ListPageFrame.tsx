import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListTabsBar, type ListTab } from './ListTabsBar';
import { LoadFailedAlert } from './LoadFailedAlert';
import { PageHeader } from './PageHeader';

export interface ListTabsProps<Filter extends string> {
  filter: Filter;
  tabs: readonly ListTab<Filter>[];
  pathFor: (filter: Filter) => string;
  searchLabel: string;
  onSearch: (text: string) => void;
}

interface ListPageFrameProps<Filter extends string> {
  title: string;
  description?: ReactNode;
  /** Create button, or the read-only badge. */
  actions?: ReactNode;
  /** Tabs-as-links and the search box; omitted by lists without tabs. */
  tabs?: ListTabsProps<Filter>;
  /** Controls between the tabs and the table (filters, selection tools). */
  toolbar?: ReactNode;
  /** What the list holds, for 'The {what} could not be loaded.'. */
  what: string;
  /** The list query's state: a failure with nothing to show replaces the table. */
  query: { loading: boolean; error?: unknown; hasRows: boolean };
  onRetry: () => void;
  /** The table (its own 'Nothing to display.' when empty), Load more, dialogs. */
  children: ReactNode;
}

/**
 * The frame of every list page: header, tabs and search, then the table. When the list query
 * failed and nothing is loaded, only the error alert shows: an empty table saying 'Nothing to
 * display.' under it would claim there is nothing.
 */
export function ListPageFrame<Filter extends string>({
  title,
  description,
  actions,
  tabs,
  toolbar,
  what,
  query,
  onRetry,
  children,
}: ListPageFrameProps<Filter>) {
  const failed = Boolean(query.error) && !query.loading && !query.hasRows;
  return (
    <Stack gap="6">
      <PageHeader title={title} description={description} actions={actions} />
      {tabs && <ListTabsBar {...tabs} />}
      {toolbar}
      {failed ? <LoadFailedAlert what={what} onRetry={onRetry} /> : children}
    </Stack>
  );
}
