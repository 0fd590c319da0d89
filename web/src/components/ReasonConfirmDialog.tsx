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
  /**
   * For an action the journal must explain (an override): checks the reason before confirming
   * and shows what it answers (a message) under the field instead of confirming.
   */
  validateReason?: (reason: string) => string | null;
};

/**
 * The confirmation of a destructive action (archive, delete, remove, revoke) with CONTRACT-12's
 * Reason, which the gateway writes into the journal: optional unless `validateReason` asks for
 * one. The text starts empty each time.
 */
export function ReasonConfirmDialog({
  onConfirm,
  open,
  withReason = true,
  validateReason,
  ...dialog
}: ReasonConfirmDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState(open);
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) {
      setReason('');
      setProblem(null);
    }
  }
  const confirm = () => {
    const found = withReason ? (validateReason?.(reason) ?? null) : null;
    setProblem(found);
    if (!found) onConfirm(withReason ? reason.trim() || undefined : undefined);
  };
  return (
    <ConfirmDialog
      {...dialog}
      open={open}
      onConfirm={confirm}
      extra={
        withReason && (
          <Field.Root mt="4" required={Boolean(validateReason)} invalid={Boolean(problem)}>
            <Field.Label>
              Reason
              {validateReason && <Field.RequiredIndicator />}
            </Field.Label>
            <Textarea
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={AUDIT_REASON_MAX_LENGTH}
              rows={2}
              placeholder={
                validateReason
                  ? 'Required: why, for the change history'
                  : 'Optional: why, for the change history'
              }
              disabled={dialog.busy}
            />
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
        )
      }
    />
  );
}
