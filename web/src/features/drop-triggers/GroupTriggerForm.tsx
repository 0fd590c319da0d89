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
import type { TriggerDropPageQuery } from '../../__generated__/graphql';
import {
  useGroupTriggerFormBroadcastsQuery,
  useGroupTriggerFormTriggerMutation,
} from '../../__generated__/hooks';
import { reportMutationOutcome } from '../../apollo/mutationOutcome';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormSection, SelectField, TextField } from '../../components/FormFields';
import { broadcastDetail, broadcastMatchLabel, broadcastOptionLabel } from './broadcastLabel';
import { DropPreviewImage } from './DropPreviewImage';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { TRIGGER_LIST_PATH } from './triggerPaths';

type Group = NonNullable<TriggerDropPageQuery['dropGroups']>[number];

interface DryRun {
  /** The selection it was run for: a change of selection needs a new dry run. */
  key: string;
  viewerCount: number;
  message: string;
}

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
  const [groupId, setGroupId] = useState('');
  const [dropId, setDropId] = useState('');
  const [broadcastId, setBroadcastId] = useState('');
  const [streamIds, setStreamIds] = useState<string[]>([]);
  const [position, setPosition] = useState('0');
  const [dryRun, setDryRun] = useState<DryRun | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});

  const broadcasts = (broadcastsQuery.data ?? broadcastsQuery.previousData)?.triggerBroadcasts;
  const group = groups.find((g) => g.id === groupId) ?? null;
  const drop = group?.drops.find((d) => d.id === dropId) ?? null;
  // The selection holds only while the broadcast is in the latest answer and still in progress.
  const broadcast =
    broadcasts?.find((b) => b.id === broadcastId && isBroadcastInProgress(b)) ?? null;
  const broadcastEnded = broadcastId !== '' && broadcasts !== undefined && broadcast === null;
  const streams = broadcast
    ? streamIds.filter((id) => broadcast.streams.some((s) => s.id === id))
    : [];
  const input = {
    groupId,
    dropId,
    broadcastId: broadcast?.id ?? '',
    streamIds: streams,
    streamPosition: Number(position),
  };
  const errors = validateGroupTrigger(input);
  const complete = Object.values(errors).every((message) => message === null);
  const key = JSON.stringify(input);
  const preview = dryRun?.key === key ? dryRun : null;

  const chooseBroadcast = (id: string) => {
    setBroadcastId(id);
    setStreamIds(broadcasts?.find((b) => b.id === id)?.streams.map((s) => s.id) ?? []);
  };
  const toggleStream = (id: string, on: boolean) =>
    setStreamIds((current) => (on ? [...current, id] : current.filter((s) => s !== id)));

  const run = async (asDryRun: boolean) => {
    try {
      const idempotencyKey = asDryRun ? null : idempotency.keyFor(input);
      const { data } = await send({ variables: { input, dryRun: asDryRun, idempotencyKey } });
      const outcome = data?.triggerDropGroup;
      if (!outcome) return;
      if (!outcome.ok) {
        setFieldErrors(reportMutationOutcome(outcome));
        return;
      }
      setFieldErrors({});
      if (asDryRun) {
        setDryRun({ key, viewerCount: outcome.ok.viewerCount, message: outcome.ok.message });
        return;
      }
      idempotency.sent();
      reportMutationOutcome(outcome);
      void navigate(TRIGGER_LIST_PATH);
    } catch {
      // Transport and GraphQL errors are toasted by the error link; the form stays.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <FormSection
      title="Trigger to a broadcast"
      description="Send a drop of an active group to everyone watching a broadcast in progress."
    >
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
        <SelectField label="Drop group" error={fieldErrors.groupId}>
          <NativeSelect.Field
            aria-label="Drop group"
            value={groupId}
            onChange={(e) => {
              const next = groups.find((g) => g.id === e.currentTarget.value);
              setGroupId(e.currentTarget.value);
              setDropId(next?.drops[0]?.id ?? '');
            }}
          >
            <option value="">Select a Group</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.description} ({g.league})
              </option>
            ))}
          </NativeSelect.Field>
        </SelectField>
        <SelectField label="Drop" error={fieldErrors.dropId} disabled={!group}>
          <NativeSelect.Field
            aria-label="Drop"
            value={dropId}
            onChange={(e) => setDropId(e.currentTarget.value)}
          >
            <option value="">Select a Drop</option>
            {group?.drops.map((d) => (
              <option key={d.id} value={d.id}>
                {d.title}
              </option>
            ))}
          </NativeSelect.Field>
        </SelectField>
        <Field.Root invalid={Boolean(fieldErrors.broadcastId)}>
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
          value={position}
          onChange={setPosition}
          error={
            position === '' ? undefined : (errors.streamPosition ?? fieldErrors.streamPosition)
          }
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
          {errors.streamIds && (
            <Text fontSize="sm" color="fg.error">
              {errors.streamIds}
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
            disabled={!complete || sending.loading}
            loading={sending.loading && !confirming}
            onClick={() => void run(true)}
          >
            Dry Run
          </Button>
          <Button
            colorPalette="teal"
            disabled={!complete || !preview || sending.loading}
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
        onConfirm={() => void run(false)}
        onCancel={() => setConfirming(false)}
      >
        “{drop?.title}” goes out now to about {countOf(preview?.viewerCount ?? 0, 'viewer')} of
        {broadcast && (broadcastMatchLabel(broadcast) || `broadcast ${broadcast.id}`)} on{' '}
        {countOf(streams.length, 'stream')}. A trigger cannot be taken back.
      </ConfirmDialog>
    </FormSection>
  );
}
