import type {
  CrystalBallChoiceDto,
  CrystalBallPromptDto,
} from '@esports-admin/schema/upstream/pickem';
import { describe, expect, it } from 'vitest';
import { crystalBallDistribution } from './mapping';

const choice = (id: string, tierId: string | null): CrystalBallChoiceDto => ({
  id,
  promptId: 'p1',
  label: id,
  eldsTeamId: null,
  eldsPlayerId: null,
  tierId,
  updatedAt: 1,
});

const prompt = (picksPerViewer: number): CrystalBallPromptDto => ({
  id: 'p1',
  eldsTournamentId: 't1',
  questionId: 'q1',
  state: 'certified',
  locksAt: '2026-11-28T10:00:00Z',
  picksPerViewer,
  choices: [choice('a', 'safe'), choice('b', 'long'), choice('c', 'long')],
  updatedAt: 1,
});

const tiers = [
  { id: 'safe', promptId: 'p1', name: 'Safe', points: 10, updatedAt: 1 },
  { id: 'long', promptId: 'p1', name: 'Long shot', points: 50, updatedAt: 1 },
];
const picks = {
  promptId: 'p1',
  viewers: 100,
  choices: [
    { choiceId: 'a', viewers: 70 },
    { choiceId: 'b', viewers: 20 },
    { choiceId: 'c', viewers: 10 },
  ],
};
const tierPicks = [
  { tierId: 'safe', viewers: 70 },
  { tierId: 'long', viewers: 30 },
];
const answer = (choiceIds: string[]) => ({ id: 'ans', promptId: 'p1', choiceIds, updatedAt: 1 });

describe('crystalBallDistribution', () => {
  it('gives right pickers their tier points and the rest 0, most points first', () => {
    const distribution = crystalBallDistribution(
      prompt(1),
      picks,
      tiers,
      tierPicks,
      answer(['a', 'b']),
    );
    expect(distribution.points).toEqual([
      { points: 50, viewers: 20 },
      { points: 10, viewers: 70 },
      { points: 0, viewers: 10 },
    ]);
    expect(distribution.choices.map((c) => c.correct)).toEqual([true, true, false]);
    expect(distribution.tiers).toEqual([
      { tierId: 'safe', name: 'Safe', points: 10, viewers: 70 },
      { tierId: 'long', name: 'Long shot', points: 50, viewers: 30 },
    ]);
    expect(distribution.answered).toBe(true);
  });

  it('counts no points without an answer but still shows the picks', () => {
    const distribution = crystalBallDistribution(prompt(1), picks, tiers, tierPicks, null);
    expect(distribution).toMatchObject({ viewers: 100, answered: false, points: [] });
    expect(distribution.choices.map((c) => c.viewers)).toEqual([70, 20, 10]);
  });

  it('answers zeros for a prompt nobody picked in', () => {
    const distribution = crystalBallDistribution(prompt(1), undefined, tiers, [], answer(['c']));
    expect(distribution.viewers).toBe(0);
    expect(distribution.points).toEqual([]);
    expect(distribution.tiers.map((t) => t.viewers)).toEqual([0, 0]);
  });

  it('with several picks per viewer, makes each right pick a row and leaves out the 0 row', () => {
    const distribution = crystalBallDistribution(
      prompt(2),
      picks,
      tiers,
      tierPicks,
      answer(['b', 'c']),
    );
    expect(distribution.points).toEqual([{ points: 50, viewers: 30 }]);
  });
});
