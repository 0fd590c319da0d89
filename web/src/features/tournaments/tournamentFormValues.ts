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
  matchFormatFor,
  type GraphDecisionPoint,
  type GraphEdge,
  type GraphMatch,
  type MatchFormat,
  type SectionGraph,
} from '@esports-admin/schema/rules/stage-builder';
import {
  MESSAGES,
  validateDateNotBefore,
  validateLocalizedTournamentName,
  validateSlug,
} from '@esports-admin/schema/rules/validation';
import type {
  EdgeInput,
  MatchStrategy as GqlMatchStrategy,
  PublicationStatus,
  TournamentForm_TournamentFragment,
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

export function emptyEntries(count: number): EntryValue[] {
  return Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    teamId: null,
    description: null,
    placement: null,
  }));
}

export function emptyList(count: number): ParticipantListValue {
  return { outcomeSource: null, entries: emptyEntries(count) };
}

/** Entries 1…count, keeping stored entries where they exist. */
export function entriesFor(stored: readonly EntryValue[] | undefined, count: number): EntryValue[] {
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
  const type = section.type;
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
