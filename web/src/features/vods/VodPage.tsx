import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { Badge, Box, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { isStreamProvider, streamProviderLabel } from '@esports-admin/schema/rules/stream';
import { VOD_MESSAGES, type VodDraft } from '@esports-admin/schema/rules/vod';
import { povPlayerName } from '@esports-admin/schema/rules/pov';
import type { GameSide } from '@esports-admin/schema/upstream/elds-vods';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { VodPageQuery, VodRow_VodFragment } from '../../__generated__/graphql';
import {
  useCreateVodMutation,
  useDeleteVodsMutation,
  usePovPlayersQuery,
  useUpdateVodMutation,
  useVodPageQuery,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { HistoryPanel } from '../../components/HistoryPanel';
import { PlusIcon } from '../../components/icons';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { ReadOnlyBadge } from '../../components/ReadOnly';
import { MessagePage } from '../../shell/MessagePage';
import { useViewer } from '../../shell/viewer';
import { tournamentEditPath, tournamentListPath } from '../tournaments';
import { LiveStatsPanel } from '../live-stats';
import { GameRecordsTable } from './GameRecordsTable';
import type { PovSides } from './PovForm';
import { PovPanel } from './PovPanel';
import { LIVE_STATS_PARAM } from './vodPaths';
import { useVodFilter, VodFilters } from './VodFilters';
import { NEW_VOD, VodForm } from './VodForm';
import { StatMapperButton } from '../stat-mapper';

type Tournament = NonNullable<VodPageQuery['tournament']>;
type MatchView = Tournament['stages'][number]['sections'][number]['matches'][number];
type GameView = MatchView['games'][number];

const VOD_COLUMNS = ['Provider', 'Locale', 'Video', 'Offset'];

/** The gateway's limit of ids per playersByIds request; beyond it players are shown by id. */
const PLAYER_LOOKUP_LIMIT = 500;

/** The players of every match team on the page and of every stored pov, each id once. */
function pagePlayerIds(tournament: Tournament | null | undefined): string[] {
  const ids = new Set<string>();
  for (const stage of tournament?.stages ?? []) {
    for (const section of stage.sections) {
      for (const match of section.matches) {
        for (const team of [match.teamOne, match.teamTwo]) {
          team?.roster.forEach(({ playerId }) => ids.add(playerId));
        }
        for (const game of match.games) {
          game.povs.forEach((pov) => pov.playerId && ids.add(pov.playerId));
        }
      }
    }
  }
  return [...ids].slice(0, PLAYER_LOOKUP_LIMIT);
}

/** Each side's team of a game and the players its POVs can be given, by name where known. */
function povSides(match: MatchView, game: GameView, names: ReadonlyMap<string, string>): PovSides {
  const teams = [match.teamOne, match.teamTwo];
  const sideOf = (side: GameSide, teamId: string) => {
    const team = teams.find((candidate) => candidate?.id === teamId) ?? null;
    return {
      side,
      tricode: team?.tricode ?? null,
      players: (team?.roster ?? []).map(({ playerId }) => ({
        id: playerId,
        name: names.get(playerId) ?? `Player ${playerId}`,
      })),
    };
  };
  return { blue: sideOf('blue', game.blueTeamId), red: sideOf('red', game.redTeamId) };
}

const STREAM_FAMILIES = ROUTE_ACCESS.streams.anyOf;

/** Which vod form is open: a new vod of a game, or an existing vod. */
type Editing = { gameId: string; vod: VodRow_VodFragment | null } | null;

function vodDraftFrom(vod: VodRow_VodFragment): VodDraft {
  return {
    provider: vod.provider,
    locale: vod.locale,
    value: vod.videoId,
    offset: vod.statsOffset ?? '',
  };
}

const gamesOf = (tournament: Tournament | null | undefined) =>
  (tournament?.stages ?? [])
    .flatMap((stage) => stage.sections)
    .flatMap((section) => section.matches)
    .flatMap((match) => match.games);

const findVod = (tournament: Tournament | null | undefined, id: string) =>
  gamesOf(tournament)
    .flatMap((game) => game.vods)
    .find((vod) => vod.id === id);

const findGame = (tournament: Tournament | null | undefined, id: string) =>
  gamesOf(tournament).find((game) => game.id === id);

const panel = { bg: 'bg.panel', borderWidth: '1px', rounded: 'xl', boxShadow: 'xs', p: '5' };

function matchTitle(match: MatchView, index: number): string {
  const one = match.teamOne?.tricode ?? 'TBD';
  const two = match.teamTwo?.tricode ?? 'TBD';
  return `${match.description || `Match ${index + 1}`}: ${one} vs ${two}`;
}

/**
 * What the data service says of a game's vods: listed as available (GET /vodDetails/available)
 * and held in its read cache (GET /vodDetails/cached).
 */
function VodStatusBadges({ status }: { status: GameView['vodStatus'] }) {
  return (
    <HStack gap="1.5" aria-label="VOD availability">
      <Badge size="sm" variant="subtle" colorPalette={status.available ? 'green' : 'gray'}>
        {status.available ? 'Available' : 'Not available'}
      </Badge>
      <Badge size="sm" variant="subtle" colorPalette={status.cached ? 'blue' : 'gray'}>
        {status.cached ? `Cached (${status.cachedVodCount})` : 'Not cached'}
      </Badge>
    </HStack>
  );
}

/** /stream/vods/:tournamentId: the vods of each game of a tournament's matches, with offsets. */
export default function VodPage() {
  const { tournamentId = '' } = useParams();
  const { mayWrite, mayOpen, viewer } = useViewer();
  // Player names need read access to players; without it the picker offers ids.
  const readsPlayers = viewer.resources.includes('player');
  const writable = STREAM_FAMILIES.some((family) => mayWrite(family));
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<VodRow_VodFragment | null>(null);
  // Live stats are gated by the environment's statSync flag (spec 1 §6); one game's open at a time.
  const statSync = viewer.features.statSync;
  const [searchParams] = useSearchParams();
  const [liveStatsOf, setLiveStatsOf] = useState<string | null>(() =>
    searchParams.get(LIVE_STATS_PARAM),
  );
  // Arriving from the Results tab's Live Stats link, the page scrolls once to that game's panel.
  const scrolled = useRef(!liveStatsOf);
  const scrollToLinkedPanel = useCallback((node: HTMLDivElement | null) => {
    if (!node || scrolled.current) return;
    scrolled.current = true;
    node.scrollIntoView?.({ block: 'center' });
  }, []);

  const { data, loading, error, refetch } = useVodPageQuery({
    variables: { tournamentId },
    notifyOnNetworkStatusChange: true,
  });
  const playerIds = useMemo(() => pagePlayerIds(data?.tournament), [data?.tournament]);
  const players = usePovPlayersQuery({
    variables: { ids: playerIds },
    skip: !readsPlayers || playerIds.length === 0,
  });
  const playerNames = useMemo(
    () =>
      new Map(
        (players.data?.playersByIds ?? []).flatMap((player) =>
          player ? [[player.id, povPlayerName(player)] as const] : [],
        ),
      ),
    [players.data],
  );
  const sections = useMemo(
    () =>
      (data?.tournament?.stages ?? []).flatMap((stage) =>
        stage.sections.map((section) => ({
          id: section.id,
          title: `${stage.name.displayName} · ${section.name.displayName}`,
          matches: section.matches,
        })),
      ),
    [data?.tournament],
  );
  const filterOptions = useMemo(
    () =>
      sections.map((section) => ({
        id: section.id,
        title: section.title,
        matches: section.matches.map((match, index) => ({
          id: match.id,
          title: matchTitle(match, index),
        })),
      })),
    [sections],
  );
  const filter = useVodFilter(filterOptions);
  const [createVod] = useCreateVodMutation();
  const [updateVod] = useUpdateVodMutation();
  const [deleteVods, deleting] = useDeleteVodsMutation();
  const refresh = () => void refetch().catch(() => undefined);

  if (loading && !data) return <PageLoader label="Loading VODs…" />;
  if (error && !data) return <LoadFailedAlert what="VODs" onRetry={refresh} />;
  const tournament = data?.tournament;
  if (!tournament) {
    return (
      <MessagePage eyebrow="Not found" title="Tournament not found">
        <Text color="fg.muted">There is no tournament with id {tournamentId}.</Text>
      </MessagePage>
    );
  }
  const locales = data.supportedStreamLocales ?? [];

  const save = async (
    gameId: string,
    vod: VodRow_VodFragment | null,
    draft: VodDraft,
    expectedVersion: string | undefined,
  ) => {
    const input = {
      provider: isStreamProvider(draft.provider) ? draft.provider : 'youtube',
      locale: draft.locale,
      value: draft.value.trim(),
      offset: draft.offset.trim() || null,
    } as const;
    const result = await (vod
      ? runMutation(
          updateVod({ variables: { id: vod.id, input, expectedVersion } }),
          (data) => data.updateVod,
          { conflictShownByCaller: true },
        )
      : runMutation(createVod({ variables: { gameId, input } }), (data) => data.createVod));
    if (result.ok) {
      setEditing(null);
      refresh();
    }
    return result;
  };

  const loadLatestVod = async (id: string) => {
    const fresh = findVod((await refetch()).data?.tournament, id);
    return fresh ? { values: vodDraftFrom(fresh), version: fresh.version } : null;
  };

  const loadLatestPovs = async (gameId: string) =>
    findGame((await refetch()).data?.tournament, gameId)?.povs ?? null;

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await runMutation(
      deleteVods({ variables: { ids: [toDelete.id] } }),
      (data) => data.deleteVods,
    );
    if (result.ok) refresh();
    setToDelete(null);
  };

  const gameBlock = (match: MatchView, game: GameView) => {
    const label = `Game ${game.number}`;
    const formFor = (vod: VodRow_VodFragment | null) => (
      <VodForm
        key={vod?.id ?? 'new'}
        gameLabel={label}
        locales={locales}
        initialValues={vod ? vodDraftFrom(vod) : NEW_VOD}
        version={vod?.version}
        onSubmit={(draft, expectedVersion) => save(game.id, vod, draft, expectedVersion)}
        loadLatest={vod ? () => loadLatestVod(vod.id) : undefined}
        onCancel={() => setEditing(null)}
      />
    );
    return (
      <Box key={game.id} role="group" aria-label={label}>
        <Flex justify="space-between" align="center" mb="2">
          <HStack gap="2">
            <Text fontWeight="semibold" fontSize="sm">
              {label}
            </Text>
            <VodStatusBadges status={game.vodStatus} />
          </HStack>
          <HStack gap="2">
            <StatMapperButton
              sport={tournament.sport}
              esportsGameId={game.id}
              gameLabel={label}
              matchTeams={[match.teamOne ?? null, match.teamTwo ?? null]}
            />
            {statSync && (
              <Button
                size="xs"
                variant={liveStatsOf === game.id ? 'subtle' : 'ghost'}
                aria-expanded={liveStatsOf === game.id}
                onClick={() => setLiveStatsOf(liveStatsOf === game.id ? null : game.id)}
              >
                Live Stats
              </Button>
            )}
            {writable && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => setEditing({ gameId: game.id, vod: null })}
              >
                <PlusIcon />
                Add VOD
              </Button>
            )}
          </HStack>
        </Flex>
        {statSync && liveStatsOf === game.id && (
          <Box {...panel} mb="3" ref={scrollToLinkedPanel}>
            <LiveStatsPanel
              gameId={game.id}
              gameLabel={label}
              vods={game.vods}
              writable={writable}
              onSaved={refresh}
            />
          </Box>
        )}
        <GameRecordsTable
          label={`VODs of ${label}`}
          columns={VOD_COLUMNS}
          count={game.vods.length}
          empty="No VODs."
        >
          {game.vods.map((vod) =>
            editing?.vod?.id === vod.id ? (
              <Table.Row key={vod.id}>
                <Table.Cell colSpan={VOD_COLUMNS.length + 1}>
                  <Stack gap="3">
                    {formFor(vod)}
                    <HistoryPanel entityType="Vod" entityId={vod.id} />
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ) : (
              <Table.Row key={vod.id}>
                <Table.Cell>
                  <Badge variant="outline">{streamProviderLabel(vod.provider)}</Badge>
                </Table.Cell>
                <Table.Cell fontFamily="mono">{vod.locale}</Table.Cell>
                <Table.Cell fontFamily="mono">{vod.videoId}</Table.Cell>
                <Table.Cell fontFamily="mono">{vod.statsOffset ?? '—'}</Table.Cell>
                <Table.Cell textAlign="end">
                  {writable && (
                    <HStack justify="flex-end" gap="2">
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setEditing({ gameId: game.id, vod })}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        colorPalette="red"
                        onClick={() => setToDelete(vod)}
                      >
                        Delete
                      </Button>
                    </HStack>
                  )}
                </Table.Cell>
              </Table.Row>
            ),
          )}
        </GameRecordsTable>
        {editing && editing.gameId === game.id && editing.vod === null && (
          <Box mt="2">{formFor(null)}</Box>
        )}
        <PovPanel
          gameId={game.id}
          gameLabel={label}
          povs={game.povs}
          povsVersion={game.povsVersion}
          sides={povSides(match, game, playerNames)}
          locales={locales}
          writable={writable}
          onSaved={refresh}
          loadLatest={() => loadLatestPovs(game.id)}
        />
      </Box>
    );
  };

  const matchCount = sections.reduce((n, section) => n + section.matches.length, 0);
  const shownSections = sections
    .filter((section) => !filter.sectionId || section.id === filter.sectionId)
    .map((section) => ({
      ...section,
      matches: section.matches.filter((match) => !filter.matchId || match.id === filter.matchId),
    }));
  const shownCount = shownSections.reduce((n, section) => n + section.matches.length, 0);

  return (
    <Stack gap="6">
      <PageHeader
        title="VODs"
        description={`${tournament.name.displayName}: recorded games, their stats offsets and availability, and each game's points of view.`}
        actions={
          <HStack gap="3">
            {!writable && <ReadOnlyBadge explanation="You can view VODs but not change them." />}
            {mayOpen(tournamentListPath('current')) && (
              <Button variant="outline" asChild>
                <RouterLink to={tournamentEditPath(tournament.id)}>Back to tournament</RouterLink>
              </Button>
            )}
          </HStack>
        }
      />
      {matchCount === 0 ? (
        <Text color="fg.muted">Nothing to display.</Text>
      ) : (
        <VodFilters
          sections={filterOptions}
          filter={filter}
          shown={shownCount}
          total={matchCount}
        />
      )}
      {shownSections.map((section) =>
        section.matches.length === 0 ? null : (
          <Stack key={section.id} gap="4">
            <Heading as="h2" size="md">
              {section.title}
            </Heading>
            {section.matches.map((match, index) => (
              <Box key={match.id} {...panel}>
                <Heading as="h3" size="md" mb="3">
                  {matchTitle(match, index)}
                </Heading>
                {match.games.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    No games.
                  </Text>
                ) : (
                  <Stack gap="4">{match.games.map((game) => gameBlock(match, game))}</Stack>
                )}
              </Box>
            ))}
          </Stack>
        ),
      )}
      <ConfirmDialog
        open={toDelete !== null}
        variant="warn"
        title={VOD_MESSAGES.deleteDialogTitle}
        confirmLabel="Delete"
        busy={deleting.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {VOD_MESSAGES.deleteDialogWarning(toDelete?.videoId ?? '')}
      </ConfirmDialog>
    </Stack>
  );
}
