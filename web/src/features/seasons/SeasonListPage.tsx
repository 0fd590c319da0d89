import { SEASON_MESSAGES, type SeasonListFilter } from '@esports-admin/schema/rules/season';
import { sportLabel } from '@esports-admin/schema/rules/sports';
import { useNavigate } from 'react-router-dom';
import type {
  SeasonListPageQuery,
  SeasonListPageQueryVariables,
} from '../../__generated__/graphql';
import {
  useArchiveSeasonMutation,
  useSeasonListPageQuery,
  useUnarchiveSeasonMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { LIST_QUERY_OPTIONS } from '../../components/listQuery';
import { ReasonConfirmDialog } from '../../components/ReasonConfirmDialog';
import { ListPageFrame } from '../../components/ListPageFrame';
import { countColumn, dateColumn, nameColumn } from '../../components/listColumns';
import { usePendingChange } from '../../components/usePendingChange';
import { actionsColumn, RowActions } from '../../components/RowActions';
import type { TableColumn } from '../../components/SortableTable';
import { tabbedListOf, type TabbedListProps } from '../../components/tabbedListPage';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { seasonEditPath, SEASON_CREATE_PATH, seasonListPath } from './seasonPaths';

type SeasonRow = NonNullable<SeasonListPageQuery['seasons']>[number];

/** /season/list/:filter (spec 2 §2). Any filter but current, old or archived goes to current. */
export default tabbedListOf(
  seasonListPath,
  { current: 'Current Seasons', old: 'Old Seasons', archived: 'Archived Seasons' },
  SeasonList,
);

function SeasonList({ filter, search, tabs }: TabbedListProps<SeasonListFilter>) {
  const navigate = useNavigate();
  const { sport } = useSport();
  const writable = useViewer().mayWrite('season');
  const variables: SeasonListPageQueryVariables = {
    sport,
    filter,
    ...(search ? { search } : {}),
  };
  const query = useSeasonListPageQuery({ variables, ...LIST_QUERY_OPTIONS });
  const rows = (query.data ?? query.previousData)?.seasons ?? [];

  const [archiveSeason, archiving] = useArchiveSeasonMutation();
  const [unarchiveSeason] = useUnarchiveSeasonMutation();

  const refresh = () => void query.refetch().catch(() => undefined);

  const toArchive = usePendingChange<SeasonRow>(
    async (row, reason) =>
      (
        await runMutation(
          archiveSeason({ variables: { id: row.id, reason } }),
          (data) => data.archiveSeason,
        )
      ).ok,
    refresh,
  );

  const unarchive = async (season: SeasonRow) => {
    const unarchived = (
      await runMutation(
        unarchiveSeason({ variables: { id: season.id } }),
        (data) => data.unarchiveSeason,
      )
    ).ok;
    if (unarchived) refresh();
  };

  const columns: TableColumn<SeasonRow>[] = [
    nameColumn({ name: (s) => s.name.displayName, detail: (s) => s.name.slug }),
    dateColumn({
      key: 'startTime',
      header: 'Start Time',
      tooltip: 'First day of the season (UTC)',
      value: (s) => s.startTime,
      width: '160px',
    }),
    dateColumn({
      key: 'endTime',
      header: 'End Time',
      tooltip: 'Last day of the season (UTC)',
      value: (s) => s.endTime,
      width: '160px',
    }),
    countColumn('splits', 'Splits', (s) => s.splits.length),
    actionsColumn('200px', (s) => (
      <RowActions
        writable={writable}
        onOpen={() => void navigate(seasonEditPath(s.id))}
        archived={filter === 'archived'}
        onArchive={() => toArchive.ask(s)}
        onUnarchive={() => void unarchive(s)}
      />
    )),
  ];

  return (
    <ListPageFrame
      title="Seasons & Splits"
      description={`${sportLabel(sport)} seasons and the splits they are divided into.`}
      create={{
        writable,
        label: 'Create Season',
        path: SEASON_CREATE_PATH,
        readOnlyExplanation: 'You can view seasons but not create, edit or archive them.',
      }}
      tabs={tabs}
      what="seasons"
      query={query}
      table={{
        columns,
        rows,
        onRowClick: (s) => void navigate(seasonEditPath(s.id)),
        initialSort: { column: 'startTime', direction: 'descending' },
      }}
    >
      <ReasonConfirmDialog
        {...toArchive.dialog}
        variant="warn"
        title={SEASON_MESSAGES.archiveDialogTitle}
        confirmLabel="Archive"
        busy={archiving.loading}
      >
        {SEASON_MESSAGES.archiveDialogWarning}
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
