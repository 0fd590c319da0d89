import { Button, Stack, Text } from '@chakra-ui/react';
import {
  isSeasonListFilter,
  SEASON_MESSAGES,
  type SeasonListFilter,
} from '@esports-admin/schema/rules/season';
import { sportLabel } from '@esports-admin/schema/rules/sports';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type {
  SeasonListPageQuery,
  SeasonListPageQueryVariables,
} from '../../__generated__/graphql';
import {
  useArchiveSeasonMutation,
  useSeasonListPageQuery,
  useUnarchiveSeasonMutation,
} from '../../__generated__/hooks';
import { runReportedMutation } from '../../apollo/mutationOutcome';
import { ReasonConfirmDialog } from '../../components/ReasonConfirmDialog';
import { formatUtcDate } from '../../components/dates';
import { PlusIcon } from '../../components/icons';
import { ReadOnlyBadge } from '../../components/ReadOnly';
import { ListPageFrame } from '../../components/ListPageFrame';
import { actionsColumn, RowActions } from '../../components/RowActions';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { seasonEditPath, SEASON_CREATE_PATH, seasonListPath } from './seasonPaths';

type SeasonRow = NonNullable<SeasonListPageQuery['seasons']>[number];

const TABS: readonly { filter: SeasonListFilter; label: string }[] = [
  { filter: 'current', label: 'Current Seasons' },
  { filter: 'old', label: 'Old Seasons' },
  { filter: 'archived', label: 'Archived Seasons' },
];

/** /season/list/:filter (spec 2 §2). Any filter but current, old or archived goes to current. */
export default function SeasonListPage() {
  const { filter } = useParams();
  if (!isSeasonListFilter(filter)) return <Navigate to={seasonListPath('current')} replace />;
  return <SeasonList filter={filter} />;
}

function SeasonList({ filter }: { filter: SeasonListFilter }) {
  const navigate = useNavigate();
  const { sport } = useSport();
  const writable = useViewer().mayWrite('season');
  const [searchText, setSearchText] = useState('');
  const [toArchive, setToArchive] = useState<SeasonRow | null>(null);

  const search = effectiveSearch(searchText);
  const variables: SeasonListPageQueryVariables = {
    sport,
    filter,
    ...(search ? { search } : {}),
  };
  const { data, previousData, loading, error, refetch } = useSeasonListPageQuery({
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = (data ?? previousData)?.seasons ?? [];

  const [archiveSeason, archiving] = useArchiveSeasonMutation();
  const [unarchiveSeason] = useUnarchiveSeasonMutation();

  const refresh = () => void refetch().catch(() => undefined);

  const confirmArchive = async (reason: string | undefined) => {
    if (!toArchive) return;
    const archived = await runReportedMutation(
      archiveSeason({ variables: { id: toArchive.id, reason } }),
      (data) => data.archiveSeason,
    );
    setToArchive(null);
    if (archived) refresh();
  };

  const unarchive = async (season: SeasonRow) => {
    const unarchived = await runReportedMutation(
      unarchiveSeason({ variables: { id: season.id } }),
      (data) => data.unarchiveSeason,
    );
    if (unarchived) refresh();
  };

  const columns: TableColumn<SeasonRow>[] = [
    {
      key: 'name',
      header: 'Name',
      sortValue: (s) => s.name.displayName.toLowerCase(),
      render: (s) => (
        <Stack gap="0">
          <Text fontWeight="semibold">{s.name.displayName}</Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {s.name.slug}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'startTime',
      header: 'Start Time',
      tooltip: 'First day of the season (UTC)',
      sortValue: (s) => s.startTime,
      render: (s) => formatUtcDate(s.startTime),
      width: '160px',
    },
    {
      key: 'endTime',
      header: 'End Time',
      tooltip: 'Last day of the season (UTC)',
      sortValue: (s) => s.endTime,
      render: (s) => formatUtcDate(s.endTime),
      width: '160px',
    },
    {
      key: 'splits',
      header: 'Splits',
      sortValue: (s) => s.splits.length,
      render: (s) => s.splits.length,
      align: 'end',
      width: '100px',
    },
    actionsColumn('200px', (s) => (
      <RowActions
        writable={writable}
        onOpen={() => void navigate(seasonEditPath(s.id))}
        archived={filter === 'archived'}
        onArchive={() => setToArchive(s)}
        onUnarchive={() => void unarchive(s)}
      />
    )),
  ];

  return (
    <ListPageFrame
      title="Seasons & Splits"
      description={`${sportLabel(sport)} seasons and the splits they are divided into.`}
      actions={
        writable ? (
          <Button colorPalette="teal" onClick={() => void navigate(SEASON_CREATE_PATH)}>
            <PlusIcon />
            Create Season
          </Button>
        ) : (
          <ReadOnlyBadge explanation="You can view seasons but not create, edit or archive them." />
        )
      }
      tabs={{
        filter,
        tabs: TABS,
        pathFor: seasonListPath,
        searchLabel: 'Search seasons',
        onSearch: setSearchText,
      }}
      what="seasons"
      query={{ loading, error, hasRows: rows.length > 0 }}
      onRetry={refresh}
    >
      <SortableTable
        label="Seasons"
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        onRowClick={(s) => void navigate(seasonEditPath(s.id))}
        loading={loading}
        initialSort={{ column: 'startTime', direction: 'descending' }}
      />

      <ReasonConfirmDialog
        open={toArchive !== null}
        variant="warn"
        title={SEASON_MESSAGES.archiveDialogTitle}
        confirmLabel="Archive"
        busy={archiving.loading}
        onConfirm={(reason) => void confirmArchive(reason)}
        onCancel={() => setToArchive(null)}
      >
        {SEASON_MESSAGES.archiveDialogWarning}
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
