import {
  Box,
  Button,
  chakra,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Progress,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LEAGUE_MESSAGES, type LeagueBatchDraft } from '@esports-admin/schema/rules/league';
import { useState } from 'react';
import { DialogFrame } from '../../components/DialogFrame';

export type BatchStatusChoice = 'keep' | 'active' | 'archived';

/** What the staff user asked for: a status and/or a priority for every selected league. */
export interface LeagueBatchChange {
  status: BatchStatusChoice;
  /** Empty keeps each league's priority. */
  priority: string;
  /** Numbers the leagues priority, priority + 1, … in the order they are listed. */
  consecutive: boolean;
}

export const NO_CHANGE: LeagueBatchChange = { status: 'keep', priority: '', consecutive: false };

/** The leagues of the batch after the change; `null` when the priority typed is not valid. */
export function applyLeagueBatchChange<League extends LeagueBatchDraft>(
  leagues: readonly League[],
  change: LeagueBatchChange,
): League[] | null {
  const typed = change.priority.trim();
  const start = typed === '' ? null : Number(typed);
  if (start !== null && !(Number.isInteger(start) && start > 0)) return null;
  return leagues.map((league, index) => ({
    ...league,
    status: change.status === 'keep' ? league.status : change.status,
    priority: start === null ? league.priority : change.consecutive ? start + index : start,
  }));
}

export function isNoChange(change: LeagueBatchChange): boolean {
  return change.status === 'keep' && change.priority.trim() === '';
}

/**
 * Asks what to change on the selected leagues and confirms it (spec silent on batch updates):
 * the Confirm button names the count, a progress bar runs while the one batch call is made.
 */
export function LeagueBatchDialog({
  open,
  names,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** Names of the selected leagues, in list order. */
  names: readonly string[];
  busy: boolean;
  onConfirm: (change: LeagueBatchChange) => void;
  onCancel: () => void;
}) {
  const [change, setChange] = useState<LeagueBatchChange>(NO_CHANGE);
  const typed = change.priority.trim();
  const priorityInvalid = typed !== '' && !(Number.isInteger(Number(typed)) && Number(typed) > 0);
  const count = names.length;
  const close = () => {
    if (busy) return;
    setChange(NO_CHANGE);
    onCancel();
  };
  return (
    <DialogFrame
      open={open}
      title={LEAGUE_MESSAGES.batchDialogTitle}
      onCancel={close}
      busy={busy}
      size="md"
      actions={
        <Button
          colorPalette="teal"
          loading={busy}
          disabled={priorityInvalid || isNoChange(change)}
          onClick={() => onConfirm(change)}
        >
          {count === 1 ? 'Update 1 League' : `Update ${count} Leagues`}
        </Button>
      }
    >
      <Stack gap="4">
        <Dialog.Description asChild>
          <Text color="fg.muted">
            {count === 1 ? '1 league' : `${count} leagues`} selected: {names.join(', ')}. They
            change together or not at all.
          </Text>
        </Dialog.Description>
        <Field.Root>
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root disabled={busy}>
            <NativeSelect.Field
              value={change.status}
              onChange={(event) =>
                setChange({
                  ...change,
                  status: event.currentTarget.value as BatchStatusChoice,
                })
              }
            >
              <option value="keep">Keep each league's status</option>
              <option value="active">active</option>
              <option value="archived">archived</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={priorityInvalid}>
          <Field.Label>Priority</Field.Label>
          <Input
            inputMode="numeric"
            value={change.priority}
            disabled={busy}
            placeholder="Keep each league's priority"
            onChange={(event) => setChange({ ...change, priority: event.target.value })}
          />
          <Box minH="5">
            {priorityInvalid ? (
              <Field.ErrorText>Field is not valid.</Field.ErrorText>
            ) : (
              <Field.HelperText>Sort order in lists: lower comes first.</Field.HelperText>
            )}
          </Box>
        </Field.Root>
        <chakra.label
          display="flex"
          alignItems="center"
          gap="2"
          fontSize="sm"
          opacity={busy || typed === '' ? 0.6 : 1}
        >
          <chakra.input
            type="checkbox"
            width="4"
            height="4"
            accentColor="teal.600"
            checked={change.consecutive}
            disabled={busy || typed === ''}
            onChange={(event) => setChange({ ...change, consecutive: event.currentTarget.checked })}
          />
          Number them in list order from this priority
        </chakra.label>
        {busy && (
          <Progress.Root value={null} size="xs" colorPalette="teal">
            <Progress.Label srOnly>Updating leagues</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Stack>
    </DialogFrame>
  );
}
