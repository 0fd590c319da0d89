/** A stage built from a format template (issue #37) as the data service's stage write body. */
import { DEFAULT_LOCALE, TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import type { FormatSection, FormatStage } from '@esports-admin/schema/rules/format-templates';
import { nameSlug } from '@esports-admin/schema/rules/stage-catalogue';
import type { GraphEdge, GroupConfig, MatchFormat } from '@esports-admin/schema/rules/stage-graph';
import type {
  EdgeDto,
  EdgeNodeTypeDto,
  GroupConfigDto,
  MatchTemplateDto,
  ParticipantEntryDto,
  ParticipantListDto,
  SectionWriteDto,
  StageWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';

/** Stored as its slug, with the name as typed in en_US so every display reads it the same. */
const named = (name: string) => ({
  slug: nameSlug(name),
  localizations: { [DEFAULT_LOCALE]: name },
});

/** Entries 1..count; a place's entry carries its label ('Place 1', '5th-8th', '3-0'). */
const entries = (count: number, labels: readonly string[] = []): ParticipantEntryDto[] =>
  Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    teamId: null,
    description: labels[i] ?? null,
    placement: null,
  }));

const participants = (count: number, labels: readonly string[] = []): ParticipantListDto => ({
  outcomeSource: null,
  entries: entries(count, labels),
});

function edgesOf(edges: readonly GraphEdge[], typeOf: (nodeId: string) => EdgeNodeTypeDto) {
  return edges.map((edge): EdgeDto => ({
    sourceNodeId: edge.sourceNodeId,
    sourceNodeType: edge.sourceNodeId === null ? null : typeOf(edge.sourceNodeId),
    sourceSlot: edge.sourceSlot,
    targetNodeId: edge.targetNodeId,
    targetNodeType: edge.targetNodeId === null ? null : typeOf(edge.targetNodeId),
    targetSlot: edge.targetSlot,
  }));
}

const matchFormat = ({ strategy, count }: MatchFormat): MatchTemplateDto => ({
  strategy,
  bestOfConfig: strategy === 'bestOf' ? { count } : null,
  playAllConfig: strategy === 'playAll' ? { count } : null,
});

const groupConfigOf = (config: GroupConfig | null): GroupConfigDto | null =>
  config && {
    roundRobinRounds: config.roundRobinRounds,
    matchTemplate: matchFormat(config.matchTemplate),
  };

function sectionWrite(section: FormatSection): SectionWriteDto {
  const decisionPoints = new Set(section.decisionPoints.map((dp) => dp.structuralId));
  return {
    structuralId: section.structuralId,
    name: named(section.name),
    type: section.type,
    publicationStatus: 'draft',
    seeding: participants(section.seedingCount),
    standing: participants(section.standingCount, section.standingLabels),
    groupConfig: groupConfigOf(section.groupConfig),
    matches: section.matches.map((match) => ({
      structuralId: match.structuralId,
      description: match.description,
      ...matchFormat(match),
      teamOne: TBD_TEAM_ID,
      teamTwo: TBD_TEAM_ID,
    })),
    decisionPoints: section.decisionPoints.map((dp) => ({
      structuralId: dp.structuralId,
      description: dp.description,
      seeding: entries(dp.seedingCount),
      standing: entries(dp.standingLabels.length, dp.standingLabels),
    })),
    edges: edgesOf(section.edges, (id) => (decisionPoints.has(id) ? 'decisionPoint' : 'match')),
    columns: section.columns.map((column) => ({
      cells: column.cells.map((cell) => ({ name: cell.name, contents: [...cell.contents] })),
    })),
  };
}

/** The built stage as a new stage of a tournament write: draft, no ids, every team TBD. */
export function formatStageWrite(stage: FormatStage): StageWriteDto {
  return {
    structuralId: stage.structuralId,
    name: named(stage.name),
    type: stage.type,
    publicationStatus: 'draft',
    seeding: participants(stage.seedingCount),
    standing: participants(stage.standingLabels.length, stage.standingLabels),
    sections: stage.sections.map(sectionWrite),
    edges: edgesOf(stage.edges, () => 'section'),
  };
}
