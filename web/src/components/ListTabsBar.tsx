import { Flex, type FlexProps } from '@chakra-ui/react';
import { LIST_SEARCH_DEBOUNCE_MS } from '@esports-admin/schema/rules/constants';
import { useState } from 'react';
import { tabQuery, useListUrlState } from './listUrlState';
import { SearchInput } from './SearchInput';
import { TabLinks } from './TabLinks';

export interface ListTab<Filter extends string> {
  filter: Filter;
  label: string;
}

interface ListTabsBarProps<Filter extends string> {
  /** The tab of the current URL. */
  filter: Filter;
  tabs: readonly ListTab<Filter>[];
  pathFor: (filter: Filter) => string;
  /** Accessible name and placeholder of the search box, e.g. 'Search leagues'. */
  searchLabel: string;
  /** Names the tabs' navigation, e.g. 'Lists of leagues'. */
  label: string;
}

/**
 * The tabs and search box above every list page. The tabs are links in a navigation, the
 * current one marked `aria-current="page"`: the URL is the only state, and a tab link carries
 * the list's search, sort and filters to the other tab.
 */
export function ListTabsBar<Filter extends string>({
  filter,
  tabs,
  pathFor,
  searchLabel,
  label,
}: ListTabsBarProps<Filter>) {
  const { params } = useListUrlState();
  const query = tabQuery(params);
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', md: 'flex-end' }}
      gap="4"
      wrap="wrap"
      borderBottomWidth="1px"
    >
      <TabLinks
        label={label}
        links={tabs.map((tab) => ({
          label: tab.label,
          to: `${pathFor(tab.filter)}${query}`,
          current: tab.filter === filter,
        }))}
      />
      <ListSearchBox pb="2" label={searchLabel} />
    </Flex>
  );
}

/**
 * A list's search box, debounced, at the width it has beside the tabs. Its text lives in the URL
 * (`?q=`); the list reads it with `useListUrlState().search`. When `?q` changes from elsewhere
 * (Back, a link) while the list stays mounted, the box starts again from the URL's text.
 */
export function ListSearchBox({
  label,
  debounceMs = LIST_SEARCH_DEBOUNCE_MS,
  ...flex
}: {
  /** Accessible name and placeholder, e.g. 'Search users'. */
  label: string;
  debounceMs?: number;
} & FlexProps) {
  const { searchText, change } = useListUrlState();
  // `?q` as last seen, and the text the box sent that the URL has not shown yet.
  const [seen, setSeen] = useState({ url: searchText, sent: null as string | null, box: 0 });
  if (seen.url !== searchText) {
    const fromElsewhere = searchText !== seen.sent;
    setSeen({ url: searchText, sent: null, box: fromElsewhere ? seen.box + 1 : seen.box });
  }
  return (
    <Flex flex={{ base: '1', md: '0 1 320px' }} {...flex}>
      <SearchInput
        key={seen.box}
        label={label}
        debounceMs={debounceMs}
        initialValue={searchText}
        onSearch={(text) => {
          if (text === searchText) return;
          setSeen((current) => ({ ...current, sent: text }));
          change({ search: text });
        }}
      />
    </Flex>
  );
}
