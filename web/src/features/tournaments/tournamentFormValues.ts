/**
 * The tournament form's state: the details the form edits plus the stages the stage builder edits,
 * translated from the stored tournament (TournamentForm_tournament) and into the TournamentInput
 * the gateway takes. The gateway's update replaces fields and graph, so everything loaded is sent
 * back: entries, edges and ids the form does not show are carried through unchanged.
 */
import {
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  NEW_TOURNAMENT_PARTICIPANT_ENTRIES,
} from '@esports-admin/schema/rules/constants';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import {
  defaultSectionName,
  defaultStageName,
  matchFormatFor,
  newSectionGraph,
  splitParticipants,
  type GraphDecisionPoint,
  type GraphEdge,
  type GraphMatch,
  type MatchFormat,
  type SectionGraph,
  type SectionType,
} from '@esports-admin/schema/rules/stage-builder';
import {
  MESSAGES,
  validateDateNotBefore,
  validateLocalizedTournamentName,
  validateSlug,
} from '@esports-admin/schema/rules/validation';
import type {
  EdgeInput,
  EdgeNodeType,
  MatchStrategy as GqlMatchStrategy,
  ParticipantListInput,
  PublicationStatus,
  SectionInput,
  SectionType as GqlSectionType,
  StageInput,
  TournamentForm_TournamentFragment,
  TournamentInput,
} from '../../__generated__/graphql';

type StoredStage = TournamentForm_TournamentFragment['stages'][number];
type StoredSection = StoredStage['sections'][number];
type StoredEdge = TournamentForm_TournamentFragment['edges'][number];

export interface EntryValue {
  index: number;
  teamId: string | null;
  description: string | null;
  placement: number | null;
}

export interface ParticipantListValue {
  outcomeSource: string | null;
  entries: EntryValue[];
}

export interface LocalizationValue {
  locale: string;
  value: string;
}

export interface MatchDraft extends GraphMatch {
  id?: string | null;
  teamOneId?: string | null;
  teamTwoId?: string | null;
}

export interface DecisionPointDraft extends GraphDecisionPoint {
  id?: string | null;
  seedingEntries?: EntryValue[];
  standingEntries?: EntryValue[];
}

export interface SectionDraft extends SectionGraph {
  /** React key: the structural id, stable across saves (unique in the tournament). */
  key: string;
  id: string | null;
  structuralId: string;
  slug: string;
  localizations: LocalizationValue[];
  publicationStatus: PublicationStatus;
  seeding: ParticipantListValue;
  standing: ParticipantListValue;
  matches: MatchDraft[];
  decisionPoints: DecisionPointDraft[];
}

export interface StageDraft {
  key: string;
  id: string | null;
  structuralId: string;
  slug: string;
  localizations: LocalizationValue[];
  type: string;
  publicationStatus: PublicationStatus;
  seeding: ParticipantListValue;
  standing: ParticipantListValue;
  /** Stored edges between the stage's seeding/standing and its sections; null = regenerate. */
  edges: EdgeInput[] | null;
  sections: SectionDraft[];
}

export interface TournamentFormValues {
  leagueId: string;
  seasonId: string;
  splitId: string;
  /** Empty on create: the gateway generates it (spec 2 §5). */
  slug: string;
  localizedName: string;
  otherNames: LocalizationValue[];
  sport: SportCode;
  startTime: string;
  endTime: string;
  timeZone: string;
  streamGroupId: string;
  droppable: boolean;
  rewardable: boolean;
  seeding: ParticipantListValue;
  standing: ParticipantListValue;
  points: { position: number; points: number }[] | null;
  awardedCircuitPoints: { placement: number; points: number }[];
  edges: EdgeInput[];
  stages: StageDraft[];
}

function emptyEntries(count: number): EntryValue[] {
  return Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    teamId: null,
    description: null,
    placement: null,
  }));
}

function emptyList(count: number): ParticipantListValue {
  return { outcomeSource: null, entries: emptyEntries(count) };
}

/** Entries 1…count, keeping stored entries where they exist. */
function entriesFor(stored: readonly EntryValue[] | undefined, count: number): EntryValue[] {
  return Array.from(
    { length: count },
    (_, i) =>
      stored?.find((e) => e.index === i + 1) ?? {
        index: i + 1,
        teamId: null,
        description: null,
        placement: null,
      },
  );
}

function startOfTodayUtc(now: Date): string {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  ).toISOString();
}

/** Spec 1 §3 and spec 2 §3 defaults: draft, Etc/UTC, two participant entries, no stages. */
export function newTournamentFormValues(sport: SportCode, now = new Date()): TournamentFormValues {
  const start = startOfTodayUtc(now);
  return {
    leagueId: '',
    seasonId: '',
    splitId: '',
    slug: '',
    localizedName: '',
    otherNames: [],
    sport,
    startTime: start,
    endTime: start,
    timeZone: DEFAULT_TIME_ZONE,
    streamGroupId: '',
    droppable: false,
    rewardable: false,
    seeding: emptyList(NEW_TOURNAMENT_PARTICIPANT_ENTRIES),
    standing: emptyList(NEW_TOURNAMENT_PARTICIPANT_ENTRIES),
    points: null,
    awardedCircuitPoints: [],
    edges: [],
    stages: [],
  };
}

function listValue(list: {
  outcomeSource?: string | null;
  entries: readonly {
    index: number;
    teamId?: string | null;
    description?: string | null;
    placement?: number | null;
  }[];
}): ParticipantListValue {
  return {
    outcomeSource: list.outcomeSource ?? null,
    entries: list.entries.map(entryValue),
  };
}

function entryValue(entry: {
  index: number;
  teamId?: string | null;
  description?: string | null;
  placement?: number | null;
}): EntryValue {
  return {
    index: entry.index,
    teamId: entry.teamId ?? null,
    description: entry.description ?? null,
    placement: entry.placement ?? null,
  };
}

function edgeInput(edge: StoredEdge): EdgeInput {
  return {
    sourceNodeId: edge.sourceNodeId ?? null,
    sourceNodeType: edge.sourceNodeType ?? null,
    sourceSlot: edge.sourceSlot,
    targetNodeId: edge.targetNodeId ?? null,
    targetNodeType: edge.targetNodeType ?? null,
    targetSlot: edge.targetSlot,
  };
}

const localizations = (name: { localizations: readonly LocalizationValue[] }) =>
  name.localizations.map(({ locale, value }) => ({ locale, value }));

export const fromGqlSectionType = (type: GqlSectionType): SectionType =>
  type === 'cross_group' ? 'cross-group' : type;
export const toGqlSectionType = (type: SectionType): GqlSectionType =>
  type === 'cross-group' ? 'cross_group' : type;

function formatOf(config: {
  strategy: GqlMatchStrategy;
  bestOfConfig?: { count: number } | null;
  playAllConfig?: { count: number } | null;
}): MatchFormat {
  const count =
    config.strategy === 'bestOf' ? config.bestOfConfig?.count : config.playAllConfig?.count;
  return { ...matchFormatFor(config.strategy), ...(count ? { count } : {}) };
}

function sectionDraftFrom(section: StoredSection): SectionDraft {
  const type = fromGqlSectionType(section.type);
  return {
    key: section.structuralId,
    id: section.id,
    structuralId: section.structuralId,
    slug: section.name.slug,
    localizations: localizations(section.name),
    publicationStatus: section.publicationStatus,
    type,
    groupConfig: section.groupConfig
      ? {
          roundRobinRounds: section.groupConfig.roundRobinRounds,
          matchTemplate: formatOf(section.groupConfig.matchTemplate),
        }
      : null,
    seeding: listValue(section.seeding),
    standing: listValue(section.standing),
    seedingCount: section.seeding.entries.length,
    standingCount: section.standing.entries.length,
    columns: section.columns.map((column) => ({
      cells: column.cells.map((cell) => ({ name: cell.name, contents: [...cell.contents] })),
    })),
    matches: section.matches.map((match) => ({
      id: match.id,
      structuralId: match.structuralId,
      description: match.description,
      ...formatOf(match),
      teamOneId: match.teamOneId,
      teamTwoId: match.teamTwoId,
    })),
    decisionPoints: section.decisionPoints.map((point) => ({
      id: point.id,
      structuralId: point.structuralId,
      description: point.description,
      seedingCount: point.seeding.length,
      standingLabels: point.standing.map((e, i) => e.description ?? `${i + 1}`),
      seedingEntries: point.seeding.map(entryValue),
      standingEntries: point.standing.map(entryValue),
    })),
    edges: section.edges.map((edge): GraphEdge => ({
      sourceNodeId: edge.sourceNodeId ?? null,
      sourceSlot: edge.sourceSlot,
      targetNodeId: edge.targetNodeId ?? null,
      targetSlot: edge.targetSlot,
    })),
  };
}

export function tournamentFormValuesFrom(
  tournament: TournamentForm_TournamentFragment,
): TournamentFormValues {
  const enUs = tournament.name.localizations.find((l) => l.locale === DEFAULT_LOCALE);
  return {
    leagueId: tournament.leagueId,
    seasonId: tournament.seasonId ?? '',
    splitId: tournament.splitId ?? '',
    slug: tournament.name.slug,
    localizedName: enUs?.value ?? '',
    otherNames: localizations(tournament.name).filter((l) => l.locale !== DEFAULT_LOCALE),
    sport: tournament.sport,
    startTime: tournament.startTime,
    endTime: tournament.endTime,
    timeZone: tournament.timeZone,
    streamGroupId: tournament.streamGroupId ?? '',
    droppable: tournament.droppable,
    rewardable: tournament.rewardable,
    seeding: listValue(tournament.seeding),
    standing: listValue(tournament.standing),
    points: tournament.points?.map(({ position, points }) => ({ position, points })) ?? null,
    awardedCircuitPoints: tournament.awardedCircuitPoints.map(({ placement, points }) => ({
      placement,
      points,
    })),
    edges: tournament.edges.map(edgeInput),
    stages: tournament.stages.map((stage) => ({
      key: stage.structuralId,
      id: stage.id,
      structuralId: stage.structuralId,
      slug: stage.name.slug,
      localizations: localizations(stage.name),
      type: stage.type,
      publicationStatus: stage.publicationStatus,
      seeding: listValue(stage.seeding),
      standing: listValue(stage.standing),
      edges: stage.edges.map(edgeInput),
      sections: stage.sections.map(sectionDraftFrom),
    })),
  };
}

/** A structural id no other node of the tournament uses. */
function freshStructuralId(values: TournamentFormValues, prefix: string): string {
  const used = new Set<string>();
  for (const stage of values.stages) {
    used.add(stage.structuralId);
    for (const section of stage.sections) used.add(section.structuralId);
  }
  let n = 1;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
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
    type: toGqlSectionType(section.type),
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

export type TournamentField = 'leagueId' | 'slug' | 'localizedName' | 'startTime' | 'endTime';
export type TournamentFormErrors = Partial<Record<TournamentField | 'stages', string>>;

/**
 * Spec 2 §5: the name, league, season and split must be valid; an empty slug is generated. The
 * name is checked against the league name only once it differs from `storedName`, so a stored
 * tournament whose name predates the rule can still be saved.
 */
export function validateTournamentForm(
  values: TournamentFormValues,
  leagueName: string,
  storedName: string | null = null,
): TournamentFormErrors {
  const errors: TournamentFormErrors = {};
  if (!values.leagueId) errors.leagueId = MESSAGES.fieldNotValid;
  const slug = values.slug.trim();
  if (slug) {
    const slugError = validateSlug(slug);
    if (slugError) errors.slug = slugError;
  }
  const name = values.localizedName.trim();
  if (name !== storedName) {
    const nameError = validateLocalizedTournamentName(name, leagueName);
    if (nameError) errors.localizedName = nameError;
  }
  if (!values.startTime) errors.startTime = MESSAGES.fieldNotValid;
  if (!values.endTime) errors.endTime = MESSAGES.fieldNotValid;
  else if (values.startTime) {
    const endError = validateDateNotBefore(new Date(values.endTime), new Date(values.startTime));
    if (endError) errors.endTime = endError;
  }
  const badSection = values.stages
    .flatMap((stage) => [stage.slug, ...stage.sections.map((s) => s.slug)])
    .find((name) => validateSlug(name) !== null);
  if (badSection !== undefined) errors.stages = `Stage and section names: ${MESSAGES.slugPattern}`;
  return errors;
}

/**
 * Spec 2 §4: edited only if the values differ from the default or saved form. Keys are React
 * keys, not data, so they are left out of the comparison.
 */
export function hasUnsavedChanges(
  initial: TournamentFormValues,
  current: TournamentFormValues,
): boolean {
  return comparable(initial) !== comparable(current);
}

function comparable(values: TournamentFormValues): string {
  return JSON.stringify(values, (key, value: unknown) => (key === 'key' ? undefined : value));
}
