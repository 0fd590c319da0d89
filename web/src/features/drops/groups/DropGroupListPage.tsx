import { Badge } from '@chakra-ui/react';
import { DROP_MESSAGES } from '@esports-admin/schema/rules/drops';
import { useNavigate } from 'react-router-dom';
import type {
  DropGroupListPageQuery,
  DropGroupStatus,
  DropGroupStatusChange,
} from '../../../__generated__/graphql';
import {
  useDropGroupListPageChangeStatusMutation,
  useDropGroupListPageQuery,
} from '../../../__generated__/hooks';
import { runReportedMutation } from '../../../apollo/mutationOutcome';
import { LIST_QUERY_OPTIONS } from '../../../components/listQuery';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { useViewer } from '../../../shell/viewer';
import { ListPageFrame } from '../../../components/ListPageFrame';
import { actionsColumn, RowActionButton, RowActions } from '../../../components/RowActions';
import { usePendingChange } from '../../../components/usePendingChange';
import { countColumn, dateColumn, nameColumn } from '../../../components/listColumns';
import type { TableColumn } from '../../../components/SortableTable';
import { tabbedListPage, type TabbedListProps } from '../../../components/tabbedListPage';
import { useSport } from '../../../shell/sport';
import { DropsNav } from '../DropsNav';
import {
  DROP_GROUP_CREATE_PATH,
  dropGroupEditPath,
  dropGroupListPath,
  isDropGroupListFilter,
  type DropGroupListFilter,
} from '../dropsPaths';

type DropGroupRow = NonNullable<DropGroupListPageQuery['dropGroups']>[number];

const TABS = [
  { filter: 'current', label: 'Active' },
  { filter: 'pending', label: 'Pending' },
  { filter: 'archived', label: 'Archived' },
  { filter: 'deleted', label: 'Deleted' },
] as const;

const STATUS_OF: Record<DropGroupListFilter, DropGroupStatus> = {
  current: 'Active',
  pending: 'Pending',
  archived: 'Archived',
  deleted: 'Deleted',
};

/** /drops/list/:filter (spec 1 §2): the sport's drop groups of one status. */
export default tabbedListPage(
  { tabs: TABS, pathFor: dropGroupListPath, isFilter: isDropGroupListFilter },
  DropGroupList,
);

/** The status actions each status offers (spec 3 §4): archive and delete, or restore. */
const ACTIONS: Record<DropGroupStatus, { change: DropGroupStatusChange; label: string }[]> = {
  Active: [
    { change: 'archived', label: 'Archive' },
    { change: 'deleted', label: 'Delete' },
  ],
  Pending: [
    { change: 'archived', label: 'Archive' },
    { change: 'deleted', label: 'Delete' },
  ],
  Archived: [
    { change: 'pending', label: 'Restore' },
    { change: 'deleted', label: 'Delete' },
  ],
  Deleted: [{ change: 'pending', label: 'Restore' }],
};

interface PendingChange {
  group: DropGroupRow;
  change: DropGroupStatusChange;
  label: string;
}

function DropGroupList({ filter, search, tabs }: TabbedListProps<DropGroupListFilter>) {
  const { sport } = useSport();
  const navigate = useNavigate();
  const { mayWrite } = useViewer();
  const writable = mayWrite('drop') || mayWrite('drops group');
  const [changeStatus, changing] = useDropGroupListPageChangeStatusMutation();
  const query = useDropGroupListPageQuery({
    variables: { sport, status: STATUS_OF[filter] },
    ...LIST_QUERY_OPTIONS,
  });
  const loaded = query.data ?? query.previousData;
  const leagueName = new Map((loaded?.leagues ?? []).map((l) => [l.id, l.name]));
  const nameOf = (id: string) => leagueName.get(id) ?? id;
  const term = search?.toLowerCase();
  const rows = (loaded?.dropGroups ?? []).filter(
    (g) =>
      !term ||
      g.description.toLowerCase().includes(term) ||
      nameOf(g.league).toLowerCase().includes(term),
  );
  const refresh = () => void query.refetch().catch(() => undefined);

  const change = usePendingChange<PendingChange>(
    ({ group, change: status }, reason) =>
      runReportedMutation(
        changeStatus({
          variables: { id: group.id, status, expectedVersion: group.version, reason },
        }),
        (answer) => answer.changeDropGroupStatus,
      ),
    refresh,
  );
  const { pending, ask } = change;

  const columns: TableColumn<DropGroupRow>[] = [
    nameColumn({ key: 'description', header: 'Description', name: (g) => g.description }),
    {
      key: 'league',
      header: 'League',
      sortValue: (g) => nameOf(g.league).toLowerCase(),
      render: (g) => nameOf(g.league),
      width: '200px',
    },
    {
      key: 'strategy',
      header: 'Strategy',
      render: (g) => <Badge variant="outline">{g.strategy}</Badge>,
      width: '140px',
    },
    countColumn('drops', 'Drops', (g) => g.drops.length),
    dateColumn({ key: 'created', header: 'Created', value: (g) => g.createdAt, width: '140px' }),
    actionsColumn('220px', (g) => (
      // A deleted group is shown read-only: it opens as View.
      <RowActions
        writable={writable && g.status !== 'Deleted'}
        onOpen={() => void navigate(dropGroupEditPath(g.id))}
      >
        {writable &&
          ACTIONS[g.status].map(({ change, label }) => (
            <RowActionButton
              key={change}
              tone={change === 'pending' ? 'teal' : 'red'}
              onClick={() => ask({ group: g, change, label })}
            >
              {label}
            </RowActionButton>
          ))}
      </RowActions>
    )),
  ];

  return (
    <ListPageFrame
      nav={<DropsNav />}
      title="Drop Groups"
      description="Ordered sets of drops that are triggered to viewers together."
      create={{
        writable,
        label: 'Create Drop Group',
        path: DROP_GROUP_CREATE_PATH,
        readOnlyExplanation: 'You can view drop groups but not change them.',
      }}
      tabs={tabs}
      what="drop groups"
      query={query}
      table={{
        columns,
        rows,
        initialSort: { column: 'created', direction: 'descending' },
        onRowClick: (g) => void navigate(dropGroupEditPath(g.id)),
      }}
    >
      <ReasonConfirmDialog
        {...change.dialog}
        variant={pending?.change === 'pending' ? 'info' : 'warn'}
        title={pending ? `${pending.label} “${pending.group.description}”?` : ''}
        confirmLabel={pending?.label ?? 'Confirm'}
        busy={changing.loading}
      >
        {pending &&
          `${DROP_MESSAGES.cascade[pending.change]} It has ${pending.group.drops.length} drop${
            pending.group.drops.length === 1 ? '' : 's'
          }.`}
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
