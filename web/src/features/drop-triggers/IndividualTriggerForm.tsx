import { Button, chakra, Grid, HStack, NativeSelect } from '@chakra-ui/react';
import { validatePuuid } from '@esports-admin/schema/rules/drop-triggers';
import { useState } from 'react';
import type { TriggerDropPageQuery } from '../../__generated__/graphql';
import { useIndividualTriggerFormTriggerMutation } from '../../__generated__/hooks';
import { runReportedMutation } from '../../apollo/mutationOutcome';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormSection, SelectField, TextField } from '../../components/FormFields';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';

type Group = NonNullable<TriggerDropPageQuery['dropGroups']>[number];

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
  const [puuid, setPuuid] = useState('');
  const [dropId, setDropId] = useState('');
  const [notify, setNotify] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const puuidError = puuid.trim() ? validatePuuid(puuid) : null;
  const drop = groups.flatMap((g) => g.drops).find((d) => d.id === dropId);
  const ready = puuid.trim() !== '' && puuidError === null && drop !== undefined;

  const trigger = async () => {
    const request = { puuid: puuid.trim(), dropId, notify };
    const done = await runReportedMutation(
      send({ variables: { ...request, idempotencyKey: idempotency.keyFor(request) } }),
      (answer) => answer.triggerDropForViewer,
    );
    setConfirming(false);
    if (done) {
      idempotency.sent();
      setPuuid('');
    }
  };

  return (
    <FormSection
      title="Trigger to one viewer"
      description="Send a drop to a single viewer by their puuid, for example to make up for a missed one."
    >
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
        <TextField
          label="Viewer puuid"
          value={puuid}
          onChange={setPuuid}
          error={puuidError ?? undefined}
          fontFamily="mono"
          placeholder="0a1b2c3d-…"
        />
        <SelectField label="Drop to send">
          <NativeSelect.Field
            aria-label="Drop to send"
            value={dropId}
            onChange={(e) => setDropId(e.currentTarget.value)}
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
          onChange={(e) => setNotify(e.currentTarget.checked)}
        />
        Notify the viewer
      </chakra.label>
      {writable && (
        <HStack justify="flex-end">
          <Button colorPalette="teal" disabled={!ready} onClick={() => setConfirming(true)}>
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
        onConfirm={() => void trigger()}
        onCancel={() => setConfirming(false)}
      >
        “{drop?.title}” goes to {puuid.trim()}
        {notify ? ', who is notified' : ' without a notification'}. A trigger cannot be taken back.
      </ConfirmDialog>
    </FormSection>
  );
}
