/** The graph lint of a stored tournament (issue #37): `tournamentLint` and the publish check. */
import {
  lintTournament,
  type LintFinding,
  type LintGraph,
} from '@esports-admin/schema/rules/stage-lint';
import { tournamentDisplayName } from '@esports-admin/schema/rules/tournament';
import type {
  MatchDto,
  SectionDto,
  TournamentDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { allMatchIds, matchesOf } from './graph';

export interface TournamentLintResult {
  tournamentId: string;
  errorCount: number;
  warningCount: number;
  findings: LintFinding[];
}

/**
 * A stored section as the stage builder's graph, with the teams placed in its matches; an
 * unlabelled decision point place stays ''.
 */
function sectionGraph(section: SectionDto, matches: ReadonlyMap<string, MatchDto>): LintGraph {
  const template = section.groupConfig?.matchTemplate;
  const countOf = (format: Pick<MatchDto, 'strategy' | 'bestOfConfig' | 'playAllConfig'>) =>
    (format.strategy === 'bestOf' ? format.bestOfConfig : format.playAllConfig)?.count ?? 1;
  return {
    type: section.type,
    groupConfig:
      section.groupConfig && template
        ? {
            roundRobinRounds: section.groupConfig.roundRobinRounds,
            matchTemplate: { strategy: template.strategy, count: countOf(template) },
          }
        : null,
    seedingCount: section.seeding.entries.length,
    standingCount: section.standing.entries.length,
    columns: section.columns,
    matches: section.matchIds.flatMap((id) => {
      const match = matches.get(id);
      return match
        ? [
            {
              structuralId: match.structuralId,
              description: match.description,
              strategy: match.strategy,
              count: countOf(match),
              teamOneId: match.teamOne,
              teamTwoId: match.teamTwo,
            },
          ]
        : [];
    }),
    decisionPoints: section.decisionPoints.map((point) => ({
      structuralId: point.structuralId,
      description: point.description,
      seedingCount: point.seeding.length,
      standingLabels: point.standing.map((entry) => entry.description ?? ''),
    })),
    edges: section.edges,
  };
}

/** The lint of a tournament as stored: its graph and, for the node names, its matches. */
export async function lintOf(
  context: GatewayContext,
  tournament: TournamentDto,
): Promise<TournamentLintResult> {
  const matches = new Map(
    (await matchesOf(context, allMatchIds(tournament))).map((match) => [match.id, match]),
  );
  const findings = lintTournament(
    (tournament.stages ?? []).map((stage) => ({
      id: stage.id,
      name: tournamentDisplayName(stage.name),
      seedingCount: stage.seeding.entries.length,
      sections: stage.sections.map((section) => ({
        id: section.id,
        name: tournamentDisplayName(section.name),
        graph: sectionGraph(section, matches),
      })),
    })),
  );
  const errorCount = findings.filter((finding) => finding.severity === 'error').length;
  return {
    tournamentId: tournament.id,
    errorCount,
    warningCount: findings.length - errorCount,
    findings,
  };
}

export const tournamentLintResolvers: Resolvers = {
  Query: {
    async tournamentLint(_, { id }, context) {
      const tournament = await context.apis.elds.getTournament(id);
      return tournament ? lintOf(context, tournament) : null;
    },
  },
};
