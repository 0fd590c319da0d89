import { AUDIT_MESSAGES } from '@esports-admin/schema/rules/audit';
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import { replaceTeamsErrors, TOURNAMENT_MESSAGES } from '@esports-admin/schema/rules/tournament';
import {
  OUTCOME_SET_BY_HUMAN,
  type GameDto,
  type MatchDto,
  type TournamentDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode, type UpstreamError } from '../../errors';
import { invalidInput, Refusal, type Outcome } from '../../mutations/outcome';
import { runMutation, type Progress } from '../../mutations/run-mutation';
import { versionOf } from '../../mutations/version';
import { changeTournament, type TournamentChanged } from './change';
import { allMatchIds, existing, matchesOf, teamIdsIn } from './graph';

/**
 * Gateway refusals of a result are worded like the data service's (spec 2 §8); a CONFLICT keeps
 * the words every edit surface shows for it.
 */
function withGameReason(outcome: Outcome<TournamentChanged>, gameId: string) {
  const { error } = outcome;
  if (
    !error ||
    error.code === ErrorCode.CONFLICT ||
    error.message.startsWith('An error occurred')
  ) {
    return outcome;
  }
  return {
    ok: null,
    error: { ...error, message: TOURNAMENT_MESSAGES.resultsError(gameId, error.message) },
  };
}

/** The match holding a game of the tournament; a game of another is refused with NOT_FOUND. */
async function matchOfGame(context: GatewayContext, tournament: TournamentDto, gameId: string) {
  const matches = await matchesOf(context, allMatchIds(tournament));
  const match = matches.find((candidate) => candidate.games.some((game) => game.id === gameId));
  if (!match) {
    throw new Refusal(`Game ${gameId} is not in this tournament`, ErrorCode.NOT_FOUND);
  }
  return { match, game: match.games.find((game) => game.id === gameId)! };
}

interface GameResultPlan {
  tournamentId: string;
  gameId: string;
  expectedVersion?: string | null;
  expectedMatchVersion?: string | null;
  reason?: string | null;
  requested?: () => unknown;
  /** The change said as staff read it, reported as applied when the match cannot be read again. */
  step: string;
  change: (game: GameDto) => Promise<TournamentChanged>;
}

/**
 * A game's result set or cleared. A result that does not decide its match leaves the tournament
 * record as it was, so the game's match is the record checked against `expectedMatchVersion` and
 * journaled, read under the tournament's lock (two results of one match are checked and written
 * one at a time, whichever replica takes them). A caller that sends only the tournament's
 * `expectedVersion` gets today's check: the tournament is then the record checked and journaled.
 * Either way the answer carries the match as read again after the change, with its new version.
 */
function changeGameResult(context: GatewayContext, info: GraphQLResolveInfo, plan: GameResultPlan) {
  const { tournamentId, gameId, expectedVersion, expectedMatchVersion } = plan;
  let matchAfter: MatchDto | undefined;
  async function perform(match: MatchDto, game: GameDto, progress: Progress) {
    const changed = await plan.change(game);
    progress.applied(plan.step);
    context.loaders.matches.clear(match.id);
    const reread = await context.loaders.matches.load(match.id);
    if (!reread) throw new Error(`Match ${match.id} could not be read again`);
    matchAfter = reread;
    return { ...changed, match: reread };
  }
  const common = {
    entityId: tournamentId,
    reason: plan.reason,
    requested: plan.requested,
    failureMessage: ({ message }: UpstreamError) =>
      TOURNAMENT_MESSAGES.resultsError(gameId, message),
  };
  const outcome =
    expectedVersion && !expectedMatchVersion
      ? changeTournament(context, info, {
          ...common,
          expectedVersion,
          load: () => existing(context, tournamentId),
          async perform(tournament, progress) {
            const { match, game } = await matchOfGame(context, tournament, gameId);
            return perform(match, game, progress);
          },
        })
      : changeTournament<MatchDto>(context, info, {
          ...common,
          expectedVersion: expectedMatchVersion,
          async load() {
            const tournament = await existing(context, tournamentId);
            if (expectedVersion && versionOf(tournament) !== expectedVersion) {
              throw new Refusal(AUDIT_MESSAGES.changedSinceOpened, ErrorCode.CONFLICT);
            }
            return (await matchOfGame(context, tournament, gameId)).match;
          },
          perform: (match, progress) =>
            perform(
              match,
              match.games.find((game) => game.id === gameId)!,
              progress,
            ),
          after: () => matchAfter,
        });
  return outcome.then((answer) => withGameReason(answer, gameId));
}

/** Results, standings, team colours and team replacement on a running tournament. */
export const tournamentResultResolvers: Resolvers = {
  Mutation: {
    setGameResult: (
      _,
      { tournamentId, gameId, winnerTeamId, expectedVersion, expectedMatchVersion },
      context,
      info,
    ) =>
      changeGameResult(context, info, {
        tournamentId,
        gameId,
        expectedVersion,
        expectedMatchVersion,
        requested: () => ({ gameId, winnerTeamId }),
        step: `Winner of game ${gameId} set`,
        async change(game) {
          if (
            ![game.blueTeam, game.redTeam].includes(winnerTeamId) ||
            winnerTeamId === TBD_TEAM_ID
          ) {
            throw new Refusal(
              `Team ${winnerTeamId} does not play this game`,
              ErrorCode.BAD_USER_INPUT,
            );
          }
          const loser = game.blueTeam === winnerTeamId ? game.redTeam : game.blueTeam;
          return {
            tournament: await context.apis.elds.setGameOutcome(tournamentId, gameId, {
              outcome: { [winnerTeamId]: 'win', [loser]: 'loss' },
              outcomeSource: OUTCOME_SET_BY_HUMAN,
            }),
            message: TOURNAMENT_MESSAGES.resultsUpdated,
          };
        },
      }),
    clearGameResult: (_, { tournamentId, gameId, reason, expectedMatchVersion }, context, info) =>
      changeGameResult(context, info, {
        tournamentId,
        gameId,
        expectedMatchVersion,
        reason,
        step: `Winner of game ${gameId} cleared`,
        change: async () => ({
          tournament: await context.apis.elds.clearGameOutcome(tournamentId, gameId),
          message: TOURNAMENT_MESSAGES.gameWinnerCleared,
        }),
      }),
    decideDecisionPoint: (_, { tournamentId, decisionPointId, teamIds }, context, info) =>
      changeTournament(context, info, {
        entityId: tournamentId,
        load: () => existing(context, tournamentId),
        perform: async () => ({
          tournament: await context.apis.elds.decideDecisionPoint(
            tournamentId,
            decisionPointId,
            teamIds,
          ),
          message: TOURNAMENT_MESSAGES.decided,
        }),
      }),
    finalizeSection: (_, { tournamentId, sectionId }, context, info) =>
      changeTournament(context, info, {
        entityId: tournamentId,
        load: () => existing(context, tournamentId),
        perform: async () => ({
          tournament: await context.apis.elds.finalizeGroup(tournamentId, sectionId),
          message: TOURNAMENT_MESSAGES.finalized,
        }),
      }),
    setManualStandings: (_, { tournamentId, sectionId, ranks, expectedVersion }, context, info) =>
      changeTournament(context, info, {
        entityId: tournamentId,
        expectedVersion,
        load: () => existing(context, tournamentId),
        perform: async () => ({
          tournament: await context.apis.elds.setGroupRanks(
            tournamentId,
            sectionId,
            ranks.map((rank) => ({ ordinal: rank.ordinal, tiedTeams: [...rank.tiedTeamIds] })),
          ),
          message: TOURNAMENT_MESSAGES.manualStandingsSaved,
        }),
      }),
    clearManualStandings: (_, { tournamentId, sectionId, reason }, context, info) =>
      changeTournament(context, info, {
        entityId: tournamentId,
        reason,
        load: () => existing(context, tournamentId),
        perform: async () => ({
          tournament: await context.apis.elds.clearGroupRanks(tournamentId, sectionId),
          message: TOURNAMENT_MESSAGES.manualStandingsCleared,
        }),
      }),
    /**
     * Switches a game's sides, then reads its tournament again. Once the sides are switched the
     * change is made: a failed re-read answers ok with the tournament as read before.
     */
    switchTeamColors(_, { matchId, gameId }, context, info) {
      let tournamentBefore: TournamentDto | null = null;
      return runMutation<TournamentChanged, GameDto>(context, info, {
        entityId: gameId,
        async load() {
          const match = await context.apis.elds.getMatch(matchId);
          const game = match?.games.find((candidate) => candidate.id === gameId);
          if (!match || !game) {
            throw new Refusal(
              TOURNAMENT_MESSAGES.switchColorsError(`Game ${gameId} of match ${matchId} not found`),
              ErrorCode.NOT_FOUND,
            );
          }
          tournamentBefore = await existing(context, match.tournamentId);
          return game;
        },
        failureMessage: ({ message }) => TOURNAMENT_MESSAGES.switchColorsError(message),
        async perform(game) {
          const sides = { blueTeam: game.redTeam, redTeam: game.blueTeam };
          await context.apis.elds.setGameSides(matchId, gameId, sides);
          context.loaders.matches.clearAll();
          const known = tournamentBefore!;
          const tournament = await existing(context, known.id).catch((error: unknown) => {
            context.logger.warn({ err: error, matchId }, 'sides switched; re-reading failed');
            return known;
          });
          return {
            ok: { tournament, message: TOURNAMENT_MESSAGES.teamColorsSwitched },
            after: { ...game, ...sides },
          };
        },
      });
    },
    replaceTeams: (_, { id, replacements, reason }, context, info) =>
      changeTournament(context, info, {
        entityId: id,
        reason,
        load: () => existing(context, id),
        requested: () => ({ replacements }),
        async perform(current) {
          const swaps = replacements.map(({ teamToBeReplaced, teamReplacement }) => ({
            teamToBeReplaced,
            teamReplacement,
          }));
          const errors = replaceTeamsErrors(swaps, await teamIdsIn(context, current));
          if (errors.length > 0) throw invalidInput(errors);
          return {
            tournament: await context.apis.elds.replaceTeams(id, swaps),
            message: TOURNAMENT_MESSAGES.teamsReplaced,
          };
        },
      }),
    // The spec gives one message whatever went wrong; the cause stays in the journal's code.
    copyScheduleBlock: (_, { id, startTime, tournamentId }, context, info) =>
      runMutation(context, info, {
        entityId: id,
        requested: () => ({ copyOf: id, startTime }),
        failureMessage: () => TOURNAMENT_MESSAGES.copyScheduleBlockError(id),
        async perform() {
          const blocks = tournamentId
            ? await context.apis.elds.getTournamentSchedule(tournamentId)
            : await context.apis.elds.getSchedules({
                startTime: '2000-01-01T00:00:00.000Z',
                endTime: '2100-01-01T00:00:00.000Z',
              });
          const source = blocks.find((block) => block.id === id);
          if (!source) {
            throw new Refusal(
              TOURNAMENT_MESSAGES.copyScheduleBlockError(id),
              ErrorCode.UPSTREAM_ERROR,
            );
          }
          const shift = Date.parse(startTime) - Date.parse(source.startTime);
          const moved = (time: string) => new Date(Date.parse(time) + shift).toISOString();
          const block = await context.apis.elds.createScheduleBlock({
            tournamentId: source.tournamentId,
            name: source.name,
            startTime: new Date(startTime).toISOString(),
            broadcasts: source.broadcasts.map((broadcast) => ({
              broadcastItems: broadcast.broadcastItems.map((item) => ({
                matchId: item.matchId,
                startTime: moved(item.startTime),
                visibleAfterTime: item.visibleAfterTime ? moved(item.visibleAfterTime) : null,
              })),
            })),
          });
          return {
            ok: { block, message: TOURNAMENT_MESSAGES.scheduleBlockCopied },
            after: block,
            entityId: block.id,
          };
        },
      }),
  },
};
