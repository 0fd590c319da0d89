/**
 * Stage builder rules shared by the gateway and the web (spec 2 §3, §4, §5, §9; spec 1 §3): the
 * stage/section name catalogue, defaults, the participant split, the edge rules of a section's
 * graph, section type and match strategy changes, "fully published" and the bracket heading.
 *
 * A section's graph is columns of cells; a cell holds matches and decision points by structural
 * id. Edges join a source slot to a target slot; a null source node is the section's seeding and
 * a null target node its standing. Slots count from 1: slot 1 of a match is the winner (as a
 * source) or team one (as a target), slot 2 the loser or team two.
 */
import { ordinal } from './formatting';
import {
  DEFAULT_BEST_OF_COUNT,
  DEFAULT_PLAY_ALL_COUNT,
  DEFAULT_ROUND_ROBIN_ROUNDS,
  NEW_TOURNAMENT_PARTICIPANT_ENTRIES,
} from './constants';

export interface CatalogueEntry {
  name: string;
  code: string;
}

const numbered = (name: string, code: string, from: number, to: number): CatalogueEntry[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    name: `${name} ${from + i}`,
    code: `${code}${from + i}`,
  }));

const lettered = (name: string, code: string, letters: string): CatalogueEntry[] =>
  [...letters].map((letter) => ({ name: `${name} ${letter}`, code: `${code}${letter}` }));

/** Spec 2 §9: the stage and section names staff pick from, each with its short code. */
export const STAGE_NAME_CATALOGUE: readonly CatalogueEntry[] = [
  { name: 'Regular Season', code: 'RS' },
  { name: 'Playoffs', code: 'PO' },
  { name: 'Group Stage', code: 'GST' },
  { name: 'Bracket Stage', code: 'BS' },
  { name: 'Swiss', code: 'SW' },
  { name: 'Play-Ins', code: 'PI' },
  { name: 'Play-In Groups', code: 'PIG' },
  { name: 'Play-In Knockouts', code: 'PIK' },
  { name: 'Knockouts', code: 'KO' },
  { name: 'Quarterfinals', code: 'QF' },
  { name: 'Semifinals', code: 'SF' },
  { name: 'Finals', code: 'F' },
  { name: 'Grand Final', code: 'GRF' },
  { name: 'Tiebreakers', code: 'TB' },
  { name: 'Promotion', code: 'PR' },
  { name: 'Relegation', code: 'RL' },
  { name: 'Last Chance Qualifier', code: 'LCQ' },
  { name: 'Regional Qualifier', code: 'RQ' },
  { name: 'North Qualifier', code: 'NQ' },
  { name: 'South Qualifier', code: 'SQ' },
  { name: 'East Qualifier', code: 'EQ' },
  { name: 'West Qualifier', code: 'WQ' },
  { name: 'Open Qualifier', code: 'OQ' },
  { name: 'Closed Qualifier', code: 'CQ' },
  { name: 'Main Event', code: 'ME' },
  { name: "Winner's Bracket", code: 'WB' },
  { name: "Loser's Bracket", code: 'LB' },
  { name: 'Upper Bracket', code: 'UB' },
  { name: 'Lower Bracket', code: 'LWB' },
  ...numbered('Weekend', 'W', 1, 5),
  ...numbered('Day', 'D', 1, 4),
  ...numbered('Round', 'R', 1, 5),
  ...lettered('Group', 'G', 'ABCDEFGH'),
  ...numbered('Group', 'G', 1, 4),
  { name: 'NA', code: 'NA' },
  { name: 'EMEA', code: 'EMEA' },
  { name: 'JP', code: 'JP' },
  { name: 'SEA', code: 'SEA' },
  { name: 'KR', code: 'KR' },
  { name: 'BR', code: 'BR' },
  { name: 'LATAM', code: 'LATAM' },
  { name: 'CN', code: 'CN' },
  { name: 'VN', code: 'VN' },
  { name: 'OCE', code: 'OCE' },
  { name: 'TR', code: 'TR' },
  { name: 'Pacific', code: 'PAC' },
  { name: 'Americas', code: 'AMER' },
  { name: 'Showmatch', code: 'SM' },
];

/** The slug a catalogue name is stored as: lower case, apostrophes dropped, other runs → '_'. */
export function nameSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The catalogue entry whose name or slug is `nameOrSlug`, if any. */
export function catalogueEntry(nameOrSlug: string): CatalogueEntry | undefined {
  const slug = nameSlug(nameOrSlug);
  return STAGE_NAME_CATALOGUE.find((entry) => nameSlug(entry.name) === slug);
}

/** Display name of a stored stage/section slug: the catalogue's name, else the slug itself. */
export function catalogueName(slug: string): string {
  return catalogueEntry(slug)?.name ?? slug;
}

/**
 * A new stage takes the first catalogue name no other stage of the tournament uses (so a first
 * stage is the Regular Season, a second the Playoffs).
 */
export function defaultStageName(existingStageSlugs: readonly string[]): string {
  const used = new Set(existingStageSlugs.map(nameSlug));
  const free = STAGE_NAME_CATALOGUE.find((entry) => !used.has(nameSlug(entry.name)));
  return nameSlug(free?.name ?? `Stage ${existingStageSlugs.length + 1}`);
}

const SECTION_SEQUENCE = lettered('Group', 'G', 'ABCDEFGH');

/**
 * A stage's first section is named after the stage (the common single-section stage); further
 * sections take the first free of Group A … Group H, then 'Section N'.
 */
export function defaultSectionName(stageSlug: string, existingSectionSlugs: readonly string[]) {
  if (existingSectionSlugs.length === 0) return nameSlug(stageSlug);
  const used = new Set(existingSectionSlugs.map(nameSlug));
  const free = SECTION_SEQUENCE.find((entry) => !used.has(nameSlug(entry.name)));
  return nameSlug(free?.name ?? `Section ${existingSectionSlugs.length + 1}`);
}

/**
 * Spec 2 §5: a stage's participants are split evenly across its sections, the remainder going one
 * each to the first sections (10 over 3 → 4, 3, 3).
 */
export function splitParticipants(total: number, sectionCount: number): number[] {
  if (sectionCount <= 0) return [];
  const whole = Math.max(0, Math.floor(total));
  const base = Math.floor(whole / sectionCount);
  const remainder = whole % sectionCount;
  return Array.from({ length: sectionCount }, (_, i) => base + (i < remainder ? 1 : 0));
}

export type MatchStrategy = 'bestOf' | 'playAll';
export const MATCH_STRATEGIES: readonly MatchStrategy[] = ['bestOf', 'playAll'];

export interface MatchFormat {
  strategy: MatchStrategy;
  /** Games of the match: best of `count`, or play all `count`. */
  count: number;
}

/** Spec 2 §4: choosing a strategy resets the count to its default (best of 1, play all 2). */
export function matchFormatFor(strategy: MatchStrategy): MatchFormat {
  return {
    strategy,
    count: strategy === 'bestOf' ? DEFAULT_BEST_OF_COUNT : DEFAULT_PLAY_ALL_COUNT,
  };
}

export function changeMatchStrategy<M extends MatchFormat>(match: M, strategy: MatchStrategy): M {
  if (match.strategy === strategy) return match;
  return { ...match, ...matchFormatFor(strategy) };
}

export function matchFormatLabel({ strategy, count }: MatchFormat): string {
  return strategy === 'bestOf' ? `Best of ${count}` : `Play all ${count}`;
}

export type SectionType = 'group' | 'bracket' | 'cross-group';
export const SECTION_TYPES: readonly SectionType[] = ['bracket', 'group', 'cross-group'];

export function isSectionType(value: unknown): value is SectionType {
  return typeof value === 'string' && (SECTION_TYPES as readonly string[]).includes(value);
}

export interface GroupConfig {
  roundRobinRounds: number;
  matchTemplate: MatchFormat;
}

export function defaultGroupConfig(): GroupConfig {
  return {
    roundRobinRounds: DEFAULT_ROUND_ROBIN_ROUNDS,
    matchTemplate: matchFormatFor('bestOf'),
  };
}

export interface GraphEdge {
  sourceNodeId: string | null;
  sourceSlot: number;
  targetNodeId: string | null;
  targetSlot: number;
}

export interface GraphCell {
  name: string;
  /** Structural ids of the matches and decision points in the cell, top to bottom. */
  contents: string[];
}

export interface GraphColumn {
  cells: GraphCell[];
}

export interface GraphMatch extends MatchFormat {
  structuralId: string;
  description: string;
}

export interface GraphDecisionPoint {
  structuralId: string;
  description: string;
  /** Teams entering the decision point (its target slots). */
  seedingCount: number;
  /** Labels of the places it decides (its source slots), e.g. '1st', '2nd'. */
  standingLabels: string[];
}

export interface SectionGraph {
  type: SectionType;
  groupConfig: GroupConfig | null;
  /** Teams entering the section: source slots of the null node. */
  seedingCount: number;
  /** Places the section decides: target slots of the null node. */
  standingCount: number;
  columns: GraphColumn[];
  matches: GraphMatch[];
  decisionPoints: GraphDecisionPoint[];
  edges: GraphEdge[];
}

export function newSectionGraph(
  type: SectionType = 'bracket',
  participants = NEW_TOURNAMENT_PARTICIPANT_ENTRIES,
): SectionGraph {
  return {
    type,
    groupConfig: type === 'bracket' ? null : defaultGroupConfig(),
    seedingCount: participants,
    standingCount: participants,
    columns: [],
    matches: [],
    decisionPoints: [],
    edges: [],
  };
}

export const STAGE_BUILDER_MESSAGES = {
  unsupportedSectionType: (type: string) =>
    `Section type '${type}' is not supported; use group, bracket or cross-group.`,
  sourceSlotTaken:
    'That slot already feeds another target: a source slot may feed only one target.',
  notEarlier:
    'A target can only be fed from an earlier column, the seeding or an earlier decision point.',
  unknownSlot: 'That slot does not exist in this section.',
  selfEdge: 'A node cannot feed itself.',
} as const;

export type SectionTypeChange<S> = { ok: true; section: S } | { ok: false; warning: string };

/**
 * Spec 2 §4: to bracket drops the group config and deletes the section's matches (and with them
 * their cell entries and edges); to group or cross-group adds the default group config when there
 * is none; any other type is refused with a warning.
 */
export function changeSectionType<S extends SectionGraph>(
  section: S,
  type: string,
): SectionTypeChange<S> {
  if (!isSectionType(type)) {
    return { ok: false, warning: STAGE_BUILDER_MESSAGES.unsupportedSectionType(type) };
  }
  if (type === 'bracket') {
    let cleared: S = section;
    for (const match of section.matches) cleared = removeNode(cleared, match.structuralId);
    return { ok: true, section: { ...cleared, type, groupConfig: null, matches: [] } };
  }
  return {
    ok: true,
    section: { ...section, type, groupConfig: section.groupConfig ?? defaultGroupConfig() },
  };
}

export type NodeKind = 'match' | 'decisionPoint';

export interface GraphNode {
  kind: NodeKind;
  structuralId: string;
  description: string;
  column: number;
  cell: number;
}

/** Every match and decision point placed in a cell, with its column. */
export function graphNodes(section: SectionGraph): GraphNode[] {
  const matches = new Map(section.matches.map((m) => [m.structuralId, m]));
  const points = new Map(section.decisionPoints.map((d) => [d.structuralId, d]));
  const nodes: GraphNode[] = [];
  section.columns.forEach((column, columnIndex) =>
    column.cells.forEach((cell, cellIndex) =>
      cell.contents.forEach((id) => {
        const match = matches.get(id);
        const point = points.get(id);
        const found = match
          ? { kind: 'match' as const, node: match }
          : point
            ? { kind: 'decisionPoint' as const, node: point }
            : undefined;
        if (found) {
          nodes.push({
            kind: found.kind,
            structuralId: id,
            description: found.node.description,
            column: columnIndex,
            cell: cellIndex,
          });
        }
      }),
    ),
  );
  return nodes;
}

export interface SlotRef {
  nodeId: string | null;
  slot: number;
}

/** The source slots a node (or the seeding, for null) offers. */
export function sourceSlots(section: SectionGraph, nodeId: string | null): number[] {
  if (nodeId === null) return range(section.seedingCount);
  if (section.matches.some((m) => m.structuralId === nodeId)) return [1, 2];
  const point = section.decisionPoints.find((d) => d.structuralId === nodeId);
  return point ? range(point.standingLabels.length) : [];
}

/** The target slots a node (or the standing, for null) takes. */
export function targetSlots(section: SectionGraph, nodeId: string | null): number[] {
  if (nodeId === null) return range(section.standingCount);
  if (section.matches.some((m) => m.structuralId === nodeId)) return [1, 2];
  const point = section.decisionPoints.find((d) => d.structuralId === nodeId);
  return point ? range(point.seedingCount) : [];
}

function range(count: number): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => i + 1);
}

function columnOf(section: SectionGraph, nodeId: string): number | undefined {
  const index = section.columns.findIndex((column) =>
    column.cells.some((cell) => cell.contents.includes(nodeId)),
  );
  return index < 0 ? undefined : index;
}

const sameTarget = (edge: GraphEdge, target: SlotRef) =>
  edge.targetNodeId === target.nodeId && edge.targetSlot === target.slot;
const sameSource = (edge: GraphEdge, source: SlotRef) =>
  edge.sourceNodeId === source.nodeId && edge.sourceSlot === source.slot;

/**
 * Spec 2 §5 edge rules: the seeding feeds anything; a node feeds only nodes of later columns
 * (so a decision point feeds only what comes after it) and the standing; a source slot feeds only
 * one target. Returns the reason an edge is refused, or null.
 */
export function edgeError(section: SectionGraph, edge: GraphEdge): string | null {
  if (!sourceSlots(section, edge.sourceNodeId).includes(edge.sourceSlot)) {
    return STAGE_BUILDER_MESSAGES.unknownSlot;
  }
  if (!targetSlots(section, edge.targetNodeId).includes(edge.targetSlot)) {
    return STAGE_BUILDER_MESSAGES.unknownSlot;
  }
  if (edge.sourceNodeId !== null && edge.sourceNodeId === edge.targetNodeId) {
    return STAGE_BUILDER_MESSAGES.selfEdge;
  }
  if (edge.sourceNodeId !== null && edge.targetNodeId !== null) {
    const from = columnOf(section, edge.sourceNodeId);
    const to = columnOf(section, edge.targetNodeId);
    if (from === undefined || to === undefined || from >= to) {
      return STAGE_BUILDER_MESSAGES.notEarlier;
    }
  }
  const taken = section.edges.some(
    (other) =>
      sameSource(other, { nodeId: edge.sourceNodeId, slot: edge.sourceSlot }) &&
      !sameTarget(other, { nodeId: edge.targetNodeId, slot: edge.targetSlot }),
  );
  return taken ? STAGE_BUILDER_MESSAGES.sourceSlotTaken : null;
}

/** The source slots a target slot may be fed from right now, seeding first, then by column. */
export function sourceOptions(section: SectionGraph, target: SlotRef): SlotRef[] {
  const candidates: SlotRef[] = [
    ...sourceSlots(section, null).map((slot) => ({ nodeId: null, slot })),
    ...graphNodes(section).flatMap((node) =>
      sourceSlots(section, node.structuralId).map((slot) => ({ nodeId: node.structuralId, slot })),
    ),
  ];
  return candidates.filter(
    (source) =>
      edgeError(section, {
        sourceNodeId: source.nodeId,
        sourceSlot: source.slot,
        targetNodeId: target.nodeId,
        targetSlot: target.slot,
      }) === null,
  );
}

export type Connection<S> = { ok: true; section: S } | { ok: false; error: string };

/** Adds an edge if the rules allow it; it replaces whatever fed the same target slot. */
export function connect<S extends SectionGraph>(section: S, edge: GraphEdge): Connection<S> {
  const error = edgeError(section, edge);
  if (error) return { ok: false, error };
  const target = { nodeId: edge.targetNodeId, slot: edge.targetSlot };
  return {
    ok: true,
    section: { ...section, edges: [...section.edges.filter((e) => !sameTarget(e, target)), edge] },
  };
}

export function disconnect<S extends SectionGraph>(section: S, target: SlotRef): S {
  return { ...section, edges: section.edges.filter((e) => !sameTarget(e, target)) };
}

/** The edge feeding a target slot, if any. */
export function edgeInto(section: SectionGraph, target: SlotRef): GraphEdge | undefined {
  return section.edges.find((e) => sameTarget(e, target));
}

function nextNumber(ids: readonly string[], prefix: string): number {
  const numbers = ids
    .filter((id) => id.startsWith(prefix))
    .map((id) => Number(id.slice(prefix.length)))
    .filter(Number.isInteger);
  return Math.max(0, ...numbers) + 1;
}

export function addColumn<S extends SectionGraph>(section: S): S {
  const name = `Round ${section.columns.length + 1}`;
  return { ...section, columns: [...section.columns, { cells: [{ name, contents: [] }] }] };
}

export function addCell<S extends SectionGraph>(section: S, columnIndex: number): S {
  return {
    ...section,
    columns: section.columns.map((column, i) =>
      i === columnIndex
        ? {
            cells: [...column.cells, { name: `Cell ${column.cells.length + 1}`, contents: [] }],
          }
        : column,
    ),
  };
}

function placeInCell(columns: GraphColumn[], column: number, cell: number, id: string) {
  return columns.map((c, ci) =>
    ci === column
      ? {
          cells: c.cells.map((cl, i) =>
            i === cell ? { ...cl, contents: [...cl.contents, id] } : cl,
          ),
        }
      : c,
  );
}

/**
 * Adds 'Match N' to a cell, in the group's match template or best of 1; N is one more than the
 * highest match number so far. `idPrefix` keeps structural ids unique across a tournament.
 */
export function addMatch<S extends SectionGraph>(
  section: S,
  column: number,
  cell: number,
  idPrefix = '',
): S {
  const n = nextNumber(
    section.matches.map((m) => m.structuralId),
    `${idPrefix}match-`,
  );
  const match: GraphMatch = {
    structuralId: `${idPrefix}match-${n}`,
    description: `Match ${n}`,
    ...(section.groupConfig?.matchTemplate ?? matchFormatFor('bestOf')),
  };
  return {
    ...section,
    matches: [...section.matches, match],
    columns: placeInCell(section.columns, column, cell, match.structuralId),
  };
}

/** Adds 'Decision Point N' taking two teams and deciding 1st and 2nd. */
export function addDecisionPoint<S extends SectionGraph>(
  section: S,
  column: number,
  cell: number,
  idPrefix = '',
): S {
  const n = nextNumber(
    section.decisionPoints.map((d) => d.structuralId),
    `${idPrefix}decision-point-`,
  );
  const point: GraphDecisionPoint = {
    structuralId: `${idPrefix}decision-point-${n}`,
    description: `Decision Point ${n}`,
    seedingCount: 2,
    standingLabels: ['1st', '2nd'],
  };
  return {
    ...section,
    decisionPoints: [...section.decisionPoints, point],
    columns: placeInCell(section.columns, column, cell, point.structuralId),
  };
}

/**
 * Sets how many teams a decision point takes and how many places it decides; new places are
 * labelled 1st, 2nd …, and edges into or out of slots that no longer exist are dropped.
 */
export function resizeDecisionPoint<S extends SectionGraph>(
  section: S,
  nodeId: string,
  seedingCount: number,
  placeCount: number,
): S {
  const seeds = Math.max(1, Math.floor(seedingCount));
  const places = Math.max(1, Math.floor(placeCount));
  return {
    ...section,
    decisionPoints: section.decisionPoints.map((point) =>
      point.structuralId === nodeId
        ? {
            ...point,
            seedingCount: seeds,
            standingLabels: Array.from(
              { length: places },
              (_, i) => point.standingLabels[i] ?? ordinal(i + 1),
            ),
          }
        : point,
    ),
    edges: section.edges.filter(
      (e) =>
        !(e.targetNodeId === nodeId && e.targetSlot > seeds) &&
        !(e.sourceNodeId === nodeId && e.sourceSlot > places),
    ),
  };
}

/** Removes a match or decision point with its cell entry and every edge touching it. */
export function removeNode<S extends SectionGraph>(section: S, nodeId: string): S {
  return {
    ...section,
    matches: section.matches.filter((m) => m.structuralId !== nodeId),
    decisionPoints: section.decisionPoints.filter((d) => d.structuralId !== nodeId),
    columns: section.columns.map((column) => ({
      cells: column.cells.map((cell) => ({
        ...cell,
        contents: cell.contents.filter((id) => id !== nodeId),
      })),
    })),
    edges: section.edges.filter((e) => e.sourceNodeId !== nodeId && e.targetNodeId !== nodeId),
  };
}

/**
 * Fills unconnected match slots the way a single-elimination bracket reads (the builder's
 * "auto-connect", spec 2 §4 edges regenerated): first-column matches take the seeds in order
 * (match k gets seeds 2k-1 and 2k), a later column's match k takes the winners of matches 2k-1
 * and 2k of the column before. Existing edges are kept and no source slot feeds two targets.
 */
export function autoConnect<S extends SectionGraph>(section: S): S {
  const matchIds = new Set(section.matches.map((m) => m.structuralId));
  const columns = section.columns.map((column) =>
    column.cells.flatMap((cell) => cell.contents.filter((id) => matchIds.has(id))),
  );
  let result: S = section;
  const tryEdge = (edge: GraphEdge) => {
    if (edgeInto(result, { nodeId: edge.targetNodeId, slot: edge.targetSlot })) return;
    const linked = connect(result, edge);
    if (linked.ok) result = linked.section;
  };
  columns.forEach((ids, columnIndex) =>
    ids.forEach((targetNodeId, k) =>
      ([1, 2] as const).forEach((targetSlot) => {
        if (columnIndex === 0) {
          tryEdge({ sourceNodeId: null, sourceSlot: 2 * k + targetSlot, targetNodeId, targetSlot });
          return;
        }
        const source = columns[columnIndex - 1]?.[2 * k + targetSlot - 1];
        if (source) tryEdge({ sourceNodeId: source, sourceSlot: 1, targetNodeId, targetSlot });
      }),
    ),
  );
  return result;
}

/** Removes the last column, with its nodes and their edges. */
export function removeLastColumn<S extends SectionGraph>(section: S): S {
  const last = section.columns.at(-1);
  if (!last) return section;
  let cleared: S = section;
  for (const id of last.cells.flatMap((cell) => cell.contents)) cleared = removeNode(cleared, id);
  return { ...cleared, columns: cleared.columns.slice(0, -1) };
}

/**
 * Spec 2 §2: 'Creating a Bracket for', the league name, the season name plus 'Season', the stage
 * name, and the section name if it differs from the stage's.
 */
export function bracketHeading({
  leagueName,
  seasonName,
  stageName,
  sectionName,
}: {
  leagueName: string;
  seasonName: string | null;
  stageName: string;
  sectionName: string;
}): string {
  const parts = ['Creating a Bracket for', leagueName];
  // A season already called '2026 Season' is not made '2026 Season Season'.
  if (seasonName) parts.push(/\bseason$/i.test(seasonName) ? seasonName : `${seasonName} Season`);
  parts.push(stageName);
  if (nameSlug(sectionName) !== nameSlug(stageName)) parts.push(sectionName);
  return parts.filter((part) => part.trim() !== '').join(' ');
}
