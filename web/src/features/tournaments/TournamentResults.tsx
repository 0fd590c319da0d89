import {
  Badge,
  Box,
  Button,
  chakra,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import { ordinal } from '@esports-admin/schema/rules/formatting';
import { catalogueName, matchFormatLabel } from '@esports-admin/schema/rules/stage-builder';
import { Fragment, useState } from 'react';
import {
  TournamentEditPageDocument,
  type TournamentResults_TournamentFragment,
} from '../../__generated__/graphql';
import {
  useClearGameResultMutation,
  useClearManualStandingsMutation,
  useDecideDecisionPointMutation,
  useFinalizeSectionMutation,
  useGameTimespansQuery,
  useSetGameResultMutation,
  useSetManualStandingsMutation,
  useSwitchTeamColorsMutation,
} from '../../__generated__/hooks';
import { reportMutationOutcome, type MutationOutcome } from '../../apollo/mutationOutcome';
import { READ_ONLY_ACCESS } from '../../components/ReadOnly';

type ResultsSection = TournamentResults_TournamentFragment['stages'][number]['sections'][number];
type ResultsMatch = ResultsSection['matches'][number];
type ResultsDecisionPoint = ResultsSection['decisionPoints'][number];
type ResultsGame = ResultsMatch['games'][number];
type TeamRef = { id: string; name: string; tricode: string } | null | undefined;

/** Results mutations answer only the tournament id: the page is loaded again after each. */
const refetchResults = (tournamentId: string) => ({
  refetchQueries: [{ query: TournamentEditPageDocument, variables: { id: tournamentId } }],
  awaitRefetchQueries: true,
});

/** A game's result changes its timespans: the next look at them asks the timeline again. */
const forgetTimespans = (gameId: string) => ({
  update(cache: ApolloCache) {
    cache.evict({ id: cache.identify({ __typename: 'Game', id: gameId }), fieldName: 'timespans' });
  },
});

const SIDE_NAMES = {
  lol: ['Blue', 'Red'],
  wr: ['Blue', 'Red'],
  val: ['Attacking', 'Defending'],
  tft: ['Player 1', 'Player 2'],
} as const;

const teamName = (team: TeamRef, id?: string | null) =>
  team ? `${team.name} (${team.tricode})` : id && id !== TBD_TEAM_ID ? id : 'TBD';

/** Runs a results mutation and shows its outcome; the error link already toasted other errors. */
async function run(action: () => Promise<MutationOutcome | undefined>) {
  try {
    const outcome = await action();
    if (outcome) reportMutationOutcome(outcome);
  } catch {
    // Shown by the error link.
  }
}

/**
 * Results per game (winner by side, clear, switch team colours) and the standings of group
 * sections (computed ranks, manual standings saved or cleared), with the spec 2 §8 messages the
 * gateway answers shown as toasts. Each action saves at once; nothing waits for the form's Save.
 */
export function TournamentResults({
  tournament,
  readOnly,
}: {
  tournament: TournamentResults_TournamentFragment;
  readOnly: boolean;
}) {
  return <ResultsList tournament={tournament} readOnly={readOnly} />;
}

const sectionTitle = (stage: { name: { slug: string } }, section: { name: { slug: string } }) =>
  section.name.slug === stage.name.slug
    ? catalogueName(stage.name.slug)
    : `${catalogueName(stage.name.slug)} · ${catalogueName(section.name.slug)}`;

function ResultsList({
  tournament,
  readOnly,
}: {
  tournament: TournamentResults_TournamentFragment;
  readOnly: boolean;
}) {
  const sections = tournament.stages.flatMap((stage) =>
    stage.sections.map((section) => ({ stage, section })),
  );
  const [chosenId, setChosenId] = useState<string | null>(null);
  const open =
    sections.find(({ section }) => section.matches.some((m) => m.status !== 'completed')) ??
    sections[0];
  const shown = sections.find(({ section }) => section.id === chosenId) ?? open;
  if (!shown || sections.every(({ section }) => section.matches.length === 0)) {
    return (
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="10" textAlign="center">
        <Heading size="md">No matches yet</Heading>
        <Text color="fg.muted" mt="2">
          Build the stages and save; their matches and games appear here for results.
        </Text>
      </Box>
    );
  }
  const sides = SIDE_NAMES[tournament.sport];
  return (
    <Stack gap="6">
      {readOnly && (
        <Text fontSize="sm" color="fg.muted">
          {READ_ONLY_ACCESS}: results are shown but cannot be changed.
        </Text>
      )}
      {[shown].map(({ stage, section }) => (
        <Stack key={section.id} gap="3">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="3">
              <Heading as="h2" size="md">
                {sectionTitle(stage, section)}
              </Heading>
              <Badge variant="outline">{section.type.replace('_', '-')}</Badge>
            </HStack>
            <NativeSelect.Root size="sm" w="72">
              <NativeSelect.Field
                aria-label="Section"
                value={section.id}
                onChange={(event) => setChosenId(event.currentTarget.value)}
              >
                {sections.map((option) => (
                  <option key={option.section.id} value={option.section.id}>
                    {sectionTitle(option.stage, option.section)} ({option.section.matches.length}{' '}
                    matches)
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          {section.type !== 'bracket' && (
            <GroupStandings tournamentId={tournament.id} section={section} readOnly={readOnly} />
          )}
          {section.decisionPoints.map((point) => (
            <DecisionPointResult
              key={point.id}
              tournamentId={tournament.id}
              point={point}
              readOnly={readOnly}
            />
          ))}
          {section.matches.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No matches in this section.
            </Text>
          ) : (
            section.matches.map((match) => (
              <MatchResults
                key={match.id}
                tournamentId={tournament.id}
                match={match}
                sides={sides}
                readOnly={readOnly}
              />
            ))
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function MatchResults({
  tournamentId,
  match,
  sides,
  readOnly,
}: {
  tournamentId: string;
  match: ResultsMatch;
  sides: readonly [string, string];
  readOnly: boolean;
}) {
  const [setGameResult, setting] = useSetGameResultMutation();
  const [clearGameResult, clearing] = useClearGameResultMutation();
  const [switchTeamColors, switching] = useSwitchTeamColorsMutation();
  const busy = setting.loading || clearing.loading || switching.loading;
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
                  <Table.Cell>Game {game.number}</Table.Cell>
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
                    <NativeSelect.Root size="xs" disabled={readOnly || busy || !known(game)}>
                      <NativeSelect.Field
                        aria-label={`Game ${game.number} winner`}
                        value={game.winnerTeamId ?? ''}
                        onChange={(event) => {
                          const winnerTeamId = event.currentTarget.value;
                          if (!winnerTeamId) return;
                          closeGame(game.id);
                          void run(async () => {
                            const result = await setGameResult({
                              variables: { tournamentId, gameId: game.id, winnerTeamId },
                              ...refetchResults(tournamentId),
                              ...forgetTimespans(game.id),
                            });
                            return result.data?.setGameResult;
                          });
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
                        aria-label={`Switch team colours of game ${game.number}`}
                        onClick={() =>
                          void run(async () => {
                            const result = await switchTeamColors({
                              variables: { matchId: match.id, gameId: game.id },
                              ...refetchResults(tournamentId),
                            });
                            return result.data?.switchTeamColors;
                          })
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
                        onClick={() => {
                          closeGame(game.id);
                          void run(async () => {
                            const result = await clearGameResult({
                              variables: { tournamentId, gameId: game.id },
                              ...refetchResults(tournamentId),
                              ...forgetTimespans(game.id),
                            });
                            return result.data?.clearGameResult;
                          });
                        }}
                      >
                        Clear
                      </Button>
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
      )}
    </Box>
  );
}

const TIMESPAN_LABELS = { game: 'Played', pause: 'Paused' } as const;

const timespanTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

const timespanClock = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** 'Jun 16, 2025, 09:45 – 10:20 UTC (35 min)'; the end day is repeated only when it differs. */
function timespanText(startTime: string, endTime: string | null | undefined): string {
  const start = Date.parse(startTime);
  if (!endTime) return `${timespanTime.format(start)} UTC – still open`;
  const end = Date.parse(endTime);
  const sameDay = new Date(start).toISOString().slice(0, 10) === endTime.slice(0, 10);
  const endText = sameDay ? timespanClock.format(end) : timespanTime.format(end);
  const minutes = Math.round((end - start) / 60_000);
  return `${timespanTime.format(start)} – ${endText} UTC (${minutes} min)`;
}

/**
 * A completed game's stretches on the platform timeline, asked for only when staff open them (one
 * timeline call per game, so the edit page does not pay for every game of the tournament).
 */
function GameTimespans({
  matchId,
  gameId,
  number,
}: {
  matchId: string;
  gameId: string;
  number: number;
}) {
  const { data, loading, error } = useGameTimespansQuery({ variables: { matchId } });
  const timespans = data?.match?.games.find((game) => game.id === gameId)?.timespans;
  if (loading && !timespans) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Loading timespans…
      </Text>
    );
  }
  if (error && !timespans) {
    return (
      <Text fontSize="sm" color="fg.error">
        The timespans of game {number} could not be loaded.
      </Text>
    );
  }
  if (!timespans || timespans.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Nothing to display.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="1" aria-label={`Game ${number} timespans`} listStyleType="none">
      {timespans.map((span) => (
        <HStack as="li" key={`${span.type}-${span.startTime}`} gap="3" fontSize="sm">
          <Badge size="sm" colorPalette={span.type === 'pause' ? 'orange' : 'green'}>
            {TIMESPAN_LABELS[span.type]}
          </Badge>
          <Text>{timespanText(span.startTime, span.endTime)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

function SideLabel({ colour, children }: { colour: string; children: string }) {
  return (
    <HStack gap="2">
      <Box w="2.5" h="2.5" rounded="full" bg={colour} flexShrink={0} />
      <Text>{children}</Text>
    </HStack>
  );
}

function GroupStandings({
  tournamentId,
  section,
  readOnly,
}: {
  tournamentId: string;
  section: ResultsSection;
  readOnly: boolean;
}) {
  const [setManualStandings, saving] = useSetManualStandingsMutation();
  const [clearManualStandings, clearing] = useClearManualStandingsMutation();
  const [finalizeSection, finalizing] = useFinalizeSectionMutation();
  const rankOf = (teamId: string) =>
    section.ranks.find((rank) => rank.tiedTeamIds.includes(teamId))?.ordinal;
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState(false);
  const records = [...section.teamRecords].sort(
    (a, b) => (rankOf(a.teamId) ?? 999) - (rankOf(b.teamId) ?? 999),
  );

  const startEditing = () => {
    setDraft(
      Object.fromEntries(records.map((r, i) => [r.teamId, String(rankOf(r.teamId) ?? i + 1)])),
    );
    setEditing(true);
  };

  const ordinals = Object.values(draft).map(Number);
  const valid = ordinals.length > 0 && ordinals.every((n) => Number.isInteger(n) && n >= 1);

  const save = () =>
    void run(async () => {
      const byOrdinal = new Map<number, string[]>();
      for (const [teamId, value] of Object.entries(draft)) {
        const n = Number(value);
        byOrdinal.set(n, [...(byOrdinal.get(n) ?? []), teamId]);
      }
      const ranks = [...byOrdinal.entries()]
        .sort(([a], [b]) => a - b)
        .map(([ordinalValue, tiedTeamIds]) => ({ ordinal: ordinalValue, tiedTeamIds }));
      const result = await setManualStandings({
        variables: { tournamentId, sectionId: section.id, ranks },
        ...refetchResults(tournamentId),
      });
      if (result.data?.setManualStandings.ok) setEditing(false);
      return result.data?.setManualStandings;
    });

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" overflow="hidden">
      <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px" wrap="wrap">
        <HStack gap="2">
          <Text fontWeight="semibold">Standings</Text>
          {section.manualRanks && (
            <Badge colorPalette="orange" variant="subtle">
              manual
            </Badge>
          )}
          {section.finalized && (
            <Badge colorPalette="green" variant="subtle">
              finalized
            </Badge>
          )}
        </HStack>
        {!readOnly && (
          <HStack gap="2">
            {editing ? (
              <>
                <Button size="xs" variant="outline" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
                <Button
                  size="xs"
                  colorPalette="teal"
                  disabled={!valid}
                  loading={saving.loading}
                  onClick={save}
                >
                  Save manual standings
                </Button>
              </>
            ) : (
              <>
                {section.manualRanks && (
                  <Button
                    size="xs"
                    variant="subtle"
                    colorPalette="red"
                    loading={clearing.loading}
                    onClick={() =>
                      void run(async () => {
                        const result = await clearManualStandings({
                          variables: { tournamentId, sectionId: section.id },
                          ...refetchResults(tournamentId),
                        });
                        return result.data?.clearManualStandings;
                      })
                    }
                  >
                    Clear manual standings
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="outline"
                  disabled={records.length === 0}
                  onClick={startEditing}
                >
                  Set manual standings
                </Button>
                <Button
                  size="xs"
                  colorPalette="teal"
                  disabled={records.length === 0}
                  loading={finalizing.loading}
                  title="Writes the ranks to the group's standing, which feeds the next sections."
                  onClick={() =>
                    void run(async () => {
                      const result = await finalizeSection({
                        variables: { tournamentId, sectionId: section.id },
                        ...refetchResults(tournamentId),
                      });
                      return result.data?.finalizeSection;
                    })
                  }
                >
                  {section.finalized ? 'Finalize again' : 'Finalize group'}
                </Button>
              </>
            )}
          </HStack>
        )}
      </HStack>
      {records.length === 0 ? (
        <Text px="4" py="3" fontSize="sm" color="fg.muted">
          No team records yet: they are computed once the group's teams are known.
        </Text>
      ) : (
        <Table.Root size="sm" aria-label="Standings">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="28">Rank</Table.ColumnHeader>
              <Table.ColumnHeader>Team</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">W</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">L</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">T</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {records.map((row) => {
              const rank = rankOf(row.teamId);
              return (
                <Table.Row key={row.teamId}>
                  <Table.Cell>
                    {editing ? (
                      <chakra.label display="flex" alignItems="center" gap="1">
                        <Input
                          size="xs"
                          w="16"
                          type="number"
                          min={1}
                          aria-label={`Rank of ${teamName(row.team, row.teamId)}`}
                          value={draft[row.teamId] ?? ''}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setDraft((d) => ({ ...d, [row.teamId]: value }));
                          }}
                        />
                      </chakra.label>
                    ) : rank ? (
                      ordinal(rank)
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                  <Table.Cell>{teamName(row.team, row.teamId)}</Table.Cell>
                  <Table.Cell textAlign="end">{row.record.wins}</Table.Cell>
                  <Table.Cell textAlign="end">{row.record.losses}</Table.Cell>
                  <Table.Cell textAlign="end">{row.record.ties}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}

/** Decides a decision point: which seeded team takes each of its places, in order. */
function DecisionPointResult({
  tournamentId,
  point,
  readOnly,
}: {
  tournamentId: string;
  point: ResultsDecisionPoint;
  readOnly: boolean;
}) {
  const [decide, { loading }] = useDecideDecisionPointMutation();
  const teams = point.seeding.filter((e) => e.teamId && e.teamId !== TBD_TEAM_ID);
  const [places, setPlaces] = useState<string[]>(() =>
    point.standing.map((e) => (e.teamId && e.teamId !== TBD_TEAM_ID ? e.teamId : '')),
  );
  const chosen = places.filter(Boolean);
  const complete = chosen.length === places.length && new Set(chosen).size === chosen.length;
  const label = (teamId: string) => {
    const entry = teams.find((e) => e.teamId === teamId);
    return teamName(entry?.team, teamId);
  };

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" overflow="hidden">
      <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px" wrap="wrap">
        <HStack gap="2">
          <Text fontWeight="semibold">{point.description}</Text>
          <Badge colorPalette={point.decided ? 'green' : 'purple'} variant="subtle">
            {point.decided ? 'decided' : 'to decide'}
          </Badge>
        </HStack>
        {!readOnly && (
          <Button
            size="xs"
            colorPalette="teal"
            disabled={!complete || teams.length === 0}
            loading={loading}
            onClick={() =>
              void run(async () => {
                const result = await decide({
                  variables: { tournamentId, decisionPointId: point.id, teamIds: places },
                  ...refetchResults(tournamentId),
                });
                return result.data?.decideDecisionPoint;
              })
            }
          >
            Decide
          </Button>
        )}
      </HStack>
      {teams.length === 0 ? (
        <Text px="4" py="3" fontSize="sm" color="fg.muted">
          Its teams are not known yet.
        </Text>
      ) : (
        <Stack px="4" py="3" gap="2">
          {point.standing.map((entry, i) => (
            <HStack key={entry.index} gap="3">
              <Text fontSize="sm" w="24">
                {entry.description ?? ordinal(i + 1)}
              </Text>
              <NativeSelect.Root size="xs" w="72" disabled={readOnly || loading}>
                <NativeSelect.Field
                  aria-label={`${point.description} ${entry.description ?? ordinal(i + 1)}`}
                  value={places[i] ?? ''}
                  onChange={(event) => {
                    const teamId = event.currentTarget.value;
                    setPlaces((current) => current.map((p, j) => (j === i ? teamId : p)));
                  }}
                >
                  <option value="">Choose a team</option>
                  {teams.map((e) => (
                    <option key={e.index} value={e.teamId ?? ''}>
                      {label(e.teamId ?? '')}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
