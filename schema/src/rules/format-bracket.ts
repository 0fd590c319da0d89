/**
 * A bracket drawn on a full power-of-two (or fixed) frame, then cut to the teams there are: the
 * format templates' common ground (issue #37). A draft match takes two entrants (a seed, or the
 * winner or loser of an earlier draft match); a seed beyond the teams is a bye. Cutting turns each
 * draft match into a real match only when both entrants are teams: with one bye the other entrant
 * goes straight on (no loser), with two the bye goes on. Places are taken in order, best first,
 * byes dropped; places of one tier share a label ('5th-8th').
 */
import type { FormatSection } from './format-templates';
import type { GraphColumn, GraphEdge, GraphMatch } from './stage-graph';

export type Entrant =
  | { kind: 'seed'; seed: number }
  | { kind: 'winner'; match: number }
  | { kind: 'loser'; match: number };

export const seed = (n: number): Entrant => ({ kind: 'seed', seed: n });
export const winnerOf = (match: number): Entrant => ({ kind: 'winner', match });
export const loserOf = (match: number): Entrant => ({ kind: 'loser', match });

interface DraftMatch {
  column: number;
  cell: string;
  one: Entrant;
  two: Entrant;
}

interface DraftPlace {
  entrant: Entrant;
  /** Places of one tier share their label; null: each its own ordinal. */
  tier: number | null;
  /** A label of its own ('3-0'), instead of the ordinal. */
  label?: string;
}

/** Where a team comes from once the frame is cut: a seeding slot or a real match's slot. */
type Source = { nodeId: string | null; slot: number } | null;

export class BracketDraft {
  private readonly matches: DraftMatch[] = [];
  private readonly places: DraftPlace[] = [];

  /** Adds a draft match; answers its number, for `winnerOf` and `loserOf`. */
  match(column: number, cell: string, one: Entrant, two: Entrant): number {
    this.matches.push({ column, cell, one, two });
    return this.matches.length - 1;
  }

  /** The next standing place (best first). */
  place(entrant: Entrant, tier: number | null = null, label?: string) {
    this.places.push({ entrant, tier, label });
  }

  /**
   * The section for `teams` teams: real matches numbered in draft order, `bestOf` games each,
   * empty cells and columns left out, every place a team can reach in order.
   */
  cut(
    teams: number,
    section: Pick<FormatSection, 'structuralId' | 'name'>,
    bestOf: (cell: string) => number,
  ): FormatSection {
    const winners: Source[] = [];
    const losers: Source[] = [];
    const resolve = (entrant: Entrant): Source => {
      if (entrant.kind === 'seed') {
        return entrant.seed <= teams ? { nodeId: null, slot: entrant.seed } : null;
      }
      return (entrant.kind === 'winner' ? winners : losers)[entrant.match] ?? null;
    };
    const matches: GraphMatch[] = [];
    const edges: GraphEdge[] = [];
    const cells = new Map<string, { column: number; cell: string; contents: string[] }>();
    for (const draft of this.matches) {
      const one = resolve(draft.one);
      const two = resolve(draft.two);
      if (one && two) {
        const structuralId = `${section.structuralId}-match-${matches.length + 1}`;
        matches.push({
          structuralId,
          description: `Match ${matches.length + 1}`,
          strategy: 'bestOf',
          count: bestOf(draft.cell),
        });
        edges.push(feed(one, structuralId, 1), feed(two, structuralId, 2));
        winners.push({ nodeId: structuralId, slot: 1 });
        losers.push({ nodeId: structuralId, slot: 2 });
        const key = `${draft.column}\u0000${draft.cell}`;
        const cell = cells.get(key) ?? { column: draft.column, cell: draft.cell, contents: [] };
        cell.contents.push(structuralId);
        cells.set(key, cell);
      } else {
        winners.push(one ?? two);
        losers.push(null);
      }
    }
    const placed = this.places
      .map((place) => ({ ...place, source: resolve(place.entrant) }))
      .filter((place) => place.source !== null);
    placed.forEach((place, i) =>
      edges.push({
        sourceNodeId: place.source!.nodeId,
        sourceSlot: place.source!.slot,
        targetNodeId: null,
        targetSlot: i + 1,
      }),
    );
    return {
      ...section,
      type: 'bracket',
      groupConfig: null,
      seedingCount: teams,
      standingCount: placed.length,
      standingLabels: placeLabels(placed),
      columns: columnsOf([...cells.values()]),
      matches,
      decisionPoints: [],
      edges,
    };
  }
}

function feed(source: NonNullable<Source>, targetNodeId: string, targetSlot: number): GraphEdge {
  return { sourceNodeId: source.nodeId, sourceSlot: source.slot, targetNodeId, targetSlot };
}

/** Cells by column, in the order they were first filled; columns with nothing left out. */
export function columnsOf(
  cells: readonly { column: number; cell: string; contents: string[] }[],
): GraphColumn[] {
  const columns = [...new Set(cells.map((cell) => cell.column))].sort((a, b) => a - b);
  return columns.map((column) => ({
    cells: cells
      .filter((cell) => cell.column === column)
      .map(({ cell, contents }) => ({ name: cell, contents })),
  }));
}

export function ordinal(n: number): string {
  const teen = Math.floor(n / 10) % 10 === 1;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10];
  return `${n}${suffix ?? 'th'}`;
}

/** '1st', '2nd', then a tier's range ('5th-8th'); a place's own label wins. */
function placeLabels(places: readonly DraftPlace[]): string[] {
  return places.map((place, i) => {
    if (place.label) return place.label;
    if (place.tier === null) return ordinal(i + 1);
    const first = places.findIndex((other) => other.tier === place.tier);
    const last = places.findLastIndex((other) => other.tier === place.tier);
    return first === last ? ordinal(i + 1) : `${ordinal(first + 1)}-${ordinal(last + 1)}`;
  });
}

/**
 * Seed positions of the standard bracket of `size` (a power of two), top to bottom: pairs add up
 * to size + 1 and the top seeds meet last (8: 1 8 4 5 2 7 3 6).
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((position) => [position, next + 1 - position]);
  }
  return order;
}

export const nextPowerOfTwo = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(2, n)));
