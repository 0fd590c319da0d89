import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Environment } from '@esports-admin/schema/rules/access';
import { ENVIRONMENT_INDICATOR_HIDE_DAYS } from '@esports-admin/schema/rules/constants';

interface EnvironmentHideDialogProps {
  open: boolean;
  environment: Environment;
  onCancel: () => void;
  onHide: (days: number) => void;
}

/** Asks how long to hide the environment indicator; a chunk of its own, fetched after first render. */
export default function EnvironmentHideDialog({
  open,
  environment,
  onCancel,
  onHide,
}: EnvironmentHideDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
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
              <Dialog.Title>Hide the environment badge?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">
                The {environment.toUpperCase()} frame and badge come back when the time is up.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button
                variant="outline"
                onClick={() => onHide(ENVIRONMENT_INDICATOR_HIDE_DAYS.month)}
              >
                Hide for 1 month
              </Button>
              <Button
                colorPalette="teal"
                onClick={() => onHide(ENVIRONMENT_INDICATOR_HIDE_DAYS.today)}
              >
                Hide for today
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
