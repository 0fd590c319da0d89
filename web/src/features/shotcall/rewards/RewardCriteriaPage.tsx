import { Button, chakra, HStack, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import type { RewardCriteriaPage_CriteriaFragment } from '../../../__generated__/graphql';
import {
  useRewardCriteriaPageDeleteMutation,
  useRewardCriteriaPageQuery,
  useRewardCriteriaPageTournamentsQuery,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { PlusIcon } from '../../../components/icons';
import { ListPageFrame } from '../../../components/ListPageFrame';
import { LIST_QUERY_OPTIONS } from '../../../components/listQuery';
import { useListUrlState } from '../../../components/listUrlState';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { usePendingChange } from '../../../components/usePendingChange';
import { SectionNav } from '../../../shell/SectionNav';
import { useShotcallWritable } from '../useShotcallAccess';
import { useInventoryChoices } from '../../../components/InventoryItemField';
import { RewardCriteriaFormDialog } from './RewardCriteriaFormDialog';

type Criteria = RewardCriteriaPage_CriteriaFragment;

/** Shot-call runs for Valorant only (spec 1 §2): its tournaments and items are Valorant's. */
const SHOTCALL_SPORT = 'val';
export const TOURNAMENT_PARAM = 'tournament';

interface TournamentChoice {
  id: string;
  name: string;
}

function useTournamentChoices() {
  const query = useRewardCriteriaPageTournamentsQuery({ variables: { sport: SHOTCALL_SPORT } });
  const choices: TournamentChoice[] = [];
  for (const session of query.data?.shotcallSessions ?? []) {
    if (choices.some((choice) => choice.id === session.eldsTournamentId)) continue;
    choices.push({
      id: session.eldsTournamentId,
      name: session.tournament?.name.displayName ?? `Tournament ${session.eldsTournamentId}`,
    });
  }
  return { query, choices: choices.sort((a, b) => a.name.localeCompare(b.name)) };
}

/**
 * Reward criteria per Valorant tournament (spec 3 §1): what viewers who answer right often enough
 * receive. The tournament is chosen by name among those shot-call sessions run in, kept in the URL.
 */
export default function RewardCriteriaPage() {
  const writable = useShotcallWritable();
  const urlState = useListUrlState();
  const tournaments = useTournamentChoices();
  const tournamentId = urlState.filter(TOURNAMENT_PARAM) ?? tournaments.choices[0]?.id ?? '';
  const tournamentName =
    tournaments.choices.find((choice) => choice.id === tournamentId)?.name ?? tournamentId;
  const query = useRewardCriteriaPageQuery({
    variables: { eldsTournamentId: tournamentId },
    skip: !tournamentId,
    ...LIST_QUERY_OPTIONS,
  });
  const refresh = () => void query.refetch().catch(() => undefined);
  const criteria = query.data?.shotcallRewardCriteria ?? [];
  const inventory = useInventoryChoices(SHOTCALL_SPORT);
  const itemName = (id: string | null | undefined) =>
    id ? (inventory?.find((item) => item.id === id)?.name ?? `Item ${id}`) : 'Points only';
  const [editing, setEditing] = useState<{ record: Criteria | null } | null>(null);
  const [remove, removing] = useRewardCriteriaPageDeleteMutation();
  const deletion = usePendingChange(
    async (record: Criteria, reason: string | undefined) =>
      (
        await runMutation(
          remove({
            variables: { id: record.id, expectedVersion: record.version, reason: reason ?? null },
          }),
          (data) => data.deleteShotcallRewardCriteria,
        )
      ).ok,
    refresh,
  );
  return (
    <ListPageFrame
      nav={<SectionNav />}
      title="Reward criteria"
      description="What viewers who answer right often enough in a tournament's sessions receive."
      what="reward criteria"
      readOnly={!writable && 'You can read the reward criteria but not change them.'}
      actions={
        writable &&
        tournamentId && (
          <Button colorPalette="teal" onClick={() => setEditing({ record: null })}>
            <PlusIcon />
            New criteria
          </Button>
        )
      }
      query={{
        loading: query.loading || tournaments.query.loading,
        error: query.error ?? tournaments.query.error,
        refetch: () => Promise.all([query.refetch(), tournaments.query.refetch()]),
      }}
      toolbar={
        <HStack gap="3">
          <chakra.label htmlFor="criteria-tournament" fontWeight="medium" fontSize="sm">
            Tournament
          </chakra.label>
          <NativeSelect.Root size="sm" maxW="360px">
            <NativeSelect.Field
              id="criteria-tournament"
              value={tournamentId}
              onChange={(event) =>
                urlState.change({ filters: { [TOURNAMENT_PARAM]: event.currentTarget.value } })
              }
            >
              {tournaments.choices.length === 0 && (
                <option value="">No tournament with sessions</option>
              )}
              {tournaments.choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      }
      table={{
        label: `Reward criteria: ${tournamentName}`,
        rows: criteria,
        initialSort: { column: 'name', direction: 'ascending' },
        columns: [
          { key: 'name', header: 'Name', sortValue: (c) => c.name, render: (c) => c.name },
          {
            key: 'minimum',
            header: 'Correct needed',
            width: '200px',
            sortValue: (c) => c.minimumCorrect,
            render: (c) => c.minimumCorrect,
          },
          {
            key: 'item',
            header: 'Inventory item',
            sortValue: (c) => itemName(c.inventoryItemId),
            render: (c) => itemName(c.inventoryItemId),
          },
          ...(writable
            ? [
                {
                  key: 'actions',
                  header: 'Actions',
                  align: 'end' as const,
                  width: '160px',
                  render: (c: Criteria) => (
                    <HStack gap="2" justify="flex-end">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Edit ${c.name}`}
                        onClick={() => setEditing({ record: c })}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        colorPalette="red"
                        aria-label={`Delete ${c.name}`}
                        onClick={() => deletion.ask(c)}
                      >
                        Delete
                      </Button>
                    </HStack>
                  ),
                },
              ]
            : []),
        ],
      }}
    >
      {writable && tournamentId && (
        <RewardCriteriaFormDialog
          key={`${tournamentId}-${editing?.record?.id ?? 'new'}`}
          eldsTournamentId={tournamentId}
          tournamentName={tournamentName}
          criteria={editing?.record ?? null}
          inventory={inventory}
          open={editing !== null}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      <ReasonConfirmDialog
        {...deletion.dialog}
        variant="warn"
        busy={removing.loading}
        title="Delete the reward criteria?"
        confirmLabel="Delete criteria"
      >
        {deletion.pending &&
          `${deletion.pending.name} (${tournamentName}) will be deleted; viewers will not receive it.`}
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
