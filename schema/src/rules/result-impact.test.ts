import { describe, expect, it } from 'vitest';
import { buildFormatStage, type FormatSection } from './format-templates';
import { resultImpact, seedingImpact, type ImpactMatch, type ImpactSection } from './result-impact';
import type { GraphEdge } from './stage-graph';

const edge = (
  sourceNodeId: string | null,
  sourceSlot: number,
  targetNodeId: string | null,
  targetSlot: number,
): GraphEdge => ({ sourceNodeId, sourceSlot, targetNodeId, targetSlot });

/** A best-of-1 match between two teams, its one game won by `winner` (or unplayed). */
const match = (id: string, one: string | null, two: string | null, winner: string | null) =>
  ({
    structuralId: id,
    strategy: 'bestOf',
    count: 1,
    teamOne: one,
    teamTwo: two,
    games: [{ id: `${id}-g1`, winnerTeamId: winner, tied: false }],
  }) satisfies ImpactMatch;

/** 4 teams, single elimination: semifinals S1 (A–D) and S2 (B–C), final F; A champion. */
const singleElimination: ImpactSection = {
  graph: {
    edges: [
      edge(null, 1, 'S1', 1),
      edge(null, 4, 'S1', 2),
      edge(null, 2, 'S2', 1),
      edge(null, 3, 'S2', 2),
      edge('S1', 1, 'F', 1),
      edge('S2', 1, 'F', 2),
      edge('F', 1, null, 1),
      edge('F', 2, null, 2),
      edge('S1', 2, null, 3),
      edge('S2', 2, null, 4),
    ],
  },
  seeding: ['A', 'B', 'C', 'D'],
  standing: ['A', 'B', 'D', 'C'],
  matches: [match('S1', 'A', 'D', 'A'), match('S2', 'B', 'C', 'B'), match('F', 'A', 'B', 'A')],
  decisionPoints: [],
  group: null,
};

/** 4 teams, double elimination, every match played: A beats everyone, B second, D third. */
const doubleElimination: ImpactSection = {
  graph: {
    edges: [
      edge(null, 1, 'W1', 1),
      edge(null, 4, 'W1', 2),
      edge(null, 2, 'W2', 1),
      edge(null, 3, 'W2', 2),
      edge('W1', 1, 'WF', 1),
      edge('W2', 1, 'WF', 2),
      edge('W1', 2, 'L1', 1),
      edge('W2', 2, 'L1', 2),
      edge('WF', 2, 'LF', 1),
      edge('L1', 1, 'LF', 2),
      edge('WF', 1, 'GF', 1),
      edge('LF', 1, 'GF', 2),
      edge('GF', 1, null, 1),
      edge('GF', 2, null, 2),
      edge('LF', 2, null, 3),
      edge('L1', 2, null, 4),
    ],
  },
  seeding: ['A', 'B', 'C', 'D'],
  standing: ['A', 'B', 'D', 'C'],
  matches: [
    match('W1', 'A', 'D', 'A'),
    match('W2', 'B', 'C', 'B'),
    match('WF', 'A', 'B', 'A'),
    match('L1', 'D', 'C', 'D'),
    match('LF', 'B', 'D', 'B'),
    match('GF', 'A', 'B', 'A'),
  ],
  decisionPoints: [],
  group: null,
};

describe('resultImpact', () => {
  it('moves the final participant when a semifinal winner changes, and invalidates the played final', () => {
    expect(resultImpact(singleElimination, { gameId: 'S1-g1', winnerTeamId: 'D' })).toEqual({
      matchId: 'S1',
      participantChanges: [{ matchId: 'F', slot: 1, fromTeamId: 'A', toTeamId: 'D' }],
      invalidatedMatchIds: ['F'],
      standingChanges: [
        { place: 1, fromTeamId: 'A', toTeamId: null },
        { place: 2, fromTeamId: 'B', toTeamId: null },
        { place: 3, fromTeamId: 'D', toTeamId: 'A' },
      ],
      recordChanges: [],
      matchWinnerChanges: true,
    });
  });

  it('changes nothing downstream when the result set is the one already there', () => {
    expect(resultImpact(singleElimination, { gameId: 'S1-g1', winnerTeamId: 'A' })).toEqual({
      matchId: 'S1',
      participantChanges: [],
      invalidatedMatchIds: [],
      standingChanges: [],
      recordChanges: [],
      matchWinnerChanges: false,
    });
  });

  it('moves only the final participant when an unplayed final is fed a new winner', () => {
    const unplayedFinal: ImpactSection = {
      ...singleElimination,
      standing: [null, null, 'D', 'C'],
      matches: [...singleElimination.matches.slice(0, 2), match('F', 'A', 'B', null)],
    };
    expect(resultImpact(unplayedFinal, { gameId: 'S2-g1', winnerTeamId: 'C' })).toEqual({
      matchId: 'S2',
      participantChanges: [{ matchId: 'F', slot: 2, fromTeamId: 'B', toTeamId: 'C' }],
      invalidatedMatchIds: [],
      standingChanges: [{ place: 4, fromTeamId: 'C', toTeamId: 'B' }],
      recordChanges: [],
      matchWinnerChanges: true,
    });
  });

  it('lists the played matches downstream of a cleared winners semifinal as invalidated', () => {
    const impact = resultImpact(doubleElimination, { gameId: 'W1-g1', winnerTeamId: null });
    expect(impact?.participantChanges).toEqual([
      { matchId: 'WF', slot: 1, fromTeamId: 'A', toTeamId: null },
      { matchId: 'L1', slot: 1, fromTeamId: 'D', toTeamId: null },
      { matchId: 'LF', slot: 1, fromTeamId: 'B', toTeamId: null },
      { matchId: 'LF', slot: 2, fromTeamId: 'D', toTeamId: null },
      { matchId: 'GF', slot: 1, fromTeamId: 'A', toTeamId: null },
      { matchId: 'GF', slot: 2, fromTeamId: 'B', toTeamId: null },
    ]);
    expect(impact?.invalidatedMatchIds).toEqual(['WF', 'L1', 'LF', 'GF']);
    expect(impact?.standingChanges).toEqual([
      { place: 1, fromTeamId: 'A', toTeamId: null },
      { place: 2, fromTeamId: 'B', toTeamId: null },
      { place: 3, fromTeamId: 'D', toTeamId: null },
      { place: 4, fromTeamId: 'C', toTeamId: null },
    ]);
  });

  it('moves the losers bracket when a winners final result flips', () => {
    const impact = resultImpact(doubleElimination, { gameId: 'WF-g1', winnerTeamId: 'B' });
    expect(impact?.participantChanges).toEqual([
      { matchId: 'LF', slot: 1, fromTeamId: 'B', toTeamId: 'A' },
      { matchId: 'GF', slot: 1, fromTeamId: 'A', toTeamId: 'B' },
      { matchId: 'GF', slot: 2, fromTeamId: 'B', toTeamId: null },
    ]);
    expect(impact?.invalidatedMatchIds).toEqual(['LF', 'GF']);
  });

  it('undecides a decision point whose placed team no longer comes in, and moves what it feeds', () => {
    const withPoint: ImpactSection = {
      graph: {
        edges: [
          ...singleElimination.graph.edges.filter((e) => e.targetNodeId !== 'F'),
          edge('S1', 1, 'DP', 1),
          edge('S2', 1, 'DP', 2),
          edge('DP', 1, 'F', 1),
          edge('DP', 2, 'F', 2),
        ],
      },
      seeding: singleElimination.seeding,
      standing: singleElimination.standing,
      matches: singleElimination.matches,
      decisionPoints: [
        { structuralId: 'DP', decided: true, seeding: ['A', 'B'], standing: ['A', 'B'] },
      ],
      group: null,
    };
    expect(
      resultImpact(withPoint, { gameId: 'S2-g1', winnerTeamId: 'B' })?.participantChanges,
    ).toEqual([]);
    const impact = resultImpact(withPoint, { gameId: 'S1-g1', winnerTeamId: 'D' });
    expect(impact?.participantChanges).toEqual([
      { matchId: 'F', slot: 1, fromTeamId: 'A', toTeamId: null },
      { matchId: 'F', slot: 2, fromTeamId: 'B', toTeamId: null },
    ]);
    expect(impact?.invalidatedMatchIds).toEqual(['F']);
  });

  it('follows a new team in the seeding through the section', () => {
    // E takes A's seed: the played semifinal and final start over, the places empty.
    const impact = seedingImpact(singleElimination, ['E', 'B', 'C', 'D']);
    expect(impact.participantChanges).toEqual([
      { matchId: 'S1', slot: 1, fromTeamId: 'A', toTeamId: 'E' },
      { matchId: 'F', slot: 1, fromTeamId: 'A', toTeamId: null },
    ]);
    expect(impact.invalidatedMatchIds).toEqual(['S1', 'F']);
    expect(impact.standingChanges.map((c) => [c.place, c.toTeamId])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
  });

  it('answers null for a game that is not in the section', () => {
    expect(resultImpact(singleElimination, { gameId: 'elsewhere', winnerTeamId: null })).toBeNull();
  });

  it('moves the records and ranks of a group when a result flips', () => {
    // A round robin of A, B, C: A beat B and C, B beat C; flipping A–B gives B 2-0 on top.
    const group: ImpactSection = {
      graph: { edges: [] },
      seeding: ['A', 'B', 'C'],
      standing: [null, null, null],
      matches: [match('AB', 'A', 'B', 'A'), match('AC', 'A', 'C', 'A'), match('BC', 'B', 'C', 'B')],
      decisionPoints: [],
      group: {
        records: [
          { teamId: 'A', record: { wins: 2, losses: 0, ties: 0 } },
          { teamId: 'B', record: { wins: 1, losses: 1, ties: 0 } },
          { teamId: 'C', record: { wins: 0, losses: 2, ties: 0 } },
        ],
        ranks: [
          { ordinal: 1, tiedTeams: ['A'] },
          { ordinal: 2, tiedTeams: ['B'] },
          { ordinal: 3, tiedTeams: ['C'] },
        ],
        manualRanks: false,
      },
    };
    expect(resultImpact(group, { gameId: 'AB-g1', winnerTeamId: 'B' })?.recordChanges).toEqual([
      {
        teamId: 'A',
        from: { wins: 2, losses: 0, ties: 0 },
        to: { wins: 1, losses: 1, ties: 0 },
        fromRank: 1,
        toRank: 2,
      },
      {
        teamId: 'B',
        from: { wins: 1, losses: 1, ties: 0 },
        to: { wins: 2, losses: 0, ties: 0 },
        fromRank: 2,
        toRank: 1,
      },
    ]);
    // Cleared: A and B at 1-0 share first place.
    const cleared = resultImpact(group, { gameId: 'AB-g1', winnerTeamId: null })?.recordChanges;
    expect(cleared?.map((c) => [c.teamId, c.to.wins, c.to.losses, c.toRank])).toEqual([
      ['A', 1, 0, 1],
      ['B', 1, 0, 1],
    ]);
    // Ranks set by hand stay as they are.
    const manual = { ...group, group: { ...group.group!, manualRanks: true } };
    const kept = resultImpact(manual, { gameId: 'AB-g1', winnerTeamId: 'B' })?.recordChanges;
    expect(kept?.map((c) => [c.teamId, c.fromRank, c.toRank])).toEqual([
      ['A', 1, 1],
      ['B', 2, 2],
    ]);
  });

  it('invalidates two played matches when a winners semifinal of a 16-team double elimination is cleared', () => {
    // The template's bracket, played with the better seed winning through the upper bracket's
    // final and the lower bracket's fourth round; the rest is to be played.
    const [bracket] = buildFormatStage(
      { template: 'double_elimination', participants: 16 },
      { structuralId: 'stage-1', name: 'Playoffs' },
    ).sections;
    const played = new Set([
      "Winner's Bracket Round 1",
      "Winner's Bracket Round 2",
      "Winner's Bracket Round 3",
      "Winner's Bracket Final",
      ...[1, 2, 3, 4].map((round) => `Loser's Bracket Round ${round}`),
    ]);
    const section = playedSection(bracket!, played);
    const [semifinal] = bracket!.columns[2]!.cells[0]!.contents;
    const impact = resultImpact(section, { gameId: `${semifinal}-g1`, winnerTeamId: null });
    expect(impact?.invalidatedMatchIds).toHaveLength(2);
    const names = new Map(
      bracket!.columns.flatMap((column) =>
        column.cells.flatMap((cell) => cell.contents.map((id) => [id, cell.name])),
      ),
    );
    expect(impact?.invalidatedMatchIds.map((id) => names.get(id))).toEqual([
      "Winner's Bracket Final",
      "Loser's Bracket Round 4",
    ]);
    // The lower bracket's fifth round, not played yet, loses the team coming up to it.
    expect(impact?.participantChanges.map((c) => names.get(c.matchId))).toContain(
      "Loser's Bracket Round 5",
    );
  });
});

/**
 * A built bracket as stored after playing the matches of the `played` rounds, teams S1 … S16 by
 * seed, the better seed winning: games, teams in place, places filled.
 */
function playedSection(section: FormatSection, played: ReadonlySet<string>): ImpactSection {
  const cellOf = new Map(
    section.columns.flatMap((column) =>
      column.cells.flatMap((cell) => cell.contents.map((id) => [id, cell.name] as const)),
    ),
  );
  const seeding = Array.from({ length: section.seedingCount }, (_, i) => `S${i + 1}`);
  const teams = new Map<string, [string | null, string | null]>();
  const results = new Map<string, [string, string]>();
  const from = (nodeId: string | null, slot: number) =>
    nodeId === null ? seeding[slot - 1]! : (results.get(nodeId)?.[slot - 1] ?? null);
  for (const column of section.columns) {
    for (const id of column.cells.flatMap((cell) => cell.contents)) {
      const pair = [1, 2].map((slot) => {
        const e = section.edges.find((x) => x.targetNodeId === id && x.targetSlot === slot)!;
        return from(e.sourceNodeId, e.sourceSlot);
      }) as [string | null, string | null];
      teams.set(id, pair);
      const [one, two] = pair;
      if (one && two && played.has(cellOf.get(id)!)) {
        const oneFirst = Number(one.slice(1)) < Number(two.slice(1));
        results.set(id, oneFirst ? [one, two] : [two, one]);
      }
    }
  }
  const standing = Array.from({ length: section.standingCount }, (_, i) => {
    const e = section.edges.find((x) => x.targetNodeId === null && x.targetSlot === i + 1)!;
    return from(e.sourceNodeId, e.sourceSlot);
  });
  return {
    graph: { edges: section.edges },
    seeding,
    standing,
    matches: section.matches.map((m) => ({
      structuralId: m.structuralId,
      strategy: m.strategy,
      count: m.count,
      teamOne: teams.get(m.structuralId)![0],
      teamTwo: teams.get(m.structuralId)![1],
      games: [
        {
          id: `${m.structuralId}-g1`,
          winnerTeamId: results.get(m.structuralId)?.[0] ?? null,
          tied: false,
        },
      ],
    })),
    decisionPoints: [],
    group: null,
  };
}
