import { Stack } from '@chakra-ui/react';
import { TOURNAMENT_MESSAGES } from '@esports-admin/schema/rules/tournament';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateTournamentMutation } from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { PageHeader } from '../../../components/PageHeader';
import { useSport } from '../../../shell/sport';
import { draftStorageKey } from '../draftPersistence';
import { DraftRestoreAlert, saveStatus, TournamentSaveBar } from '../form/FormChrome';
import { generatedSlugOf, TournamentDetailsForm } from '../form/TournamentDetailsForm';
import { useSlugTaken } from '../form/useSlugTaken';
import { useTournamentEditor } from '../form/useTournamentEditor';
import { PublicationBadge } from '../PublicationBadge';
import { newTournamentFormValues } from '../tournamentFormValues';
import { toTournamentInput } from '../tournamentInput';
import { tournamentEditPath, tournamentListPath } from '../tournamentPaths';

const LIST_PATH = tournamentListPath('current');

/** /tournament/create: the details only; stages are built once the draft exists. */
export function CreateTournamentPage() {
  const navigate = useNavigate();
  const { sport } = useSport();
  const [initialValues] = useState(() => newTournamentFormValues(sport));
  const [createTournament] = useCreateTournamentMutation();
  const created = useRef<string | null>(null);
  const editor = useTournamentEditor({
    storageKey: draftStorageKey(null),
    initialValues,
    noun: 'tournament',
    save: (values) =>
      runMutation(
        createTournament({ variables: { input: toTournamentInput(values) } }),
        ({ createTournament: outcome }) => {
          created.current = outcome.ok?.tournament.id ?? null;
          return outcome;
        },
        { conflictShownByCaller: true },
      ),
    onSaved: () => {
      if (created.current) void navigate(tournamentEditPath(created.current));
    },
  });
  const { values, pickers } = editor;

  const slug = values.slug.trim() || generatedSlugOf(values, pickers.leagues, pickers.seasons);
  const slugCheck = useSlugTaken(values.sport, slug, Boolean(editor.clientErrors.slug));
  const blocked = slugCheck.taken || slugCheck.checking;
  const invalid = editor.invalid || blocked;
  // A taken slug shows at once, with every other message: a generated one was never typed.
  const shown = slugCheck.taken
    ? {
        ...editor.clientErrors,
        slug: TOURNAMENT_MESSAGES.slugTaken(slug),
        ...editor.serverErrors,
      }
    : editor.shownErrors;

  const status = saveStatus(shown, editor.dirty);
  return (
    <form
      noValidate
      aria-label="Tournament"
      onSubmit={(event) => (blocked ? event.preventDefault() : editor.submit(event))}
    >
      <Stack gap="6">
        <PageHeader
          title="Create Tournament"
          description="A new tournament starts as a draft: build its stages, then publish it."
          actions={<PublicationBadge status="draft" />}
        />
        <DraftRestoreAlert editor={editor} />
        <TournamentDetailsForm editor={editor} errors={shown} readOnly={false} />
        <TournamentSaveBar
          status={
            slugCheck.checking && !status.statusIsError
              ? 'Checking the slug…'
              : invalid && !status.statusIsError
                ? 'Choose a league and fill in a valid name to create.'
                : status.status
          }
          statusIsError={status.statusIsError}
          readOnly={false}
          saveDisabled={invalid || editor.saving}
          saving={editor.saving}
          saveLabel="Create"
          onCancel={() => void navigate(LIST_PATH)}
        />
      </Stack>
      {editor.leaveDialog}
    </form>
  );
}
