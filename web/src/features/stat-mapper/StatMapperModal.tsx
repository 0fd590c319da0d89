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
import { reportMutationOutcome } from '../../apollo/mutationOutcome';
import { ReasonConfirmDialog } from '../../components/ReasonConfirmDialog';
import { toast } from '../../components/toast';
import { useViewer } from '../../shell/viewer';
import { SIDE_NAMES } from '../tournaments/results/resultsActions';
import { MANUAL, PlatformGameLists, type StatMapperView } from './PlatformGameLists';
import { StatMapperTeams } from './StatMapperTeams';
import { mayMapGames } from './statMapperAccess';
import { mismatchedMatchTeams, TeamMismatchWarning, type MatchTeams } from './TeamMismatchWarning';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
  const [view, setView] = useState<StatMapperView>('live');
  const [chosen, setChosen] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const [manualId, setManualId] = useState<string | null>(null);
  const [swapped, setSwapped] = useState(false);
  const [mapAnyway, setMapAnyway] = useState(false);
  const [confirmUnmap, setConfirmUnmap] = useState(false);
  if (modal.data && !started) {
    setStarted(true);
    const latest = mapped.at(-1);
    if (latest) {
      setView('mapped');
      setChosen(latest.platformGameId);
    }
  }

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

  const [mapGame, mapping] = useStatMapperModalMapMutation();
  const [unmapGame, unmapping] = useStatMapperModalUnmapMutation();
  const busy = mapping.loading || unmapping.loading;
  const unmapTarget =
    view === 'mapped' && game ? game.platformGameId : mapped.at(-1)?.platformGameId;

  const choose = (platformGameId: string) => {
    setChosen(platformGameId);
    setSwapped(false);
    setMapAnyway(false);
    if (platformGameId !== MANUAL) setManualId(null);
  };
  const confirm = async () => {
    if (!game || teams.length !== 2) return;
    try {
      const result = await mapGame({
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
      });
      const outcome = result.data?.mapPlatformGame;
      if (outcome) reportMutationOutcome(outcome);
      if (outcome?.ok) onClose();
    } catch {
      // Shown by the error link.
    }
  };
  const unmap = async (reason: string | undefined) => {
    setConfirmUnmap(false);
    if (!unmapTarget) return;
    try {
      const result = await unmapGame({ variables: { sport, platformGameId: unmapTarget, reason } });
      const outcome = result.data?.unmapPlatformGame;
      if (outcome) reportMutationOutcome(outcome);
      if (outcome?.ok) {
        const refreshed = await modal.refetch();
        const rest = refreshed.data?.statMapperGame?.mappedPlatformGames ?? [];
        setView(rest.length > 0 ? 'mapped' : 'live');
        setChosen(rest.at(-1)?.platformGameId ?? null);
        setSwapped(false);
      }
    } catch (error) {
      toast.error(STAT_MAPPER_MESSAGES.unmapFailed(errorText(error)));
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
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
                      setView(next);
                      choose(next === 'mapped' ? (mapped.at(-1)?.platformGameId ?? '') : '');
                    }}
                    live={live}
                    mapped={mapped}
                    chosen={chosen}
                    onChoose={choose}
                    onManual={(draft: ManualPlatformGameDraft) => setManualId(manualEntryId(draft))}
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
                        onAcknowledge={setMapAnyway}
                      />
                    )}
                    {teams.length === 2 && (
                      <HStack mt="3">
                        <Button size="sm" variant="outline" onClick={() => setSwapped(!swapped)}>
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
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  Cancel
                </Button>
                <Button
                  onClick={() => void confirm()}
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
