import { Badge, Button, Center, HStack, Text } from '@chakra-ui/react';
import { PLAYERS_PAGE_SIZE } from '@esports-admin/schema/rules/constants';
import { sportLabel } from '@esports-admin/schema/rules/sports';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type {
  PlayerListPageQuery,
  PlayerListPageQueryVariables,
  PlayerSortColumn,
} from '../../__generated__/graphql';
import { usePlayerListPageQuery } from '../../__generated__/hooks';
import { ListPageFrame } from '../../components/ListPageFrame';
import { actionsColumn, RowActions } from '../../components/RowActions';
import { LIST_QUERY_OPTIONS } from '../../components/listQuery';
import { sortAmong, useListUrlState, useLoadMorePages } from '../../components/listUrlState';
import type { TableColumn } from '../../components/SortableTable';
import { tabbedListOf, type TabbedListProps } from '../../components/tabbedListPage';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import {
  filterValuesFrom,
  PLAYER_FILTER_FIELDS,
  PlayerFilterMenu,
  toPlayerFilter,
  type PlayerFilterValues,
} from './PlayerFilterMenu';
import {
  PLAYER_BULK_PATH,
  PLAYER_CREATE_PATH,
  playerEditPath,
  playerListPath,
  type PlayerListFilter,
} from './playerPaths';

type PlayerRow = NonNullable<PlayerListPageQuery['players']>['edges'][number]['node'];

const STATUS_OF = { current: 'active', inactive: 'inactive' } as const;

/** The columns the data service sorts the whole list by. */
const SERVER_SORTS: readonly PlayerSortColumn[] = ['handle', 'name'];
const DEFAULT_SORT = { column: 'handle', direction: 'ascending' } as const;

/** /players/list/:filter. Any filter but current or inactive goes to current. */
export default tabbedListOf(
  playerListPath,
  { current: 'Current Players', inactive: 'Inactive Players' },
  PlayerList,
);

/**
 * Players of the selected sport by handle, a page of 20 at a time ('Load more' appends the next
 * page from the gateway's cursor). The data service sorts the whole list (by handle or name);
 * search (2+ characters) asks the gateway for handle, first or last name matches.
 */
function PlayerList({ filter, search, tabs }: TabbedListProps<PlayerListFilter>) {
  const navigate = useNavigate();
  const { sport } = useSport();
  const writable = useViewer().mayWrite('player');
  const { params, change, sort: urlSort } = useListUrlState();
  const sort = sortAmong(urlSort, SERVER_SORTS, DEFAULT_SORT);

  // The filter menu's values live in the URL (?team=…&league=…&first=…&last=…).
  const filterValues = filterValuesFrom(params);
  const saveFilters = (values: PlayerFilterValues) =>
    change({
      filters: Object.fromEntries(
        PLAYER_FILTER_FIELDS.map(({ param }) => [param, values[param] || undefined]),
      ),
    });

  const variables: PlayerListPageQueryVariables = {
    sport,
    first: PLAYERS_PAGE_SIZE,
    filter: { status: STATUS_OF[filter], ...toPlayerFilter(filterValues) },
    ...(search ? { search } : {}),
    ...(sort !== DEFAULT_SORT ? { sort } : {}),
  };
  const query = usePlayerListPageQuery({ variables, ...LIST_QUERY_OPTIONS });
  const { data, previousData, loading, fetchMore } = query;
  const page = (data ?? previousData)?.players;
  const rows = page?.edges.map((edge) => edge.node) ?? [];

  const { loadMore, loadingMore } = useLoadMorePages({
    pageSize: PLAYERS_PAGE_SIZE,
    loadedRows: rows.length,
    hasNextPage: Boolean(page?.pageInfo.hasNextPage),
    loading,
    fetchNext: () =>
      fetchMore({
        variables: { after: page?.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const kept = previous.players?.edges ?? [];
          if (!fetchMoreResult.players) return previous;
          return {
            players: {
              ...fetchMoreResult.players,
              // spec 3 §5: merged results hold each player once, by id.
              edges: [
                ...kept,
                ...fetchMoreResult.players.edges.filter(
                  (edge) => !kept.some((held) => held.node.id === edge.node.id),
                ),
              ],
            },
          };
        },
      }),
  });

  const columns: TableColumn<PlayerRow>[] = [
    {
      key: 'handle',
      header: 'Handle',
      render: (p) => (
        <HStack gap="3">
          <PlayerAvatar handle={p.handle} photoUrl={p.photoUrl ?? null} />
          <Text fontWeight="semibold">{p.handle}</Text>
        </HStack>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      render: (p) => `${p.firstName} ${p.lastName}`,
    },
    {
      key: 'homeTeam',
      header: 'Home Team',
      render: (p) =>
        p.homeTeam ? (
          <HStack gap="2">
            <Text>{p.homeTeam.name}</Text>
            <Text fontSize="xs" color="fg.muted" fontFamily="mono">
              {p.homeTeam.tricode}
            </Text>
          </HStack>
        ) : (
          <Text color="fg.muted">No team</Text>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (p) => (
        <Badge colorPalette={p.status === 'active' ? 'green' : 'gray'} variant="subtle">
          {p.status}
        </Badge>
      ),
      width: '120px',
    },
    actionsColumn('120px', (p) => (
      <RowActions writable={writable} onOpen={() => void navigate(playerEditPath(p.id))} />
    )),
  ];

  return (
    <ListPageFrame
      title="Players"
      description={`${sportLabel(sport)} players, by handle.`}
      actions={
        writable ? (
          <Button variant="outline" onClick={() => void navigate(PLAYER_BULK_PATH)}>
            Bulk Entry
          </Button>
        ) : undefined
      }
      create={{
        writable,
        label: 'Create Player',
        path: PLAYER_CREATE_PATH,
        readOnlyExplanation: 'You can view players but not create or edit them.',
      }}
      tabs={tabs}
      toolbar={
        <>
          <HStack justify="flex-end" gap="3" mt="-3">
            {PLAYER_FILTER_FIELDS.filter(({ param }) => filterValues[param]).map(
              ({ param, label }) => (
                <Badge key={param} variant="outline" size="md">
                  {label}: {filterValues[param]}
                </Badge>
              ),
            )}
            <PlayerFilterMenu values={filterValues} onSave={saveFilters} />
          </HStack>
        </>
      }
      what="players"
      query={{ ...query, loading: loading && !loadingMore }}
      table={{
        columns,
        rows,
        onRowClick: (p) => void navigate(playerEditPath(p.id)),
        initialSort: DEFAULT_SORT,
        serverSort: SERVER_SORTS,
      }}
    >
      {page?.pageInfo.hasNextPage && (
        <Center flexDirection="column" gap="2">
          <Text fontSize="sm" color="fg.muted">
            {rows.length} players shown
          </Text>
          <Button variant="outline" loading={loadingMore} onClick={loadMore}>
            Load more
          </Button>
        </Center>
      )}
    </ListPageFrame>
  );
}

/** The player's photo, or the handle's initial when there is none or it does not load. */
function PlayerAvatar({ handle, photoUrl }: { handle: string; photoUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (photoUrl && !failed) {
    return (
      <img
        src={photoUrl}
        alt=""
        width={28}
        height={28}
        loading="lazy"
        style={{ borderRadius: '50%', objectFit: 'cover' }}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <Center w="28px" h="28px" rounded="full" bg="bg.muted" fontSize="xs" aria-hidden>
      {handle.slice(0, 1).toUpperCase()}
    </Center>
  );
}
