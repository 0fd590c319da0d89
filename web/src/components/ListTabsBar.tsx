import { Flex, Tabs, type FlexProps } from '@chakra-ui/react';
import { LIST_SEARCH_DEBOUNCE_MS } from '@esports-admin/schema/rules/constants';
import { Link as RouterLink } from 'react-router-dom';
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
  onSearch: (text: string) => void;
}

/**
 * The tabs and search box above every list page. The tabs are links: the URL is the only state.
 * Manual activation (arrows move focus, Enter follows the link) keeps the tab widget from
 * fighting the router over the value.
 */
export function ListTabsBar<Filter extends string>({
  filter,
  tabs,
  pathFor,
  searchLabel,
  onSearch,
}: ListTabsBarProps<Filter>) {
  return (
    <Flex
      justify="space-between"
      align={{ base: 'stretch', md: 'flex-end' }}
      gap="4"
      wrap="wrap"
      borderBottomWidth="1px"
    >
      <Tabs.Root
        value={filter}
        activationMode="manual"
        navigate={null}
        variant="line"
        colorPalette="teal"
        mb="-1px"
      >
        <Tabs.List borderBottomWidth="0">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.filter} value={tab.filter} fontWeight="medium" asChild>
              <RouterLink to={pathFor(tab.filter)}>{tab.label}</RouterLink>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <ListSearchBox pb="2" label={searchLabel} onSearch={onSearch} />
    </Flex>
  );
}

/** A list's search box, debounced, at the width it has beside the tabs. */
export function ListSearchBox({
  label,
  onSearch,
  ...flex
}: {
  /** Accessible name and placeholder, e.g. 'Search users'. */
  label: string;
  onSearch: (text: string) => void;
} & FlexProps) {
  return (
    <Flex flex={{ base: '1', md: '0 1 320px' }} {...flex}>
      <SearchInput label={label} debounceMs={LIST_SEARCH_DEBOUNCE_MS} onSearch={onSearch} />
    </Flex>
  );
}
