import { ACCOUNT_MESSAGES } from '@esports-admin/schema/rules/account';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** The confirmation before asking for the removal of `count` accounts (one from its own page). */
export function AccountRemovalDialog({
  count,
  ...dialog
}: {
  open: boolean;
  count: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      {...dialog}
      variant="warn"
      title={ACCOUNT_MESSAGES.removalDialogTitle}
      confirmLabel="Request Removal"
    >
      {ACCOUNT_MESSAGES.removalDialogWarning(count)}
    </ConfirmDialog>
  );
}
