import { describe, expect, it } from 'vitest';
import type { EdgeDto, SectionWriteDto } from '@esports-admin/schema/upstream/elds-tournaments';
import { doubleEliminationSection, seedPairs } from './tournament-formats';

const key = (node: string | null, slot: number) => `${node ?? 'section'}#${slot}`;

function counts(edges: EdgeDto[], side: 'source' | 'target'): Map<string, number> {
  const found = new Map<string, number>();
  for (const edge of edges) {
    const id = key(
      side === 'source' ? edge.sourceNodeId : edge.targetNodeId,
      side === 'source' ? edge.sourceSlot : edge.targetSlot,
    );
    found.set(id, (found.get(id) ?? 0) + 1);
  }
  return found;
}

/** Plays the bracket column by column, the better (lower) seed always winning. */
function playOut(section: SectionWriteDto): Map<number, number> {
  const slots = new Map<string, number>();
  const placed = new Map<number, number>();
  const send = (edge: EdgeDto, seed: number) => {
    if (edge.targetNodeId === null) placed.set(edge.targetSlot, seed);
    else slots.set(key(edge.targetNodeId, edge.targetSlot), seed);
  };
  for (const edge of section.edges.filter((e) => e.sourceNodeId === null)) {
    send(edge, edge.sourceSlot);
  }
  for (const column of section.columns) {
    for (const id of column.cells.flatMap((cell) => cell.contents)) {
      const one = slots.get(key(id, 1));
      const two = slots.get(key(id, 2));
      if (one === undefined || two === undefined) throw new Error(`${id} is not ready`);
      const [winner, loser] = one < two ? [one, two] : [two, one];
      for (const edge of section.edges.filter((e) => e.sourceNodeId === id)) {
        send(edge, edge.sourceSlot === 1 ? winner : loser);
      }
    }
  }
  return placed;
}

describe('double elimination of any power of two', () => {
  it('pairs seeds in the standard bracket order', () => {
    expect(seedPairs(16)).toEqual([
      [1, 16],
      [8, 9],
      [4, 13],
      [5, 12],
      [2, 15],
      [7, 10],
      [3, 14],
      [6, 11],
    ]);
    expect(seedPairs(4)).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it.each([4, 8, 16, 64, 512])('builds %i teams with 2n − 2 matches and valid edges', (teams) => {
    const section = doubleEliminationSection('de', 3, teams);
    const matches = section.matches ?? [];
    expect(matches).toHaveLength(2 * teams - 2);
    expect(section.seeding.entries).toHaveLength(teams);
    expect(section.standing.entries).toHaveLength(teams);

    const column = new Map<string, number>();
    section.columns.forEach((c, i) =>
      c.cells.forEach((cell) => cell.contents.forEach((id) => column.set(id, i))),
    );
    const ids = matches.map((match) => match.structuralId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...column.keys()].sort()).toEqual([...ids].sort());

    const into = counts(section.edges, 'target');
    const outOf = counts(section.edges, 'source');
    for (const id of ids) {
      // Each match gets exactly two teams and sends its winner and loser on exactly once.
      expect([into.get(key(id, 1)), into.get(key(id, 2))]).toEqual([1, 1]);
      expect([outOf.get(key(id, 1)), outOf.get(key(id, 2))]).toEqual([1, 1]);
    }
    for (let slot = 1; slot <= teams; slot += 1) {
      expect(outOf.get(key(null, slot))).toBe(1); // every seed plays
      expect(into.get(key(null, slot))).toBe(1); // every place is reached
    }
    for (const edge of section.edges) {
      // Options only from earlier columns or the seeding.
      if (edge.sourceNodeId !== null && edge.targetNodeId !== null) {
        expect(column.get(edge.sourceNodeId)!).toBeLessThan(column.get(edge.targetNodeId)!);
      }
    }
    expect(section.edges).toHaveLength(teams + 2 * (2 * teams - 2));
  });

  it.each([8, 64])(
    'places every team once, the seeds in order when favourites win (%i)',
    (teams) => {
      const placed = playOut(doubleEliminationSection('de', 3, teams));
      expect(placed.size).toBe(teams);
      expect(new Set(placed.values()).size).toBe(teams);
      expect(placed.get(1)).toBe(1);
      expect(placed.get(2)).toBe(2);
      expect(placed.get(3)).toBe(3);
    },
  );

  it('names rounds and places as the 16-team fixture does', () => {
    const section = doubleEliminationSection('po_bracket');
    expect(
      section.columns.map((c) => c.cells.map((cell) => `${cell.name}:${cell.contents.length}`)),
    ).toEqual([
      ['Upper Round 1:8'],
      ['Upper Quarterfinals:4', 'Lower Round 1:4'],
      ['Upper Semifinals:2', 'Lower Round 2:4'],
      ['Upper Final:1', 'Lower Round 3:2'],
      ['Lower Quarterfinals:2'],
      ['Lower Semifinal:1'],
      ['Lower Final:1'],
      ['Grand Final:1'],
    ]);
    expect(section.standing.entries.map((entry) => entry.description)).toEqual([
      'Place 1',
      'Place 2',
      'Place 3',
      'Place 4',
      ...Array<string>(2).fill('5th-6th'),
      ...Array<string>(2).fill('7th-8th'),
      ...Array<string>(4).fill('9th-12th'),
      ...Array<string>(4).fill('13th-16th'),
    ]);
    expect(doubleEliminationSection('de', 3, 64).standing.entries.at(-1)!.description).toBe(
      '49th-64th',
    );
  });

  it('refuses a team count that is not a power of two', () => {
    expect(() => doubleEliminationSection('de', 3, 12)).toThrow(/2\^k/);
  });
});
