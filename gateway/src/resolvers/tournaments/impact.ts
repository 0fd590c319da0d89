/** The result impact preview (issue #37): what setGameResult or clearGameResult would change. */
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import {
  resultImpact,
  type ImpactSection,
  type ResultImpact,
  type SectionImpact,
} from '@esports-admin/schema/rules/result-impact';
import { tournamentDisplayName } from '@esports-admin/schema/rules/tournament';
import type {
  GameDto,
  MatchDto,
  ParticipantEntryDto,
  SectionDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { allMatchIds, matchesOf, teamsOf } from './graph';
import { downstreamImpact, type DownstreamSection } from './impact-downstream';

const known = (teamId: string | null | undefined) =>
  teamId && teamId !== TBD_TEAM_ID ? teamId : null;

/** Teams of a seeding or standing by place: index 1 first. */
const byIndex = (entries: readonly ParticipantEntryDto[]) =>
  entries.reduce<(string | null)[]>((teams, entry) => {
    while (teams.length < entry.index) teams.push(null);
    teams[entry.index - 1] = known(entry.teamId);
    return teams;
  }, []);

/** A stored section with its matches as the preview reads it. */
function impactSection(section: SectionDto, matches: readonly MatchDto[]): ImpactSection {
  return {
    graph: { edges: section.edges },
    seeding: byIndex(section.seeding.entries),
    standing: byIndex(section.standing.entries),
    matches: matches.map((match) => ({
      structuralId: match.structuralId,
      strategy: match.strategy,
      count: (match.strategy === 'bestOf' ? match.bestOfConfig : match.playAllConfig)?.count ?? 1,
      teamOne: known(match.teamOne),
      teamTwo: known(match.teamTwo),
      games: match.games.map((game) => ({
        id: game.id,
        winnerTeamId: game.teamOutcomes.find((o) => o.outcome === 'win')?.teamId ?? null,
        tied: game.teamOutcomes.some((o) => o.outcome === 'tie'),
      })),
    })),
    decisionPoints: section.decisionPoints.map((point) => ({
      structuralId: point.structuralId,
      decided: point.decided,
      seeding: byIndex(point.seeding),
      standing: byIndex(point.standing),
    })),
    group:
      section.type === 'bracket'
        ? null
        : { records: section.teamRecords, ranks: section.ranks, manualRanks: section.manualRanks },
  };
}

/**
 * The pick blocks holding a match the change touches, or null when pick'em cannot be read: the
 * rest of the preview still answers.
 */
async function pickBlocksTouched(
  context: GatewayContext,
  tournamentId: string,
  touched: ReadonlyMap<string, string>,
) {
  try {
    const blocks = await context.apis.pickem.getPickBlocks(tournamentId);
    return blocks.flatMap((block) => {
      const matchDescriptions = block.eldsMatchIds.flatMap((id) => touched.get(id) ?? []);
      return matchDescriptions.length === 0
        ? []
        : [
            {
              id: block.id,
              name: block.name,
              state: block.state,
              pickCount: block.pickCount,
              matchDescriptions,
            },
          ];
    });
  } catch (error) {
    context.logger.warn({ err: error, tournamentId }, 'result impact: pick blocks not read');
    return null;
  }
}

type TeamChange = { fromTeamId: string | null; toTeamId: string | null };

/** Every team a preview names, read once: the changed game's section and every later one. */
async function teamNames(
  context: GatewayContext,
  impact: ResultImpact,
  downstream: readonly DownstreamSection[],
) {
  const changes: TeamChange[] = [impact, ...downstream.map((d) => d.impact)].flatMap((i) => [
    ...i.participantChanges,
    ...i.standingChanges,
  ]);
  changes.push(...downstream.flatMap((d) => d.seedingChanges));
  const ids = [
    ...changes.flatMap((change) => [change.fromTeamId, change.toTeamId]),
    ...impact.recordChanges.map((change) => change.teamId),
  ].map((teamId) => teamId ?? TBD_TEAM_ID);
  const names = new Map(
    (await teamsOf(context, [...new Set(ids)])).map((team) => [team.id, team.name]),
  );
  const nameOf = (teamId: string | null) =>
    names.get(teamId ?? TBD_TEAM_ID) ?? teamId ?? TBD_TEAM_ID;
  return {
    nameOf,
    teams: (change: TeamChange) => ({
      fromTeamId: change.fromTeamId,
      fromTeamName: nameOf(change.fromTeamId),
      toTeamId: change.toTeamId,
      toTeamName: nameOf(change.toTeamId),
    }),
  };
}

type Names = Awaited<ReturnType<typeof teamNames>>;

/** A section's changes with match descriptions, ids and team names as staff read them. */
function described(
  impact: SectionImpact,
  byStructuralId: ReadonlyMap<string, MatchDto>,
  { teams }: Names,
) {
  const match = (structuralId: string) => byStructuralId.get(structuralId)!;
  return {
    participantChanges: impact.participantChanges.map((change) => ({
      matchId: match(change.matchId).id,
      matchDescription: match(change.matchId).description,
      slot: change.slot,
      ...teams(change),
    })),
    invalidatedMatches: impact.invalidatedMatchIds.map((structuralId) => {
      const { id, description, games } = match(structuralId);
      return {
        matchId: id,
        matchDescription: description,
        playedGameCount: games.filter((game) => game.teamOutcomes.length > 0).length,
      };
    }),
    standingChanges: impact.standingChanges.map((change) => ({
      place: change.place,
      ...teams(change),
    })),
  };
}

function describedRecords(impact: ResultImpact, { nameOf }: Names) {
  return impact.recordChanges.map(({ teamId, from, to, fromRank, toRank }) => ({
    teamId,
    teamName: nameOf(teamId),
    fromWins: from.wins,
    fromLosses: from.losses,
    fromTies: from.ties,
    toWins: to.wins,
    toLosses: to.losses,
    toTies: to.ties,
    fromRank,
    toRank,
  }));
}

/** The refusals setGameResult and clearGameResult would answer, worded as theirs. */
function refusalOf(match: MatchDto, game: GameDto, winner: string | null) {
  if (winner === null) {
    return game.teamOutcomes.length === 0
      ? { message: `Game ${game.id} has no result`, code: ErrorCode.BAD_USER_INPUT }
      : null;
  }
  if (![game.blueTeam, game.redTeam].includes(winner) || !known(winner)) {
    return { message: `Team ${winner} does not play this game`, code: ErrorCode.BAD_USER_INPUT };
  }
  if (!known(game.blueTeam) || !known(game.redTeam)) {
    return {
      message: `Game ${game.id} has no teams yet: both teams must be known`,
      code: ErrorCode.BAD_USER_INPUT,
    };
  }
  if (match.status === 'completed' && game.teamOutcomes.length === 0) {
    return { message: `Match ${match.id} is already decided`, code: ErrorCode.CONFLICT };
  }
  return null;
}

export const tournamentImpactResolvers: Resolvers = {
  Query: {
    async resultImpact(_, { tournamentId, gameId, winnerTeamId }, context) {
      const tournament = await context.apis.elds.getTournament(tournamentId);
      if (!tournament) return null;
      const matches = await matchesOf(context, allMatchIds(tournament));
      const match = matches.find((candidate) => candidate.games.some((g) => g.id === gameId));
      const section = (tournament.stages ?? [])
        .flatMap((stage) => stage.sections)
        .find((candidate) => match && candidate.matchIds.includes(match.id));
      if (!match || !section) return null;
      const game = match.games.find((candidate) => candidate.id === gameId)!;
      const winner = winnerTeamId ?? null;
      const refusal = refusalOf(match, game, winner);
      if (refusal) throw new GraphQLError(refusal.message, { extensions: { code: refusal.code } });
      const read = (stored: SectionDto) =>
        impactSection(
          stored,
          matches.filter((candidate) => stored.matchIds.includes(candidate.id)),
        );
      const impact = resultImpact(read(section), { gameId, winnerTeamId: winner })!;
      const downstream = downstreamImpact(tournament, section, impact.standingChanges, read);
      // Structural ids are unique in a tournament.
      const byStructuralId = new Map(matches.map((m) => [m.structuralId, m]));
      // Data service match id → description, for the matches the change touches.
      const touched = new Map(
        [impact, ...downstream.map((d) => d.impact)]
          .flatMap((i) => [
            ...i.participantChanges.map((change) => change.matchId),
            ...i.invalidatedMatchIds,
          ])
          // Picks are on match winners: the game's own match counts when its winner changes.
          .concat(impact.matchWinnerChanges ? [impact.matchId] : [])
          .map((structuralId) => {
            const { id, description } = byStructuralId.get(structuralId)!;
            return [id, description] as const;
          }),
      );
      const [names, pickBlocks] = await Promise.all([
        teamNames(context, impact, downstream),
        pickBlocksTouched(context, tournamentId, touched),
      ]);
      return {
        tournamentId,
        gameId,
        matchId: match.id,
        matchDescription: match.description,
        sectionId: section.id,
        sectionName: tournamentDisplayName(section.name),
        ...described(impact, byStructuralId, names),
        recordChanges: describedRecords(impact, names),
        downstreamSections: downstream.map((d) => ({
          sectionId: d.section.id,
          sectionName: tournamentDisplayName(d.section.name),
          seedingChanges: d.seedingChanges.map((change) => ({
            place: change.place,
            ...names.teams(change),
          })),
          ...described(d.impact, byStructuralId, names),
        })),
        pickBlocks,
      };
    },
  },
};
