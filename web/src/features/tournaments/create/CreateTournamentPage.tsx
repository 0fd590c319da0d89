import { Stack } from '@chakra-ui/react';
import { TOURNAMENT_MESSAGES } from '@esports-admin/schema/rules/tournament';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateTournamentMutation } from '../../../__generated__/hooks';
import { reportMutationOutcome, type FieldMessages } from '../../../apollo/mutationOutcome';
import { PageHeader } from '../../../components/PageHeader';
import { useSport } from '../../../shell/sport';
import { clearDraft, draftStorageKey } from '../draftPersistence';
import { DraftRestoreAlert, SaveBar, saveMessage } from '../form/FormChrome';
import { generatedSlugOf, TournamentDetailsForm } from '../form/TournamentDetailsForm';
import { useSlugTaken } from '../form/useSlugTaken';
import { useEditorState } from '../form/useEditorState';
import { useFormOptions } from '../form/useFormOptions';
import { useLeaveGuard } from '../../../components/useLeaveGuard';
import { PublicationBadge } from '../PublicationBadge';
import { newTournamentFormValues, validateTournamentForm } from '../tournamentFormValues';
import { toTournamentInput } from '../tournamentInput';
import { tournamentEditPath, tournamentListPath } from '../tournamentPaths';

const LIST_PATH = tournamentListPath('current');

/** /tournament/create: the details only; stages are built once the draft exists. */
export function CreateTournamentPage() {
  const navigate = useNavigate();
  const { sport } = useSport();
  const [initialValues] = useState(() => newTournamentFormValues(sport));
  const editor = useEditorState(draftStorageKey(null), initialValues);
  const { values } = editor;
  const options = useFormOptions(values.sport);
  const [createTournament] = useCreateTournamentMutation();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const guard = useLeaveGuard(editor.dirty, 'tournament');

  const leagueName = options.leagues.find((l) => l.id === values.leagueId)?.name ?? '';
  const ruleErrors = validateTournamentForm(values, leagueName);
  const slug = values.slug.trim() || generatedSlugOf(values, options.leagues, options.seasons);
  const slugCheck = useSlugTaken(values.sport, slug, Boolean(ruleErrors.slug));
  const errors = slugCheck.taken
    ? { ...ruleErrors, slug: TOURNAMENT_MESSAGES.slugTaken(slug) }
    : ruleErrors;
  const invalid = Object.keys(errors).length > 0 || slugCheck.checking;
  // A taken slug shows at once: a generated one was never typed, so never "touched".
  const shown = Object.fromEntries(
    Object.entries(errors).filter(([field]) => touched.has(field) || slugCheck.taken),
  );

  const submit = async () => {
    if (invalid || editor.saving) return;
    editor.setSaving(true);
    try {
      const result = await createTournament({ variables: { input: toTournamentInput(values) } });
      const outcome = result.data?.createTournament;
      if (!outcome) return;
      setServerErrors(reportMutationOutcome(outcome));
      if (outcome.ok) {
        guard.release();
        clearDraft(draftStorageKey(null));
        void navigate(tournamentEditPath(outcome.ok.tournament.id));
      }
    } catch {
      // Shown by the error link.
    } finally {
      editor.setSaving(false);
    }
  };

  const status = saveMessage(false, { ...shown, ...serverErrors }, editor.dirty);
  return (
    <form
      noValidate
      aria-label="Tournament"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="6">
        <PageHeader
          title="Create Tournament"
          description="A new tournament starts as a draft: build its stages, then publish it."
          actions={<PublicationBadge status="draft" />}
        />
        <DraftRestoreAlert editor={editor} />
        <TournamentDetailsForm
          values={values}
          onChange={(change) => {
            editor.update((current) => ({ ...current, ...change }));
            setTouched((current) => new Set([...current, ...Object.keys(change)]));
            setServerErrors({});
          }}
          errors={{ ...shown, ...serverErrors }}
          leagues={options.leagues}
          seasons={options.seasons}
          streamGroups={options.streamGroups}
          optionsLoading={options.loading}
          readOnly={false}
        />
        <SaveBar
          message={
            slugCheck.checking && !status.error
              ? 'Checking the slug…'
              : invalid && !status.error
                ? 'Choose a league and fill in a valid name to create.'
                : status.text
          }
          error={status.error}
          readOnly={false}
          saveDisabled={invalid || editor.saving}
          saving={editor.saving}
          saveLabel="Create"
          onCancel={() => void navigate(LIST_PATH)}
        />
      </Stack>
      {guard.dialog}
    </form>
  );
}
