import { NativeSelect, Stack } from '@chakra-ui/react';
import { PICKEM_REWARD_DEFAULT_THRESHOLD } from '@esports-admin/schema/rules/pickem-crystal-ball';
import type { RewardsPage_RewardFragment } from '../../../../__generated__/graphql';
import {
  useRewardsPageCreateMutation,
  useRewardsPageUpdateMutation,
} from '../../../../__generated__/hooks';
import { runMutation } from '../../../../apollo/mutationOutcome';
import { SelectField, TextField } from '../../../../components/FormFields';
import {
  InventoryItemField,
  type InventoryChoice,
} from '../../../../components/InventoryItemField';
import { FormDialog } from '../../../../components/FormDialog';
import { useDialogForm } from '../../../../components/useDialogForm';
import {
  CRITERIA,
  CRITERION_LABELS,
  NEW_REWARD,
  rewardInput,
  rewardValues,
  validateRewardValues,
  type RewardValues,
} from './rewardValues';

const THRESHOLD_HELP = {
  minimumPoints: 'Points a viewer needs, 1 or more.',
  topPercent: 'Percent of viewers by points, 1 to 100.',
  perfectBlock: 'Always 0: every pick of a block right.',
} as const;

/**
 * Creates a reward, or edits one not granted yet: name, criterion with its threshold (set to the
 * criterion's default when it changes) and the inventory item given, chosen by name when the
 * user can read the drops inventory, else typed as an id.
 */
export function RewardFormDialog({
  eldsTournamentId,
  reward,
  open,
  inventory,
  onClose,
  onSaved,
}: {
  eldsTournamentId: string;
  /** The reward to edit; null to create one. */
  reward: RewardsPage_RewardFragment | null;
  open: boolean;
  /** The sport's inventory items; null when they cannot be listed. */
  inventory: readonly InventoryChoice[] | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [create] = useRewardsPageCreateMutation();
  const [update] = useRewardsPageUpdateMutation();
  const form = useDialogForm<RewardValues>({
    initialValues: reward ? rewardValues(reward) : NEW_REWARD,
    version: reward?.version,
    noun: 'reward',
    validate: validateRewardValues,
    onClose,
    onSaved,
    save: (values, expectedVersion) => {
      const input = rewardInput(eldsTournamentId, values);
      return reward
        ? runMutation(
            update({
              variables: { id: reward.id, input, expectedVersion: expectedVersion ?? null },
            }),
            (data) => data.updatePickemReward,
            { conflictShownByCaller: true },
          )
        : runMutation(create({ variables: { input } }), (data) => data.createPickemReward);
    },
  });
  const { criterion } = form.values;
  return (
    <FormDialog
      form={form}
      open={open}
      title={reward ? `Edit reward ${reward.name}` : 'New reward'}
      submitLabel={reward ? 'Save reward' : 'Create reward'}
    >
      <Stack gap="1">
        <TextField label="Name" {...form.textField('name')} />
        <SelectField label="Criterion" error={form.errorFor('criterion')}>
          <NativeSelect.Field
            value={criterion}
            onChange={(event) => {
              const next = event.currentTarget.value as RewardValues['criterion'];
              form.set('criterion', next);
              form.set('threshold', String(PICKEM_REWARD_DEFAULT_THRESHOLD[next]));
            }}
          >
            {CRITERIA.map((option) => (
              <option key={option} value={option}>
                {CRITERION_LABELS[option]}
              </option>
            ))}
          </NativeSelect.Field>
        </SelectField>
        <TextField
          label="Threshold"
          type="number"
          min={0}
          helper={THRESHOLD_HELP[criterion]}
          {...form.textField('threshold')}
        />
        <InventoryItemField
          inventory={inventory}
          field={form.textField('inventoryItemId')}
          none="No item"
          helper={{
            chosen: 'The drops item viewers who qualify receive.',
            typed: "The drops inventory item's id; leave empty for none.",
          }}
        />
      </Stack>
    </FormDialog>
  );
}
