import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';

export interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  /** The dialog's body: its message and controls. */
  children: ReactNode;
  /** The buttons after Cancel, the confirming one last. */
  actions: ReactNode;
  /** Cancel, Escape, the backdrop and the close button all call it. */
  onCancel: () => void;
  cancelLabel?: string;
  /** While the action runs the dialog stays open: Cancel is disabled and dismissal ignored. */
  busy?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for a destructive or irreversible action. */
  role?: 'dialog' | 'alertdialog';
  /** Focus starts on Cancel, the least destructive choice, instead of the first field. */
  focusCancel?: boolean;
  /** A long body scrolls inside the dialog, the header and footer staying in view. */
  scrollInside?: boolean;
}

/**
 * The frame of every modal dialog: title, body, then Cancel and the dialog's own actions. Mounted
 * lazily and unmounted on close, so each opening starts from its initial state.
 */
export function DialogFrame({
  open,
  title,
  children,
  actions,
  onCancel,
  cancelLabel = 'Cancel',
  busy = false,
  size = 'sm',
  role,
  focusCancel = false,
  scrollInside = false,
}: DialogFrameProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      {...(role ? { role } : {})}
      {...(focusCancel ? { initialFocusEl: () => cancelRef.current } : {})}
      placement="center"
      size={size}
      {...(scrollInside ? { scrollBehavior: 'inside' as const } : {})}
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
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              {actions}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
