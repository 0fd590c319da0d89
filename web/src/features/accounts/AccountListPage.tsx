import { Badge, Button, Center, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { accountsExportFileName, checkStatusOf } from '@esports-admin/schema/rules/account';
import { ACCOUNTS_PAGE_SIZE } from '@esports-admin/schema/rules/constants';
import { isSportCode, sportLabel, type SportCode } from '@esports-admin/schema/rules/sports';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type {
  AccountList_AccountFragment,
  AccountListPageQueryVariables,
  AccountSortColumn,
} from '../../__generated__/graphql';
import {
  useAccountGroupsPageQuery,
  useAccountListPageQuery,
  useRequestAccountRemovalMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { downloadCsv } from '../../components/csvFile';
import { formatUtcDate } from '../../components/dates';
import { ListPageFrame } from '../../components/ListPageFrame';
import { ListSearchBox } from '../../components/ListTabsBar';
import { sortAmong, useListUrlState, useLoadMorePages } from '../../components/listUrlState';
import type { TableColumn } from '../../components/SortableTable';
import { toast } from '../../components/toast';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { ACCOUNT_CREATE_PATH, ACCOUNT_LIST_PATH, accountDetailPath } from './accountPaths';
import { AccountRemovalDialog } from './AccountRemovalDialog';
import { AccountsNav } from './AccountsNav';
import { AccountSelectField, groupOptions, sportOptions } from './AccountSelectField';
import { accountsToCsv } from './accountsCsv';
import { TriStateCheckbox } from '../../components/TriStateCheckbox';

type AccountRow = AccountList_AccountFragment;

const ALL = '';

/** The columns the data service sorts the whole list by; newest first by default. */
const SERVER_SORTS: readonly AccountSortColumn[] = ['displayName', 'createdAt'];
const DEFAULT_SORT = { column: 'createdAt', direction: 'descending' } as const;

/**
 * /accounts/list: accounts newest first, 50 per page with "Load more", filters, search, sort and
 * pages kept in the URL. The selection is kept
 * while filters change and pages load, so accounts found by several searches can be exported or
 * removed together; the header checkbox covers the rows on screen.
 */
export default function AccountListPage() {
  const { sport: selectedSport } = useSport();
  const writable = useViewer().mayWrite('account');
  const { search, sort: urlSort, filter, change } = useListUrlState();
  // The filter starts at the selector's sport and follows it when it changes (list pages reload
  // for the new sport); another sport or 'All sports' chosen here (?sport=val&selector=lol) holds
  // until then.
  const choice = filter('selector') === selectedSport ? filter('sport') : null;
  const sport =
    choice === 'all' ? ALL : isSportCode(choice ?? '') ? (choice as SportCode) : selectedSport;
  const groupId = filter('group') ?? ALL;
  const sort = sortAmong(urlSort, SERVER_SORTS, DEFAULT_SORT);
  const [selected, setSelected] = useState<ReadonlyMap<string, AccountRow>>(new Map());
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);

  const variables: AccountListPageQueryVariables = {
    first: ACCOUNTS_PAGE_SIZE,
    filter: {
      ...(sport ? { sport } : {}),
      ...(groupId ? { groupId } : {}),
      ...(search ? { search } : {}),
    },
    ...(sort !== DEFAULT_SORT ? { sort } : {}),
  };
  const { data, previousData, loading, error, refetch, fetchMore } = useAccountListPageQuery({
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const groups = useAccountGroupsPageQuery({ fetchPolicy: 'cache-first' }).data?.accountGroups;
  const [requestRemoval, removal] = useRequestAccountRemovalMutation();

  const connection = (data ?? previousData)?.accounts;
  const rows = connection?.nodes ?? [];
  const selectedOnScreen = rows.filter((row) => selected.has(row.id)).length;
  const headerStatus = checkStatusOf(selectedOnScreen, rows.length);
  const removable = [...selected.values()].filter((row) => row.status === 'active');

  const refresh = () => void refetch().catch(() => undefined);

  const toggle = (row: AccountRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });

  const toggleAllOnScreen = () =>
    setSelected((current) => {
      const next = new Map(current);
      if (headerStatus === 'checked') rows.forEach((row) => next.delete(row.id));
      else rows.forEach((row) => next.set(row.id, row));
      return next;
    });

  const { loadMore, loadingMore } = useLoadMorePages({
    pageSize: ACCOUNTS_PAGE_SIZE,
    loadedRows: rows.length,
    hasNextPage: Boolean(connection?.pageInfo.hasNextPage),
    loading,
    fetchNext: () =>
      fetchMore({
        variables: { after: connection?.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) =>
          fetchMoreResult.accounts
            ? {
                accounts: {
                  ...fetchMoreResult.accounts,
                  nodes: [...(previous.accounts?.nodes ?? []), ...fetchMoreResult.accounts.nodes],
                },
              }
            : previous,
      }),
  });

  const columns: TableColumn<AccountRow>[] = [
    {
      key: 'select',
      header: 'Select',
      width: '72px',
      render: (row) => (
        <TriStateCheckbox
          status={selected.has(row.id) ? 'checked' : 'unChecked'}
          label={`Select ${row.displayName}`}
          onChange={() => toggle(row)}
        />
      ),
    },
    {
      key: 'displayName',
      header: 'Display Name',
      render: (row) => (
        <Stack gap="0">
          <Text fontWeight="semibold">
            <Link asChild onClick={(event) => event.stopPropagation()}>
              <RouterLink to={accountDetailPath(row.id)}>{row.displayName}</RouterLink>
            </Link>
          </Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {row.login}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'sports',
      header: 'Sports',
      render: (row) => (
        <HStack gap="1" wrap="wrap">
          {row.enabledSports.map((code) => (
            <Badge key={code} variant="outline" title={sportLabel(code)}>
              {code}
            </Badge>
          ))}
        </HStack>
      ),
    },
    { key: 'group', header: 'Group', render: (row) => row.group?.name ?? '—' },
    {
      key: 'player',
      header: 'Player',
      render: (row) =>
        row.playerId ?? (
          <Text as="span" color="fg.muted">
            Free-floating
          </Text>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <Badge colorPalette={row.status === 'active' ? 'green' : 'orange'} variant="subtle">
          {row.status === 'active' ? 'active' : 'removal requested'}
        </Badge>
      ),
    },
    { key: 'deleteAfter', header: 'Delete After', render: (row) => formatUtcDate(row.deleteAfter) },
    { key: 'createdAt', header: 'Created', render: (row) => formatUtcDate(row.createdAt) },
  ];

  const exportSelection = () => {
    const accounts = [...selected.values()];
    const fileName = accountsExportFileName(accounts.length, new Date());
    downloadCsv(fileName, accountsToCsv(accounts));
    toast.success(`Exported ${fileName}`);
  };

  const confirmRemoval = async () => {
    const result = await runMutation(
      requestRemoval({ variables: { ids: removable.map((row) => row.id) } }),
      (data) => data.requestAccountRemoval,
    );
    setConfirmingRemoval(false);
    if (result.ok) {
      setSelected(new Map());
      refresh();
    }
  };

  return (
    <ListPageFrame
      title="Accounts"
      description="Game accounts handed out for broadcasts, observing and testing."
      create={{
        writable,
        label: 'Create Accounts',
        path: ACCOUNT_CREATE_PATH,
        readOnlyExplanation: 'You can view and export accounts but not create or remove them.',
      }}
      toolbar={
        <>
          <AccountsNav current={ACCOUNT_LIST_PATH} writable={writable} />
          <Flex gap="4" wrap="wrap" align="flex-end">
            <AccountSelectField
              id="account-sport"
              label="Sport"
              value={sport}
              onChange={(value) =>
                change({
                  filters: { sport: isSportCode(value) ? value : 'all', selector: selectedSport },
                })
              }
              flex="0 1 200px"
            >
              <option value={ALL}>All sports</option>
              {sportOptions()}
            </AccountSelectField>
            <AccountSelectField
              id="account-group"
              label="Group"
              value={groupId}
              onChange={(value) => change({ filters: { group: value || undefined } })}
              flex="0 1 260px"
            >
              <option value={ALL}>All groups</option>
              {groupOptions(groups)}
            </AccountSelectField>
            <ListSearchBox label="Search accounts" flex="1 1 280px" />
          </Flex>

          <Flex
            justify="space-between"
            align="center"
            gap="3"
            wrap="wrap"
            bg="bg.panel"
            borderWidth="1px"
            rounded="lg"
            px="4"
            py="2"
          >
            <HStack gap="3">
              <TriStateCheckbox
                status={headerStatus}
                label="Select all accounts on screen"
                disabled={rows.length === 0}
                onChange={toggleAllOnScreen}
              />
              <Text fontWeight="medium" aria-live="polite">
                {selected.size} selected
              </Text>
              {selected.size > 0 && (
                <Button size="xs" variant="ghost" onClick={() => setSelected(new Map())}>
                  Clear selection
                </Button>
              )}
            </HStack>
            <HStack gap="2">
              <Button
                size="sm"
                variant="outline"
                disabled={selected.size === 0}
                onClick={exportSelection}
              >
                Export CSV
              </Button>
              {writable && (
                <Button
                  size="sm"
                  variant="subtle"
                  colorPalette="red"
                  disabled={removable.length === 0}
                  onClick={() => setConfirmingRemoval(true)}
                >
                  Request Removal
                </Button>
              )}
            </HStack>
          </Flex>
        </>
      }
      what="accounts"
      query={{ loading: loading && !loadingMore, error }}
      onRetry={refresh}
      table={{
        columns,
        rows,
        onRowClick: toggle,
        initialSort: DEFAULT_SORT,
        serverSort: SERVER_SORTS,
      }}
    >
      {connection?.pageInfo.hasNextPage && (
        <Center>
          <Button variant="outline" loading={loadingMore} onClick={loadMore}>
            Load more
          </Button>
        </Center>
      )}

      <AccountRemovalDialog
        open={confirmingRemoval}
        count={removable.length}
        busy={removal.loading}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setConfirmingRemoval(false)}
      />
    </ListPageFrame>
  );
}
