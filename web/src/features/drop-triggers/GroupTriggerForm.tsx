import {
  Alert,
  Box,
  Button,
  chakra,
  Field,
  Grid,
  HStack,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { countOf } from '@esports-admin/schema/rules/formatting';
import {
  DROP_TRIGGER_MESSAGES,
  isBroadcastInProgress,
  TRIGGER_BROADCAST_POLL_MS,
  validateGroupTrigger,
} from '@esports-admin/schema/rules/drop-triggers';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type {
  GroupTriggerFormBroadcastsQuery,
  TriggerDropPageQuery,
} from '../../__generated__/graphql';
import {
  useGroupTriggerFormBroadcastsQuery,
  useGroupTriggerFormTriggerMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormSection, SelectField, TextField } from '../../components/FormFields';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useEntityForm } from '../../components/useEntityForm';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { broadcastDetail, broadcastMatchLabel, broadcastOptionLabel } from './broadcastLabel';
import { DropPreviewImage } from './DropPreviewImage';
import { TRIGGER_LIST_PATH } from './triggerPaths';

type Group = NonNullable<TriggerDropPageQuery['dropGroups']>[number];
type Broadcast = NonNullable<GroupTriggerFormBroadcastsQuery['triggerBroadcasts']>[number];

interface DryRun {
  /** The selection it was run for: a change of selection needs a new dry run. */
  key: string;
  viewerCount: number;
  message: string;
}

interface TriggerValues {
  groupId: string;
  dropId: string;
  broadcastId: string;
  streamIds: string[];
  streamPosition: string;
}

const NOTHING_CHOSEN: TriggerValues = {
  groupId: '',
  dropId: '',
  broadcastId: '',
  streamIds: [],
  streamPosition: '0',
};

/** What is sent: the selection holds only while its broadcast is listed and still in progress. */
function triggerInput(values: TriggerValues, broadcasts: readonly Broadcast[] | null | undefined) {
  const broadcast =
    broadcasts?.find((b) => b.id === values.broadcastId && isBroadcastInProgress(b)) ?? null;
  const input = {
    groupId: values.groupId,
    dropId: values.dropId,
    broadcastId: broadcast?.id ?? '',
    streamIds: broadcast
      ? values.streamIds.filter((id) => broadcast.streams.some((s) => s.id === id))
      : [],
    streamPosition: Number(values.streamPosition),
  };
  return { broadcast, input };
}

/** The shared rules' answer (null for a field without problem) as the form's messages. */
const messagesOf = (problems: Record<string, string | null>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, message]) => [field, message ?? undefined]),
  );

/**
 * A drop to the viewers of a broadcast in progress (spec 3 §3 Trigger): a dry run first shows who
 * it would reach, then Trigger asks to confirm. The broadcasts are polled; when the chosen one is
 * no longer in progress the selection resets (spec 3 §4).
 */
export function GroupTriggerForm({ groups, writable }: { groups: Group[]; writable: boolean }) {
  const navigate = useNavigate();
  const broadcastsQuery = useGroupTriggerFormBroadcastsQuery({
    pollInterval: TRIGGER_BROADCAST_POLL_MS,
    notifyOnNetworkStatusChange: false,
  });
  const [send, sending] = useGroupTriggerFormTriggerMutation();
  const idempotency = useIdempotencyKey();
  const [dryRun, setDryRun] = useState<DryRun | null>(null);
  const [confirming, setConfirming] = useState(false);
  const broadcasts = (broadcastsQuery.data ?? broadcastsQuery.previousData)?.triggerBroadcasts;

  const form = useEntityForm<TriggerValues>({
    initialValues: NOTHING_CHOSEN,
    noun: 'trigger',
    validate: (values) => messagesOf(validateGroupTrigger(triggerInput(values, broadcasts).input)),
    // The form's save is the trigger itself, sent from the confirmation.
    save: async (values) => {
      const request = triggerInput(values, broadcasts).input;
      const idempotencyKey = idempotency.keyFor(request);
      const result = await runMutation(
        send({ variables: { input: request, dryRun: false, idempotencyKey } }),
        (answer) => answer.triggerDropGroup,
      );
      setConfirming(false);
      if (result.ok) idempotency.sent();
      return result;
    },
    onSaved: () => void navigate(TRIGGER_LIST_PATH),
  });
  const { values, errorFor } = form;
  const group = groups.find((g) => g.id === values.groupId) ?? null;
  const drop = group?.drops.find((d) => d.id === values.dropId) ?? null;
  const { broadcast, input } = triggerInput(values, broadcasts);
  const broadcastEnded =
    values.broadcastId !== '' && broadcasts !== undefined && broadcast === null;
  const streams = input.streamIds;
  const key = JSON.stringify(input);
  const preview = dryRun?.key === key ? dryRun : null;

  const chooseGroup = (id: string) => {
    form.set('groupId', id);
    form.set('dropId', groups.find((g) => g.id === id)?.drops[0]?.id ?? '');
  };
  const chooseBroadcast = (id: string) => {
    form.set('broadcastId', id);
    form.set('streamIds', broadcasts?.find((b) => b.id === id)?.streams.map((s) => s.id) ?? []);
  };
  const toggleStream = (id: string, on: boolean) =>
    form.set('streamIds', on ? [...streams, id] : streams.filter((s) => s !== id));

  const runDry = async () => {
    const result = await runMutation(
      send({ variables: { input, dryRun: true, idempotencyKey: null } }),
      (answer) => answer.triggerDropGroup,
      { silentSuccess: true },
    );
    form.showGatewayErrors(result.ok ? {} : result.fieldErrors);
    if (result.ok) {
      setDryRun({ key, viewerCount: result.value.viewerCount, message: result.value.message });
    }
  };

  return (
    <FormSection
      title="Trigger to a broadcast"
      description="Send a drop of an active group to everyone watching a broadcast in progress."
    >
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
        <SelectField label="Drop group" error={errorFor('groupId')}>
          <NativeSelect.Field
            aria-label="Drop group"
            value={values.groupId}
            onChange={(e) => chooseGroup(e.currentTarget.value)}
          >
            <option value="">Select a Group</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.description} ({g.league})
              </option>
            ))}
          </NativeSelect.Field>
        </SelectField>
        <SelectField label="Drop" error={errorFor('dropId')} disabled={!group}>
          <NativeSelect.Field
            aria-label="Drop"
            value={values.dropId}
            onChange={(e) => form.set('dropId', e.currentTarget.value)}
          >
            <option value="">Select a Drop</option>
            {group?.drops.map((d) => (
              <option key={d.id} value={d.id}>
                {d.title}
              </option>
            ))}
          </NativeSelect.Field>
        </SelectField>
        <Field.Root invalid={Boolean(errorFor('broadcastId'))}>
          <Field.Label>Broadcast in progress</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label="Broadcast in progress"
              value={broadcast?.id ?? ''}
              onChange={(e) => chooseBroadcast(e.currentTarget.value)}
            >
              <option value="">Select a Broadcast</option>
              {(broadcasts ?? []).filter(isBroadcastInProgress).map((b) => (
                <option key={b.id} value={b.id}>
                  {broadcastOptionLabel(b)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {broadcasts?.length === 0 && (
            <Field.HelperText>{DROP_TRIGGER_MESSAGES.noBroadcasts}</Field.HelperText>
          )}
          {broadcast && <Field.HelperText>{broadcastDetail(broadcast)}</Field.HelperText>}
        </Field.Root>
        <TextField
          label="Stream position (seconds)"
          type="number"
          {...form.textField('streamPosition')}
        />
      </Grid>
      {broadcastsQuery.error && !broadcasts && (
        <LoadFailedAlert
          what="broadcasts in progress"
          onRetry={() => void broadcastsQuery.refetch().catch(() => undefined)}
        />
      )}
      {broadcastEnded && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{DROP_TRIGGER_MESSAGES.broadcastEnded}</Alert.Title>
        </Alert.Root>
      )}
      {broadcast && (
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontSize="sm" fontWeight="medium">
            Streams
          </Text>
          <HStack gap="5" wrap="wrap">
            {broadcast.streams.map((s) => (
              <chakra.label key={s.id} display="flex" alignItems="center" gap="2" fontSize="sm">
                <chakra.input
                  type="checkbox"
                  w="4"
                  h="4"
                  accentColor="teal.600"
                  checked={streams.includes(s.id)}
                  onChange={(e) => toggleStream(s.id, e.currentTarget.checked)}
                />
                {s.id} ({s.provider}, {s.locale})
              </chakra.label>
            ))}
          </HStack>
          {errorFor('streamIds') && (
            <Text fontSize="sm" color="fg.error">
              {errorFor('streamIds')}
            </Text>
          )}
        </Stack>
      )}
      {preview && (
        <Box borderWidth="1px" rounded="lg" p="4" bg="teal.subtle" role="status">
          <Grid templateColumns={{ base: '1fr', md: '1fr auto' }} gap="4" alignItems="center">
            <Stack gap="1">
              <Text fontWeight="semibold">{preview.message}</Text>
              <Text fontSize="sm">
                “{drop?.title}” on {streams.join(', ')} at {input.streamPosition} s.
              </Text>
            </Stack>
            {drop && <DropPreviewImage dropId={drop.id} />}
          </Grid>
        </Box>
      )}
      {writable && (
        <HStack justify="flex-end" gap="3" wrap="wrap">
          <Button
            variant="outline"
            disabled={form.invalid || sending.loading}
            loading={sending.loading && !confirming}
            onClick={() => void runDry()}
          >
            Dry Run
          </Button>
          <Button
            colorPalette="teal"
            disabled={form.invalid || !preview || sending.loading}
            title={preview ? undefined : DROP_TRIGGER_MESSAGES.dryRunFirst}
            onClick={() => setConfirming(true)}
          >
            Trigger
          </Button>
        </HStack>
      )}
      <ConfirmDialog
        open={confirming}
        variant="warn"
        title="Trigger this drop?"
        confirmLabel="Trigger"
        busy={sending.loading}
        onConfirm={() => form.submit()}
        onCancel={() => setConfirming(false)}
      >
        “{drop?.title}” goes out now to about {countOf(preview?.viewerCount ?? 0, 'viewer')} of
        {broadcast && (broadcastMatchLabel(broadcast) || `broadcast ${broadcast.id}`)} on{' '}
        {countOf(streams.length, 'stream')}. A trigger cannot be taken back.
      </ConfirmDialog>
      {form.leaveDialog}
    </FormSection>
  );
}
