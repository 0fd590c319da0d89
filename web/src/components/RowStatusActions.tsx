import type { ComponentProps, ReactNode } from 'react';
import { ReasonConfirmDialog } from './ReasonConfirmDialog';
import { RowActionButton } from './RowActions';

/** A status a row can be moved to from its own, as its button says it ('Archive', 'Restore'). */
export interface StatusAction<To extends string> {
  to: To;
  label: string;
}

/** The change a user asked for on one row, waiting for their confirmation. */
export type PendingStatusChange<Row, To extends string> = StatusAction<To> & { row: Row };

/**
 * A row's status buttons (spec 3 §4): teal for the one that brings the row back (`restores`),
 * red for those that withdraw it.
 */
export function RowStatusButtons<To extends string>({
  actions,
  restores,
  onChoose,
}: {
  actions: readonly StatusAction<To>[];
  restores: To;
  onChoose: (action: StatusAction<To>) => void;
}) {
  return actions.map((action) => (
    <RowActionButton
      key={action.to}
      tone={action.to === restores ? 'teal' : 'red'}
      onClick={() => onChoose(action)}
    >
      {action.label}
    </RowActionButton>
  ));
}

/** The confirmation of a row's status change: '{label} “{name}”?', confirmed by its label. */
export function StatusChangeDialog<Row, To extends string>({
  dialog,
  pending,
  name,
  variant,
  busy,
  children,
}: {
  dialog: { open: boolean; onConfirm: (reason: string | undefined) => void; onCancel: () => void };
  pending: PendingStatusChange<Row, To> | null;
  name: (row: Row) => string;
  variant: ComponentProps<typeof ReasonConfirmDialog>['variant'];
  busy: boolean;
  /** The change's consequence. */
  children: (pending: PendingStatusChange<Row, To>) => ReactNode;
}) {
  return (
    <ReasonConfirmDialog
      {...dialog}
      variant={variant}
      title={pending ? `${pending.label} “${name(pending.row)}”?` : ''}
      confirmLabel={pending?.label ?? 'Confirm'}
      busy={busy}
    >
      {pending && children(pending)}
    </ReasonConfirmDialog>
  );
}
