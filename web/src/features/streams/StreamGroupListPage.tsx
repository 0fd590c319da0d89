import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { Badge, Flex, Text, Wrap } from '@chakra-ui/react';
import { STREAM_GROUP_MESSAGES, streamProviderLabel } from '@esports-admin/schema/rules/stream';
import { useNavigate } from 'react-router-dom';
import type {
  StreamGroupListPageQuery,
  StreamGroupListPageQueryVariables,
} from '../../__generated__/graphql';
import {
  useDeleteStreamGroupMutation,
  useStreamGroupListPageQuery,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { nameColumn } from '../../components/listColumns';
import { usePendingChange } from '../../components/usePendingChange';
import { LIST_QUERY_OPTIONS } from '../../components/listQuery';
import { ReasonConfirmDialog } from '../../components/ReasonConfirmDialog';
import { ListPageFrame } from '../../components/ListPageFrame';
import { ListSearchBox } from '../../components/ListTabsBar';
import { useListUrlState } from '../../components/listUrlState';
import { actionsColumn, RowActionButton, RowActions } from '../../components/RowActions';
import type { TableColumn } from '../../components/SortableTable';
import { useViewer } from '../../shell/viewer';
import { SectionNav } from '../../shell/SectionNav';
import { STREAM_GROUP_CREATE_PATH, streamGroupEditPath } from './streamPaths';

type StreamGroupRow = NonNullable<StreamGroupListPageQuery['streamGroups']>[number];

const STREAM_FAMILIES = ROUTE_ACCESS.streams.anyOf;

/** Distinct values in first-seen order. */
const distinct = (values: string[]) => [...new Set(values)];

/** /stream/group/list: the stream groups tournaments' broadcasts are shown on. */
export default function StreamGroupListPage() {
  const navigate = useNavigate();
  const { mayWrite } = useViewer();
  const writable = STREAM_FAMILIES.some((family) => mayWrite(family));
  const { search } = useListUrlState();
  const variables: StreamGroupListPageQueryVariables = search ? { search } : {};
  const query = useStreamGroupListPageQuery({ variables, ...LIST_QUERY_OPTIONS });
  const rows = (query.data ?? query.previousData)?.streamGroups ?? [];
  const [deleteStreamGroup, deleting] = useDeleteStreamGroupMutation();
  const refresh = () => void query.refetch().catch(() => undefined);

  const toDelete = usePendingChange<StreamGroupRow>(
    async (group, reason) =>
      (
        await runMutation(
          deleteStreamGroup({ variables: { id: group.id, reason } }),
          (data) => data.deleteStreamGroup,
        )
      ).ok,
    refresh,
  );

  const columns: TableColumn<StreamGroupRow>[] = [
    nameColumn({ name: (g) => g.name }),
    {
      key: 'streams',
      header: 'Streams',
      sortValue: (g) => g.streams.length,
      render: (g) => g.streams.length,
      align: 'end',
      width: '110px',
    },
    {
      key: 'providers',
      header: 'Providers',
      render: (g) => (
        <Wrap gap="1">
          {distinct(g.streams.map((s) => s.provider)).map((provider) => (
            <Badge key={provider} variant="outline" size="sm">
              {streamProviderLabel(provider)}
            </Badge>
          ))}
        </Wrap>
      ),
      width: '320px',
    },
    {
      key: 'locales',
      header: 'Locales',
      render: (g) => (
        <Text fontSize="sm" fontFamily="mono" color="fg.muted">
          {distinct(g.streams.map((s) => s.locale)).join(', ') || '—'}
        </Text>
      ),
      width: '240px',
    },
    actionsColumn('180px', (g) => (
      <RowActions writable={writable} onOpen={() => void navigate(streamGroupEditPath(g.id))}>
        {writable && (
          <RowActionButton tone="red" onClick={() => toDelete.ask(g)}>
            Delete
          </RowActionButton>
        )}
      </RowActions>
    )),
  ];

  return (
    <ListPageFrame
      nav={<SectionNav />}
      title="Stream Groups"
      description="Named sets of streams that tournaments' broadcasts are shown on."
      create={{
        writable,
        label: 'Create Stream Group',
        path: STREAM_GROUP_CREATE_PATH,
        readOnlyExplanation: 'You can view stream groups but not change them.',
      }}
      toolbar={
        <Flex justify="flex-end">
          <ListSearchBox label="Search stream groups" />
        </Flex>
      }
      what="stream groups"
      query={query}
      table={{
        columns,
        rows,
        onRowClick: (g) => void navigate(streamGroupEditPath(g.id)),
        initialSort: { column: 'name', direction: 'ascending' },
      }}
    >
      <ReasonConfirmDialog
        {...toDelete.dialog}
        variant="warn"
        title={STREAM_GROUP_MESSAGES.deleteDialogTitle}
        confirmLabel="Delete"
        busy={deleting.loading}
      >
        {STREAM_GROUP_MESSAGES.deleteDialogWarning(toDelete.pending?.name ?? '')}
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
