/**
 * Edits of a section's graph (spec 2 §4, §5): section type changes, columns, cells, matches and
 * decision points added or removed, and the builder's auto-connect. Each returns a new section.
 */
import { ordinal } from './formatting';
import {
  connect,
  defaultGroupConfig,
  edgeInto,
  isSectionType,
  matchFormatFor,
  STAGE_BUILDER_MESSAGES,
  type GraphColumn,
  type GraphDecisionPoint,
  type GraphEdge,
  type GraphMatch,
  type SectionGraph,
} from './stage-graph';

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
 * `nodes` with a new one appended, numbered one more than the highest of its kind (`stem`) so far,
 * and the section's columns with it placed in the cell.
 */
function addNode<N extends { structuralId: string }>(
  section: SectionGraph,
  nodes: readonly N[],
  at: { stem: string; column: number; cell: number },
  make: (structuralId: string, n: number) => N,
) {
  const n = nextNumber(
    nodes.map((node) => node.structuralId),
    at.stem,
  );
  const node = make(`${at.stem}${n}`, n);
  return {
    nodes: [...nodes, node],
    columns: placeInCell(section.columns, at.column, at.cell, node.structuralId),
  };
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
  const template = section.groupConfig?.matchTemplate ?? matchFormatFor('bestOf');
  const { nodes: matches, columns } = addNode(
    section,
    section.matches,
    { stem: `${idPrefix}match-`, column, cell },
    (structuralId, n): GraphMatch => ({ structuralId, description: `Match ${n}`, ...template }),
  );
  return { ...section, matches, columns };
}

/** Adds 'Decision Point N' taking two teams and deciding 1st and 2nd. */
export function addDecisionPoint<S extends SectionGraph>(
  section: S,
  column: number,
  cell: number,
  idPrefix = '',
): S {
  const { nodes: decisionPoints, columns } = addNode(
    section,
    section.decisionPoints,
    { stem: `${idPrefix}decision-point-`, column, cell },
    (structuralId, n): GraphDecisionPoint => ({
      structuralId,
      description: `Decision Point ${n}`,
      seedingCount: 2,
      standingLabels: ['1st', '2nd'],
    }),
  );
  return { ...section, decisionPoints, columns };
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
