import {
  Badge,
  Box,
  Button,
  Center,
  Flex,
  HStack,
  Link,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { accountsExportFileName, checkStatusOf } from '@esports-admin/schema/rules/account';
import { ACCOUNTS_PAGE_SIZE, LIST_SEARCH_DEBOUNCE_MS } from '@esports-admin/schema/rules/constants';
import { isSportCode, sportLabel, type SportCode } from '@esports-admin/schema/rules/sports';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type {
  AccountList_AccountFragment,
  AccountListPageQueryVariables,
} from '../../__generated__/graphql';
import {
  useAccountGroupsPageQuery,
  useAccountListPageQuery,
  useRequestAccountRemovalMutation,
} from '../../__generated__/hooks';
import { reportMutationOutcome } from '../../apollo/mutationOutcome';
import { downloadCsv } from '../../components/csvFile';
import { formatUtcDate } from '../../components/dates';
import { ListPageFrame } from '../../components/ListPageFrame';
import { SearchInput } from '../../components/SearchInput';
import { TableMessageRow } from '../../components/SortableTable';
import { toast } from '../../components/toast';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { ACCOUNT_CREATE_PATH, ACCOUNT_LIST_PATH, accountDetailPath } from './accountPaths';
import { AccountRemovalDialog } from './AccountRemovalDialog';
import { AccountsNav } from './AccountsNav';
import { AccountSelectField, groupOptions, sportOptions } from './AccountSelectField';
import { accountsToCsv } from './accountsCsv';
import { TriStateCheckbox } from './TriStateCheckbox';

type AccountRow = AccountList_AccountFragment;

const ALL = '';

/**
 * /accounts/list: accounts newest first, 50 per page with "Load more". The selection is kept
 * while filters change and pages load, so accounts found by several searches can be exported or
 * removed together; the header checkbox covers the rows on screen.
 */
export default function AccountListPage() {
  const { sport: selectedSport } = useSport();
  const writable = useViewer().mayWrite('account');
  // The filter starts at the selector's sport and follows it when it changes (list pages reload
  // for the new sport); choosing another sport or 'All sports' here holds until then.
  const [sportChoice, setSportChoice] = useState<{
    shell: SportCode;
    value: SportCode | typeof ALL;
  }>({ shell: selectedSport, value: selectedSport });
  const sport = sportChoice.shell === selectedSport ? sportChoice.value : selectedSport;
  const [groupId, setGroupId] = useState(ALL);
  const [searchText, setSearchText] = useState('');
  const [selected, setSelected] = useState<ReadonlyMap<string, AccountRow>>(new Map());
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  const search = effectiveSearch(searchText);
  const variables: AccountListPageQueryVariables = {
    first: ACCOUNTS_PAGE_SIZE,
    filter: {
      ...(sport ? { sport } : {}),
      ...(groupId ? { groupId } : {}),
      ...(search ? { search } : {}),
    },
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

  const loadMore = async () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) =>
          fetchMoreResult.accounts
            ? {
                accounts: {
                  ...fetchMoreResult.accounts,
                  nodes: [...(previous.accounts?.nodes ?? []), ...fetchMoreResult.accounts.nodes],
                },
              }
            : previous,
      });
    } catch {
      // Shown by the error link.
    } finally {
      setLoadingMore(false);
    }
  };

  const exportSelection = () => {
    const accounts = [...selected.values()];
    const fileName = accountsExportFileName(accounts.length, new Date());
    downloadCsv(fileName, accountsToCsv(accounts));
    toast.success(`Exported ${fileName}`);
  };

  const confirmRemoval = async () => {
    try {
      const result = await requestRemoval({ variables: { ids: removable.map((row) => row.id) } });
      if (result.data) {
        reportMutationOutcome(result.data.requestAccountRemoval);
        if (result.data.requestAccountRemoval.ok) {
          setSelected(new Map());
          refresh();
        }
      }
    } catch {
      // Already shown by the error link.
    } finally {
      setConfirmingRemoval(false);
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
                setSportChoice({ shell: selectedSport, value: isSportCode(value) ? value : ALL })
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
              onChange={setGroupId}
              flex="0 1 260px"
            >
              <option value={ALL}>All groups</option>
              {groupOptions(groups)}
            </AccountSelectField>
            <Box flex="1 1 280px">
              <SearchInput
                label="Search accounts"
                debounceMs={LIST_SEARCH_DEBOUNCE_MS}
                onSearch={setSearchText}
              />
            </Box>
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
      query={{ loading, error, hasRows: rows.length > 0 }}
      onRetry={refresh}
    >
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" overflow="hidden" boxShadow="xs">
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Accounts" aria-busy={loading}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader width="44px" py="3">
                  <TriStateCheckbox
                    status={headerStatus}
                    label="Select all accounts on screen"
                    disabled={rows.length === 0}
                    onChange={toggleAllOnScreen}
                  />
                </Table.ColumnHeader>
                {[
                  'Display Name',
                  'Sports',
                  'Group',
                  'Player',
                  'Status',
                  'Delete After',
                  'Created',
                ].map((header) => (
                  <Table.ColumnHeader
                    key={header}
                    color="fg.muted"
                    fontSize="xs"
                    fontWeight="semibold"
                    textTransform="uppercase"
                    letterSpacing="wide"
                  >
                    {header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body opacity={loading && rows.length > 0 && !loadingMore ? 0.6 : 1}>
              {rows.length === 0 && <TableMessageRow colSpan={8} loading={loading} />}
              {rows.map((row) => (
                <Table.Row
                  key={row.id}
                  cursor="pointer"
                  bg={selected.has(row.id) ? 'teal.subtle' : undefined}
                  onClick={() => toggle(row)}
                >
                  <Table.Cell>
                    <TriStateCheckbox
                      status={selected.has(row.id) ? 'checked' : 'unChecked'}
                      label={`Select ${row.displayName}`}
                      onChange={() => toggle(row)}
                    />
                  </Table.Cell>
                  <Table.Cell>
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
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      {row.enabledSports.map((code) => (
                        <Badge key={code} variant="outline" title={sportLabel(code)}>
                          {code}
                        </Badge>
                      ))}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{row.group?.name ?? '—'}</Table.Cell>
                  <Table.Cell>
                    {row.playerId ?? (
                      <Text as="span" color="fg.muted">
                        Free-floating
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge
                      colorPalette={row.status === 'active' ? 'green' : 'orange'}
                      variant="subtle"
                    >
                      {row.status === 'active' ? 'active' : 'removal requested'}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{formatUtcDate(row.deleteAfter)}</Table.Cell>
                  <Table.Cell>{formatUtcDate(row.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>

      {connection?.pageInfo.hasNextPage && (
        <Center>
          <Button variant="outline" loading={loadingMore} onClick={() => void loadMore()}>
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
