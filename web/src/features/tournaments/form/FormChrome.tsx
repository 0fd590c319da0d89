import { Alert, Button, HStack } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import type { FieldMessages } from '../../../apollo/mutationOutcome';
import { FormSaveBar } from '../../../components/FormSaveBar';
import { READ_ONLY_ACCESS } from '../../../components/ReadOnly';
import { FLOATING_LINK_CLEARANCE_PX } from '../../../shell/QuestionsLink';
import type { TournamentEditor } from './useTournamentEditor';

export function DraftRestoreAlert({
  editor,
}: {
  editor: Pick<TournamentEditor, 'storedDraft' | 'restoreDraft' | 'discardDraft'>;
}) {
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

/** The kit's save bar, kept in view at the bottom of the long editor. */
export function TournamentSaveBar(props: Omit<ComponentProps<typeof FormSaveBar>, 'noun'>) {
  return (
    <FormSaveBar
      noun="tournament"
      position="sticky"
      bottom="4"
      // Keeps Save clear of the floating 'Questions?' link (see SeasonForm).
      marginRight={`max(0px, calc(${FLOATING_LINK_CLEARANCE_PX}px - (100vw - 100%) / 2))`}
      zIndex="docked"
      boxShadow="lg"
      readOnlyStatus={`${READ_ONLY_ACCESS}: you can view this tournament.`}
      {...props}
    />
  );
}

/** The bar's sentence: the messages standing between the user and saving, or whether anything changed. */
export function saveStatus(errors: FieldMessages, dirty: boolean) {
  const messages = Object.values(errors).filter(Boolean);
  return messages.length > 0
    ? { status: `Fix to save: ${messages.join(' · ')}`, statusIsError: true }
    : { status: dirty ? 'Unsaved changes.' : 'No changes yet.', statusIsError: false };
}
