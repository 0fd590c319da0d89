import { Box, chakra, Dialog, Field, Input, NativeSelect, Progress, Text } from '@chakra-ui/react';
import { LEAGUE_MESSAGES, type LeagueBatchDraft } from '@esports-admin/schema/rules/league';
import type { SubmitResult } from '../../apollo/mutationOutcome';
import { FormDialog } from '../../components/FormDialog';
import { useDialogForm } from '../../components/useDialogForm';

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

/** A typed priority is a whole number above 0; an empty one keeps each league's. */
function validateBatchChange({ priority }: LeagueBatchChange) {
  const typed = priority.trim();
  const valid = typed === '' || (Number.isInteger(Number(typed)) && Number(typed) > 0);
  return { priority: valid ? undefined : 'Field is not valid.' };
}

/**
 * Asks what to change on the selected leagues and confirms it (spec silent on batch updates):
 * the Confirm button names the count, a progress bar runs while the one batch call is made.
 */
export function LeagueBatchDialog({
  open,
  names,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** Names of the selected leagues, in list order. */
  names: readonly string[];
  /** Sends the change; the dialog closes once it was made. */
  onConfirm: (change: LeagueBatchChange) => Promise<SubmitResult>;
  onCancel: () => void;
}) {
  const dialog = useDialogForm<LeagueBatchChange>({
    initialValues: NO_CHANGE,
    noun: 'batch update',
    validate: validateBatchChange,
    save: onConfirm,
    onClose: onCancel,
  });
  const { values: change, saving: busy } = dialog;
  const typed = change.priority.trim();
  const priorityError = dialog.errorFor('priority');
  const count = names.length;
  return (
    <FormDialog
      form={dialog}
      open={open}
      title={LEAGUE_MESSAGES.batchDialogTitle}
      size="md"
      submitLabel={count === 1 ? 'Update 1 League' : `Update ${count} Leagues`}
      blocked={isNoChange(change)}
    >
      <Dialog.Description asChild>
        <Text color="fg.muted">
          {count === 1 ? '1 league' : `${count} leagues`} selected: {names.join(', ')}. They change
          together or not at all.
        </Text>
      </Dialog.Description>
      <Field.Root>
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root disabled={busy}>
          <NativeSelect.Field
            value={change.status}
            onChange={(event) =>
              dialog.set('status', event.currentTarget.value as BatchStatusChoice)
            }
          >
            <option value="keep">Keep each league's status</option>
            <option value="active">active</option>
            <option value="archived">archived</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={Boolean(priorityError)}>
        <Field.Label>Priority</Field.Label>
        <Input
          inputMode="numeric"
          value={change.priority}
          disabled={busy}
          placeholder="Keep each league's priority"
          onChange={(event) => dialog.set('priority', event.target.value)}
        />
        <Box minH="5">
          {priorityError ? (
            <Field.ErrorText>{priorityError}</Field.ErrorText>
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
          onChange={(event) => dialog.set('consecutive', event.currentTarget.checked)}
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
    </FormDialog>
  );
}
