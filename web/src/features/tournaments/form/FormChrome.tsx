import { Alert, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { READ_ONLY_ACCESS, ReadOnlyReason } from '../../../components/ReadOnly';
import { FLOATING_LINK_CLEARANCE_PX } from '../../../shell/QuestionsLink';
import type { EditorState } from './useEditorState';

export function DraftRestoreAlert({ editor }: { editor: EditorState }) {
  if (!editor.storedDraft) return null;
  const savedAt = new Date(editor.storedDraft.savedAt).toLocaleString();
  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Unsaved changes found</Alert.Title>
        <Alert.Description>
          Changes to this tournament from {savedAt} were kept in this browser but never saved.
        </Alert.Description>
      </Alert.Content>
      <HStack gap="2">
        <Button size="xs" variant="outline" onClick={editor.discardDraft}>
          Discard
        </Button>
        <Button size="xs" colorPalette="teal" onClick={editor.restoreDraft}>
          Restore
        </Button>
      </HStack>
    </Alert.Root>
  );
}

export function SaveBar({
  message,
  error,
  readOnly,
  saveDisabled,
  saving,
  saveLabel,
  onCancel,
}: {
  message: string;
  error: boolean;
  readOnly: boolean;
  saveDisabled: boolean;
  saving: boolean;
  saveLabel: string;
  onCancel: () => void;
}) {
  return (
    <Flex
      position="sticky"
      bottom="4"
      // Keeps Save clear of the floating 'Questions?' link (see SeasonForm).
      marginRight={`max(0px, calc(${FLOATING_LINK_CLEARANCE_PX}px - (100vw - 100%) / 2))`}
      zIndex="docked"
      justify="space-between"
      align="center"
      gap="4"
      px="5"
      py="3"
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      boxShadow="lg"
    >
      <Text fontSize="sm" color={error ? 'fg.error' : 'fg.muted'} aria-live="polite">
        {message}
      </Text>
      <HStack gap="3">
        <Button variant="outline" onClick={onCancel}>
          {readOnly ? 'Back' : 'Cancel'}
        </Button>
        {readOnly ? (
          <ReadOnlyReason>
            <Button type="submit" colorPalette="teal" disabled>
              {saveLabel}
            </Button>
          </ReadOnlyReason>
        ) : (
          <Button
            type="submit"
            colorPalette="teal"
            disabled={saveDisabled}
            loading={saving}
            loadingText="Saving…"
          >
            {saveLabel}
          </Button>
        )}
      </HStack>
    </Flex>
  );
}

export function saveMessage(
  readOnly: boolean,
  errors: Record<string, string | undefined>,
  dirty: boolean,
): { text: string; error: boolean } {
  if (readOnly) return { text: `${READ_ONLY_ACCESS}: you can view this tournament.`, error: false };
  const messages = Object.values(errors).filter(Boolean);
  if (messages.length > 0) return { text: `Fix to save: ${messages.join(' · ')}`, error: true };
  return { text: dirty ? 'Unsaved changes.' : 'No changes yet.', error: false };
}
