import { Button } from '@chakra-ui/react';
import { sportLabel } from '@esports-admin/schema/rules/sports';
import { type TournamentListFilter } from '@esports-admin/schema/rules/tournament';
import { useNavigate } from 'react-router-dom';
import type {
  TournamentListPageQuery,
  TournamentListPageQueryVariables,
} from '../../__generated__/graphql';
import {
  useArchiveTournamentMutation,
  useTournamentListPageQuery,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { dateColumn, nameColumn } from '../../components/listColumns';
import { ListPageFrame } from '../../components/ListPageFrame';
import { LIST_QUERY_OPTIONS } from '../../components/listQuery';
import { ReasonConfirmDialog } from '../../components/ReasonConfirmDialog';
import { actionsColumn, RowActions } from '../../components/RowActions';
import type { TableColumn } from '../../components/SortableTable';
import { tabbedListOf, type TabbedListProps } from '../../components/tabbedListPage';
import { usePendingChange } from '../../components/usePendingChange';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { vodPagePath } from '../vods';
import { PublicationBadge } from './PublicationBadge';
import { TOURNAMENT_CREATE_PATH, tournamentEditPath, tournamentListPath } from './tournamentPaths';

type TournamentRow = NonNullable<TournamentListPageQuery['tournaments']>[number];

export const ARCHIVE_TOURNAMENT_TITLE = 'Archive Tournament';
export const archiveTournamentWarning = (name: string) =>
  `Are you sure you want to archive ${name}? It will only be listed under Archived Tournaments.`;

/** /tournament/list/:filter. Any filter but current, old, archived or draft goes to current. */
export default tabbedListOf(
  tournamentListPath,
  {
    current: 'Current Tournaments',
    old: 'Old Tournaments',
    archived: 'Archived Tournaments',
    draft: 'Draft Tournaments',
  },
  TournamentList,
);

function TournamentList({ filter, search, tabs }: TabbedListProps<TournamentListFilter>) {
  const navigate = useNavigate();
  const { sport } = useSport();
  const { mayWrite, mayOpen } = useViewer();
  const writable = mayWrite('tournament');
  const variables: TournamentListPageQueryVariables = {
    sport,
    filter,
    ...(search ? { search } : {}),
  };
  const query = useTournamentListPageQuery({ variables, ...LIST_QUERY_OPTIONS });
  const rows = (query.data ?? query.previousData)?.tournaments ?? [];
  const [archiveTournament, archiving] = useArchiveTournamentMutation();

  const refresh = () => void query.refetch().catch(() => undefined);

  const toArchive = usePendingChange<TournamentRow>(
    async (row, reason) =>
      (
        await runMutation(
          archiveTournament({ variables: { id: row.id, reason } }),
          (data) => data.archiveTournament,
        )
      ).ok,
    refresh,
  );

  const columns: TableColumn<TournamentRow>[] = [
    nameColumn({ name: (t) => t.name.displayName, detail: (t) => t.name.slug }),
    {
      key: 'league',
      header: 'League',
      sortValue: (t) => (t.league?.name ?? '').toLowerCase(),
      render: (t) => t.league?.name ?? '—',
      width: '180px',
    },
    dateColumn({
      key: 'startTime',
      header: 'Start Time',
      tooltip: 'First day of the tournament (UTC)',
      value: (t) => t.startTime,
      width: '140px',
    }),
    dateColumn({
      key: 'endTime',
      header: 'End Time',
      tooltip: 'Last day of the tournament (UTC); 14 days after it, it moves to Old',
      value: (t) => t.endTime,
      width: '140px',
    }),
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
        onArchive={() => toArchive.ask(t)}
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
    <ListPageFrame
      title="Tournaments"
      description={`${sportLabel(sport)} tournaments: stages, brackets, results and standings.`}
      create={{
        writable,
        label: 'Create Tournament',
        path: TOURNAMENT_CREATE_PATH,
        readOnlyExplanation: 'You can view tournaments but not create, edit or archive them.',
      }}
      tabs={tabs}
      what="tournaments"
      query={query}
      table={{
        columns,
        rows,
        onRowClick: (t) => void navigate(tournamentEditPath(t.id)),
        initialSort: { column: 'startTime', direction: 'descending' },
      }}
    >
      <ReasonConfirmDialog
        {...toArchive.dialog}
        variant="warn"
        title={ARCHIVE_TOURNAMENT_TITLE}
        confirmLabel="Archive"
        busy={archiving.loading}
      >
        {archiveTournamentWarning(toArchive.pending?.name.displayName ?? '')}
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
