import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../../../components/DialogFrame';
import { PromptDistribution } from './PromptDistribution';
import type { Prompt } from './crystalBallValues';

/**
 * The confirmation before certifying: what viewers picked per choice and how many viewers would
 * get how many points under each possible answer, since certifying fixes the choices and tiers.
 */
export function CertifyDialog({
  prompt,
  question,
  busy,
  onConfirm,
  onCancel,
}: {
  prompt: Prompt | null;
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <DialogFrame
      open={prompt !== null}
      title="Certify the prompt?"
      role="alertdialog"
      size="lg"
      scrollInside
      focusCancel
      busy={busy}
      onCancel={onCancel}
      actions={
        <Button colorPalette="teal" loading={busy} onClick={onConfirm}>
          Certify prompt
        </Button>
      }
    >
      {prompt && (
        <Stack gap="4">
          <Text fontWeight="semibold">{question}</Text>
          <Alert.Root status="warning" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>
              Once certified, the choices and tiers are fixed: no choice or tier can be added,
              changed or deleted. Check the distribution below first.
            </Alert.Title>
          </Alert.Root>
          <PromptDistribution prompt={prompt} title={question} />
        </Stack>
      )}
    </DialogFrame>
  );
}
