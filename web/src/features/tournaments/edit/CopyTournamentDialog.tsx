import { Dialog } from '@chakra-ui/react';
import { validateSlug } from '@esports-admin/schema/rules/validation';
import { useCallback, useRef } from 'react';
import type { TournamentEditPageQuery } from '../../../__generated__/graphql';
import { useCopyTournamentMutation } from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/FormFields';
import { useDialogForm } from '../../../components/useDialogForm';

type EditedTournament = NonNullable<TournamentEditPageQuery['tournament']>;

interface CopyValues {
  slug: string;
}

/** The page renders it only while it is open, so closing it forgets the typed slug. */
export function CopyTournamentDialog({
  tournament,
  onClose,
  onCopied,
}: {
  tournament: EditedTournament;
  onClose: () => void;
  onCopied: (id: string) => void;
}) {
  const [copyTournament] = useCopyTournamentMutation();
  const copiedId = useRef<string | null>(null);
  const currentSlug = tournament.name.slug;
  // Nothing typed yet is not an error to show: Copy just waits for a slug.
  const validate = useCallback(
    ({ slug }: CopyValues) => {
      const trimmed = slug.trim();
      if (!trimmed) return {};
      return {
        slug:
          trimmed === currentSlug
            ? 'Copying a tournament requires a new slug.'
            : (validateSlug(trimmed) ?? undefined),
      };
    },
    [currentSlug],
  );
  const form = useDialogForm<CopyValues>({
    initialValues: { slug: '' },
    noun: 'tournament copy',
    validate,
    showErrors: 'always',
    save: async ({ slug }) => {
      const result = await runMutation(
        copyTournament({ variables: { id: tournament.id, slug: slug.trim() } }),
        (data) => data.copyTournament,
      );
      if (result.ok) copiedId.current = result.value.tournament.id;
      return result;
    },
    // After the leave guard lets go: opening the copy is a navigation.
    onSaved: () => {
      if (copiedId.current) onCopied(copiedId.current);
    },
    onClose,
  });

  return (
    <FormDialog
      form={form}
      open
      title="Copy Tournament"
      submitLabel="Copy"
      blocked={!form.values.slug.trim()}
    >
      <Dialog.Description>
        The copy is a new draft of {tournament.name.displayName} with its stages and matches. It
        needs a new slug.
      </Dialog.Description>
      <TextField
        label="New slug"
        {...form.textField('slug')}
        placeholder={`${currentSlug}_copy`}
        fontFamily="mono"
      />
    </FormDialog>
  );
}
