import { Box, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';

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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const warn = variant === 'warn';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      role={warn ? 'alertdialog' : 'dialog'}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box
                borderLeftWidth={warn ? '3px' : undefined}
                borderColor="orange.400"
                ps={warn ? '3' : undefined}
              >
                <Dialog.Description asChild>
                  <Text color="fg.muted">{children}</Text>
                </Dialog.Description>
              </Box>
              {extra}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={warn ? 'red' : 'teal'} onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
