import { Alert, Stack } from '@chakra-ui/react';
import { PICKEM_MESSAGES, validateForceReason } from '@esports-admin/schema/rules/pickem';
import type { PickBlocksPage_BlockFragment, PickBlockState } from '../../../__generated__/graphql';
import { usePickBlocksPageForceMutation } from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { LabeledSelectField } from '../../../components/CompactSelectField';
import { TextField } from '../../../components/FormFields';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogForm } from '../../../components/useDialogForm';
import { PICK_BLOCK_STATE_LABELS, PICK_BLOCK_STATE_ORDER } from './pickBlockStates';

interface ForceValues {
  state: PickBlockState;
  reason: string;
}

function validateForce(values: ForceValues, current: PickBlockState) {
  const reason = validateForceReason(values.reason);
  return {
    ...(values.state === current ? { state: PICKEM_MESSAGES.sameState(current) } : {}),
    ...(reason ? { reason } : {}),
  };
}

/**
 * The load-test call (spec 3 §4), for administrators: forces a block into a state whatever its
 * times say, with a required reason for the journal. The dialog says plainly that it is a test.
 */
export function ForceStateDialog({
  block,
  onClose,
  onSaved,
}: {
  block: PickBlocksPage_BlockFragment;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [force] = usePickBlocksPageForceMutation();
  const others = PICK_BLOCK_STATE_ORDER.filter((state) => state !== block.state);
  const form = useDialogForm<ForceValues>({
    initialValues: { state: others[0] ?? block.state, reason: '' },
    noun: 'forced state',
    validate: (values) => validateForce(values, block.state),
    save: ({ state, reason }) =>
      runMutation(
        force({
          variables: {
            id: block.id,
            eldsTournamentId: block.eldsTournamentId,
            state,
            reason: reason.trim(),
          },
        }),
        (answer) => answer.forcePickBlockState,
      ),
    onClose,
    onSaved,
  });
  return (
    <FormDialog
      form={form}
      open
      title={`Force a state of ${block.name} (load test)`}
      submitLabel="Force state for the load test"
    >
      <Stack gap="4">
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This is a load-test action.</Alert.Title>
            <Alert.Description>
              The block leaves its schedule: it is{' '}
              {PICK_BLOCK_STATE_LABELS[block.state].toLowerCase()} now and viewers see the forced
              state at once. The reason goes into the change history.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <LabeledSelectField
          label="Force to"
          w="full"
          options={others.map((state) => ({ value: state, label: PICK_BLOCK_STATE_LABELS[state] }))}
          value={form.values.state}
          onChange={(value) =>
            form.update((current) => ({ ...current, state: value as PickBlockState }))
          }
          error={form.errorFor('state')}
        />
        <TextField
          label="Reason"
          placeholder="Load test 42: lock burst"
          {...form.textField('reason')}
        />
      </Stack>
    </FormDialog>
  );
}
