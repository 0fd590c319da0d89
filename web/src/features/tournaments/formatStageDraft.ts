/** A stage built from a format template (issue #37) as the stage builder's draft of it. */
import type { FormatSection, FormatStage } from '@esports-admin/schema/rules/format-templates';
import { nameSlug } from '@esports-admin/schema/rules/stage-builder';
import type { EdgeInput } from '../../__generated__/graphql';
import {
  emptyList,
  type ParticipantListValue,
  type SectionDraft,
  type StageDraft,
} from './tournamentFormValues';

/** Entries 1…count, each described by its place's label ('1st', '5th-8th', '3-0'). */
function placesList(labels: readonly string[]): ParticipantListValue {
  const list = emptyList(labels.length);
  return {
    ...list,
    entries: list.entries.map((entry, i) => ({ ...entry, description: labels[i] ?? null })),
  };
}

function sectionDraft(section: FormatSection): SectionDraft {
  const { structuralId, name, standingLabels, ...graph } = section;
  return {
    ...graph,
    key: structuralId,
    id: null,
    structuralId,
    slug: nameSlug(name),
    localizations: [],
    publicationStatus: 'draft',
    seeding: emptyList(section.seedingCount),
    standing: placesList(standingLabels),
  };
}

/**
 * The draft of a built stage, ready to add to the form values: its structural ids as the builder
 * gave them (fresh in the tournament), a draft like every new stage, and the template's stage edges
 * kept as they are (a null node is the stage's seeding or standing, any other a section).
 */
export function formatStageDraft(stage: FormatStage): StageDraft {
  const edges: EdgeInput[] = stage.edges.map((edge) => ({
    sourceNodeId: edge.sourceNodeId,
    sourceNodeType: edge.sourceNodeId === null ? null : 'section',
    sourceSlot: edge.sourceSlot,
    targetNodeId: edge.targetNodeId,
    targetNodeType: edge.targetNodeId === null ? null : 'section',
    targetSlot: edge.targetSlot,
  }));
  return {
    key: stage.structuralId,
    id: null,
    structuralId: stage.structuralId,
    slug: nameSlug(stage.name),
    localizations: [],
    type: stage.type,
    publicationStatus: 'draft',
    seeding: emptyList(stage.seedingCount),
    standing: placesList(stage.standingLabels),
    edges,
    sections: stage.sections.map(sectionDraft),
  };
}
