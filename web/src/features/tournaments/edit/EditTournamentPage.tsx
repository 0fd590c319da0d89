import { Alert, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { TournamentEditPageQuery } from '../../../__generated__/graphql';
import {
  useTournamentEditPageQuery,
  useUpdateTournamentMutation,
} from '../../../__generated__/hooks';
import { reportMutationOutcome, type FieldMessages } from '../../../apollo/mutationOutcome';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { HistoryPanel } from '../../../components/HistoryPanel';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { MessagePage } from '../../../shell/MessagePage';
import { draftStorageKey } from '../draftPersistence';
import { DraftRestoreAlert, SaveBar, saveMessage } from '../form/FormChrome';
import { TournamentDetailsForm } from '../form/TournamentDetailsForm';
import { useEditorState } from '../form/useEditorState';
import { useFormOptions } from '../form/useFormOptions';
import { useLeaveGuard } from '../../../components/useLeaveGuard';
import type { EditConflictState } from '../../../components/useEntityForm';
import { TournamentResults } from '../results/TournamentResults';
import { TournamentSchedule } from '../schedule/TournamentSchedule';
import { StageBuilder } from '../stage-builder/StageBuilder';
import {
  tournamentFormValuesFrom,
  validateTournamentForm,
  type TournamentFormValues,
} from '../tournamentFormValues';
import { toTournamentInput } from '../tournamentInput';
import { tournamentEditPath, tournamentListPath, type TournamentEditTab } from '../tournamentPaths';
import { CopyTournamentDialog } from './CopyTournamentDialog';
import { PublicationPanel, withStoredStatuses } from './PublicationPanel';
import { ReplaceTeamsDialog } from './ReplaceTeamsDialog';
import {
  ExportParticipantsButton,
  FullyPublishedIndicator,
  PublishButton,
} from './TournamentHeaderActions';

type EditedTournament = NonNullable<TournamentEditPageQuery['tournament']>;

/** Top-level form fields whose values differ between two states of the form. */
function changedKeys(from: TournamentFormValues, to: TournamentFormValues) {
  return (Object.keys(to) as (keyof TournamentFormValues)[]).filter(
    (key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]),
  );
}

const LIST_PATH = tournamentListPath('current');

export function EditTournamentPage({
  id,
  tab,
  readOnly,
}: {
  id: string;
  tab: TournamentEditTab;
  readOnly: boolean;
}) {
  const {
    data: answer,
    loading,
    error,
    refetch,
  } = useTournamentEditPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  // Apollo delivers the answer in a synchronous render; the editor is a large tree, so it renders
  // at transition priority, in slices that leave the main thread free, the loader shown meanwhile.
  const data = useDeferredValue(answer);
  const tournament = data?.tournament;

  if ((loading || answer) && !data) return <PageLoader label="Loading tournament…" />;
  if (error && !data) {
    return (
      <MessagePage title="The tournament could not be loaded">
        <Text color="fg.muted">The reason is shown in the message above.</Text>
        <Stack direction="row" gap="3">
          <Button variant="outline" asChild>
            <RouterLink to={LIST_PATH}>Back to tournaments</RouterLink>
          </Button>
          <Button colorPalette="teal" onClick={() => void refetch().catch(() => undefined)}>
            Retry
          </Button>
        </Stack>
      </MessagePage>
    );
  }
  if (!tournament) {
    return (
      <MessagePage eyebrow="Not found" title="Tournament not found">
        <Text color="fg.muted">There is no tournament with id {id}. It may have been removed.</Text>
        <Button colorPalette="teal" asChild>
          <RouterLink to={LIST_PATH}>Back to tournaments</RouterLink>
        </Button>
      </MessagePage>
    );
  }
  return (
    <TournamentEditor
      tournament={tournament}
      tab={tab}
      readOnly={readOnly}
      reload={async () => (await refetch()).data?.tournament ?? null}
    />
  );
}

function TournamentEditor({
  tournament,
  tab,
  readOnly,
  reload,
}: {
  tournament: EditedTournament;
  tab: TournamentEditTab;
  readOnly: boolean;
  /** Loads the stored tournament again (the update answers only its id and name). */
  reload: () => Promise<EditedTournament | null>;
}) {
  const navigate = useNavigate();
  const [initialValues] = useState(() => tournamentFormValuesFrom(tournament));
  const editor = useEditorState(draftStorageKey(tournament.id), initialValues);
  const { values } = editor;
  const options = useFormOptions(tournament.sport, tournament);
  const [updateTournament] = useUpdateTournamentMutation();
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [copyOpen, setCopyOpen] = useState(false);
  const [replaceOpen, setReplaceOpen] = useState(false);
  const guard = useLeaveGuard(
    editor.dirty && !readOnly,
    'tournament',
    `/tournament/${encodeURIComponent(tournament.id)}/`,
  );
  const [version, setVersion] = useState(tournament.version);
  const [conflict, setConflict] = useState<EditConflictState<TournamentFormValues> | null>(null);

  const league = options.leagues.find((l) => l.id === values.leagueId);
  const season = options.seasons.find((s) => s.id === values.seasonId);
  const errors = validateTournamentForm(values, league?.name ?? '', initialValues.localizedName);
  const invalid = Object.keys(errors).length > 0;

  const submit = async () => {
    if (invalid || editor.saving || readOnly) return;
    editor.setSaving(true);
    try {
      const result = await updateTournament({
        variables: {
          id: tournament.id,
          input: toTournamentInput(values),
          expectedVersion: version,
        },
      });
      const outcome = result.data?.updateTournament;
      if (!outcome) return;
      setServerErrors(reportMutationOutcome(outcome));
      const stale = outcome.error?.conflict;
      if (stale) {
        const fresh = await reload().catch(() => null);
        const latest = fresh
          ? { values: tournamentFormValuesFrom(fresh), version: fresh.version }
          : null;
        setConflict({
          info: stale,
          latest,
          differingFields: latest ? changedKeys(editor.initial, latest.values) : [],
        });
      }
      if (outcome.ok) {
        const stored = await reload().catch(() => null);
        editor.reset(stored ? tournamentFormValuesFrom(stored) : values);
        if (stored) setVersion(stored.version);
      }
    } catch {
      // Shown by the error link.
    } finally {
      editor.setSaving(false);
    }
  };

  /** Drops the user's changes for the tournament as it is now. */
  const reloadLatest = () => {
    if (!conflict?.latest) return;
    editor.reset(conflict.latest.values);
    setVersion(conflict.latest.version);
    setConflict(null);
  };
  /** The tournament as it is now with the fields the user changed laid over it. */
  const reapply = () => {
    if (!conflict) return;
    if (conflict.latest) {
      const mine = Object.fromEntries(
        changedKeys(editor.initial, values).map((key) => [key, values[key]]),
      );
      editor.reset(conflict.latest.values);
      editor.update((current) => ({ ...current, ...mine }));
      setVersion(conflict.latest.version);
    } else {
      setVersion(conflict.info.currentVersion);
    }
    setConflict(null);
  };

  const onStatusesChanged = (stored: Parameters<typeof withStoredStatuses>[1]) => {
    editor.reset(withStoredStatuses(values, stored));
  };

  const status = saveMessage(readOnly, { ...errors, ...serverErrors }, editor.dirty);
  const name = tournament.name.displayName;
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
          title={name}
          description={`${tournament.league?.name ?? 'Unknown league'} · ${tournament.name.slug}${
            tournament.status === 'archived' ? ' (archived)' : ''
          }`}
          actions={
            <HStack gap="3">
              <FullyPublishedIndicator tournament={tournament} />
              <ExportParticipantsButton tournament={tournament} />
              {!readOnly && (
                <>
                  <Button
                    variant="outline"
                    onClick={() => setReplaceOpen(true)}
                    disabled={editor.dirty}
                  >
                    Replace teams
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() => setCopyOpen(true)}
                    disabled={editor.dirty}
                  >
                    Copy
                  </Button>
                  <PublishButton tournament={tournament} disabled={editor.dirty} />
                </>
              )}
            </HStack>
          }
        />
        {conflict && (
          <ConflictNotice
            conflict={conflict}
            noun="tournament"
            onReload={reloadLatest}
            onReapply={reapply}
          />
        )}
        <DraftRestoreAlert editor={editor} />
        {!readOnly && editor.dirty && (
          <Text fontSize="sm" color="fg.muted" mt="-3">
            Save your changes before publishing, copying or replacing teams.
          </Text>
        )}

        <Tabs.Root
          value={tab}
          navigate={null}
          activationMode="manual"
          variant="line"
          colorPalette="teal"
        >
          <Tabs.List>
            <Tabs.Trigger value="details" asChild>
              <RouterLink to={tournamentEditPath(tournament.id, 'details')}>Details</RouterLink>
            </Tabs.Trigger>
            <Tabs.Trigger value="stages" asChild>
              <RouterLink to={tournamentEditPath(tournament.id, 'stages')}>
                Stages ({values.stages.length})
              </RouterLink>
            </Tabs.Trigger>
            <Tabs.Trigger value="results" asChild>
              <RouterLink to={tournamentEditPath(tournament.id, 'results')}>Results</RouterLink>
            </Tabs.Trigger>
            <Tabs.Trigger value="schedule" asChild>
              <RouterLink to={tournamentEditPath(tournament.id, 'schedule')}>Schedule</RouterLink>
            </Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>

        {tab === 'details' && (
          <>
            <TournamentDetailsForm
              values={values}
              onChange={(change) => {
                editor.update((current) => ({ ...current, ...change }));
                setServerErrors({});
              }}
              errors={{ ...errors, ...serverErrors }}
              leagues={options.leagues}
              seasons={options.seasons}
              streamGroups={options.streamGroups}
              optionsLoading={options.loading}
              readOnly={readOnly}
            />
            <PublicationPanel
              tournament={tournament}
              readOnly={readOnly || editor.dirty}
              onChanged={onStatusesChanged}
            />
          </>
        )}
        {tab === 'stages' && (
          <StageBuilder
            values={values}
            sport={tournament.sport}
            onChange={(change) => {
              editor.update(change);
              setServerErrors({});
            }}
            leagueName={league?.name ?? tournament.league?.name ?? ''}
            seasonName={season?.name.displayName ?? null}
            readOnly={readOnly}
          />
        )}
        {tab === 'results' &&
          (editor.dirty ? (
            <Alert.Root status="warning" variant="subtle">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Unsaved stage changes</Alert.Title>
                <Alert.Description>
                  Save the tournament first: results are entered on the stored matches.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <TournamentResults tournament={tournament} readOnly={readOnly} />
          ))}

        {tab === 'schedule' && (
          <TournamentSchedule
            tournamentId={tournament.id}
            timeZone={tournament.timeZone}
            readOnly={readOnly}
          />
        )}

        {tab !== 'results' && tab !== 'schedule' && (
          <SaveBar
            message={status.text}
            error={status.error}
            readOnly={readOnly}
            saveDisabled={invalid || editor.saving || !editor.dirty}
            saving={editor.saving}
            saveLabel="Save"
            onCancel={() => void navigate(LIST_PATH)}
          />
        )}
        {tab === 'details' && <HistoryPanel entityType="Tournament" entityId={tournament.id} />}
      </Stack>
      {guard.dialog}
      <ReplaceTeamsDialog
        open={replaceOpen}
        tournament={tournament}
        onClose={() => setReplaceOpen(false)}
        onReplaced={async () => {
          // The page (every tab, the stage builder's slots too) is loaded again.
          const stored = await reload().catch(() => null);
          if (stored) editor.reset(tournamentFormValuesFrom(stored));
        }}
      />
      <CopyTournamentDialog
        open={copyOpen}
        tournament={tournament}
        onClose={() => setCopyOpen(false)}
        onCopied={(newId) => {
          setCopyOpen(false);
          void navigate(tournamentEditPath(newId));
        }}
      />
    </form>
  );
}
