/** The TournamentInput the gateway takes, from the form values: everything loaded is sent back. */
import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from '@esports-admin/schema/rules/constants';
import { type MatchFormat, type SectionGraph } from '@esports-admin/schema/rules/stage-builder';
import type {
  EdgeInput,
  EdgeNodeType,
  ParticipantListInput,
  SectionInput,
  StageInput,
  TournamentInput,
} from '../../__generated__/graphql';
import {
  type LocalizationValue,
  type ParticipantListValue,
  type SectionDraft,
  type StageDraft,
  type TournamentFormValues,
  entriesFor,
} from './tournamentFormValues';

function nodeType(section: SectionGraph, nodeId: string | null): EdgeNodeType | null {
  if (nodeId === null) return null;
  return section.decisionPoints.some((d) => d.structuralId === nodeId) ? 'decisionPoint' : 'match';
}

function countConfig(format: MatchFormat) {
  return format.strategy === 'bestOf'
    ? { bestOfConfig: { count: format.count }, playAllConfig: null }
    : { bestOfConfig: null, playAllConfig: { count: format.count } };
}

function listInput(list: ParticipantListValue, count?: number): ParticipantListInput {
  return {
    outcomeSource: list.outcomeSource,
    entries: count === undefined ? list.entries : entriesFor(list.entries, count),
  };
}

function nameInput(slug: string, names: readonly LocalizationValue[]) {
  return { slug, localizations: names.map(({ locale, value }) => ({ locale, value })) };
}

function sectionInput(section: SectionDraft): SectionInput {
  return {
    ...(section.id ? { id: section.id } : {}),
    structuralId: section.structuralId,
    name: nameInput(section.slug, section.localizations),
    type: section.type,
    publicationStatus: section.publicationStatus,
    seeding: listInput(section.seeding, section.seedingCount),
    standing: listInput(section.standing, section.standingCount),
    groupConfig: section.groupConfig
      ? {
          roundRobinRounds: section.groupConfig.roundRobinRounds,
          matchTemplate: {
            strategy: section.groupConfig.matchTemplate.strategy,
            ...countConfig(section.groupConfig.matchTemplate),
          },
        }
      : null,
    matches: section.matches.map((match) => ({
      ...(match.id ? { id: match.id } : {}),
      structuralId: match.structuralId,
      description: match.description,
      strategy: match.strategy,
      ...countConfig(match),
      ...(match.teamOneId ? { teamOneId: match.teamOneId } : {}),
      ...(match.teamTwoId ? { teamTwoId: match.teamTwoId } : {}),
    })),
    decisionPoints: section.decisionPoints.map((point) => ({
      ...(point.id ? { id: point.id } : {}),
      structuralId: point.structuralId,
      description: point.description,
      seeding: entriesFor(point.seedingEntries, point.seedingCount),
      standing: entriesFor(point.standingEntries, point.standingLabels.length).map((e, i) => ({
        ...e,
        description: point.standingLabels[i] ?? e.description,
      })),
    })),
    edges: section.edges.map((edge) => ({
      ...edge,
      sourceNodeType: nodeType(section, edge.sourceNodeId),
      targetNodeType: nodeType(section, edge.targetNodeId),
    })),
    columns: section.columns,
  };
}

/**
 * Edges from a stage's seeding to its sections' seeding, in order (section 1 takes the first
 * seeds): regenerated whenever the stage's sections or team count change.
 */
export function stageSeedingEdges(stage: StageDraft): EdgeInput[] {
  let seed = 0;
  return stage.sections.flatMap((section) =>
    Array.from({ length: section.seedingCount }, (_, i) => {
      seed += 1;
      return {
        sourceNodeId: null,
        sourceNodeType: null,
        sourceSlot: seed,
        targetNodeId: section.structuralId,
        targetNodeType: 'section' as const,
        targetSlot: i + 1,
      };
    }),
  );
}

function stageInput(stage: StageDraft): StageInput {
  return {
    ...(stage.id ? { id: stage.id } : {}),
    structuralId: stage.structuralId,
    name: nameInput(stage.slug, stage.localizations),
    type: stage.type,
    publicationStatus: stage.publicationStatus,
    seeding: listInput(stage.seeding),
    standing: listInput(stage.standing),
    sections: stage.sections.map(sectionInput),
    edges: stage.edges ?? stageSeedingEdges(stage),
  };
}

export function toTournamentInput(values: TournamentFormValues): TournamentInput {
  const names = [
    ...(values.localizedName.trim()
      ? [{ locale: DEFAULT_LOCALE, value: values.localizedName.trim() }]
      : []),
    ...values.otherNames,
  ];
  return {
    leagueId: values.leagueId,
    seasonId: values.seasonId || null,
    splitId: values.splitId || null,
    name: nameInput(values.slug.trim(), names),
    sport: values.sport,
    startTime: values.startTime,
    endTime: values.endTime,
    timeZone: values.timeZone || DEFAULT_TIME_ZONE,
    streamGroupId: values.streamGroupId.trim() || null,
    droppable: values.droppable,
    rewardable: values.rewardable,
    seeding: listInput(values.seeding),
    standing: listInput(values.standing),
    points: values.points,
    awardedCircuitPoints: values.awardedCircuitPoints,
    stages: values.stages.map(stageInput),
    edges: values.edges,
  };
}
