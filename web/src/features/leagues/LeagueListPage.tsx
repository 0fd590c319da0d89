import { Button, HStack, Text } from '@chakra-ui/react';
import { LEAGUE_MESSAGES, type LeagueListFilter } from '@esports-admin/schema/rules/league';
import { sportLabel } from '@esports-admin/schema/rules/sports';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type {
  LeagueListPageQuery,
  LeagueListPageQueryVariables,
} from '../../__generated__/graphql';
import {
  useArchiveLeagueMutation,
  useLeagueListPageQuery,
  useUnarchiveLeagueMutation,
  useUpdateLeaguesMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { LIST_QUERY_OPTIONS } from '../../components/listQuery';
import { ReasonConfirmDialog } from '../../components/ReasonConfirmDialog';
import { ListPageFrame } from '../../components/ListPageFrame';
import { nameColumn, statusColumn, textColumn } from '../../components/listColumns';
import { usePendingChange } from '../../components/usePendingChange';
import { actionsColumn, RowActions } from '../../components/RowActions';
import type { TableColumn } from '../../components/SortableTable';
import { tabbedListOf, type TabbedListProps } from '../../components/tabbedListPage';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { TriStateCheckbox } from '../../components/TriStateCheckbox';
import {
  applyLeagueBatchChange,
  LeagueBatchDialog,
  type LeagueBatchChange,
} from './LeagueBatchDialog';
import { LEAGUE_CREATE_PATH, leagueEditPath, leagueListPath } from './leaguePaths';

type LeagueRow = NonNullable<LeagueListPageQuery['leagues']>[number];

/** /leagues/list/:filter (spec 1 §2). Any filter but current or archived goes to current. */
export default tabbedListOf(
  leagueListPath,
  { current: 'Current Leagues', archived: 'Archived Leagues' },
  LeagueList,
);

function LeagueList({ filter, search, tabs }: TabbedListProps<LeagueListFilter>) {
  const navigate = useNavigate();
  const { sport } = useSport();
  const writable = useViewer().mayWrite('league');
  // A selection belongs to one list: another tab or sport starts empty.
  const listKey = `${filter}:${sport}`;
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: listKey,
    ids: new Set(),
  });
  const selected: ReadonlySet<string> = selection.key === listKey ? selection.ids : new Set();
  const setSelected = (ids: ReadonlySet<string>) => setSelection({ key: listKey, ids });
  const [batchOpen, setBatchOpen] = useState(false);

  const variables: LeagueListPageQueryVariables = {
    sport,
    filter,
    ...(search ? { search } : {}),
  };
  const query = useLeagueListPageQuery({ variables, ...LIST_QUERY_OPTIONS });
  const rows = (query.data ?? query.previousData)?.leagues ?? [];

  const [archiveLeague, archiving] = useArchiveLeagueMutation();
  const [unarchiveLeague] = useUnarchiveLeagueMutation();
  const [updateLeagues] = useUpdateLeaguesMutation();

  const selectedRows = rows.filter((row) => selected.has(row.id));
  const allStatus =
    selectedRows.length === 0
      ? 'unChecked'
      : selectedRows.length === rows.length
        ? 'checked'
        : 'partialChecked';
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const toggleAll = () =>
    setSelected(allStatus === 'checked' ? new Set() : new Set(rows.map((row) => row.id)));

  const confirmBatch = async (change: LeagueBatchChange) => {
    // The leagues in the order the list shows them (priority, then name), for consecutive numbers.
    const ordered = [...selectedRows].sort(
      (a, b) => a.priority - b.priority || a.name.localeCompare(b.name),
    );
    const changed = applyLeagueBatchChange(ordered, change);
    if (!changed) return { ok: false, fieldErrors: {} } as const;
    const result = await runMutation(
      updateLeagues({
        variables: {
          leagues: changed.map((l) => ({
            id: l.id,
            slug: l.slug,
            name: l.name,
            sport: l.sport,
            status: l.status,
            region: l.region,
            priority: l.priority,
            lightLogoUrl: l.lightLogoUrl ?? null,
          })),
        },
      }),
      (data) => data.updateLeagues,
    );
    if (result.ok) {
      setSelected(new Set());
      refresh();
    }
    return result;
  };

  const refresh = () => void query.refetch().catch(() => undefined);

  const toArchive = usePendingChange<LeagueRow>(
    async (row, reason) =>
      (
        await runMutation(
          archiveLeague({ variables: { id: row.id, reason } }),
          (data) => data.archiveLeague,
        )
      ).ok,
    refresh,
  );

  const unarchive = async (league: LeagueRow) => {
    const unarchived = (
      await runMutation(
        unarchiveLeague({ variables: { id: league.id } }),
        (data) => data.unarchiveLeague,
      )
    ).ok;
    if (unarchived) refresh();
  };

  const selectColumn: TableColumn<LeagueRow> = {
    key: 'select',
    header: 'Select',
    width: '72px',
    render: (l) => (
      <TriStateCheckbox
        status={selected.has(l.id) ? 'checked' : 'unChecked'}
        label={`Select ${l.name}`}
        onChange={() => toggle(l.id)}
      />
    ),
  };
  const columns: TableColumn<LeagueRow>[] = [
    ...(writable ? [selectColumn] : []),
    nameColumn({ name: (l) => l.name, detail: (l) => l.slug }),
    textColumn({ key: 'region', header: 'Region', value: (l) => l.region, width: '140px' }),
    textColumn({
      key: 'priority',
      header: 'Priority',
      tooltip: 'Sort order in lists: lower comes first',
      value: (l) => l.priority,
      align: 'end',
      width: '120px',
    }),
    statusColumn('120px'),
    actionsColumn('200px', (l) => (
      <RowActions
        writable={writable}
        onOpen={() => void navigate(leagueEditPath(l.id))}
        archived={filter === 'archived'}
        onArchive={() => toArchive.ask(l)}
        onUnarchive={() => void unarchive(l)}
      />
    )),
  ];

  return (
    <ListPageFrame
      title="Leagues"
      description={`${sportLabel(sport)} leagues, the competitions tournaments belong to.`}
      create={{
        writable,
        label: 'Create League',
        path: LEAGUE_CREATE_PATH,
        readOnlyExplanation: 'You can view leagues but not create, edit or archive them.',
      }}
      tabs={tabs}
      toolbar={
        writable &&
        rows.length > 0 && (
          <HStack gap="3" px="1">
            <TriStateCheckbox status={allStatus} label="Select all leagues" onChange={toggleAll} />
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {selectedRows.length === 0
                ? 'Select leagues to change their status or priority together.'
                : `${selectedRows.length} selected`}
            </Text>
            <Button
              size="sm"
              variant="outline"
              colorPalette="teal"
              disabled={selectedRows.length === 0}
              onClick={() => setBatchOpen(true)}
            >
              Change selected
            </Button>
          </HStack>
        )
      }
      what="leagues"
      query={query}
      table={{
        columns,
        rows,
        onRowClick: (l) => void navigate(leagueEditPath(l.id)),
        initialSort: { column: 'priority', direction: 'ascending' },
      }}
    >
      <LeagueBatchDialog
        open={batchOpen}
        names={[...selectedRows]
          .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name))
          .map((l) => l.name)}
        onConfirm={confirmBatch}
        onCancel={() => setBatchOpen(false)}
      />

      <ReasonConfirmDialog
        {...toArchive.dialog}
        variant="warn"
        title={LEAGUE_MESSAGES.archiveDialogTitle}
        confirmLabel="Archive"
        busy={archiving.loading}
      >
        {LEAGUE_MESSAGES.archiveDialogWarning}
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
