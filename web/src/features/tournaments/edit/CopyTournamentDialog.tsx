import { Button, Dialog, Field, Input, Stack } from '@chakra-ui/react';
import { validateSlug } from '@esports-admin/schema/rules/validation';
import { useState } from 'react';
import type { TournamentEditPageQuery } from '../../../__generated__/graphql';
import { useCopyTournamentMutation } from '../../../__generated__/hooks';
import { reportMutationOutcome } from '../../../apollo/mutationOutcome';
import { DialogFrame } from '../../../components/DialogFrame';

type EditedTournament = NonNullable<TournamentEditPageQuery['tournament']>;

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
  const [slug, setSlug] = useState('');
  const [copyTournament, { loading }] = useCopyTournamentMutation();
  const trimmed = slug.trim();
  const slugError =
    trimmed === tournament.name.slug
      ? 'Copying a tournament requires a new slug.'
      : validateSlug(trimmed);

  const copy = async () => {
    if (slugError || loading) return;
    try {
      const result = await copyTournament({ variables: { id: tournament.id, slug: trimmed } });
      const outcome = result.data?.copyTournament;
      if (outcome) reportMutationOutcome(outcome);
      if (outcome?.ok) onCopied(outcome.ok.tournament.id);
    } catch {
      // Shown by the error link.
    }
  };

  return (
    <DialogFrame
      open
      title="Copy Tournament"
      onCancel={onClose}
      busy={loading}
      actions={
        <Button
          colorPalette="teal"
          onClick={() => void copy()}
          disabled={Boolean(slugError)}
          loading={loading}
        >
          Copy
        </Button>
      }
    >
      <Stack gap="4">
        <Dialog.Description>
          The copy is a new draft of {tournament.name.displayName} with its stages and matches. It
          needs a new slug.
        </Dialog.Description>
        <Field.Root invalid={Boolean(slug && slugError)}>
          <Field.Label>New slug</Field.Label>
          <Input
            value={slug}
            onChange={(event) => setSlug(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void copy();
              }
            }}
            placeholder={`${tournament.name.slug}_copy`}
            fontFamily="mono"
            autoComplete="off"
            spellCheck={false}
          />
          {slug && slugError && <Field.ErrorText>{slugError}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}
