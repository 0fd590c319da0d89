import { Alert, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  useTournamentEditPageQuery,
  useUpdateTournamentMutation,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { HistoryPanel } from '../../../components/HistoryPanel';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import {
  lazyPage,
  loadOnIntent,
  type Preloadable,
  startLoading,
  useDialogOnDemand,
} from '../../../shell/lazyPage';
import { MessagePage } from '../../../shell/MessagePage';
import { useSport } from '../../../shell/sport';
import { type EditedTournament, usePrefetchedFormOptions } from '../form/useFormOptions';
import { draftStorageKey } from '../draftPersistence';
import { DraftRestoreAlert, saveStatus, TournamentSaveBar } from '../form/FormChrome';
import { TournamentDetailsForm } from '../form/TournamentDetailsForm';
import { useTournamentEditor } from '../form/useTournamentEditor';
import { tournamentFormValuesFrom } from '../tournamentFormValues';
import { toTournamentInput } from '../tournamentInput';
import { tournamentEditPath, tournamentListPath, type TournamentEditTab } from '../tournamentPaths';
import {
  PublicationPanel,
  type StoredPublication,
  withStoredPublication,
  withStoredStatuses,
} from './PublicationPanel';
import {
  ExportParticipantsButton,
  FullyPublishedIndicator,
  PublishButton,
} from './TournamentHeaderActions';

const LIST_PATH = tournamentListPath('current');

// The Stages, Results and Schedule tabs (with the stat mapper the results open) are chunks of their
// own, so a tournament opened on Details does not load their code. A tab's chunk is started as soon
// as the page knows it opens on that tab, or once its tab is pointed at or focused. The Replace
// teams and Copy dialogs wait the same way for their buttons.
const StageBuilder = lazyPage(() =>
  import('../stage-builder/StageBuilder').then((m) => ({ default: m.StageBuilder })),
);
const TournamentResults = lazyPage(() =>
  import('../results/TournamentResults').then((m) => ({ default: m.TournamentResults })),
);
const TournamentSchedule = lazyPage(() =>
  import('../schedule/TournamentSchedule').then((m) => ({ default: m.TournamentSchedule })),
);
const ReplaceTeamsDialog = lazyPage(() =>
  import('./ReplaceTeamsDialog').then((m) => ({ default: m.ReplaceTeamsDialog })),
);
const CopyTournamentDialog = lazyPage(() =>
  import('./CopyTournamentDialog').then((m) => ({ default: m.CopyTournamentDialog })),
);
const LAZY_TABS: Partial<Record<TournamentEditTab, Preloadable>> = {
  stages: StageBuilder,
  results: TournamentResults,
  schedule: TournamentSchedule,
};

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
    // Not kept in Apollo's cache: normalizing this answer (every stage, section, match and game)
    // and reading it back was one task of about 170 ms on a phone (4x CPU), and nothing else reads
    // it from there. Whatever changes the tournament reloads the page's query, except a
    // publication change, whose answer the editor lays over the loaded tournament.
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: false,
  });
  // A tournament is opened from its sport's list, so the shell's sport is the editor's.
  usePrefetchedFormOptions(useSport().sport);
  useEffect(() => {
    const lazyTab = LAZY_TABS[tab];
    if (lazyTab) void startLoading(lazyTab);
  }, [tab]);
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
  tournament: loaded,
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
  const [publication, setPublication] = useState<{
    on: EditedTournament;
    stored: StoredPublication;
  } | null>(null);
  // A reload answers the stored publication itself, so the change applies to what it was made on.
  const tournament = useMemo(
    () => (publication?.on === loaded ? withStoredPublication(loaded, publication.stored) : loaded),
    [loaded, publication],
  );
  const [initialValues] = useState(() => tournamentFormValuesFrom(tournament));
  const [updateTournament] = useUpdateTournamentMutation();
  const replaceDialog = useDialogOnDemand(ReplaceTeamsDialog);
  const copyDialog = useDialogOnDemand(CopyTournamentDialog);
  const loadLatest = async () => {
    const stored = await reload();
    return stored ? { values: tournamentFormValuesFrom(stored), version: stored.version } : null;
  };
  const editor = useTournamentEditor({
    storageKey: draftStorageKey(tournament.id),
    tournament,
    initialValues,
    version: tournament.version,
    noun: 'tournament',
    stayWithin: `/tournament/${encodeURIComponent(tournament.id)}/`,
    showErrors: 'always',
    readOnly,
    save: (values, expectedVersion) =>
      runMutation(
        updateTournament({
          variables: { id: tournament.id, input: toTournamentInput(values), expectedVersion },
        }),
        (data) => data.updateTournament,
        { conflictShownByCaller: true },
      ),
    loadLatest,
    reloadAfterSave: true,
  });
  const { values, pickers } = editor;
  const season = pickers.seasons.find((s) => s.id === values.seasonId);

  // Publishing, replacing teams and entering results change the stored tournament and so its
  // version (they are offered only with nothing unsaved): the editor starts from the stored
  // tournament again, or its next Save would be refused as a conflict with the page's own change.
  // The first two start from their answer at once; results reach the editor with the page's
  // reload, here.
  const onStatusesChanged = (stored: StoredPublication) => {
    setPublication({ on: loaded, stored });
    editor.startFrom(withStoredStatuses(values, stored), stored.version);
  };
  const pageVersion = useRef(tournament.version);
  useEffect(() => {
    if (tournament.version === pageVersion.current) return;
    pageVersion.current = tournament.version;
    if (!editor.dirty && !editor.saving && tournament.version !== editor.version) {
      editor.startFrom(tournamentFormValuesFrom(tournament), tournament.version);
    }
  }, [tournament, editor]);

  const status = saveStatus(editor.shownErrors, editor.dirty);
  const name = tournament.name.displayName;
  return (
    <form noValidate aria-label="Tournament" onSubmit={editor.submit}>
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
                  <Button variant="outline" disabled={editor.dirty} {...replaceDialog.triggerProps}>
                    Replace teams
                  </Button>
                  <Button variant="outline" disabled={editor.dirty} {...copyDialog.triggerProps}>
                    Copy
                  </Button>
                  <PublishButton tournament={tournament} disabled={editor.dirty} />
                </>
              )}
            </HStack>
          }
        />
        {editor.conflict && (
          <ConflictNotice
            conflict={editor.conflict}
            noun="tournament"
            onReload={editor.reload}
            onReapply={editor.reapply}
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
              <RouterLink
                to={tournamentEditPath(tournament.id, 'stages')}
                {...loadOnIntent(StageBuilder)}
              >
                Stages ({values.stages.length})
              </RouterLink>
            </Tabs.Trigger>
            <Tabs.Trigger value="results" asChild>
              <RouterLink
                to={tournamentEditPath(tournament.id, 'results')}
                {...loadOnIntent(TournamentResults)}
              >
                Results
              </RouterLink>
            </Tabs.Trigger>
            <Tabs.Trigger value="schedule" asChild>
              <RouterLink
                to={tournamentEditPath(tournament.id, 'schedule')}
                {...loadOnIntent(TournamentSchedule)}
              >
                Schedule
              </RouterLink>
            </Tabs.Trigger>
          </Tabs.List>
          {/* The current tab's panel: each tab's aria-controls names its panel. */}
          <Tabs.Content value={tab} pt="6" asChild>
            <Stack gap="6">
              {tab === 'details' && (
                <>
                  <TournamentDetailsForm
                    editor={editor}
                    errors={editor.shownErrors}
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
                <Suspense fallback={<PageLoader label="Loading the stage builder…" />}>
                  <StageBuilder
                    values={values}
                    sport={tournament.sport}
                    onChange={editor.update}
                    leagueName={editor.league?.name ?? tournament.league?.name ?? ''}
                    seasonName={season?.name.displayName ?? null}
                    readOnly={readOnly}
                  />
                </Suspense>
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
                  <Suspense fallback={<PageLoader label="Loading results…" />}>
                    <TournamentResults tournament={tournament} readOnly={readOnly} />
                  </Suspense>
                ))}

              {tab === 'schedule' && (
                <Suspense fallback={<PageLoader label="Loading the schedule…" />}>
                  <TournamentSchedule
                    tournamentId={tournament.id}
                    timeZone={tournament.timeZone}
                    readOnly={readOnly}
                  />
                </Suspense>
              )}
            </Stack>
          </Tabs.Content>
        </Tabs.Root>

        {tab !== 'results' && tab !== 'schedule' && (
          <TournamentSaveBar
            {...status}
            readOnly={readOnly}
            saveDisabled={editor.invalid || editor.saving || !editor.dirty}
            saving={editor.saving}
            onCancel={() => void navigate(LIST_PATH)}
          />
        )}
        {tab === 'details' && <HistoryPanel entityType="Tournament" entityId={tournament.id} />}
      </Stack>
      {editor.leaveDialog}
      {replaceDialog.isOpen && (
        <Suspense fallback={null}>
          <ReplaceTeamsDialog
            tournament={tournament}
            onClose={replaceDialog.close}
            onReplaced={async () => {
              // The page (every tab, the stage builder's slots too) is loaded again.
              const stored = await reload().catch(() => null);
              if (stored) editor.startFrom(tournamentFormValuesFrom(stored), stored.version);
            }}
          />
        </Suspense>
      )}
      {copyDialog.isOpen && (
        <Suspense fallback={null}>
          <CopyTournamentDialog
            tournament={tournament}
            onClose={copyDialog.close}
            onCopied={(newId) => {
              copyDialog.close();
              void navigate(tournamentEditPath(newId));
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
