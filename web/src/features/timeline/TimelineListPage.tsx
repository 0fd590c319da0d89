import { Badge, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { TimelineListPageQuery } from '../../__generated__/graphql';
import { useTimelineListPageQuery } from '../../__generated__/hooks';
import { dateColumn, nameColumn } from '../../components/listColumns';
import { ListPageFrame } from '../../components/ListPageFrame';
import { LIST_QUERY_OPTIONS } from '../../components/listQuery';
import { ReadOnlyBadge } from '../../components/ReadOnly';
import { actionsColumn, RowActions } from '../../components/RowActions';
import type { TableColumn } from '../../components/SortableTable';
import { useViewer } from '../../shell/viewer';
import { SectionNav } from '../../shell/SectionNav';
import { TIMELINE_FAMILIES, timelineEditPath } from './timelinePaths';

type TimelineRow = NonNullable<TimelineListPageQuery['streamTimelineTournaments']>[number];

/** A yes/no flag of the row, sorted with the yeses last: 'Droppable' or 'Not droppable'. */
const flagColumn = (
  key: string,
  header: string,
  label: string,
  on: (row: TimelineRow) => boolean,
): TableColumn<TimelineRow> => ({
  key,
  header,
  sortValue: (row) => Number(on(row)),
  render: (row) => (
    <Badge colorPalette={on(row) ? 'green' : 'gray'} variant={on(row) ? 'solid' : 'outline'}>
      {on(row) ? label : `Not ${label.toLowerCase()}`}
    </Badge>
  ),
  width: '136px',
});

/** How a tournament gets on the timeline: the button of its Schedule tab (TournamentSchedule). */
const TIMELINE_JOIN_HINT =
  'A tournament gets on the stream timeline with “Save to stream timeline” on its Schedule tab.';

/**
 * /timeline/list: the tournaments on the stream timeline with their drop and reward flags.
 * Tournaments join the timeline from their own page; here they are changed. It is a page of the
 * Streams section (the same roles), reached from the section's own navigation.
 */
export default function TimelineListPage() {
  const navigate = useNavigate();
  const { mayWrite } = useViewer();
  const writable = TIMELINE_FAMILIES.some((family) => mayWrite(family));
  const { data, loading, error, refetch } = useTimelineListPageQuery(LIST_QUERY_OPTIONS);
  const rows = data?.streamTimelineTournaments ?? [];
  const open = (row: TimelineRow) => void navigate(timelineEditPath(row.tournamentId));

  const columns: TableColumn<TimelineRow>[] = [
    nameColumn({
      key: 'description',
      header: 'Tournament',
      name: (row) => row.description,
      detail: (row) => row.tournamentId,
    }),
    dateColumn({ key: 'start', header: 'Start', value: (row) => row.startDate, width: '124px' }),
    dateColumn({ key: 'end', header: 'End', value: (row) => row.endDate, width: '124px' }),
    flagColumn('droppable', 'Drops', 'Droppable', (row) => row.droppable),
    flagColumn('rewardable', 'Rewards', 'Rewardable', (row) => row.rewardable),
    actionsColumn('100px', (row) => <RowActions writable={writable} onOpen={() => open(row)} />),
  ];

  return (
    <ListPageFrame
      nav={<SectionNav />}
      title="Stream Timeline"
      description="Tournaments on viewers' stream timeline, with whether they drop and reward."
      actions={
        writable ? undefined : (
          <ReadOnlyBadge explanation="You can view the stream timeline but not change it." />
        )
      }
      what="stream timeline tournaments"
      query={{ loading, error, hasRows: rows.length > 0 }}
      onRetry={() => void refetch().catch(() => undefined)}
      table={{
        label: 'Stream timeline tournaments',
        columns,
        rows,
        rowKey: (row) => row.tournamentId,
        onRowClick: open,
        initialSort: { column: 'start', direction: 'descending' },
      }}
    >
      {!loading && !error && rows.length === 0 && (
        <Text color="fg.muted" textAlign="center">
          {TIMELINE_JOIN_HINT}
        </Text>
      )}
    </ListPageFrame>
  );
}
