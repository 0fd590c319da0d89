import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortDirection, SortState } from './SortableTable';

/**
 * The search parameters that hold a list's state, so reload, Back and a shared link show the
 * same rows: `?q=fak&sort=name&dir=descending&pages=2`. A page's own filters are further
 * parameters (`?team=t1`); the tab is the path.
 */
export const LIST_PARAMS = { search: 'q', sort: 'sort', direction: 'dir', pages: 'pages' } as const;

const DIRECTIONS: readonly SortDirection[] = ['ascending', 'descending'];

/** The sort the URL names, or undefined when it names none. */
export function sortFrom(params: URLSearchParams): SortState | undefined {
  const column = params.get(LIST_PARAMS.sort);
  if (!column) return undefined;
  const direction = params.get(LIST_PARAMS.direction);
  return {
    column,
    direction: DIRECTIONS.find((d) => d === direction) ?? 'ascending',
  };
}

/** How many pages of a paged list the URL asks for: 1 unless it names a whole number above 1. */
export function pagesFrom(params: URLSearchParams): number {
  const pages = Number(params.get(LIST_PARAMS.pages));
  return Number.isInteger(pages) && pages > 1 ? pages : 1;
}

/** A change to a list's state; undefined or '' removes a parameter. */
export interface ListStateChange {
  search?: string;
  sort?: SortState;
  pages?: number;
  /** The page's own filters, by parameter name; undefined removes one, '' keeps it empty. */
  filters?: Readonly<Record<string, string | undefined>>;
}

/**
 * The parameters after a change. A new search, sort or filter starts again from the first page
 * (the loaded pages belonged to the old rows); other parameters stay.
 */
export function withListState(current: URLSearchParams, change: ListStateChange): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (param: string, value: string | undefined) => {
    if (value) next.set(param, value);
    else next.delete(param);
  };
  if ('search' in change) put(LIST_PARAMS.search, change.search);
  if (change.sort) {
    put(LIST_PARAMS.sort, change.sort.column);
    put(LIST_PARAMS.direction, change.sort.direction);
  }
  for (const [param, value] of Object.entries(change.filters ?? {})) {
    if (value === undefined) next.delete(param);
    else next.set(param, value);
  }
  const restarts = 'search' in change || change.sort || change.filters;
  if (restarts) next.delete(LIST_PARAMS.pages);
  if (change.pages !== undefined)
    put(LIST_PARAMS.pages, change.pages > 1 ? String(change.pages) : '');
  return next;
}

/** `?…` of the parameters a tab link carries to the list's other tab: all but the loaded pages. */
export function tabQuery(current: URLSearchParams): string {
  const kept = new URLSearchParams(current);
  kept.delete(LIST_PARAMS.pages);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * A list's state read from the URL, and its setters. Every change replaces the history entry
 * (typing must not leave a step per keystroke), so Back leaves the list as it was last seen.
 */
export function useListUrlState() {
  const [params, setParams] = useSearchParams();
  const change = (update: ListStateChange) =>
    setParams((current) => withListState(current, update), { replace: true });
  const searchText = params.get(LIST_PARAMS.search) ?? '';
  return {
    params,
    /** The search box's text as typed. */
    searchText,
    /** The search to send: from 2 characters on, else null. */
    search: effectiveSearch(searchText),
    sort: sortFrom(params),
    pages: pagesFrom(params),
    /** A filter's value, or null when the URL does not name it. */
    filter: (param: string) => params.get(param),
    change,
  };
}

/** The URL's sort when the service can sort by its column, else `fallback`. */
export function sortAmong<Column extends string>(
  sort: SortState | undefined,
  columns: readonly Column[],
  fallback: { column: Column; direction: SortDirection },
): { column: Column; direction: SortDirection } {
  const column = columns.find((c) => c === sort?.column);
  return column && sort ? { column, direction: sort.direction } : fallback;
}

/**
 * "Load more" of a cursor-paged list whose position lives in the URL (`?pages=3`): the button
 * asks for one page more, and while the list holds fewer pages than the URL names (after a
 * reload, Back or a shared link) the next page is fetched, one after another. A page that fails
 * is not asked again until the button is pressed.
 */
export function useLoadMorePages({
  pageSize,
  loadedRows,
  hasNextPage,
  loading,
  fetchNext,
}: {
  pageSize: number;
  loadedRows: number;
  hasNextPage: boolean;
  /** The list query is loading: its first page is not there yet. */
  loading: boolean;
  /** Fetches the page after the loaded ones and appends it. */
  fetchNext: () => Promise<unknown>;
}) {
  const { pages, change } = useListUrlState();
  const [loadingMore, setLoadingMore] = useState(false);
  const [failedAt, setFailedAt] = useState<number | null>(null);
  const latestFetchNext = useRef(fetchNext);
  useEffect(() => {
    latestFetchNext.current = fetchNext;
  });
  const loadedPages = Math.max(1, Math.ceil(loadedRows / pageSize));
  const wanted =
    hasNextPage && loadedPages < pages && !loading && !loadingMore && failedAt !== loadedRows;

  useEffect(() => {
    if (!wanted) return;
    const fetchPage = async () => {
      setLoadingMore(true);
      try {
        await latestFetchNext.current();
      } catch {
        setFailedAt(loadedRows);
      } finally {
        setLoadingMore(false);
      }
    };
    void fetchPage();
  }, [wanted, loadedRows]);

  return {
    loadingMore,
    loadMore: () => {
      setFailedAt(null);
      change({ pages: loadedPages + 1 });
    },
  };
}
