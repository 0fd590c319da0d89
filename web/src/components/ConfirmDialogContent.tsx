import { Box, Button, Dialog, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

export type ConfirmDialogVariant = 'info' | 'warn';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Controls under the message, e.g. the optional Reason of a destructive action. */
  extra?: ReactNode;
  /** 'warn' marks a destructive or irreversible action: red confirm button, alert dialog role. */
  variant?: ConfirmDialogVariant;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables the buttons and shows progress on Confirm while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The shared confirm dialog (spec 1 §2, info and warn variants). Focus is trapped inside, starts on
 * Cancel (the least destructive choice), Escape and the close button cancel. Loaded by
 * ConfirmDialog the first time it opens.
 */
export default function ConfirmDialogContent({
  open,
  title,
  children,
  extra,
  variant = 'info',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const warn = variant === 'warn';
  return (
    <DialogFrame
      open={open}
      title={title}
      onCancel={onCancel}
      cancelLabel={cancelLabel}
      busy={busy}
      role={warn ? 'alertdialog' : 'dialog'}
      focusCancel
      actions={
        <Button colorPalette={warn ? 'red' : 'teal'} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      }
    >
      <Box
        borderLeftWidth={warn ? '3px' : undefined}
        borderColor="orange.400"
        ps={warn ? '3' : undefined}
      >
        {/* A div: some confirmations describe the change in paragraphs or a list of their own. */}
        <Dialog.Description asChild>
          <Text as="div" color="fg.muted">
            {children}
          </Text>
        </Dialog.Description>
      </Box>
      {extra}
    </DialogFrame>
  );
}
