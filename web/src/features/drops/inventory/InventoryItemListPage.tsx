import { Badge } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type {
  InventoryItemListPageQuery,
  InventoryItemStatus,
} from '../../../__generated__/graphql';
import {
  useInventoryItemListPageChangeStatusMutation,
  useInventoryItemListPageQuery,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { LIST_QUERY_OPTIONS } from '../../../components/listQuery';
import { ListPageFrame } from '../../../components/ListPageFrame';
import { actionsColumn, RowActions } from '../../../components/RowActions';
import {
  RowStatusButtons,
  StatusChangeDialog,
  type PendingStatusChange,
  type StatusAction,
} from '../../../components/RowStatusActions';
import { usePendingChange } from '../../../components/usePendingChange';
import { countColumn, nameColumn } from '../../../components/listColumns';
import type { TableColumn } from '../../../components/SortableTable';
import { tabbedListOf, type TabbedListProps } from '../../../components/tabbedListPage';
import { useSport } from '../../../shell/sport';
import { useViewer } from '../../../shell/viewer';
import { SectionNav } from '../../../shell/SectionNav';
import { INVENTORY_CREATE_PATH, inventoryEditPath, inventoryListPath } from './inventoryPaths';

type ItemRow = NonNullable<InventoryItemListPageQuery['inventoryItems']>[number];

/** The status actions each status offers (spec 3 §4: archive and unarchive toggle; delete). */
const ACTIONS: Record<InventoryItemStatus, StatusAction<InventoryItemStatus>[]> = {
  active: [
    { to: 'archived', label: 'Archive' },
    { to: 'deleted', label: 'Delete' },
  ],
  archived: [
    { to: 'active', label: 'Unarchive' },
    { to: 'deleted', label: 'Delete' },
  ],
  deleted: [{ to: 'active', label: 'Restore' }],
};

const CONSEQUENCE: Record<InventoryItemStatus, string> = {
  archived: 'Drops keep granting it, but new drops cannot choose it.',
  deleted: 'It is removed from the inventory; restore it to use it again.',
  active: 'It can be granted by drops again.',
};

type PendingChange = PendingStatusChange<ItemRow, InventoryItemStatus>;

/** /drops/inventory/list/:status: the sport's inventory items of one status. */
export default tabbedListOf(
  inventoryListPath,
  { active: 'Active', archived: 'Archived', deleted: 'Deleted' },
  InventoryItemList,
  'status',
);

function InventoryItemList({ filter: status, search, tabs }: TabbedListProps<InventoryItemStatus>) {
  const { sport } = useSport();
  const navigate = useNavigate();
  const { mayWrite } = useViewer();
  const writable = mayWrite('drop') || mayWrite('drops inventory item');
  const [changeStatus, changing] = useInventoryItemListPageChangeStatusMutation();
  const query = useInventoryItemListPageQuery({
    variables: { sport, status },
    ...LIST_QUERY_OPTIONS,
  });
  const term = search?.toLowerCase();
  const rows = ((query.data ?? query.previousData)?.inventoryItems ?? []).filter(
    (item) => !term || `${item.internalTitle} ${item.id}`.toLowerCase().includes(term),
  );
  const refresh = () => void query.refetch().catch(() => undefined);

  const apply = async (change: PendingChange, reason?: string) =>
    (
      await runMutation(
        changeStatus({
          variables: {
            id: change.row.id,
            sport,
            status: change.to,
            reason,
            expectedVersion: change.row.version,
          },
        }),
        (answer) => answer.changeInventoryItemStatus,
      )
    ).ok;
  const { pending, ask, dialog } = usePendingChange(apply, refresh);

  const columns: TableColumn<ItemRow>[] = [
    // The id sits under the title: one column fewer keeps the actions in view at 768 px.
    nameColumn({
      key: 'title',
      header: 'Title',
      name: (item) => item.internalTitle,
      detail: (item) => item.id,
    }),
    {
      key: 'dropType',
      header: 'Drop type',
      sortValue: (item) => item.dropType,
      render: (item) => <Badge variant="outline">{item.dropType}</Badge>,
      width: '130px',
    },
    { key: 'psaType', header: 'PSA type', render: (item) => item.psaType, width: '120px' },
    countColumn('quantity', 'Quantity', (item) => item.quantity),
    actionsColumn('220px', (item) => (
      <RowActions writable={writable} onOpen={() => void navigate(inventoryEditPath(item.id))}>
        {writable && (
          <RowStatusButtons
            actions={ACTIONS[item.status]}
            restores="active"
            onChoose={(action) =>
              action.to === 'active'
                ? void apply({ ...action, row: item }).then((done) => done && refresh())
                : ask({ ...action, row: item })
            }
          />
        )}
      </RowActions>
    )),
  ];

  return (
    <ListPageFrame
      nav={<SectionNav />}
      title="Inventory Items"
      description="What drops grant: wallet items, game items and promo codes."
      create={{
        writable,
        label: 'Create Inventory Item',
        path: INVENTORY_CREATE_PATH,
        readOnlyExplanation: 'You can view inventory items but not change them.',
      }}
      tabs={tabs}
      what="inventory items"
      query={query}
      table={{
        columns,
        rows,
        initialSort: { column: 'title', direction: 'ascending' },
        onRowClick: (item) => void navigate(inventoryEditPath(item.id)),
      }}
    >
      <StatusChangeDialog
        dialog={dialog}
        pending={pending}
        name={(item) => item.internalTitle}
        variant="warn"
        busy={changing.loading}
      >
        {({ to }) => CONSEQUENCE[to]}
      </StatusChangeDialog>
    </ListPageFrame>
  );
}
