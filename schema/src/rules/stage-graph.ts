/**
 * A section's graph (spec 2 §3, §4, §5): match formats, section types, the graph's shape, and the
 * edge rules. A section's graph is columns of cells; a cell holds matches and decision points by
 * structural id. Edges join a source slot to a target slot; a null source node is the section's
 * seeding and a null target node its standing. Slots count from 1: slot 1 of a match is the
 * winner (as a source) or team one (as a target), slot 2 the loser or team two.
 */
import {
  DEFAULT_BEST_OF_COUNT,
  DEFAULT_PLAY_ALL_COUNT,
  DEFAULT_ROUND_ROBIN_ROUNDS,
  NEW_TOURNAMENT_PARTICIPANT_ENTRIES,
} from './constants';

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

/** Spelled as the SDL's SectionType and the data service's section type, so no side converts. */
export type SectionType = 'group' | 'bracket' | 'cross_group';
export const SECTION_TYPES: readonly SectionType[] = ['bracket', 'group', 'cross_group'];

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
