import { Button, Stack, Text } from '@chakra-ui/react';
import { sportLabel } from '@esports-admin/schema/rules/sports';
import {
  isTournamentListFilter,
  type TournamentListFilter,
} from '@esports-admin/schema/rules/tournament';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type {
  TournamentListPageQuery,
  TournamentListPageQueryVariables,
} from '../../__generated__/graphql';
import {
  useArchiveTournamentMutation,
  useTournamentListPageQuery,
} from '../../__generated__/hooks';
import { runReportedMutation } from '../../apollo/mutationOutcome';
import { ReasonConfirmDialog } from '../../components/ReasonConfirmDialog';
import { formatUtcDate } from '../../components/dates';
import { PlusIcon } from '../../components/icons';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyBadge } from '../../components/ReadOnly';
import { ListTabsBar } from '../../components/ListTabsBar';
import { actionsColumn, RowActions } from '../../components/RowActions';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { vodPagePath } from '../vods/vodPaths';
import { PublicationBadge } from './PublicationBadge';
import { TOURNAMENT_CREATE_PATH, tournamentEditPath, tournamentListPath } from './tournamentPaths';

type TournamentRow = NonNullable<TournamentListPageQuery['tournaments']>[number];

const TABS: readonly { filter: TournamentListFilter; label: string }[] = [
  { filter: 'current', label: 'Current Tournaments' },
  { filter: 'old', label: 'Old Tournaments' },
  { filter: 'archived', label: 'Archived Tournaments' },
  { filter: 'draft', label: 'Draft Tournaments' },
];

export const ARCHIVE_TOURNAMENT_TITLE = 'Archive Tournament';
export const archiveTournamentWarning = (name: string) =>
  `Are you sure you want to archive ${name}? It will only be listed under Archived Tournaments.`;

/** /tournament/list/:filter. Any filter but current, old, archived or draft goes to current. */
export default function TournamentListPage() {
  const { filter } = useParams();
  if (!isTournamentListFilter(filter)) {
    return <Navigate to={tournamentListPath('current')} replace />;
  }
  return <TournamentList filter={filter} />;
}

function TournamentList({ filter }: { filter: TournamentListFilter }) {
  const navigate = useNavigate();
  const { sport } = useSport();
  const { mayWrite, mayOpen } = useViewer();
  const writable = mayWrite('tournament');
  const [searchText, setSearchText] = useState('');
  const [toArchive, setToArchive] = useState<TournamentRow | null>(null);

  const search = effectiveSearch(searchText);
  const variables: TournamentListPageQueryVariables = {
    sport,
    filter,
    ...(search ? { search } : {}),
  };
  const { data, previousData, loading, error, refetch } = useTournamentListPageQuery({
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = (data ?? previousData)?.tournaments ?? [];
  const [archiveTournament, archiving] = useArchiveTournamentMutation();

  const refresh = () => void refetch().catch(() => undefined);

  const confirmArchive = async (reason: string | undefined) => {
    if (!toArchive) return;
    const archived = await runReportedMutation(
      archiveTournament({ variables: { id: toArchive.id, reason } }),
      (data) => data.archiveTournament,
    );
    setToArchive(null);
    if (archived) refresh();
  };

  const columns: TableColumn<TournamentRow>[] = [
    {
      key: 'name',
      header: 'Name',
      sortValue: (t) => t.name.displayName.toLowerCase(),
      render: (t) => (
        <Stack gap="0">
          <Text fontWeight="semibold">{t.name.displayName}</Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {t.name.slug}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'league',
      header: 'League',
      sortValue: (t) => (t.league?.name ?? '').toLowerCase(),
      render: (t) => t.league?.name ?? '—',
      width: '180px',
    },
    {
      key: 'startTime',
      header: 'Start Time',
      tooltip: 'First day of the tournament (UTC)',
      sortValue: (t) => t.startTime,
      render: (t) => formatUtcDate(t.startTime),
      width: '140px',
    },
    {
      key: 'endTime',
      header: 'End Time',
      tooltip: 'Last day of the tournament (UTC); 14 days after it, it moves to Old',
      sortValue: (t) => t.endTime,
      render: (t) => formatUtcDate(t.endTime),
      width: '140px',
    },
    {
      key: 'publicationStatus',
      header: 'Status',
      sortValue: (t) => t.publicationStatus,
      render: (t) => <PublicationBadge status={t.publicationStatus} />,
      width: '120px',
    },
    actionsColumn('250px', (t) => (
      <RowActions
        writable={writable}
        onOpen={() => void navigate(tournamentEditPath(t.id))}
        archived={filter === 'archived'}
        onArchive={() => setToArchive(t)}
      >
        {mayOpen(vodPagePath(t.id)) && (
          <Button size="xs" variant="outline" onClick={() => void navigate(vodPagePath(t.id))}>
            VODs
          </Button>
        )}
      </RowActions>
    )),
  ];

  return (
    <Stack gap="6">
      <PageHeader
        title="Tournaments"
        description={`${sportLabel(sport)} tournaments: stages, brackets, results and standings.`}
        actions={
          writable ? (
            <Button colorPalette="teal" onClick={() => void navigate(TOURNAMENT_CREATE_PATH)}>
              <PlusIcon />
              Create Tournament
            </Button>
          ) : (
            <ReadOnlyBadge explanation="You can view tournaments but not create, edit or archive them." />
          )
        }
      />

      <ListTabsBar
        filter={filter}
        tabs={TABS}
        pathFor={tournamentListPath}
        searchLabel="Search tournaments"
        onSearch={setSearchText}
      />

      {error && !loading && rows.length === 0 && (
        <LoadFailedAlert what="tournaments" onRetry={refresh} />
      )}

      <SortableTable
        label="Tournaments"
        columns={columns}
        rows={rows}
        rowKey={(t) => t.id}
        onRowClick={(t) => void navigate(tournamentEditPath(t.id))}
        loading={loading}
        initialSort={{ column: 'startTime', direction: 'descending' }}
      />

      <ReasonConfirmDialog
        open={toArchive !== null}
        variant="warn"
        title={ARCHIVE_TOURNAMENT_TITLE}
        confirmLabel="Archive"
        busy={archiving.loading}
        onConfirm={(reason) => void confirmArchive(reason)}
        onCancel={() => setToArchive(null)}
      >
        {archiveTournamentWarning(toArchive?.name.displayName ?? '')}
      </ReasonConfirmDialog>
    </Stack>
  );
}
