import { Badge, Button, Center, HStack, Text } from '@chakra-ui/react';
import { PLAYERS_PAGE_SIZE } from '@esports-admin/schema/rules/constants';
import { sportLabel } from '@esports-admin/schema/rules/sports';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type {
  PlayerListPageQuery,
  PlayerListPageQueryVariables,
} from '../../__generated__/graphql';
import { usePlayerListPageQuery } from '../../__generated__/hooks';
import { ListPageFrame } from '../../components/ListPageFrame';
import { actionsColumn, RowActions } from '../../components/RowActions';
import { LIST_QUERY_OPTIONS } from '../../components/listQuery';
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

/** /players/list/:filter. Any filter but current or inactive goes to current. */
export default tabbedListOf(
  playerListPath,
  { current: 'Current Players', inactive: 'Inactive Players' },
  PlayerList,
);

/**
 * Players of the selected sport by handle, a page of 20 at a time ('Load more' appends the next
 * page from the gateway's cursor). Sorting applies to the loaded rows; search (2+ characters)
 * asks the gateway for handle, first or last name matches.
 */
function PlayerList({ filter, search, tabs }: TabbedListProps<PlayerListFilter>) {
  const navigate = useNavigate();
  const { sport } = useSport();
  const writable = useViewer().mayWrite('player');
  const [loadingMore, setLoadingMore] = useState(false);

  // The filter menu's values live in the URL (?team=…&league=…&first=…&last=…).
  const [searchParams, setSearchParams] = useSearchParams();
  const filterValues = filterValuesFrom(searchParams);
  const saveFilters = (values: PlayerFilterValues) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const { param } of PLAYER_FILTER_FIELDS) {
          const value = values[param];
          if (value) next.set(param, value);
          else next.delete(param);
        }
        return next;
      },
      { replace: true },
    );

  const filterQuery = (() => {
    const kept = new URLSearchParams();
    for (const { param } of PLAYER_FILTER_FIELDS) {
      const value = filterValues[param];
      if (value) kept.set(param, value);
    }
    const text = kept.toString();
    return text ? `?${text}` : '';
  })();

  const variables: PlayerListPageQueryVariables = {
    sport,
    first: PLAYERS_PAGE_SIZE,
    filter: { status: STATUS_OF[filter], ...toPlayerFilter(filterValues) },
    ...(search ? { search } : {}),
  };
  const query = usePlayerListPageQuery({ variables, ...LIST_QUERY_OPTIONS });
  const { data, previousData, loading, fetchMore } = query;
  const page = (data ?? previousData)?.players;
  const rows = page?.edges.map((edge) => edge.node) ?? [];

  const loadMore = async () => {
    if (!page?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: page.pageInfo.endCursor },
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
      });
    } catch {
      // The error link has shown why; the loaded rows stay.
    } finally {
      setLoadingMore(false);
    }
  };

  const columns: TableColumn<PlayerRow>[] = [
    {
      key: 'handle',
      header: 'Handle',
      sortValue: (p) => p.handle.toLowerCase(),
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
      sortValue: (p) => `${p.firstName} ${p.lastName}`.toLowerCase(),
      render: (p) => `${p.firstName} ${p.lastName}`,
    },
    {
      key: 'homeTeam',
      header: 'Home Team',
      sortValue: (p) => p.homeTeam?.name.toLowerCase() ?? '',
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
      sortValue: (p) => p.status,
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
      // Switching between current and inactive players keeps the saved filters.
      tabs={{ ...tabs, pathFor: (tab) => `${playerListPath(tab)}${filterQuery}` }}
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
        initialSort: { column: 'handle', direction: 'ascending' },
      }}
    >
      {page?.pageInfo.hasNextPage && (
        <Center flexDirection="column" gap="2">
          <Text fontSize="sm" color="fg.muted">
            {rows.length} players shown
          </Text>
          <Button variant="outline" loading={loadingMore} onClick={() => void loadMore()}>
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
