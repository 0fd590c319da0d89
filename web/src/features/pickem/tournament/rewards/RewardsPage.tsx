import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { RewardsPage_RewardFragment, Sport } from '../../../../__generated__/graphql';
import { useRewardsPageDeleteMutation, useRewardsPageQuery } from '../../../../__generated__/hooks';
import { runMutation } from '../../../../apollo/mutationOutcome';
import { formatUtcInstant } from '../../../../components/dates';
import { PlusIcon } from '../../../../components/icons';
import { nameColumn } from '../../../../components/listColumns';
import { PageHeader } from '../../../../components/PageHeader';
import { ReadOnlyBadge } from '../../../../components/ReadOnly';
import { ReasonConfirmDialog } from '../../../../components/ReasonConfirmDialog';
import { SortableTable } from '../../../../components/SortableTable';
import { usePendingChange } from '../../../../components/usePendingChange';
import { usePickemAccess } from '../../usePickemAccess';
import { PickemTournamentFrame } from '../PickemTournamentFrame';
import { useInventoryChoices } from '../../../../components/InventoryItemField';
import { RewardFormDialog } from './RewardFormDialog';
import { CRITERION_LABELS, criterionSummary } from './rewardValues';

type Reward = RewardsPage_RewardFragment;

/**
 * A tournament's pick'em rewards (spec 3 §7 rewards-admin): who qualifies and the inventory item
 * given, created and edited in a dialog and deleted with a reason until the reward is granted;
 * a granted reward is read-only and says so.
 */
export default function RewardsPage() {
  const { tournamentId = '' } = useParams();
  const query = useRewardsPageQuery({ variables: { eldsTournamentId: tournamentId } });
  const pickem = query.data ? query.data.pickemTournament : undefined;
  return (
    <PickemTournamentFrame
      tournamentId={tournamentId}
      tournamentName={pickem?.tournament?.name.displayName}
      query={query}
      found={pickem === undefined ? undefined : pickem !== null}
      what="rewards"
    >
      {pickem && (
        <RewardList
          eldsTournamentId={pickem.eldsTournamentId}
          sport={pickem.tournament?.sport ?? null}
          rewards={pickem.rewards}
          refresh={() => void query.refetch().catch(() => undefined)}
        />
      )}
    </PickemTournamentFrame>
  );
}

function RewardList({
  eldsTournamentId,
  sport,
  rewards,
  refresh,
}: {
  eldsTournamentId: string;
  sport: Sport | null;
  rewards: readonly Reward[];
  refresh: () => void;
}) {
  const { writable } = usePickemAccess();
  const inventory = useInventoryChoices(sport);
  const [editing, setEditing] = useState<{ reward: Reward | null } | null>(null);
  const [remove, removing] = useRewardsPageDeleteMutation();
  const deletion = usePendingChange(
    async (reward: Reward, reason: string | undefined) =>
      (
        await runMutation(
          remove({
            variables: {
              id: reward.id,
              eldsTournamentId,
              expectedVersion: reward.version,
              reason: reason ?? null,
            },
          }),
          (data) => data.deletePickemReward,
        )
      ).ok,
    refresh,
  );
  const itemName = (id: string | null | undefined) =>
    id ? (inventory?.find((item) => item.id === id)?.name ?? `Item ${id}`) : 'No item';

  return (
    <Stack gap="5">
      <PageHeader
        title="Rewards"
        description="What viewers who meet a criterion receive. A granted reward can no longer change."
        actions={
          writable ? (
            <Button colorPalette="teal" onClick={() => setEditing({ reward: null })}>
              <PlusIcon />
              New reward
            </Button>
          ) : (
            <ReadOnlyBadge explanation="You can read the rewards but not change them." />
          )
        }
      />
      {rewards.length === 0 ? (
        <Text
          color="fg.muted"
          py="6"
          textAlign="center"
          borderWidth="1px"
          rounded="lg"
          bg="bg.panel"
        >
          No rewards yet for this tournament.
        </Text>
      ) : (
        <SortableTable
          label="Rewards"
          rows={rewards}
          rowKey={(reward) => reward.id}
          initialSort={{ column: 'name', direction: 'ascending' }}
          columns={[
            nameColumn<Reward>({ name: (reward) => reward.name, detail: (reward) => reward.id }),
            {
              key: 'criterion',
              header: 'Who qualifies',
              sortValue: (reward) => CRITERION_LABELS[reward.criterion],
              render: (reward) => criterionSummary(reward.criterion, reward.threshold),
            },
            {
              key: 'item',
              header: 'Inventory item',
              sortValue: (reward) => itemName(reward.inventoryItemId),
              render: (reward) => itemName(reward.inventoryItemId),
            },
            {
              key: 'granted',
              header: 'Granted',
              sortValue: (reward) => reward.grantedAt ?? '',
              render: (reward) =>
                reward.grantedAt ? (
                  <Stack gap="0.5">
                    <Badge colorPalette="green" variant="subtle" alignSelf="flex-start">
                      Granted: read-only
                    </Badge>
                    <Text fontSize="xs" color="fg.muted">
                      {formatUtcInstant(reward.grantedAt)}
                    </Text>
                  </Stack>
                ) : (
                  <Badge variant="subtle">Not granted</Badge>
                ),
            },
            {
              key: 'actions',
              header: 'Actions',
              align: 'end',
              render: (reward) =>
                writable && !reward.grantedAt ? (
                  <HStack gap="2" justify="flex-end">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setEditing({ reward })}
                      aria-label={`Edit ${reward.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      colorPalette="red"
                      aria-label={`Delete ${reward.name}`}
                      onClick={() => deletion.ask(reward)}
                    >
                      Delete
                    </Button>
                  </HStack>
                ) : reward.grantedAt ? (
                  <Text fontSize="xs" color="fg.muted">
                    Given to viewers: cannot change
                  </Text>
                ) : null,
            },
          ]}
        />
      )}
      {writable && (
        <RewardFormDialog
          key={editing?.reward?.id ?? 'new'}
          eldsTournamentId={eldsTournamentId}
          reward={editing?.reward ?? null}
          open={editing !== null}
          inventory={inventory}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      <ReasonConfirmDialog
        {...deletion.dialog}
        variant="warn"
        busy={removing.loading}
        title="Delete the reward?"
        confirmLabel="Delete reward"
      >
        {deletion.pending &&
          `${deletion.pending.name} (${criterionSummary(deletion.pending.criterion, deletion.pending.threshold)}) will be deleted; viewers will not receive it.`}
      </ReasonConfirmDialog>
    </Stack>
  );
}
