import { Field, Textarea } from '@chakra-ui/react';
import { AUDIT_REASON_MAX_LENGTH } from '@esports-admin/schema/rules/constants';
import { useState, type ComponentProps } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

type ReasonConfirmDialogProps = Omit<
  ComponentProps<typeof ConfirmDialog>,
  'onConfirm' | 'extra'
> & {
  /** Receives the trimmed reason, or undefined when the user left it empty (or none was asked). */
  onConfirm: (reason: string | undefined) => void;
  /** False for the non-destructive twin of an action (unarchive) sharing the dialog. */
  withReason?: boolean;
};

/**
 * The confirmation of a destructive action (archive, delete, remove, revoke) with CONTRACT-12's
 * optional Reason, which the gateway writes into the journal. The text starts empty each time.
 */
export function ReasonConfirmDialog({
  onConfirm,
  open,
  withReason = true,
  ...dialog
}: ReasonConfirmDialogProps) {
  const [reason, setReason] = useState('');
  const [openedFor, setOpenedFor] = useState(open);
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) setReason('');
  }
  return (
    <ConfirmDialog
      {...dialog}
      open={open}
      onConfirm={() => onConfirm(withReason ? reason.trim() || undefined : undefined)}
      extra={
        withReason && (
          <Field.Root mt="4">
            <Field.Label>Reason</Field.Label>
            <Textarea
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={AUDIT_REASON_MAX_LENGTH}
              rows={2}
              placeholder="Optional: why, for the change history"
              disabled={dialog.busy}
            />
          </Field.Root>
        )
      }
    />
  );
}
