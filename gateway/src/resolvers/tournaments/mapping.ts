/** Tournament inputs as data service write bodies, and stored tournaments as copies. */
import { DEFAULT_TIME_ZONE, TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import { TOURNAMENT_MESSAGES } from '@esports-admin/schema/rules/tournament';
import {
  type EdgeDto,
  type ParticipantEntryDto,
  type ParticipantListDto,
  type TournamentDto,
  type TournamentWriteDto,
  writeKeepingMatches,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type {
  EdgeInput,
  LocalizedNameInput,
  ParticipantEntryInput,
  ParticipantListInput,
  TournamentInput,
} from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { Refusal } from '../../mutations/outcome';
import { allMatchIds, matchesOf } from './graph';

const names = (name: LocalizedNameInput) => ({
  slug: name.slug,
  localizations: Object.fromEntries(name.localizations.map((l) => [l.locale, l.value])),
});

const entry = (input: ParticipantEntryInput): ParticipantEntryDto => ({
  index: input.index,
  teamId: input.teamId ?? null,
  description: input.description ?? null,
  placement: input.placement ?? null,
});

const list = (input: ParticipantListInput | null | undefined, size = 0): ParticipantListDto => ({
  outcomeSource: input?.outcomeSource ?? null,
  entries: input
    ? input.entries.map(entry)
    : Array.from({ length: size }, (_, i) => entry({ index: i + 1 })),
});

const edges = (input: readonly EdgeInput[] | null | undefined): EdgeDto[] =>
  (input ?? []).map((edge) => ({
    sourceNodeId: edge.sourceNodeId ?? null,
    sourceNodeType: edge.sourceNodeType ?? null,
    sourceSlot: edge.sourceSlot,
    targetNodeId: edge.targetNodeId ?? null,
    targetNodeType: edge.targetNodeType ?? null,
    targetSlot: edge.targetSlot,
  }));

const count = (config: { count: number } | null | undefined) =>
  config ? { count: config.count } : null;

export function toWriteDto(input: TournamentInput, slug: string): TournamentWriteDto {
  let matchNumber = 0;
  let dpNumber = 0;
  return {
    leagueId: input.leagueId,
    seasonId: input.seasonId ?? null,
    splitId: input.splitId ?? null,
    name: { ...names(input.name), slug },
    sport: input.sport,
    publicationStatus: 'draft',
    schemaType: 'graph-structured',
    startTime: input.startTime,
    endTime: input.endTime,
    timeZone: input.timeZone || DEFAULT_TIME_ZONE,
    streamGroupId: input.streamGroupId ?? null,
    droppable: input.droppable ?? false,
    rewardable: input.rewardable ?? false,
    seeding: list(input.seeding, 2),
    standing: list(input.standing, 2),
    points: input.points
      ? { entries: input.points.map(({ position, points }) => ({ position, points })) }
      : null,
    awardedCircuitPoints: (input.awardedCircuitPoints ?? []).map(({ placement, points }) => ({
      placement,
      points,
    })),
    stages: (input.stages ?? []).map((stage) => ({
      ...(stage.id ? { id: stage.id } : {}),
      structuralId: stage.structuralId,
      name: names(stage.name),
      type: stage.type || 'bracket',
      publicationStatus: stage.publicationStatus ?? 'draft',
      seeding: list(stage.seeding),
      standing: list(stage.standing),
      edges: edges(stage.edges),
      sections: stage.sections.map((section) => ({
        ...(section.id ? { id: section.id } : {}),
        structuralId: section.structuralId,
        name: names(section.name),
        type: section.type,
        publicationStatus: section.publicationStatus ?? 'draft',
        seeding: list(section.seeding),
        standing: list(section.standing),
        groupConfig:
          section.type === 'bracket' || !section.groupConfig
            ? null
            : {
                roundRobinRounds: section.groupConfig.roundRobinRounds ?? 1,
                matchTemplate: {
                  strategy: section.groupConfig.matchTemplate.strategy,
                  bestOfConfig: count(section.groupConfig.matchTemplate.bestOfConfig),
                  playAllConfig: count(section.groupConfig.matchTemplate.playAllConfig),
                },
              },
        matches: section.matches.map((match) => ({
          ...(match.id ? { id: match.id } : {}),
          structuralId: match.structuralId,
          description: match.description || `Match ${(matchNumber += 1)}`,
          strategy: match.strategy,
          bestOfConfig: count(match.bestOfConfig),
          playAllConfig: count(match.playAllConfig),
          teamOne: match.teamOneId || TBD_TEAM_ID,
          teamTwo: match.teamTwoId || TBD_TEAM_ID,
        })),
        decisionPoints: (section.decisionPoints ?? []).map((dp) => ({
          ...(dp.id ? { id: dp.id } : {}),
          structuralId: dp.structuralId,
          description: dp.description || `Decision Point ${(dpNumber += 1)}`,
          seeding: dp.seeding.map(entry),
          standing: dp.standing.map(entry),
        })),
        edges: edges(section.edges),
        columns: (section.columns ?? []).map((column) => ({
          cells: column.cells.map((cell) => ({ name: cell.name, contents: [...cell.contents] })),
        })),
      })),
    })),
    edges: edges(input.edges),
  };
}

/** The tournament's graph as a new tournament's write body: no ids, match definitions. */
export async function asCopy(context: GatewayContext, source: TournamentDto, slug: string) {
  const matches = new Map(
    (await matchesOf(context, allMatchIds(source))).map((match) => [match.id, match]),
  );
  const write = writeKeepingMatches(source);
  return {
    ...write,
    name: { ...write.name, slug },
    status: 'draft' as const,
    publicationStatus: 'draft' as const,
    stages: write.stages.map(({ id: _s, ...stage }) => ({
      ...stage,
      publicationStatus: 'draft' as const,
      sections: stage.sections.map(({ id: _c, matchIds, ...section }) => ({
        ...section,
        publicationStatus: 'draft' as const,
        decisionPoints: section.decisionPoints.map(({ id: _d, ...dp }) => ({
          ...dp,
          standing: dp.standing.map((e) => ({ ...e, teamId: null })),
        })),
        matches: (matchIds ?? []).map((matchId) => {
          const match = matches.get(matchId);
          if (!match) throw new Refusal(TOURNAMENT_MESSAGES.copyFetchFailed, ErrorCode.NOT_FOUND);
          return {
            structuralId: match.structuralId,
            description: match.description,
            strategy: match.strategy,
            bestOfConfig: match.bestOfConfig,
            playAllConfig: match.playAllConfig,
            teamOne: match.teamOne,
            teamTwo: match.teamTwo,
          };
        }),
      })),
    })),
  };
}
