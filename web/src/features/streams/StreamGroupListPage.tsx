import { Badge, Button, Flex, HStack, Text, Wrap } from '@chakra-ui/react';
import { LIST_SEARCH_DEBOUNCE_MS } from '@esports-admin/schema/rules/constants';
import {
  isStreamProvider,
  STREAM_GROUP_MESSAGES,
  STREAM_PROVIDER_LABELS,
} from '@esports-admin/schema/rules/stream';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type {
  StreamGroupListPageQuery,
  StreamGroupListPageQueryVariables,
} from '../../__generated__/graphql';
import {
  useDeleteStreamGroupMutation,
  useStreamGroupListPageQuery,
} from '../../__generated__/hooks';
import { reportMutationOutcome } from '../../apollo/mutationOutcome';
import { ReasonConfirmDialog } from '../../components/ReasonConfirmDialog';
import { PlusIcon } from '../../components/icons';
import { ListPageFrame } from '../../components/ListPageFrame';
import { ReadOnlyBadge } from '../../components/ReadOnly';
import { SearchInput } from '../../components/SearchInput';
import { actionsColumn, RowActions } from '../../components/RowActions';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
import { useViewer } from '../../shell/viewer';
import { TIMELINE_LIST_PATH } from '../timeline/timelinePaths';
import { STREAM_GROUP_CREATE_PATH, streamGroupEditPath } from './streamPaths';

type StreamGroupRow = NonNullable<StreamGroupListPageQuery['streamGroups']>[number];

const STREAM_FAMILIES = ['stream', 'Stream', 'Stream_Timeline', 'Livestats'] as const;

/** Distinct values in first-seen order. */
const distinct = (values: string[]) => [...new Set(values)];

/** /stream/group/list: the stream groups tournaments' broadcasts are shown on. */
export default function StreamGroupListPage() {
  const navigate = useNavigate();
  const { mayWrite } = useViewer();
  const writable = STREAM_FAMILIES.some((family) => mayWrite(family));
  const [searchText, setSearchText] = useState('');
  const [toDelete, setToDelete] = useState<StreamGroupRow | null>(null);

  const search = effectiveSearch(searchText);
  const variables: StreamGroupListPageQueryVariables = search ? { search } : {};
  const { data, previousData, loading, error, refetch } = useStreamGroupListPageQuery({
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = (data ?? previousData)?.streamGroups ?? [];
  const [deleteStreamGroup, deleting] = useDeleteStreamGroupMutation();
  const refresh = () => void refetch().catch(() => undefined);

  const confirmDelete = async (reason: string | undefined) => {
    if (!toDelete) return;
    try {
      const result = await deleteStreamGroup({ variables: { id: toDelete.id, reason } });
      if (result.data) {
        reportMutationOutcome(result.data.deleteStreamGroup);
        if (result.data.deleteStreamGroup.ok) refresh();
      }
    } catch {
      // Transport and GraphQL errors are already shown as toasts by the error link.
    } finally {
      setToDelete(null);
    }
  };

  const columns: TableColumn<StreamGroupRow>[] = [
    {
      key: 'name',
      header: 'Name',
      sortValue: (g) => g.name.toLowerCase(),
      render: (g) => <Text fontWeight="semibold">{g.name}</Text>,
    },
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
              {isStreamProvider(provider) ? STREAM_PROVIDER_LABELS[provider] : provider}
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
          <Button size="xs" variant="subtle" colorPalette="red" onClick={() => setToDelete(g)}>
            Delete
          </Button>
        )}
      </RowActions>
    )),
  ];

  return (
    <ListPageFrame
      title="Stream Groups"
      description="Named sets of streams that tournaments' broadcasts are shown on."
      actions={
        <HStack gap="3">
          <Button variant="outline" onClick={() => void navigate(TIMELINE_LIST_PATH)}>
            Stream Timeline
          </Button>
          {writable ? (
            <Button colorPalette="teal" onClick={() => void navigate(STREAM_GROUP_CREATE_PATH)}>
              <PlusIcon />
              Create Stream Group
            </Button>
          ) : (
            <ReadOnlyBadge explanation="You can view stream groups but not change them." />
          )}
        </HStack>
      }
      toolbar={
        <Flex justify="flex-end">
          <Flex flex={{ base: '1', md: '0 1 320px' }}>
            <SearchInput
              label="Search stream groups"
              debounceMs={LIST_SEARCH_DEBOUNCE_MS}
              onSearch={setSearchText}
            />
          </Flex>
        </Flex>
      }
      what="stream groups"
      query={{ loading, error, hasRows: rows.length > 0 }}
      onRetry={refresh}
    >
      <SortableTable
        label="Stream groups"
        columns={columns}
        rows={rows}
        rowKey={(g) => g.id}
        onRowClick={(g) => void navigate(streamGroupEditPath(g.id))}
        loading={loading}
        initialSort={{ column: 'name', direction: 'ascending' }}
      />

      <ReasonConfirmDialog
        open={toDelete !== null}
        variant="warn"
        title={STREAM_GROUP_MESSAGES.deleteDialogTitle}
        confirmLabel="Delete"
        busy={deleting.loading}
        onConfirm={(reason) => void confirmDelete(reason)}
        onCancel={() => setToDelete(null)}
      >
        {STREAM_GROUP_MESSAGES.deleteDialogWarning(toDelete?.name ?? '')}
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
