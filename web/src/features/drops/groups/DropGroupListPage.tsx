import { Badge } from '@chakra-ui/react';
import { countOf } from '@esports-admin/schema/rules/formatting';
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
import { runMutation } from '../../../apollo/mutationOutcome';
import { LIST_QUERY_OPTIONS } from '../../../components/listQuery';
import { useViewer } from '../../../shell/viewer';
import { ListPageFrame } from '../../../components/ListPageFrame';
import { actionsColumn, RowActions } from '../../../components/RowActions';
import {
  RowStatusButtons,
  StatusChangeDialog,
  type PendingStatusChange,
  type StatusAction,
} from '../../../components/RowStatusActions';
import { usePendingChange } from '../../../components/usePendingChange';
import { countColumn, dateColumn, nameColumn } from '../../../components/listColumns';
import type { TableColumn } from '../../../components/SortableTable';
import { tabbedListOf, type TabbedListProps } from '../../../components/tabbedListPage';
import { useSport } from '../../../shell/sport';
import { SectionNav } from '../../../shell/SectionNav';
import {
  DROP_GROUP_CREATE_PATH,
  dropGroupEditPath,
  dropGroupListPath,
  type DropGroupListFilter,
} from '../dropsPaths';

type DropGroupRow = NonNullable<DropGroupListPageQuery['dropGroups']>[number];

const STATUS_OF: Record<DropGroupListFilter, DropGroupStatus> = {
  current: 'Active',
  pending: 'Pending',
  archived: 'Archived',
  deleted: 'Deleted',
};

/** /drops/list/:filter (spec 1 §2): the sport's drop groups of one status. */
export default tabbedListOf(
  dropGroupListPath,
  { current: 'Active', pending: 'Pending', archived: 'Archived', deleted: 'Deleted' },
  DropGroupList,
);

/** The status actions each status offers (spec 3 §4): archive and delete, or restore. */
const ACTIONS: Record<DropGroupStatus, StatusAction<DropGroupStatusChange>[]> = {
  Active: [
    { to: 'archived', label: 'Archive' },
    { to: 'deleted', label: 'Delete' },
  ],
  Pending: [
    { to: 'archived', label: 'Archive' },
    { to: 'deleted', label: 'Delete' },
  ],
  Archived: [
    { to: 'pending', label: 'Restore' },
    { to: 'deleted', label: 'Delete' },
  ],
  Deleted: [{ to: 'pending', label: 'Restore' }],
};

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

  const change = usePendingChange<PendingStatusChange<DropGroupRow, DropGroupStatusChange>>(
    async ({ row: group, to: status }, reason) =>
      (
        await runMutation(
          changeStatus({
            variables: { id: group.id, status, expectedVersion: group.version, reason },
          }),
          (answer) => answer.changeDropGroupStatus,
        )
      ).ok,
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
        {writable && (
          <RowStatusButtons
            actions={ACTIONS[g.status]}
            restores="pending"
            onChoose={(action) => ask({ ...action, row: g })}
          />
        )}
      </RowActions>
    )),
  ];

  return (
    <ListPageFrame
      nav={<SectionNav />}
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
      <StatusChangeDialog
        dialog={change.dialog}
        pending={pending}
        name={(g) => g.description}
        variant={pending?.to === 'pending' ? 'info' : 'warn'}
        busy={changing.loading}
      >
        {({ to, row: g }) =>
          `${DROP_MESSAGES.cascade[to]} It has ${countOf(g.drops.length, 'drop')}.`
        }
      </StatusChangeDialog>
    </ListPageFrame>
  );
}
