import { Badge, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { TimelineListPageQuery } from '../../__generated__/graphql';
import { useTimelineListPageQuery } from '../../__generated__/hooks';
import { formatUtcDate } from '../../components/dates';
import { ListPageFrame } from '../../components/ListPageFrame';
import { ReadOnlyBadge } from '../../components/ReadOnly';
import { actionsColumn, RowActions } from '../../components/RowActions';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
import { useViewer } from '../../shell/viewer';
import { TIMELINE_FAMILIES, timelineEditPath } from './timelinePaths';

type TimelineRow = NonNullable<TimelineListPageQuery['streamTimelineTournaments']>[number];

const flag = (on: boolean, label: string) => (
  <Badge colorPalette={on ? 'green' : 'gray'} variant={on ? 'solid' : 'outline'}>
    {on ? label : `Not ${label.toLowerCase()}`}
  </Badge>
);

/**
 * /timeline/list: the tournaments on the stream timeline with their drop and reward flags.
 * Tournaments join the timeline from their own page ('Save to Stream Timeline'); here they are
 * changed. The spec puts no /timeline entry in the navigation: the stream groups page links here.
 */
export default function TimelineListPage() {
  const navigate = useNavigate();
  const { mayWrite } = useViewer();
  const writable = TIMELINE_FAMILIES.some((family) => mayWrite(family));
  const { data, loading, error, refetch } = useTimelineListPageQuery({
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.streamTimelineTournaments ?? [];
  const open = (row: TimelineRow) => void navigate(timelineEditPath(row.tournamentId));

  const columns: TableColumn<TimelineRow>[] = [
    {
      key: 'description',
      header: 'Tournament',
      sortValue: (row) => row.description.toLowerCase(),
      render: (row) => (
        <>
          <Text fontWeight="semibold">{row.description}</Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {row.tournamentId}
          </Text>
        </>
      ),
    },
    {
      key: 'start',
      header: 'Start',
      sortValue: (row) => row.startDate,
      render: (row) => formatUtcDate(row.startDate),
      width: '124px',
    },
    {
      key: 'end',
      header: 'End',
      sortValue: (row) => row.endDate,
      render: (row) => formatUtcDate(row.endDate),
      width: '124px',
    },
    {
      key: 'droppable',
      header: 'Drops',
      sortValue: (row) => Number(row.droppable),
      render: (row) => flag(row.droppable, 'Droppable'),
      width: '136px',
    },
    {
      key: 'rewardable',
      header: 'Rewards',
      sortValue: (row) => Number(row.rewardable),
      render: (row) => flag(row.rewardable, 'Rewardable'),
      width: '136px',
    },
    actionsColumn('100px', (row) => <RowActions writable={writable} onOpen={() => open(row)} />),
  ];

  return (
    <ListPageFrame
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
    >
      <SortableTable
        label="Stream timeline tournaments"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.tournamentId}
        onRowClick={open}
        loading={loading}
        initialSort={{ column: 'start', direction: 'descending' }}
      />
    </ListPageFrame>
  );
}
