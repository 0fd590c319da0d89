import { Button, Text } from '@chakra-ui/react';
import type { Environment } from '@esports-admin/schema/rules/access';
import { ENVIRONMENT_INDICATOR_HIDE_DAYS } from '@esports-admin/schema/rules/constants';
import { DialogFrame } from '../components/DialogFrame';

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
    <DialogFrame
      open={open}
      title="Hide the environment badge?"
      onCancel={onCancel}
      actions={
        <>
          <Button variant="outline" onClick={() => onHide(ENVIRONMENT_INDICATOR_HIDE_DAYS.month)}>
            Hide for 1 month
          </Button>
          <Button colorPalette="teal" onClick={() => onHide(ENVIRONMENT_INDICATOR_HIDE_DAYS.today)}>
            Hide for today
          </Button>
        </>
      }
    >
      <Text color="fg.muted">
        The {environment.toUpperCase()} frame and badge come back when the time is up.
      </Text>
    </DialogFrame>
  );
}
