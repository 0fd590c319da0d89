import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { ListTabsProps } from './ListPageFrame';
import type { ListTab } from './ListTabsBar';
import { useListUrlState } from './listUrlState';

/** A list's tabs, the first being where a URL naming no tab goes. */
type TabbedListTabs<Filter extends string> = readonly [ListTab<Filter>, ...ListTab<Filter>[]];

/** What a tabbed list receives from its route. */
export interface TabbedListProps<Filter extends string> {
  /** The tab of the URL. */
  filter: Filter;
  /** The URL's search, from 2 characters on (`effectiveSearch`), else null. */
  search: string | null;
  /** ListPageFrame's `tabs`: the tabs as links and the search box. */
  tabs: ListTabsProps<Filter>;
}

/**
 * The route of a list with tabs (/teams/list/:filter): a tab the URL does not name goes to the
 * first tab, keeping the search parameters; they hold the search, sort and filters, which the
 * tab links carry, so they stay when the tab changes.
 */
function tabbedListPage<Filter extends string>(
  {
    tabs,
    pathFor,
    isFilter,
    param = 'filter',
  }: {
    tabs: TabbedListTabs<Filter>;
    pathFor: (filter: Filter) => string;
    isFilter: (value: string | undefined) => value is Filter;
    /** The route's parameter naming the tab. */
    param?: string;
  },
  List: ComponentType<TabbedListProps<Filter>>,
) {
  return function TabbedListPage() {
    const value = useParams()[param];
    const { params, search } = useListUrlState();
    if (!isFilter(value)) {
      const query = params.toString();
      return <Navigate to={`${pathFor(tabs[0].filter)}${query ? `?${query}` : ''}`} replace />;
    }
    return <List filter={value} search={search} tabs={{ filter: value, tabs, pathFor }} />;
  };
}

/**
 * tabbedListPage for a list whose tabs are its filters, in order, each with its label
 * ({ current: 'Current Teams', archived: 'Archived Teams' }): a URL naming no tab goes to the first.
 */
export function tabbedListOf<Filter extends string>(
  pathFor: (filter: Filter) => string,
  labels: Record<Filter, string>,
  List: ComponentType<TabbedListProps<Filter>>,
  param?: string,
) {
  const tabs = Object.entries<string>(labels).map(([filter, label]) => ({
    filter: filter as Filter,
    label,
  })) as unknown as TabbedListTabs<Filter>;
  const isFilter = (value: string | undefined): value is Filter =>
    value !== undefined && Object.hasOwn(labels, value);
  return tabbedListPage({ tabs, pathFor, isFilter, param }, List);
}
