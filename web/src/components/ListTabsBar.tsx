import { Flex, Link, type FlexProps } from '@chakra-ui/react';
import { LIST_SEARCH_DEBOUNCE_MS } from '@esports-admin/schema/rules/constants';
import { Link as RouterLink } from 'react-router-dom';
import { tabQuery, useListUrlState } from './listUrlState';
import { SearchInput } from './SearchInput';

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
      <Flex as="nav" aria-label={label} mb="-1px" gap="1" wrap="wrap">
        {tabs.map((tab) => {
          const current = tab.filter === filter;
          return (
            <Link
              key={tab.filter}
              asChild
              px="4"
              py="2"
              fontSize="sm"
              fontWeight="medium"
              borderBottomWidth="2px"
              borderColor={current ? 'teal.solid' : 'transparent'}
              color={current ? 'fg' : 'fg.muted'}
              _hover={{ color: 'fg', textDecoration: 'none' }}
            >
              <RouterLink
                to={`${pathFor(tab.filter)}${query}`}
                aria-current={current ? 'page' : undefined}
              >
                {tab.label}
              </RouterLink>
            </Link>
          );
        })}
      </Flex>
      <ListSearchBox pb="2" label={searchLabel} />
    </Flex>
  );
}

/**
 * A list's search box, debounced, at the width it has beside the tabs. Its text lives in the URL
 * (`?q=`); the list reads it with `useListUrlState().search`.
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
  return (
    <Flex flex={{ base: '1', md: '0 1 320px' }} {...flex}>
      <SearchInput
        label={label}
        debounceMs={debounceMs}
        initialValue={searchText}
        onSearch={(text) => {
          if (text !== searchText) change({ search: text });
        }}
      />
    </Flex>
  );
}
