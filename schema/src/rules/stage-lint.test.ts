import { describe, expect, it } from 'vitest';
import { newSectionGraph, type GraphEdge, type SectionGraph } from './stage-graph';
import {
  lintErrors,
  lintSection,
  lintTournament,
  type LintCode,
  type LintGraph,
} from './stage-lint';

type Wire = [from: string | null, sourceSlot: number, to: string | null, targetSlot: number];

const wire = ([sourceNodeId, sourceSlot, targetNodeId, targetSlot]: Wire): GraphEdge => ({
  sourceNodeId,
  sourceSlot,
  targetNodeId,
  targetSlot,
});

/** A bracket section: one cell per column ('Round N'), matches described 'Match N' in order. */
function bracket(columns: string[][], wires: Wire[], teams = 4, places = teams): LintGraph {
  const ids = columns.flat();
  return {
    ...newSectionGraph('bracket', teams),
    standingCount: places,
    columns: columns.map((contents, i) => ({ cells: [{ name: `Round ${i + 1}`, contents }] })),
    matches: ids.map((structuralId, i) => ({
      structuralId,
      description: `Match ${i + 1}`,
      strategy: 'bestOf',
      count: 1,
    })),
    edges: wires.map(wire),
  };
}

/** 4-team single elimination: semifinal losers take places 3 and 4. */
const SINGLE: Wire[] = [
  [null, 1, 'm1', 1],
  [null, 4, 'm1', 2],
  [null, 2, 'm2', 1],
  [null, 3, 'm2', 2],
  ['m1', 1, 'm3', 1],
  ['m2', 1, 'm3', 2],
  ['m1', 2, null, 3],
  ['m2', 2, null, 4],
  ['m3', 1, null, 1],
  ['m3', 2, null, 2],
];
const single = (wires = SINGLE, teams = 4, places = teams) =>
  bracket([['m1', 'm2'], ['m3']], wires, teams, places);
const without = (...drop: Wire[]) =>
  SINGLE.filter((w) => !drop.some((d) => d.every((part, i) => part === w[i])));

/** 4-team double elimination: upper u1 u2 → u3, lower l1 (upper round 1 losers) → l2, then gf. */
const DOUBLE: Wire[] = [
  [null, 1, 'u1', 1],
  [null, 4, 'u1', 2],
  [null, 2, 'u2', 1],
  [null, 3, 'u2', 2],
  ['u1', 1, 'u3', 1],
  ['u2', 1, 'u3', 2],
  ['u1', 2, 'l1', 1],
  ['u2', 2, 'l1', 2],
  ['u3', 1, 'gf', 1],
  ['u3', 2, 'l2', 2],
  ['l1', 1, 'l2', 1],
  ['l1', 2, null, 4],
  ['l2', 1, 'gf', 2],
  ['l2', 2, null, 3],
  ['gf', 1, null, 1],
  ['gf', 2, null, 2],
];
const double = (wires = DOUBLE, extra: string[][] = []) =>
  bracket([['u1', 'u2'], ['u3', 'l1'], ['l2'], ['gf'], ...extra], wires);

const codes = (section: SectionGraph): LintCode[] => lintSection(section).map((f) => f.code);

describe('graph lint of clean formats', () => {
  it('finds nothing in a 4-team single elimination', () => {
    expect(lintSection(single())).toEqual([]);
  });

  it('finds nothing in a 4-team double elimination', () => {
    expect(lintSection(double())).toEqual([]);
  });

  it('takes a grand-final reset (both teams of the final meet again) as a rematch, not an error', () => {
    const reset = [
      ...DOUBLE.filter(([from]) => from !== 'gf'),
      ['gf', 1, 'gf2', 1],
      ['gf', 2, 'gf2', 2],
      ['gf2', 1, null, 1],
      ['gf2', 2, null, 2],
    ] satisfies Wire[];
    expect(lintSection(double(reset, [['gf2']]))).toEqual([]);
  });

  it('finds nothing in a round robin of 3 teams with every seed playing', () => {
    const group: SectionGraph = {
      ...bracket(
        [['g1', 'g2', 'g3']],
        [
          [null, 1, 'g1', 1],
          [null, 2, 'g1', 2],
          [null, 1, 'g2', 1],
          [null, 3, 'g2', 2],
          [null, 2, 'g3', 1],
          [null, 3, 'g3', 2],
        ],
        3,
      ),
      type: 'group',
      groupConfig: { roundRobinRounds: 1, matchTemplate: { strategy: 'bestOf', count: 1 } },
    };
    expect(lintSection(group)).toEqual([]);
  });
});

describe('graph lint of broken graphs, one per finding', () => {
  it('finds a target slot fed twice, naming the match and its cell', () => {
    const findings = lintSection(single([...without(['m2', 1, 'm3', 2]), ['m2', 1, 'm3', 1]]));
    expect(findings).toContainEqual({
      severity: 'error',
      code: 'slotFedTwice',
      nodeId: 'm3',
      slot: 1,
      message: 'Match 3 (Round 2) team 1 is fed by more than one edge.',
      fix: 'Keep one source for Match 3 (Round 2) team 1 and disconnect the others.',
    });
  });

  it('finds a cycle and says which edge closes it', () => {
    const looped = single([...without([null, 4, 'm1', 2], ['m1', 2, null, 3]), ['m3', 2, 'm1', 2]]);
    expect(lintSection(looped)).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        code: 'cycle',
        nodeId: 'm1',
        message: 'Match 1 (Round 1) → Match 3 (Round 2) feed each other in a loop.',
      }),
    );
  });

  it('finds a match no seeding reaches', () => {
    const findings = lintSection(
      bracket(
        [
          ['m1', 'm2'],
          ['m3', 'm4'],
        ],
        SINGLE,
      ),
    );
    expect(findings).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'unreachable', nodeId: 'm4' }),
    );
  });

  it('takes a match with its teams placed from the start as reached, and unused seeds as a warning', () => {
    // Two placed teams play Match 1; both meet again in Match 2, which decides the two places.
    const placed = bracket(
      [['m1'], ['m2']],
      [
        ['m1', 1, 'm2', 1],
        ['m1', 2, 'm2', 2],
        ['m2', 1, null, 1],
        ['m2', 2, null, 2],
      ],
      2,
    );
    placed.matches[0] = { ...placed.matches[0]!, teamOneId: '100', teamTwoId: '101' };
    expect(lintErrors(lintSection(placed))).toEqual([]);
    expect(lintSection(placed)).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'seedEntersNothing', slot: 1 }),
      expect.objectContaining({ severity: 'warning', code: 'seedEntersNothing', slot: 2 }),
    ]);
    // A team still to be decided (TBD) places nobody.
    placed.matches[0] = { ...placed.matches[0], teamOneId: '0', teamTwoId: null };
    expect(codes(placed)).toEqual(expect.arrayContaining(['unreachable', 'seedEntersNothing']));
    expect(lintErrors(lintSection(placed)).length).toBeGreaterThan(0);
  });

  it('finds a match whose result feeds nothing and no standing', () => {
    const findings = lintSection(single(without(['m3', 1, null, 1], ['m3', 2, null, 2])));
    expect(findings).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        code: 'resultFeedsNothing',
        nodeId: 'm3',
        message: 'The result of Match 3 (Round 2) feeds no match and no standing place.',
      }),
    );
  });

  it('warns, without blocking, when only the loser of a bracket match goes nowhere', () => {
    const findings = lintSection(
      single([...without(['m1', 2, null, 3], ['m2', 2, null, 4]), ['m2', 2, null, 3]], 4, 3),
    );
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'loserFeedsNothing', nodeId: 'm1' }),
    ]);
    expect(lintErrors(findings)).toEqual([]);
  });

  it('finds a loser feeding a match its winner also reaches, and a loser taking first place', () => {
    const crossed = lintSection(
      bracket(
        [['m1', 'm2'], ['m3'], ['m4']],
        [
          ...without(['m1', 2, null, 3], ['m3', 1, null, 1], ['m3', 2, null, 2]),
          ['m3', 1, 'm4', 1],
          ['m1', 2, 'm4', 2],
          ['m3', 2, null, 3],
          ['m4', 1, null, 1],
          ['m4', 2, null, 2],
        ],
      ),
    );
    expect(crossed).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'loserFeedsWinnerPlace',
        nodeId: 'm1',
        slot: 2,
        message:
          'The loser of Match 1 (Round 1) feeds Match 4 (Round 3) team 2, where its winner also goes on to.',
      }),
    ]);
    const swapped = lintSection(
      single([
        ...without(['m3', 1, null, 1], ['m3', 2, null, 2]),
        ['m3', 1, null, 2],
        ['m3', 2, null, 1],
      ]),
    );
    expect(swapped).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        code: 'loserFeedsWinnerPlace',
        nodeId: 'm3',
        message: 'The loser of Match 3 (Round 2) takes first place in the standing.',
      }),
    );
  });

  it('finds seeds entering nothing, edges from seeds the section does not have, and unfed places', () => {
    expect(lintSection(single(SINGLE, 5))).toContainEqual(
      expect.objectContaining({ code: 'seedEntersNothing', nodeId: null, slot: 5 }),
    );
    expect(lintSection(single(SINGLE, 5))).toContainEqual(
      expect.objectContaining({ code: 'placeFedByNothing', nodeId: null, slot: 5 }),
    );
    const beyond = single([...without([null, 4, 'm1', 2]), [null, 9, 'm1', 2]], 4, 4);
    expect(codes(beyond)).toEqual(['unknownSlot', 'seedEntersNothing']);
  });

  it('warns when a group holds a match count other than its round robin', () => {
    const group: SectionGraph = {
      ...single(),
      type: 'group',
      groupConfig: { roundRobinRounds: 2, matchTemplate: { strategy: 'bestOf', count: 1 } },
    };
    expect(lintSection(group)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'roundRobinSize',
        message: 'The group has 3 matches; 4 teams playing each other 2 times need 12.',
      }),
    ]);
  });

  it('finds a decision point place without a label', () => {
    const section: SectionGraph = {
      ...single(without(['m3', 1, null, 1], ['m3', 2, null, 2])),
      columns: [...single().columns, { cells: [{ name: 'Advancement', contents: ['dp'] }] }],
      decisionPoints: [
        {
          structuralId: 'dp',
          description: 'Decision Point 1',
          seedingCount: 2,
          standingLabels: ['1st', ' '],
        },
      ],
      edges: [
        ...without(['m3', 1, null, 1], ['m3', 2, null, 2]).map(wire),
        wire(['m3', 1, 'dp', 1]),
        wire(['m3', 2, 'dp', 2]),
        wire(['dp', 1, null, 1]),
        wire(['dp', 2, null, 2]),
      ],
    };
    expect(lintSection(section)).toEqual([
      {
        severity: 'error',
        code: 'unlabelledPlace',
        nodeId: 'dp',
        slot: 2,
        message: 'Place 2 of Decision Point 1 (Advancement) has no label.',
        fix: "Label place 2 of Decision Point 1 (Advancement) (e.g. 'Qualified').",
      },
    ]);
  });

  it('says only that an empty section is empty', () => {
    expect(codes(newSectionGraph('bracket', 4))).toEqual(['emptySection']);
  });
});

describe('lintTournament', () => {
  it('names stage and section, and warns when the stage teams are not split evenly', () => {
    const findings = lintTournament([
      {
        id: 'st1',
        name: 'Playoffs',
        seedingCount: 9,
        sections: [
          { id: 'sc1', name: 'Bracket A', graph: single() },
          { id: 'sc2', name: 'Bracket B', graph: newSectionGraph('bracket', 5) },
        ],
      },
    ]);
    expect(findings).toEqual([
      expect.objectContaining({
        stageId: 'st1',
        stageName: 'Playoffs',
        sectionId: null,
        severity: 'warning',
        code: 'unevenSplit',
        message: "The stage's 9 teams go 4, 5 into its sections; split evenly they would be 5, 4.",
      }),
      expect.objectContaining({
        stageId: 'st1',
        sectionId: 'sc2',
        sectionName: 'Bracket B',
        code: 'emptySection',
      }),
    ]);
  });
});
