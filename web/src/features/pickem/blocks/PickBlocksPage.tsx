import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PickBlocksPage_BlockFragment } from '../../../__generated__/graphql';
import {
  usePickBlocksPageDeleteMutation,
  usePickBlocksPageQuery,
  usePickBlocksPageReopenMutation,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { formatUtcDateTime } from '../../../components/dates';
import { PlusIcon } from '../../../components/icons';
import { countColumn, dateColumn, nameColumn } from '../../../components/listColumns';
import { ListPageFrame } from '../../../components/ListPageFrame';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { actionsColumn, RowActionButton } from '../../../components/RowActions';
import type { TableColumn } from '../../../components/SortableTable';
import { usePendingChange } from '../../../components/usePendingChange';
import { PickemTournamentFrame } from '../tournament/PickemTournamentFrame';
import { PickemTournamentNav } from '../tournament/PickemTournamentNav';
import { usePickemAccess } from '../usePickemAccess';
import { ForceStateDialog } from './ForceStateDialog';
import { countOf, matchTeams, sectionNamesOf } from './matchLabels';
import { PickBlockDetailsDialog } from './PickBlockDetailsDialog';
import { PickBlockFormDialog } from './PickBlockFormDialog';
import { PICK_BLOCK_STATE_COLORS, PICK_BLOCK_STATE_LABELS } from './pickBlockStates';

type Block = PickBlocksPage_BlockFragment;
type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'force' | 'details'; block: Block } | null;

/** Shown per row before "and N more". */
const MATCHES_SHOWN = 4;

/** A block's first matches by section ('Group A' over 'T1 vs G2'), then how many more. */
function BlockMatches({
  block,
  sections,
}: {
  block: Block;
  sections: ReadonlyMap<string, string>;
}) {
  const shown = block.matches.slice(0, MATCHES_SHOWN);
  const sectionIds = [...new Set(shown.map((m) => m.sectionId))];
  return (
    <Stack gap="1" fontSize="sm">
      {sectionIds.map((sectionId) => (
        <Stack key={sectionId} gap="0">
          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
            {sections.get(sectionId) ?? `Section ${sectionId}`}
          </Text>
          {shown
            .filter((m) => m.sectionId === sectionId)
            .map((m) => (
              <Text key={m.id}>{matchTeams(m)}</Text>
            ))}
        </Stack>
      ))}
      {block.matches.length > MATCHES_SHOWN && (
        <Text color="fg.muted">and {block.matches.length - MATCHES_SHOWN} more</Text>
      )}
    </Stack>
  );
}

/**
 * /pickem/tournaments/:tournamentId/blocks: the tournament's pick blocks with their matches and
 * viewers; create from unscheduled matches or whole sections, edit, delete, reopen (where the
 * environment allows it), force a state for a load test (administrators), and each block's
 * picks and scoring preview.
 */
export default function PickBlocksPage() {
  const { tournamentId = '' } = useParams();
  const { writable, administrator, reopenAllowed } = usePickemAccess();
  const query = usePickBlocksPageQuery({
    variables: { eldsTournamentId: tournamentId },
    fetchPolicy: 'cache-and-network',
  });
  const [remove, removing] = usePickBlocksPageDeleteMutation();
  const [reopen, reopening] = usePickBlocksPageReopenMutation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const loaded = query.data ?? query.previousData;
  const pickem = loaded?.pickemTournament;
  const sections = sectionNamesOf(pickem?.tournament);
  const blocks = pickem?.pickBlocks ?? [];
  const unscheduled = pickem?.unscheduled;
  const refresh = () => void query.refetch().catch(() => undefined);
  const close = () => setDialog(null);

  const toDelete = usePendingChange(
    async (block: Block, reason: string | undefined) =>
      (
        await runMutation(
          remove({
            variables: {
              id: block.id,
              eldsTournamentId: block.eldsTournamentId,
              expectedVersion: block.version,
              reason,
            },
          }),
          (answer) => answer.deletePickBlock,
        )
      ).ok,
    refresh,
  );
  const toReopen = usePendingChange(
    async (block: Block) =>
      (
        await runMutation(
          reopen({
            variables: {
              id: block.id,
              eldsTournamentId: block.eldsTournamentId,
              expectedVersion: block.version,
            },
          }),
          (answer) => answer.reopenPickBlock,
        )
      ).ok,
    refresh,
  );

  if (loaded && !pickem) {
    return (
      <PickemTournamentFrame
        tournamentId={tournamentId}
        tournamentName={null}
        query={query}
        found={false}
        what="pick blocks"
      >
        {null}
      </PickemTournamentFrame>
    );
  }

  const columns: TableColumn<Block>[] = [
    nameColumn({ key: 'name', header: 'Block', name: (b) => b.name, detail: (b) => b.id }),
    {
      key: 'state',
      header: 'State',
      width: '110px',
      sortValue: (b) => b.state,
      render: (b) => (
        <Badge variant="subtle" colorPalette={PICK_BLOCK_STATE_COLORS[b.state]}>
          {PICK_BLOCK_STATE_LABELS[b.state]}
        </Badge>
      ),
    },
    dateColumn({
      key: 'opensAt',
      header: 'Opens',
      value: (b) => b.opensAt,
      width: '150px',
      format: formatUtcDateTime,
    }),
    dateColumn({
      key: 'locksAt',
      header: 'Locks',
      value: (b) => b.locksAt,
      width: '150px',
      format: formatUtcDateTime,
    }),
    {
      key: 'matches',
      header: 'Matches',
      sortValue: (b) => b.matches.length,
      render: (b) => <BlockMatches block={b} sections={sections} />,
    },
    countColumn('viewers', 'Viewers', (b) => b.pickCount),
    actionsColumn('220px', (b) => (
      <HStack justify="flex-end" gap="2" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          onClick={() => setDialog({ kind: 'details', block: b })}
        >
          Picks &amp; points
        </Button>
        {writable && (
          <Button size="xs" variant="outline" onClick={() => setDialog({ kind: 'edit', block: b })}>
            Edit
          </Button>
        )}
        {writable && reopenAllowed && b.state === 'locked' && (
          <RowActionButton tone="teal" onClick={() => toReopen.ask(b)}>
            Reopen
          </RowActionButton>
        )}
        {administrator && (
          <RowActionButton tone="red" onClick={() => setDialog({ kind: 'force', block: b })}>
            Force state
          </RowActionButton>
        )}
        {writable && b.pickCount === 0 && (
          <RowActionButton tone="red" onClick={() => toDelete.ask(b)}>
            Delete
          </RowActionButton>
        )}
      </HStack>
    )),
  ];

  const editing = dialog?.kind === 'edit' ? dialog.block : null;
  const formOpen = dialog?.kind === 'create' || editing !== null;
  const choosable = [...(editing?.matches ?? []), ...(unscheduled?.matches ?? [])];
  const wholeSectionIds = new Set([
    ...(unscheduled?.eldsSectionIds ?? []),
    ...(editing?.eldsSectionIds ?? []),
  ]);

  return (
    <ListPageFrame
      nav={
        <PickemTournamentNav
          tournamentId={tournamentId}
          tournamentName={pickem?.tournament?.name.displayName}
        />
      }
      title="Pick blocks"
      description={
        unscheduled
          ? `Not in a block yet: ${countOf(unscheduled.eldsMatchIds.length, 'match', 'matches')}, ${countOf(unscheduled.eldsSectionIds.length, 'whole section', 'whole sections')}.`
          : undefined
      }
      actions={
        writable && (
          <Button colorPalette="teal" onClick={() => setDialog({ kind: 'create' })}>
            <PlusIcon />
            Create pick block
          </Button>
        )
      }
      readOnly={!writable && 'You can view pick blocks but not change them.'}
      what="pick blocks"
      query={query}
      table={{
        columns,
        rows: blocks,
        initialSort: { column: 'opensAt', direction: 'ascending' },
      }}
    >
      {formOpen && (
        <PickBlockFormDialog
          tournamentId={tournamentId}
          block={editing}
          matches={choosable}
          wholeSectionIds={wholeSectionIds}
          sections={sections}
          onClose={close}
          onSaved={refresh}
        />
      )}
      {dialog?.kind === 'force' && (
        <ForceStateDialog block={dialog.block} onClose={close} onSaved={refresh} />
      )}
      {dialog?.kind === 'details' && (
        <PickBlockDetailsDialog block={dialog.block} sections={sections} onClose={close} />
      )}
      <ReasonConfirmDialog
        {...toDelete.dialog}
        variant="warn"
        title={`Delete ${toDelete.pending?.name ?? ''}?`}
        confirmLabel="Delete"
        busy={removing.loading}
      >
        Its matches go back to the unscheduled ones. A deleted block cannot be restored.
      </ReasonConfirmDialog>
      <ReasonConfirmDialog
        {...toReopen.dialog}
        withReason={false}
        variant="info"
        title={`Reopen ${toReopen.pending?.name ?? ''}?`}
        confirmLabel="Reopen"
        busy={reopening.loading}
      >
        Viewers can change their picks again until the block locks.
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
