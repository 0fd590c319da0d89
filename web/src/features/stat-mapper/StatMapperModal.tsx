import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  Grid,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  manualEntryId,
  STAT_MAPPER_MESSAGES,
  validateManualPlatformGame,
  type ManualPlatformGameDraft,
} from '@esports-admin/schema/rules/stat-mapper';
import { useState } from 'react';
import type { Sport } from '../../__generated__/graphql';
import {
  useStatMapperModalManualGameQuery,
  useStatMapperModalMapMutation,
  useStatMapperModalProposalQuery,
  useStatMapperModalQuery,
  useStatMapperModalUnmapMutation,
} from '../../__generated__/hooks';
import { runMutation, type SubmitResult } from '../../apollo/mutationOutcome';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ReasonConfirmDialog } from '../../components/ReasonConfirmDialog';
import { useEntityForm } from '../../components/useEntityForm';
import { useViewer } from '../../shell/viewer';
import { SIDE_NAMES } from '../tournaments';
import { MANUAL, PlatformGameLists, type StatMapperView } from './PlatformGameLists';
import { StatMapperTeams } from './StatMapperTeams';
import { mayMapGames } from './statMapperAccess';
import { mismatchedMatchTeams, TeamMismatchWarning, type MatchTeams } from './TeamMismatchWarning';

/**
 * What the user chose. `chosen` is a platform game id, MANUAL, or '' for none; null until they
 * choose, which shows the latest mapping (or nothing when there is none).
 */
interface MappingChoice {
  chosen: string | null;
  /** The platform game a MANUAL entry loaded. */
  manualId: string | null;
  swapped: boolean;
  mapAnyway: boolean;
}

const NOTHING_CHOSEN: MappingChoice = {
  chosen: null,
  manualId: null,
  swapped: false,
  mapAnyway: false,
};
const EMPTY_MANUAL_ENTRY: ManualPlatformGameDraft = { realmId: '', gameId: '' };
// Whether the teams may be mapped is known from the queries, not the choice: Confirm says so.
const noMessages = () => ({});
const manualEntryMessages = (draft: ManualPlatformGameDraft) => {
  const { realmId, gameId } = validateManualPlatformGame(draft);
  return { realmId: realmId ?? undefined, gameId: gameId ?? undefined };
};

/**
 * The Stat Mapper (spec 1 §2, §4): maps an esports game to a platform game. Mount it when it
 * opens: it starts on the latest mapping when there is one, else on the Live Games list.
 */
export function StatMapperModal({
  sport,
  esportsGameId,
  gameLabel,
  matchTeams,
  onClose,
}: {
  sport: Sport;
  esportsGameId: string;
  gameLabel: string;
  matchTeams: MatchTeams;
  onClose: () => void;
}) {
  const writable = mayMapGames(useViewer());
  const modal = useStatMapperModalQuery({
    variables: { sport, esportsGameId },
    fetchPolicy: 'network-only',
  });
  const mapped = modal.data?.statMapperGame?.mappedPlatformGames ?? [];
  const live = modal.data?.livePlatformGames ?? [];
  const latestMapped = mapped.at(-1)?.platformGameId;
  const [tab, setTab] = useState<StatMapperView | null>(null);
  const [confirmUnmap, setConfirmUnmap] = useState(false);
  const [askingToClose, setAskingToClose] = useState(false);

  const [mapGame, mapping] = useStatMapperModalMapMutation();
  const [unmapGame, unmapping] = useStatMapperModalUnmapMutation();
  const busy = mapping.loading || unmapping.loading;
  const choice = useEntityForm<MappingChoice>({
    initialValues: NOTHING_CHOSEN,
    noun: 'mapping',
    validate: noMessages,
    readOnly: !writable,
    save: () => mapChosenGame(),
    onSaved: onClose,
  });
  const manualEntry = useEntityForm<ManualPlatformGameDraft>({
    initialValues: EMPTY_MANUAL_ENTRY,
    noun: 'MANUAL entry',
    validate: manualEntryMessages,
    save: (draft) => {
      choice.set('manualId', manualEntryId(draft));
      return Promise.resolve({ ok: true, value: draft });
    },
  });
  const { manualId, swapped, mapAnyway } = choice.values;
  const view = tab ?? (latestMapped ? 'mapped' : 'live');
  const chosen = choice.values.chosen ?? latestMapped ?? null;

  const manual = useStatMapperModalManualGameQuery({
    variables: { sport, platformGameId: manualId ?? '' },
    skip: chosen !== MANUAL || !manualId,
  });
  const game =
    view === 'mapped'
      ? mapped.find((g) => g.platformGameId === chosen)
      : chosen === MANUAL
        ? (manual.data?.platformGame ?? undefined)
        : live.find((g) => g.platformGameId === chosen);
  const needsProposal = view === 'live' && !!game && !game.esportsGameId;
  const proposal = useStatMapperModalProposalQuery({
    variables: { sport, esportsGameId, platformGameId: game?.platformGameId ?? '' },
    skip: !needsProposal,
  });
  const teamsLoading = (needsProposal && proposal.loading) || manual.loading;
  const baseTeams = needsProposal
    ? (proposal.data?.proposedMapping?.teams ?? [])
    : (game?.teams ?? []);
  const teams = swapped ? [...baseTeams].reverse() : baseTeams;
  const otherTeams = game ? mismatchedMatchTeams(matchTeams, teams) : null;
  const unmapTarget = view === 'mapped' && game ? game.platformGameId : latestMapped;

  const choose = (platformGameId: string) =>
    choice.update((current) => ({
      chosen: platformGameId,
      manualId: platformGameId === MANUAL ? current.manualId : null,
      swapped: false,
      mapAnyway: false,
    }));
  const mapChosenGame = (): Promise<SubmitResult> => {
    if (!game || teams.length !== 2) return Promise.resolve({ ok: false, fieldErrors: {} });
    return runMutation(
      mapGame({
        variables: {
          sport,
          esportsGameId,
          platformGameId: game.platformGameId,
          teams: teams.map((team) => ({
            platformTeamId: team.platformTeamId,
            esportsTeamId: team.esportsTeamId ?? null,
            participants: team.participants.map((p) => ({
              participantId: p.participantId,
              esportsPlayerId: p.esportsPlayerId ?? null,
            })),
          })),
        },
      }),
      (data) => data.mapPlatformGame,
    );
  };
  const unmap = async (reason: string | undefined) => {
    setConfirmUnmap(false);
    if (!unmapTarget) return;
    const result = await runMutation(
      unmapGame({ variables: { sport, platformGameId: unmapTarget, reason } }),
      (data) => data.unmapPlatformGame,
    );
    if (!result.ok) return;
    // Starts again on what is still mapped: its latest mapping, else the Live Games list.
    await modal.refetch().catch(() => undefined);
    setTab(null);
    choice.reset(NOTHING_CHOSEN);
    manualEntry.reset(EMPTY_MANUAL_ENTRY);
  };
  // Typed ids not loaded yet are the dialog's only input that closing would lose unasked.
  const close = () => {
    if (busy) return;
    if (manualEntry.dirty) setAskingToClose(true);
    else onClose();
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ md: '4xl' }}>
            <Dialog.Header>
              <Stack gap="0">
                <Dialog.Title>{STAT_MAPPER_MESSAGES.title}</Dialog.Title>
                <Text fontSize="sm" color="fg.muted">
                  {gameLabel} · esports game {esportsGameId}
                </Text>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              {modal.loading && !modal.data ? (
                <HStack py="8" justify="center">
                  <Spinner size="sm" />
                  <Text>Loading games…</Text>
                </HStack>
              ) : modal.error && !modal.data ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>Could not load the Stat Mapper: {modal.error.message}</Alert.Title>
                </Alert.Root>
              ) : (
                <Grid templateColumns={{ base: '1fr', md: '240px 1fr' }} gap="4">
                  <PlatformGameLists
                    view={view}
                    onView={(next) => {
                      setTab(next);
                      choose(next === 'mapped' ? (latestMapped ?? '') : '');
                    }}
                    live={live}
                    mapped={mapped}
                    chosen={chosen}
                    onChoose={choose}
                    manualEntry={manualEntry}
                  />
                  <Box minW="0">
                    <TeamsPanel
                      sport={sport}
                      chosen={chosen}
                      manualId={manualId}
                      loading={teamsLoading}
                      error={needsProposal ? proposal.error?.message : manual.error?.message}
                      found={!!game}
                      teams={teams}
                    />
                    {otherTeams && (
                      <TeamMismatchWarning
                        matchTeams={otherTeams}
                        teams={teams}
                        acknowledged={mapAnyway}
                        onAcknowledge={(acknowledged) => choice.set('mapAnyway', acknowledged)}
                      />
                    )}
                    {teams.length === 2 && (
                      <HStack mt="3">
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => choice.set('swapped', !swapped)}
                        >
                          Swap sides
                        </Button>
                      </HStack>
                    )}
                  </Box>
                </Grid>
              )}
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between" flexWrap="wrap" gap="2">
              <Box>
                {mapped.length > 0 && writable && (
                  <Button
                    colorPalette="red"
                    variant="subtle"
                    disabled={busy}
                    onClick={() => setConfirmUnmap(true)}
                  >
                    Unmap Game
                  </Button>
                )}
              </Box>
              <HStack>
                <Button variant="outline" onClick={close} disabled={busy}>
                  Cancel
                </Button>
                <Button
                  onClick={() => choice.submit()}
                  loading={mapping.loading}
                  disabled={
                    !writable || busy || !game || teams.length !== 2 || (!!otherTeams && !mapAnyway)
                  }
                >
                  Confirm
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the Stat Mapper" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ReasonConfirmDialog
        open={confirmUnmap}
        variant="warn"
        title="Unmap Game"
        confirmLabel="Unmap Game"
        busy={unmapping.loading}
        onConfirm={(reason) => void unmap(reason)}
        onCancel={() => setConfirmUnmap(false)}
      >
        Unmap platform game {unmapTarget} from esports game {esportsGameId}? Its stats stop flowing
        to this game.
      </ReasonConfirmDialog>
      <ConfirmDialog
        open={askingToClose}
        variant="warn"
        title="Discard unsaved changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={onClose}
        onCancel={() => setAskingToClose(false)}
      >
        The MANUAL entry has ids that were not loaded. Close the Stat Mapper and lose them?
      </ConfirmDialog>
      {choice.leaveDialog}
    </Dialog.Root>
  );
}

function TeamsPanel({
  sport,
  chosen,
  manualId,
  loading,
  error,
  found,
  teams,
}: {
  sport: Sport;
  chosen: string | null;
  manualId: string | null;
  loading: boolean;
  error: string | undefined;
  found: boolean;
  teams: Parameters<typeof StatMapperTeams>[0]['teams'];
}) {
  if (!chosen || (chosen === MANUAL && !manualId)) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        {chosen === MANUAL
          ? 'Enter a realm ID and a game ID to load a platform game.'
          : 'Choose a platform game to see its teams.'}
      </Text>
    );
  }
  if (loading) {
    return (
      <HStack py="6" justify="center">
        <Spinner size="sm" />
        <Text>Loading teams…</Text>
      </HStack>
    );
  }
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Could not load the teams: {error}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!found) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        {chosen === MANUAL ? `No platform game ${manualId} with two teams.` : 'Nothing to display.'}
      </Text>
    );
  }
  return <StatMapperTeams sport={sport} sides={SIDE_NAMES[sport]} teams={teams} />;
}
