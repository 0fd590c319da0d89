import { Button, chakra, Grid, HStack, NativeSelect } from '@chakra-ui/react';
import { validatePuuid } from '@esports-admin/schema/rules/drop-triggers';
import { useState } from 'react';
import type { TriggerDropPageQuery } from '../../__generated__/graphql';
import { useIndividualTriggerFormTriggerMutation } from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormSection, SelectField, TextField } from '../../components/FormFields';
import { useEntityForm } from '../../components/useEntityForm';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';

type Group = NonNullable<TriggerDropPageQuery['dropGroups']>[number];

interface ViewerTriggerValues {
  puuid: string;
  dropId: string;
  notify: boolean;
}

/** The puuid's message once one is typed; an empty one only keeps the button disabled. */
const validate = ({ puuid }: ViewerTriggerValues) => ({
  puuid: (puuid.trim() && validatePuuid(puuid)) || undefined,
});

/** A drop to one viewer by puuid (spec 3 §7 POST trigger/{puuid}/{dropID}?notify=true). */
export function IndividualTriggerForm({
  groups,
  writable,
}: {
  groups: Group[];
  writable: boolean;
}) {
  const [send, sending] = useIndividualTriggerFormTriggerMutation();
  const idempotency = useIdempotencyKey();
  const [confirming, setConfirming] = useState(false);
  const form = useEntityForm<ViewerTriggerValues>({
    initialValues: { puuid: '', dropId: '', notify: true },
    noun: 'trigger',
    validate,
    // The form's save is the trigger itself, sent from the confirmation.
    save: async ({ puuid, dropId, notify }) => {
      const request = { puuid: puuid.trim(), dropId, notify };
      const result = await runMutation(
        send({ variables: { ...request, idempotencyKey: idempotency.keyFor(request) } }),
        (answer) => answer.triggerDropForViewer,
      );
      setConfirming(false);
      if (result.ok) idempotency.sent();
      return result;
    },
    // The drop and the notification stay chosen for the next viewer.
    onSaved: (sent) => form.reset({ ...sent, puuid: '' }),
  });
  const { puuid, dropId, notify } = form.values;
  const drop = groups.flatMap((g) => g.drops).find((d) => d.id === dropId);

  return (
    <FormSection
      title="Trigger to one viewer"
      description="Send a drop to a single viewer by their puuid, for example to make up for a missed one."
    >
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
        <TextField
          label="Viewer puuid"
          {...form.textField('puuid')}
          fontFamily="mono"
          placeholder="0a1b2c3d-…"
        />
        <SelectField label="Drop to send">
          <NativeSelect.Field
            aria-label="Drop to send"
            value={dropId}
            onChange={(e) => form.set('dropId', e.currentTarget.value)}
          >
            <option value="">Select a Drop</option>
            {groups.map((g) => (
              <optgroup key={g.id} label={g.description}>
                {g.drops.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect.Field>
        </SelectField>
      </Grid>
      <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
        <chakra.input
          type="checkbox"
          w="4"
          h="4"
          accentColor="teal.600"
          checked={notify}
          onChange={(e) => form.set('notify', e.currentTarget.checked)}
        />
        Notify the viewer
      </chakra.label>
      {writable && (
        <HStack justify="flex-end">
          <Button
            colorPalette="teal"
            disabled={form.invalid || !puuid.trim() || !drop}
            onClick={() => setConfirming(true)}
          >
            Trigger to Viewer
          </Button>
        </HStack>
      )}
      <ConfirmDialog
        open={confirming}
        variant="warn"
        title="Trigger to this viewer?"
        confirmLabel="Trigger"
        busy={sending.loading}
        onConfirm={() => form.submit()}
        onCancel={() => setConfirming(false)}
      >
        “{drop?.title}” goes to {puuid.trim()}
        {notify ? ', who is notified' : ' without a notification'}. A trigger cannot be taken back.
      </ConfirmDialog>
      {form.leaveDialog}
    </FormSection>
  );
}
