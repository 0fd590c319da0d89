import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import { replaceTeamsErrors, TOURNAMENT_MESSAGES } from '@esports-admin/schema/rules/tournament';
import {
  OUTCOME_SET_BY_HUMAN,
  type GameDto,
  type TournamentDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode } from '../../errors';
import { invalidInput, Refusal, type Outcome } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';
import { changeTournament, type TournamentChanged } from './change';
import { allMatchIds, existing, matchesOf, teamIdsIn } from './graph';

/**
 * Gateway refusals of a result are worded like the data service's (spec 2 §8); a CONFLICT keeps
 * the words every edit surface shows for it.
 */
function withGameReason(outcome: Outcome<TournamentChanged>, gameId: string) {
  const { error } = outcome;
  if (!error || error.conflict || error.message.startsWith('An error occurred')) return outcome;
  return {
    ok: null,
    error: { ...error, message: TOURNAMENT_MESSAGES.resultsError(gameId, error.message) },
  };
}

/** Results, standings, team colours and team replacement on a running tournament. */
export const tournamentResultResolvers: Resolvers = {
  Mutation: {
    setGameResult: (_, { tournamentId, gameId, winnerTeamId, expectedVersion }, context, info) =>
      changeTournament(context, info, {
        entityId: tournamentId,
        expectedVersion,
        load: () => existing(context, tournamentId),
        requested: () => ({ gameId, winnerTeamId }),
        async perform(tournament) {
          const matches = await matchesOf(context, allMatchIds(tournament));
          const game = matches.flatMap((m) => m.games).find((g) => g.id === gameId);
          if (!game) {
            throw new Refusal(`Game ${gameId} is not in this tournament`, ErrorCode.NOT_FOUND);
          }
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
        failureMessage: ({ message }) => TOURNAMENT_MESSAGES.resultsError(gameId, message),
      }).then((outcome) => withGameReason(outcome, gameId)),
    clearGameResult: (_, { tournamentId, gameId, reason }, context, info) =>
      changeTournament(context, info, {
        entityId: tournamentId,
        reason,
        load: () => existing(context, tournamentId),
        perform: async () => ({
          tournament: await context.apis.elds.clearGameOutcome(tournamentId, gameId),
          message: TOURNAMENT_MESSAGES.gameWinnerCleared,
        }),
        failureMessage: ({ message }) => TOURNAMENT_MESSAGES.resultsError(gameId, message),
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
