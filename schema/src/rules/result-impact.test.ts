import { describe, expect, it } from 'vitest';
import { resultImpact, type ImpactMatch, type ImpactSection } from './result-impact';
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
    });
  });

  it('changes nothing downstream when the result set is the one already there', () => {
    expect(resultImpact(singleElimination, { gameId: 'S1-g1', winnerTeamId: 'A' })).toEqual({
      matchId: 'S1',
      participantChanges: [],
      invalidatedMatchIds: [],
      standingChanges: [],
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

  it('answers null for a game that is not in the section', () => {
    expect(resultImpact(singleElimination, { gameId: 'elsewhere', winnerTeamId: null })).toBeNull();
  });
});
