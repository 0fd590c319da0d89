/** Stage and section edits of the stage builder on the form values (spec 2 §3, §5). */
import { NEW_TOURNAMENT_PARTICIPANT_ENTRIES } from '@esports-admin/schema/rules/constants';
import {
  freshStructuralId as freshIdAmong,
  defaultSectionName,
  defaultStageName,
  newSectionGraph,
  splitParticipants,
} from '@esports-admin/schema/rules/stage-builder';
import {
  emptyList,
  type SectionDraft,
  type StageDraft,
  type TournamentFormValues,
  entriesFor,
} from './tournamentFormValues';

/** A structural id `{prefix}-N` no stage or section of the tournament uses yet. */
export function freshStructuralId(values: TournamentFormValues, prefix: string): string {
  const used = new Set<string>();
  for (const stage of values.stages) {
    used.add(stage.structuralId);
    for (const section of stage.sections) used.add(section.structuralId);
  }
  return freshIdAmong(used, prefix);
}

function newSection(
  values: TournamentFormValues,
  stage: StageDraft,
  participants: number,
): SectionDraft {
  const slug = defaultSectionName(
    stage.slug,
    stage.sections.map((s) => s.slug),
  );
  const structuralId = freshStructuralId(values, `${stage.structuralId}-section`);
  return {
    ...newSectionGraph('bracket', participants),
    key: structuralId,
    id: null,
    structuralId,
    slug,
    localizations: [],
    publicationStatus: 'draft',
    seeding: emptyList(participants),
    standing: emptyList(participants),
  };
}

/** A new stage: next catalogue name, 2 seeding and standing entries, one bracket section. */
export function addStage(values: TournamentFormValues): TournamentFormValues {
  const slug = defaultStageName(values.stages.map((s) => s.slug));
  const structuralId = freshStructuralId(values, 'stage');
  const stage: StageDraft = {
    key: structuralId,
    id: null,
    structuralId,
    slug,
    localizations: [],
    type: 'bracket',
    publicationStatus: 'draft',
    seeding: emptyList(NEW_TOURNAMENT_PARTICIPANT_ENTRIES),
    standing: emptyList(NEW_TOURNAMENT_PARTICIPANT_ENTRIES),
    edges: null,
    sections: [],
  };
  const withStage = { ...values, stages: [...values.stages, stage] };
  return addSection(withStage, stage.key);
}

/** Adds a section to a stage and splits the stage's participants evenly over its sections. */
export function addSection(values: TournamentFormValues, stageKey: string): TournamentFormValues {
  return {
    ...values,
    stages: values.stages.map((stage) => {
      if (stage.key !== stageKey) return stage;
      const counts = splitParticipants(stage.seeding.entries.length, stage.sections.length + 1);
      const section = newSection(values, stage, counts.at(-1) ?? 0);
      return resplit({ ...stage, sections: [...stage.sections, section], edges: null }, counts);
    }),
  };
}

function resplit(stage: StageDraft, counts: readonly number[]): StageDraft {
  return {
    ...stage,
    sections: stage.sections.map((section, i) => {
      const count = counts[i] ?? 0;
      return {
        ...section,
        seedingCount: count,
        standingCount: count,
        seeding: { ...section.seeding, entries: entriesFor(section.seeding.entries, count) },
        standing: { ...section.standing, entries: entriesFor(section.standing.entries, count) },
        edges: section.edges.filter(
          (e) =>
            (e.sourceNodeId !== null || e.sourceSlot <= count) &&
            (e.targetNodeId !== null || e.targetSlot <= count),
        ),
      };
    }),
  };
}

/** Sets a stage's number of teams and splits them evenly over its sections again. */
export function setStageParticipants(
  values: TournamentFormValues,
  stageKey: string,
  participants: number,
): TournamentFormValues {
  const count = Math.max(0, Math.floor(participants));
  return {
    ...values,
    stages: values.stages.map((stage) => {
      if (stage.key !== stageKey) return stage;
      const resized = {
        ...stage,
        seeding: { ...stage.seeding, entries: entriesFor(stage.seeding.entries, count) },
        standing: { ...stage.standing, entries: entriesFor(stage.standing.entries, count) },
        edges: null,
      };
      return resplit(resized, splitParticipants(count, stage.sections.length));
    }),
  };
}

export function removeStage(values: TournamentFormValues, stageKey: string): TournamentFormValues {
  return { ...values, stages: values.stages.filter((s) => s.key !== stageKey) };
}

export function removeSection(
  values: TournamentFormValues,
  stageKey: string,
  sectionKey: string,
): TournamentFormValues {
  return {
    ...values,
    stages: values.stages.map((stage) => {
      if (stage.key !== stageKey) return stage;
      const sections = stage.sections.filter((s) => s.key !== sectionKey);
      return resplit(
        { ...stage, sections, edges: null },
        splitParticipants(stage.seeding.entries.length, sections.length),
      );
    }),
  };
}

export function updateSection(
  values: TournamentFormValues,
  sectionKey: string,
  change: (section: SectionDraft) => SectionDraft,
): TournamentFormValues {
  return {
    ...values,
    stages: values.stages.map((stage) =>
      stage.sections.some((s) => s.key === sectionKey)
        ? { ...stage, sections: stage.sections.map((s) => (s.key === sectionKey ? change(s) : s)) }
        : stage,
    ),
  };
}

export function updateStage(
  values: TournamentFormValues,
  stageKey: string,
  change: (stage: StageDraft) => StageDraft,
): TournamentFormValues {
  return {
    ...values,
    stages: values.stages.map((stage) => (stage.key === stageKey ? change(stage) : stage)),
  };
}
