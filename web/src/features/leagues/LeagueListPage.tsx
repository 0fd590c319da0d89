import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  isLeagueListFilter,
  LEAGUE_MESSAGES,
  type LeagueListFilter,
} from '@esports-admin/schema/rules/league';
import { sportLabel } from '@esports-admin/schema/rules/sports';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type {
  LeagueListPageQuery,
  LeagueListPageQueryVariables,
} from '../../__generated__/graphql';
import {
  useArchiveLeagueMutation,
  useLeagueListPageQuery,
  useUnarchiveLeagueMutation,
} from '../../__generated__/hooks';
import { runReportedMutation } from '../../apollo/mutationOutcome';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PlusIcon } from '../../components/icons';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyBadge } from '../../components/ReadOnly';
import { ListTabsBar } from '../../components/ListTabsBar';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { LEAGUE_CREATE_PATH, leagueEditPath, leagueListPath } from './leaguePaths';

type LeagueRow = LeagueListPageQuery['leagues'][number];

const TABS: readonly { filter: LeagueListFilter; label: string }[] = [
  { filter: 'current', label: 'Current Leagues' },
  { filter: 'archived', label: 'Archived Leagues' },
];

const GRAPHQL_FILTER = {
  current: 'CURRENT',
  archived: 'ARCHIVED',
} as const satisfies Record<LeagueListFilter, LeagueListPageQueryVariables['filter']>;

/** /leagues/list/:filter (spec 1 §2). Any filter but current or archived goes to current. */
export default function LeagueListPage() {
  const { filter } = useParams();
  if (!isLeagueListFilter(filter)) return <Navigate to={leagueListPath('current')} replace />;
  return <LeagueList filter={filter} />;
}

function LeagueList({ filter }: { filter: LeagueListFilter }) {
  const navigate = useNavigate();
  const { sport } = useSport();
  const writable = useViewer().mayWrite('league');
  const [searchText, setSearchText] = useState('');
  const [toArchive, setToArchive] = useState<LeagueRow | null>(null);

  const search = effectiveSearch(searchText);
  const variables: LeagueListPageQueryVariables = {
    sport,
    filter: GRAPHQL_FILTER[filter],
    ...(search ? { search } : {}),
  };
  const { data, previousData, loading, error, refetch } = useLeagueListPageQuery({
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = (data ?? previousData)?.leagues ?? [];

  const [archiveLeague, archiving] = useArchiveLeagueMutation();
  const [unarchiveLeague] = useUnarchiveLeagueMutation();

  const refresh = () => void refetch().catch(() => undefined);

  const confirmArchive = async () => {
    if (!toArchive) return;
    const archived = await runReportedMutation(
      archiveLeague({ variables: { id: toArchive.id } }),
      (data) => data.archiveLeague,
    );
    setToArchive(null);
    if (archived) refresh();
  };

  const unarchive = async (league: LeagueRow) => {
    const unarchived = await runReportedMutation(
      unarchiveLeague({ variables: { id: league.id } }),
      (data) => data.unarchiveLeague,
    );
    if (unarchived) refresh();
  };

  const columns: TableColumn<LeagueRow>[] = [
    {
      key: 'name',
      header: 'Name',
      sortValue: (l) => l.name.toLowerCase(),
      render: (l) => (
        <Stack gap="0">
          <Text fontWeight="semibold">{l.name}</Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {l.slug}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'region',
      header: 'Region',
      sortValue: (l) => l.region,
      render: (l) => l.region,
      width: '140px',
    },
    {
      key: 'priority',
      header: 'Priority',
      tooltip: 'Sort order in lists: lower comes first',
      sortValue: (l) => l.priority,
      render: (l) => l.priority,
      align: 'end',
      width: '120px',
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: (l) => l.status,
      render: (l) => (
        <Badge colorPalette={l.status === 'active' ? 'green' : 'gray'} variant="subtle">
          {l.status}
        </Badge>
      ),
      width: '120px',
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      width: '200px',
      render: (l) => (
        <HStack justify="flex-end" gap="2" onClick={(event) => event.stopPropagation()}>
          <Button size="xs" variant="outline" onClick={() => void navigate(leagueEditPath(l.id))}>
            {writable ? 'Edit' : 'View'}
          </Button>
          {!writable ? null : filter === 'archived' ? (
            <Button
              size="xs"
              variant="subtle"
              colorPalette="teal"
              onClick={() => void unarchive(l)}
            >
              Unarchive
            </Button>
          ) : (
            <Button size="xs" variant="subtle" colorPalette="red" onClick={() => setToArchive(l)}>
              Archive
            </Button>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="6">
      <PageHeader
        title="Leagues"
        description={`${sportLabel(sport)} leagues, the competitions tournaments belong to.`}
        actions={
          writable ? (
            <Button colorPalette="teal" onClick={() => void navigate(LEAGUE_CREATE_PATH)}>
              <PlusIcon />
              Create League
            </Button>
          ) : (
            <ReadOnlyBadge explanation="You can view leagues but not create, edit or archive them." />
          )
        }
      />

      <ListTabsBar
        filter={filter}
        tabs={TABS}
        pathFor={leagueListPath}
        searchLabel="Search leagues"
        onSearch={setSearchText}
      />

      {error && !loading && rows.length === 0 && (
        <LoadFailedAlert what="leagues" onRetry={refresh} />
      )}

      <SortableTable
        label="Leagues"
        columns={columns}
        rows={rows}
        rowKey={(l) => l.id}
        onRowClick={(l) => void navigate(leagueEditPath(l.id))}
        loading={loading}
        initialSort={{ column: 'priority', direction: 'ascending' }}
      />

      <ConfirmDialog
        open={toArchive !== null}
        variant="warn"
        title={LEAGUE_MESSAGES.archiveDialogTitle}
        confirmLabel="Archive"
        busy={archiving.loading}
        onConfirm={() => void confirmArchive()}
        onCancel={() => setToArchive(null)}
      >
        {LEAGUE_MESSAGES.archiveDialogWarning}
      </ConfirmDialog>
    </Stack>
  );
}
