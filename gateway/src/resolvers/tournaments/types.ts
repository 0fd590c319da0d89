/** Fields of the tournament graph's types that need another read. */
import {
  isTournamentEnded,
  isTournamentFullyPublished,
} from '@esports-admin/schema/rules/tournament';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { full, matchesOf, teamOf, teamsOf } from './graph';

export const tournamentTypeResolvers: Resolvers = {
  Tournament: {
    league: (tournament, _, { loaders }) => loaders.leagues.load(tournament.leagueId),
    season: (tournament, _, { loaders }) =>
      tournament.seasonId ? loaders.seasons.load(tournament.seasonId) : null,
    fullyPublished: async (tournament, _, context) =>
      isTournamentFullyPublished(await full(context, tournament)),
    ended: (tournament) => isTournamentEnded(tournament),
    points: (tournament) => tournament.points?.entries ?? null,
    stages: async (tournament, _, context) => (await full(context, tournament)).stages ?? [],
  },
  ParticipantEntry: {
    team: (entry, _, context) => teamOf(context, entry.teamId),
  },
  Section: {
    matches: (section, _, context) => matchesOf(context, section.matchIds),
  },
  TeamRecord: {
    team: (record, _, context) => teamOf(context, record.teamId),
  },
  Rank: {
    tiedTeamIds: (rank) => rank.tiedTeams,
    tiedTeams: (rank, _, context) => teamsOf(context, rank.tiedTeams),
  },
  Match: {
    teamOneId: (match) => match.teamOne,
    teamOne: (match, _, context) => teamOf(context, match.teamOne),
    teamTwoId: (match) => match.teamTwo,
    teamTwo: (match, _, context) => teamOf(context, match.teamTwo),
    participatingTeams: (match, _, context) => teamsOf(context, match.participatingTeams),
    winnerTeamId: (match) =>
      match.teamBasedOutcome.find((outcome) => outcome.outcome === 'win')?.teamId ?? null,
  },
  MatchTeamOutcome: {
    team: (outcome, _, context) => teamOf(context, outcome.teamId),
  },
  Game: {
    blueTeamId: (game) => game.blueTeam,
    blueTeam: (game, _, context) => teamOf(context, game.blueTeam),
    redTeamId: (game) => game.redTeam,
    redTeam: (game, _, context) => teamOf(context, game.redTeam),
    winnerTeamId: (game) =>
      game.teamOutcomes.find((outcome) => outcome.outcome === 'win')?.teamId ?? null,
    timespans: (game, _, { loaders }) => loaders.timespansByPlatformGame.load(game.id),
  },
  Broadcast: {
    status: (broadcast) => broadcast.status ?? 'unstarted',
    broadcastState: (broadcast) => broadcast.broadcastState ?? 'not-live',
  },
  BroadcastItem: {
    match: (item, _, context) => context.loaders.matches.load(item.matchId),
    status: (item) => item.status ?? 'unstarted',
    broadcastState: (item) => item.broadcastState ?? 'not-live',
  },
};
