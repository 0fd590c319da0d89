import { Box, Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import {
  useClearGameResultMutation,
  useSetGameResultMutation,
  useSwitchTeamColorsMutation,
} from '../../../__generated__/hooks';
import { RESULTS_UPDATED_MESSAGE_MS, TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import { matchFormatLabel } from '@esports-admin/schema/rules/stage-builder';
import { Fragment, useState } from 'react';
import {
  forgetTimespans,
  refetchResults,
  runResultsMutation,
  teamName,
  type ResultsGame,
  type ResultsMatch,
} from './resultsActions';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { ResultImpact } from './ResultImpact';
import { GameTimespans } from './GameTimespans';
import type { Sport } from '../../../__generated__/graphql';
import type { MutationResult } from '../../../apollo/mutationOutcome';
import { StatMapperButton } from '../../stat-mapper';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../../../shell/viewer';
import { vodPagePath } from '../../vods';

export function MatchResults({
  tournamentId,
  sport,
  match,
  sides,
  readOnly,
  confirmResults,
}: {
  tournamentId: string;
  sport: Sport;
  match: ResultsMatch;
  sides: readonly [string, string];
  readOnly: boolean;
  /** A published tournament: a winner is saved only after a confirmation showing its impact. */
  confirmResults: boolean;
}) {
  const [setGameResult, setting] = useSetGameResultMutation();
  const [clearGameResult, clearing] = useClearGameResultMutation();
  const [switchTeamColors, switching] = useSwitchTeamColorsMutation();
  const busy = setting.loading || clearing.loading || switching.loading;
  const [toClear, setToClear] = useState<ResultsGame | null>(null);
  const [toSet, setToSet] = useState<{ game: ResultsGame; winnerTeamId: string } | null>(null);
  // A result is sent with the match's version (a stale one is refused with CONFLICT). Each answer
  // carries the new one, used until the page reads the match again: the page's answer renders
  // deferred, and the next entry must not go out with the version it replaced.
  const [answered, setAnswered] = useState<{ read: string; version: string } | null>(null);
  const expectedMatchVersion = answered?.read === match.version ? answered.version : match.version;
  const saveResult = (
    mutation: Promise<MutationResult<{ match?: { version: string } | null }>>,
    read: string,
  ) =>
    void mutation.then((result) => {
      if (result.ok && result.value.match) {
        setAnswered({ read, version: result.value.match.version });
      }
    });
  // Live stats (statSync, spec 1 §6) open on the VODs page, where the game's stats offset is set.
  const { viewer, mayOpen } = useViewer();
  const liveStatsOffered = viewer.features.statSync && mayOpen(vodPagePath(tournamentId));
  const [openGames, setOpenGames] = useState<ReadonlySet<string>>(new Set());
  const toggleGame = (gameId: string, keepOpen = true) =>
    setOpenGames((open) => {
      const next = new Set(open);
      if (!next.delete(gameId) && keepOpen) next.add(gameId);
      return next;
    });
  /** Closed while its result changes, so the old timespans are not asked for again meanwhile. */
  const closeGame = (gameId: string) => toggleGame(gameId, false);
  const format = matchFormatLabel({
    strategy: match.strategy,
    count:
      (match.strategy === 'bestOf' ? match.bestOfConfig?.count : match.playAllConfig?.count) ?? 1,
  });
  const winner =
    match.winnerTeamId && [match.teamOne, match.teamTwo].find((t) => t?.id === match.winnerTeamId);

  const known = (game: ResultsGame) =>
    game.blueTeamId !== TBD_TEAM_ID && game.redTeamId !== TBD_TEAM_ID;
  const clearWinner = (gameId: string, reason: string | undefined) => {
    closeGame(gameId);
    saveResult(
      runResultsMutation(
        clearGameResult({
          variables: { tournamentId, gameId, reason, expectedMatchVersion },
          ...refetchResults,
          ...forgetTimespans(gameId),
        }),
        (data) => data.clearGameResult,
      ),
      match.version,
    );
  };
  const setWinner = (gameId: string, winnerTeamId: string) => {
    closeGame(gameId);
    saveResult(
      runResultsMutation(
        setGameResult({
          variables: { tournamentId, gameId, winnerTeamId, expectedMatchVersion },
          ...refetchResults,
          ...forgetTimespans(gameId),
        }),
        (data) => data.setGameResult,
        RESULTS_UPDATED_MESSAGE_MS,
      ),
      match.version,
    );
  };
  const teamOf = (id: string) => [match.teamOne, match.teamTwo].find((t) => t?.id === id);

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" overflow="hidden">
      <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold">
            {match.description}: {teamName(match.teamOne)} vs {teamName(match.teamTwo)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {format} · {match.status}
            {winner ? ` · winner ${teamName(winner)}` : ''}
          </Text>
        </Stack>
      </HStack>
      {match.games.length === 0 ? (
        <Text px="4" py="3" fontSize="sm" color="fg.muted">
          No games yet.
        </Text>
      ) : (
        // Below ~900 px the table scrolls sideways rather than wrapping team names line by line.
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={`${match.description} games`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="20">Game</Table.ColumnHeader>
                <Table.ColumnHeader>{sides[0]}</Table.ColumnHeader>
                <Table.ColumnHeader>{sides[1]}</Table.ColumnHeader>
                <Table.ColumnHeader w="72">Winner</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {match.games.map((game) => (
                <Fragment key={game.id}>
                  <Table.Row>
                    <Table.Cell whiteSpace="nowrap">Game {game.number}</Table.Cell>
                    <Table.Cell>
                      <SideLabel colour="blue.500">
                        {teamName(teamOf(game.blueTeamId), game.blueTeamId)}
                      </SideLabel>
                    </Table.Cell>
                    <Table.Cell>
                      <SideLabel colour="red.500">
                        {teamName(teamOf(game.redTeamId), game.redTeamId)}
                      </SideLabel>
                    </Table.Cell>
                    <Table.Cell>
                      <NativeSelect.Root
                        size="xs"
                        minW="48"
                        disabled={readOnly || busy || !known(game)}
                      >
                        <NativeSelect.Field
                          aria-label={`Game ${game.number} winner`}
                          value={game.winnerTeamId ?? ''}
                          onChange={(event) => {
                            const winnerTeamId = event.currentTarget.value;
                            if (!winnerTeamId) return;
                            if (confirmResults) setToSet({ game, winnerTeamId });
                            else setWinner(game.id, winnerTeamId);
                          }}
                        >
                          <option value="">{known(game) ? 'No winner' : 'Teams not known'}</option>
                          <option value={game.blueTeamId}>
                            {sides[0]}: {teamName(teamOf(game.blueTeamId), game.blueTeamId)}
                          </option>
                          <option value={game.redTeamId}>
                            {sides[1]}: {teamName(teamOf(game.redTeamId), game.redTeamId)}
                          </option>
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack justify="flex-end" gap="2">
                        <Button
                          size="xs"
                          variant="outline"
                          disabled={readOnly || busy || !known(game)}
                          aria-label={`Switch colours of game ${game.number}`}
                          onClick={() =>
                            void runResultsMutation(
                              switchTeamColors({
                                variables: { matchId: match.id, gameId: game.id },
                                ...refetchResults,
                              }),
                              (data) => data.switchTeamColors,
                            )
                          }
                        >
                          Switch colours
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          colorPalette="red"
                          disabled={readOnly || busy || !game.winnerTeamId}
                          aria-label={`Clear winner of game ${game.number}`}
                          onClick={() => setToClear(game)}
                        >
                          Clear
                        </Button>
                        {known(game) && (
                          <StatMapperButton
                            sport={sport}
                            esportsGameId={game.id}
                            gameLabel={`${match.description} game ${game.number}`}
                            matchTeams={[match.teamOne ?? null, match.teamTwo ?? null]}
                          />
                        )}
                        {liveStatsOffered && (
                          <Button size="xs" variant="ghost" asChild>
                            <RouterLink
                              to={vodPagePath(tournamentId, game.id)}
                              aria-label={`Live Stats for ${match.description} game ${game.number}`}
                            >
                              Live Stats
                            </RouterLink>
                          </Button>
                        )}
                        {game.winnerTeamId ? (
                          <Button
                            size="xs"
                            variant="ghost"
                            aria-expanded={openGames.has(game.id)}
                            aria-label={`Timespans of game ${game.number}`}
                            onClick={() => toggleGame(game.id)}
                          >
                            {openGames.has(game.id) ? 'Hide timespans' : 'Timespans'}
                          </Button>
                        ) : null}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                  {game.winnerTeamId && openGames.has(game.id) ? (
                    <Table.Row>
                      <Table.Cell colSpan={5} bg="bg.subtle">
                        <GameTimespans matchId={match.id} gameId={game.id} number={game.number} />
                      </Table.Cell>
                    </Table.Row>
                  ) : null}
                </Fragment>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ConfirmDialog
        open={toSet !== null}
        title="Set Game Winner"
        confirmLabel="Set winner"
        onConfirm={() => {
          if (toSet) setWinner(toSet.game.id, toSet.winnerTeamId);
          setToSet(null);
        }}
        onCancel={() => setToSet(null)}
      >
        <Stack gap="3">
          <Text>
            Set {toSet ? teamName(teamOf(toSet.winnerTeamId), toSet.winnerTeamId) : ''} as the
            winner of game {toSet?.game.number ?? ''} of {match.description}? The tournament is
            published: viewers see the result at once.
          </Text>
          {toSet && (
            <ResultImpact
              tournamentId={tournamentId}
              gameId={toSet.game.id}
              winnerTeamId={toSet.winnerTeamId}
            />
          )}
        </Stack>
      </ConfirmDialog>
      <ReasonConfirmDialog
        open={toClear !== null}
        variant="warn"
        title="Clear Game Winner"
        confirmLabel="Clear winner"
        onConfirm={(reason) => {
          if (toClear) clearWinner(toClear.id, reason);
          setToClear(null);
        }}
        onCancel={() => setToClear(null)}
      >
        <Stack gap="3">
          <Text>
            Clear the winner of game {toClear?.number ?? ''} of {match.description}? Its result and
            timespans are removed from the stored match.
          </Text>
          {toClear && <ResultImpact tournamentId={tournamentId} gameId={toClear.id} />}
        </Stack>
      </ReasonConfirmDialog>
    </Box>
  );
}

function SideLabel({ colour, children }: { colour: string; children: string }) {
  return (
    <HStack gap="2">
      <Box w="2.5" h="2.5" rounded="full" bg={colour} flexShrink={0} />
      <Text whiteSpace="nowrap">{children}</Text>
    </HStack>
  );
}
