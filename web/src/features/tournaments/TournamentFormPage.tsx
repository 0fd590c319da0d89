import {
  Alert,
  Badge,
  Box,
  Button,
  Dialog,
  Field,
  Flex,
  HStack,
  Input,
  Portal,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import {
  isTournamentFullyPublished,
  TOURNAMENT_MESSAGES,
} from '@esports-admin/schema/rules/tournament';
import { validateSlug } from '@esports-admin/schema/rules/validation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useBlocker, useNavigate, useParams } from 'react-router-dom';
import type {
  PublicationScope,
  PublicationStatus,
  TournamentEditPageQuery,
  TournamentForm_SeasonOptionFragment,
  TournamentForm_TournamentFragment,
} from '../../__generated__/graphql';
import {
  useCopyTournamentMutation,
  useCreateTournamentMutation,
  usePublishTournamentMutation,
  useSetTournamentPublicationStatusMutation,
  useTournamentEditPageQuery,
  useTournamentParticipantExportLazyQuery,
  useTournamentFormOptionsQuery,
  useUpdateTournamentMutation,
} from '../../__generated__/hooks';
import { reportMutationOutcome, type FieldMessages } from '../../apollo/mutationOutcome';
import { toast } from '../../components/toast';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { READ_ONLY_ACCESS, ReadOnlyReason } from '../../components/ReadOnly';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage';
import { MessagePage } from '../../shell/MessagePage';
import { FLOATING_LINK_CLEARANCE_PX } from '../../shell/QuestionsLink';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { clearDraft, draftStorageKey, readDraft, useDraftPersistence } from './draftPersistence';
import { downloadCsv, participantCsv, participantFileName } from './participantExport';
import { PublicationBadge } from './PublicationBadge';
import { StageBuilder } from './StageBuilder';
import { TournamentDetailsForm, type LeagueOption } from './TournamentDetailsForm';
import {
  hasUnsavedChanges,
  newTournamentFormValues,
  toTournamentInput,
  tournamentFormValuesFrom,
  validateTournamentForm,
  type TournamentFormValues,
} from './tournamentFormValues';
import { tournamentEditPath, tournamentListPath, type TournamentEditTab } from './tournamentPaths';
import { ReplaceTeamsDialog } from './ReplaceTeamsDialog';
import { TournamentResults } from './TournamentResults';
import { TournamentSchedule } from './TournamentSchedule';

type EditedTournament = NonNullable<TournamentEditPageQuery['tournament']>;

const TAB_SEGMENTS: Record<string, TournamentEditTab> = {
  edit: 'details',
  stages: 'stages',
  results: 'results',
  schedule: 'schedule',
};

const LIST_PATH = tournamentListPath('current');

/**
 * /tournament/create and /tournament/:id/{edit|stages|results|schedule}. Details and stages are one form
 * saved together; results save as they are entered. A read-only user sees everything disabled.
 */
export default function TournamentFormPage() {
  const { id, tab } = useParams();
  const writable = useViewer().mayWrite('tournament');
  if (!id) return writable ? <CreateTournament /> : <AccessDeniedPage />;
  const editTab = tab ? TAB_SEGMENTS[tab] : undefined;
  if (!editTab) return <Navigate to={tournamentEditPath(id)} replace />;
  return <EditTournament key={id} id={id} tab={editTab} readOnly={!writable} />;
}

/** League and season pickers; loaded only for a user who may read leagues and seasons. */
function useFormOptions(sport: EditedTournament['sport'], tournament?: EditedTournament) {
  const { mayOpen } = useViewer();
  const allowed = mayOpen('/leagues/list/current') && mayOpen('/season/list/current');
  const { data, loading } = useTournamentFormOptionsQuery({
    variables: { sport },
    skip: !allowed,
  });
  return useMemo(() => {
    const leagues: LeagueOption[] = [...(data?.leagues ?? [])];
    const own = tournament?.league;
    if (own && !leagues.some((l) => l.id === own.id)) leagues.push(own);
    const seasons: TournamentForm_SeasonOptionFragment[] = [...(data?.seasons ?? [])];
    const ownSeason = tournament?.season;
    if (ownSeason && !seasons.some((s) => s.id === ownSeason.id)) seasons.push(ownSeason);
    return { leagues, seasons, loading: allowed && loading };
  }, [data, loading, allowed, tournament]);
}

interface EditorState {
  values: TournamentFormValues;
  update: (change: (values: TournamentFormValues) => TournamentFormValues) => void;
  dirty: boolean;
  saving: boolean;
  setSaving: (saving: boolean) => void;
  /** The saved state becomes the new starting point: no changes, no stored draft. */
  reset: (values: TournamentFormValues) => void;
  storedDraft: { savedAt: string; values: TournamentFormValues } | null;
  restoreDraft: () => void;
  discardDraft: () => void;
}

/** Form values with "edited" tracking (spec 2 §4) and the local-storage draft (spec 2 §9). */
function useEditorState(storageKey: string, initialValues: TournamentFormValues): EditorState {
  const [initial, setInitial] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  const [saving, setSaving] = useState(false);
  const [storedDraft, setStoredDraft] = useState(() => {
    const draft = readDraft<TournamentFormValues>(storageKey);
    return draft && hasUnsavedChanges(initialValues, draft.values) ? draft : null;
  });
  const dirty = useMemo(() => hasUnsavedChanges(initial, values), [initial, values]);
  useDraftPersistence(storageKey, values, dirty, saving || storedDraft !== null);

  return {
    values,
    update: setValues,
    dirty,
    saving,
    setSaving,
    reset: (next) => {
      clearDraft(storageKey);
      setInitial(next);
      setValues(next);
    },
    storedDraft,
    restoreDraft: () => {
      if (storedDraft) setValues(storedDraft.values);
      setStoredDraft(null);
    },
    discardDraft: () => {
      clearDraft(storageKey);
      setStoredDraft(null);
    },
  };
}

/** Asks before leaving with unsaved changes: in-app navigation and closing the tab. */
function useLeaveGuard(dirty: boolean, stayWithin: string | null) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(stayWithin && nextLocation.pathname.startsWith(stayWithin)),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      variant="warn"
      title="Discard unsaved changes?"
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      This tournament has changes that are not saved. Leave the page and lose them?
    </ConfirmDialog>
  );
  return {
    allowLeaving: () => {
      leaving.current = true;
    },
    dialog,
  };
}

function DraftRestoreAlert({ editor }: { editor: EditorState }) {
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

function SaveBar({
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

function saveMessage(
  readOnly: boolean,
  errors: Record<string, string | undefined>,
  dirty: boolean,
): { text: string; error: boolean } {
  if (readOnly) return { text: `${READ_ONLY_ACCESS}: you can view this tournament.`, error: false };
  const messages = Object.values(errors).filter(Boolean);
  if (messages.length > 0) return { text: `Fix to save: ${messages.join(' · ')}`, error: true };
  return { text: dirty ? 'Unsaved changes.' : 'No changes yet.', error: false };
}

function CreateTournament() {
  const navigate = useNavigate();
  const { sport } = useSport();
  const [initialValues] = useState(() => newTournamentFormValues(sport));
  const editor = useEditorState(draftStorageKey(null), initialValues);
  const { values } = editor;
  const options = useFormOptions(values.sport);
  const [createTournament] = useCreateTournamentMutation();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const guard = useLeaveGuard(editor.dirty, null);

  const leagueName = options.leagues.find((l) => l.id === values.leagueId)?.name ?? '';
  const errors = validateTournamentForm(values, leagueName);
  const invalid = Object.keys(errors).length > 0;
  const shown = Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field)));

  const submit = async () => {
    if (invalid || editor.saving) return;
    editor.setSaving(true);
    try {
      const result = await createTournament({ variables: { input: toTournamentInput(values) } });
      const outcome = result.data?.createTournament;
      if (!outcome) return;
      setServerErrors(reportMutationOutcome(outcome));
      if (outcome.ok) {
        guard.allowLeaving();
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
          optionsLoading={options.loading}
          readOnly={false}
        />
        <SaveBar
          message={
            invalid && !status.error
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

function EditTournament({
  id,
  tab,
  readOnly,
}: {
  id: string;
  tab: TournamentEditTab;
  readOnly: boolean;
}) {
  const { data, loading, error, refetch } = useTournamentEditPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const tournament = data?.tournament;

  if (loading && !data) return <PageLoader label="Loading tournament…" />;
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

/** Keeps publication statuses the form carries in line with what the gateway now stores. */
function withStoredStatuses(
  values: TournamentFormValues,
  stored: {
    stages: readonly {
      id: string;
      publicationStatus: PublicationStatus;
      sections: readonly { id: string; publicationStatus: PublicationStatus }[];
    }[];
  },
): TournamentFormValues {
  const statuses = new Map<string, PublicationStatus>();
  for (const stage of stored.stages) {
    statuses.set(stage.id, stage.publicationStatus);
    for (const section of stage.sections) statuses.set(section.id, section.publicationStatus);
  }
  const statusOf = (id: string | null, current: PublicationStatus) =>
    (id && statuses.get(id)) || current;
  return {
    ...values,
    stages: values.stages.map((stage) => ({
      ...stage,
      publicationStatus: statusOf(stage.id, stage.publicationStatus),
      sections: stage.sections.map((section) => ({
        ...section,
        publicationStatus: statusOf(section.id, section.publicationStatus),
      })),
    })),
  };
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
  const guard = useLeaveGuard(editor.dirty, `/tournament/${encodeURIComponent(tournament.id)}/`);

  const league = options.leagues.find((l) => l.id === values.leagueId);
  const season = options.seasons.find((s) => s.id === values.seasonId);
  const errors = validateTournamentForm(values, league?.name ?? '', initialValues.localizedName);
  const invalid = Object.keys(errors).length > 0;

  const submit = async () => {
    if (invalid || editor.saving || readOnly) return;
    editor.setSaving(true);
    try {
      const result = await updateTournament({
        variables: { id: tournament.id, input: toTournamentInput(values) },
      });
      const outcome = result.data?.updateTournament;
      if (!outcome) return;
      setServerErrors(reportMutationOutcome(outcome));
      if (outcome.ok) {
        const stored = await reload().catch(() => null);
        editor.reset(stored ? tournamentFormValuesFrom(stored) : values);
      }
    } catch {
      // Shown by the error link.
    } finally {
      editor.setSaving(false);
    }
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

function FullyPublishedIndicator({
  tournament,
}: {
  tournament: TournamentForm_TournamentFragment;
}) {
  const fully = isTournamentFullyPublished(tournament);
  return (
    <HStack gap="2" aria-label="Publication">
      <PublicationBadge status={tournament.publicationStatus} />
      <Badge colorPalette={fully ? 'green' : 'gray'} variant={fully ? 'solid' : 'outline'}>
        {fully ? 'Fully published' : 'Not fully published'}
      </Badge>
    </HStack>
  );
}

/** Downloads the participant export; an empty one is refused with the spec message. */
function ExportParticipantsButton({ tournament }: { tournament: EditedTournament }) {
  const [load, { loading }] = useTournamentParticipantExportLazyQuery({
    fetchPolicy: 'network-only',
  });
  const exportParticipants = async () => {
    try {
      const result = await load({ variables: { id: tournament.id } });
      const answer = result.data?.tournamentParticipantExport;
      if (answer?.error) toast.error(answer.error.message);
      else if (answer?.ok) {
        downloadCsv(participantFileName(tournament.name.slug), participantCsv(answer.ok.rows));
        toast.success(`Exported ${answer.ok.rows.length} participants.`);
      }
    } catch {
      // Shown by the error link.
    }
  };
  return (
    <Button variant="outline" loading={loading} onClick={() => void exportParticipants()}>
      Export participants
    </Button>
  );
}

function PublishButton({
  tournament,
  disabled,
}: {
  tournament: EditedTournament;
  disabled: boolean;
}) {
  const navigate = useNavigate();
  const [publishTournament, { loading }] = usePublishTournamentMutation();
  if (tournament.publicationStatus !== 'draft') return null;
  const publish = async () => {
    try {
      const result = await publishTournament({ variables: { id: tournament.id } });
      const outcome = result.data?.publishTournament;
      if (!outcome) return;
      if (outcome.error) {
        reportMutationOutcome(outcome);
        return;
      }
      // Spec 2 §8: publishing the draft completes its creation; staff land on the current list.
      toast.success(TOURNAMENT_MESSAGES.createdAfterPublish);
      void navigate(LIST_PATH);
    } catch {
      // Shown by the error link.
    }
  };
  return (
    <Button
      colorPalette="teal"
      disabled={disabled}
      loading={loading}
      onClick={() => void publish()}
    >
      Publish
    </Button>
  );
}

const SCOPES: readonly { scope: PublicationScope; label: string }[] = [
  { scope: 'TOURNAMENT', label: 'Tournament' },
  { scope: 'STAGES', label: 'All stages' },
  { scope: 'SECTIONS', label: 'All sections' },
];

function scopeSummary(tournament: TournamentForm_TournamentFragment, scope: PublicationScope) {
  if (scope === 'TOURNAMENT') return <PublicationBadge status={tournament.publicationStatus} />;
  const items =
    scope === 'STAGES' ? tournament.stages : tournament.stages.flatMap((stage) => stage.sections);
  const published = items.filter((item) => item.publicationStatus === 'published').length;
  return (
    <Text fontSize="sm" color="fg.muted">
      {items.length === 0 ? 'none yet' : `${published} of ${items.length} published`}
    </Text>
  );
}

/** Spec 2 §4 bulk actions: the publication status of the tournament, all stages or all sections. */
function PublicationPanel({
  tournament,
  readOnly,
  onChanged,
}: {
  tournament: EditedTournament;
  readOnly: boolean;
  onChanged: (stored: Parameters<typeof withStoredStatuses>[1]) => void;
}) {
  const [setStatus, { loading }] = useSetTournamentPublicationStatusMutation();
  const apply = async (scope: PublicationScope, status: PublicationStatus) => {
    try {
      const result = await setStatus({ variables: { id: tournament.id, scope, status } });
      const outcome = result.data?.setPublicationStatus;
      if (outcome) reportMutationOutcome(outcome);
      if (outcome?.ok) onChanged(outcome.ok.tournament);
    } catch {
      // Shown by the error link.
    }
  };
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '5', md: '6' }}>
      <Stack gap="4">
        <Stack gap="0">
          <Text fontWeight="semibold">Publication</Text>
          <Text fontSize="sm" color="fg.muted">
            Fully published means the tournament, every stage and every section are published.
          </Text>
        </Stack>
        {SCOPES.map(({ scope, label }) => (
          <Flex key={scope} justify="space-between" align="center" gap="4" wrap="wrap">
            <HStack gap="3" minW="60">
              <Text fontSize="sm" fontWeight="medium" w="28">
                {label}
              </Text>
              {scopeSummary(tournament, scope)}
            </HStack>
            {!readOnly && (
              <HStack gap="2">
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="teal"
                  disabled={loading}
                  aria-label={`Publish ${label.toLowerCase()}`}
                  onClick={() => void apply(scope, 'published')}
                >
                  Publish
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={loading}
                  aria-label={`Set ${label.toLowerCase()} to draft`}
                  onClick={() => void apply(scope, 'draft')}
                >
                  Set to draft
                </Button>
              </HStack>
            )}
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

function CopyTournamentDialog({
  open,
  tournament,
  onClose,
  onCopied,
}: {
  open: boolean;
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

  const close = () => {
    setSlug('');
    onClose();
  };

  const copy = async () => {
    if (slugError || loading) return;
    try {
      const result = await copyTournament({ variables: { id: tournament.id, slug: trimmed } });
      const outcome = result.data?.copyTournament;
      if (outcome) reportMutationOutcome(outcome);
      if (outcome?.ok) {
        setSlug('');
        onCopied(outcome.ok.tournament.id);
      }
    } catch {
      // Shown by the error link.
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !loading) close();
      }}
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
              <Dialog.Title>Copy Tournament</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>
                  The copy is a new draft of {tournament.name.displayName} with its stages and
                  matches. It needs a new slug.
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={loading}>
                Cancel
              </Button>
              <Button
                colorPalette="teal"
                onClick={() => void copy()}
                disabled={Boolean(slugError)}
                loading={loading}
              >
                Copy
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
