import type { ScoringConfigDto } from '@esports-admin/schema/upstream/pickem';
import { describe, expect, it } from 'vitest';
import { picksPerMatch, scorePreview } from './scoring';

const config = (pointsPerCorrectPick: number, perfectBlockBonus: number): ScoringConfigDto => ({
  id: `c${pointsPerCorrectPick}`,
  name: 'Groups',
  pointsPerCorrectPick,
  perfectBlockBonus,
  updatedAt: 1,
});

const pattern = (viewers: number, ...teams: string[]) => ({
  viewers,
  picks: teams.map((eldsTeamId, i) => ({ eldsMatchId: `m${i + 1}`, eldsTeamId })),
});

describe('picksPerMatch', () => {
  it('sums the viewers of every pattern per team, in block order, most picked first', () => {
    const patterns = [pattern(10, 'a', 'c'), pattern(30, 'b', 'c'), pattern(5, 'a', 'd')];
    expect(picksPerMatch(['m2', 'm1', 'm3'], patterns)).toEqual([
      {
        eldsMatchId: 'm2',
        teams: [
          { eldsTeamId: 'c', viewers: 40 },
          { eldsTeamId: 'd', viewers: 5 },
        ],
      },
      {
        eldsMatchId: 'm1',
        teams: [
          { eldsTeamId: 'b', viewers: 30 },
          { eldsTeamId: 'a', viewers: 15 },
        ],
      },
      { eldsMatchId: 'm3', teams: [] },
    ]);
  });
});

describe('scorePreview', () => {
  const patterns = [pattern(10, 'a', 'c'), pattern(30, 'b', 'c'), pattern(5, 'a', 'd')];

  it('gives points per right pick plus the bonus to a perfect block', () => {
    const preview = scorePreview(patterns, [
      { eldsMatchId: 'm1', winnerTeamId: 'a', config: config(10, 25) },
      { eldsMatchId: 'm2', winnerTeamId: 'c', config: config(20, 50) },
    ]);
    // a+c: 10 + 20 + 25 (bonus of the first configured match); b+c: 20; a+d: 10.
    expect(preview).toEqual({
      rows: [
        { points: 10, viewers: 5 },
        { points: 20, viewers: 30 },
        { points: 55, viewers: 10 },
      ],
      undecidedEldsMatchIds: [],
    });
  });

  it('scores only decided matches and gives no bonus while one is undecided', () => {
    const preview = scorePreview(patterns, [
      { eldsMatchId: 'm1', winnerTeamId: 'a', config: config(10, 25) },
      { eldsMatchId: 'm2', winnerTeamId: null, config: config(10, 25) },
    ]);
    expect(preview).toEqual({
      rows: [
        { points: 0, viewers: 30 },
        { points: 10, viewers: 15 },
      ],
      undecidedEldsMatchIds: ['m2'],
    });
  });

  it('gives nothing for a match whose section has no configuration', () => {
    const preview = scorePreview(patterns, [
      { eldsMatchId: 'm1', winnerTeamId: 'a', config: null },
      { eldsMatchId: 'm2', winnerTeamId: 'c', config: config(7, 3) },
    ]);
    expect(preview.rows).toEqual([
      { points: 0, viewers: 5 },
      { points: 7, viewers: 30 },
      { points: 10, viewers: 10 },
    ]);
  });
});
