import { Stack } from '@chakra-ui/react';
import { validateShotcallRewardCriteriaDraft } from '@esports-admin/schema/rules/shotcall';
import type {
  RewardCriteriaPage_CriteriaFragment,
  ShotcallRewardCriteriaInput,
} from '../../../__generated__/graphql';
import {
  useRewardCriteriaPageCreateMutation,
  useRewardCriteriaPageUpdateMutation,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/FormFields';
import { InventoryItemField, type InventoryChoice } from '../../../components/InventoryItemField';
import { useDialogForm } from '../../../components/useDialogForm';
import { typedNumber } from '../typedNumber';

interface CriteriaValues {
  name: string;
  minimumCorrect: string;
  inventoryItemId: string;
}

function criteriaInput(
  eldsTournamentId: string,
  values: CriteriaValues,
): ShotcallRewardCriteriaInput & { eldsTournamentId: string } {
  return {
    eldsTournamentId,
    name: values.name.trim(),
    minimumCorrect: typedNumber(values.minimumCorrect),
    inventoryItemId: values.inventoryItemId.trim() || null,
  };
}

/**
 * Creates reward criteria for a tournament, or edits them: a name, the correct answers needed and
 * the drops item given (by name when the user reads the drops inventory, else its id).
 */
export function RewardCriteriaFormDialog({
  eldsTournamentId,
  tournamentName,
  criteria,
  inventory,
  open,
  onClose,
  onSaved,
}: {
  eldsTournamentId: string;
  tournamentName: string;
  criteria: RewardCriteriaPage_CriteriaFragment | null;
  inventory: readonly InventoryChoice[] | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [create] = useRewardCriteriaPageCreateMutation();
  const [update] = useRewardCriteriaPageUpdateMutation();
  const form = useDialogForm<CriteriaValues>({
    initialValues: {
      name: criteria?.name ?? '',
      minimumCorrect: String(criteria?.minimumCorrect ?? 1),
      inventoryItemId: criteria?.inventoryItemId ?? '',
    },
    version: criteria?.version,
    noun: 'reward criteria',
    validate: (values) =>
      validateShotcallRewardCriteriaDraft(criteriaInput(eldsTournamentId, values)),
    onClose,
    onSaved,
    save: (values, expectedVersion) => {
      const input = criteriaInput(eldsTournamentId, values);
      return criteria
        ? runMutation(
            update({
              variables: { id: criteria.id, input, expectedVersion: expectedVersion ?? null },
            }),
            (data) => data.updateShotcallRewardCriteria,
            { conflictShownByCaller: true },
          )
        : runMutation(
            create({ variables: { input } }),
            (data) => data.createShotcallRewardCriteria,
          );
    },
  });
  return (
    <FormDialog
      form={form}
      open={open}
      title={criteria ? `Edit ${criteria.name}` : `New reward criteria: ${tournamentName}`}
      submitLabel={criteria ? 'Save criteria' : 'Create criteria'}
    >
      <Stack gap="1">
        <TextField label="Name" {...form.textField('name')} />
        <TextField
          label="Correct answers needed"
          type="number"
          min={1}
          helper="Across the tournament's sessions, at least 1."
          {...form.textField('minimumCorrect')}
        />
        <InventoryItemField
          inventory={inventory}
          field={form.textField('inventoryItemId')}
          none="No item (points only)"
          helper={{
            chosen: 'The drops item viewers who qualify receive; none gives points only.',
            typed: "The drops inventory item's id; leave empty for points only.",
          }}
        />
      </Stack>
    </FormDialog>
  );
}
