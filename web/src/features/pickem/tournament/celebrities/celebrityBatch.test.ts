import { describe, expect, it } from 'vitest';
import {
  celebrityBatchInput,
  celebrityBatchValues,
  matchGroups,
  pickOf,
  unplacedRowMessages,
  withPick,
  type CelebrityRow,
} from './celebrityBatch';

const team = (id: string, name: string, tricode: string) => ({ id, name, tricode });
const t1 = team('t1', 'T1', 'T1');
const gen = team('gen', 'Gen.G', 'GEN');
const blg = team('blg', 'Bilibili Gaming', 'BLG');

const row = (picks: CelebrityRow['picks']): CelebrityRow => ({
  key: 'k',
  id: 'c1',
  name: 'Ava',
  title: 'Caster',
  imageUrl: 'https://img.example/ava.png',
  picks,
});

describe('celebrity batch values', () => {
  it('groups the matches by block, then the ones in no block, named by tricodes', () => {
    const groups = matchGroups(
      [
        {
          id: 'b1',
          name: 'Day 1',
          matches: [{ id: 'm1', description: 'Final', teamOne: t1, teamTwo: gen }],
        },
        { id: 'b2', name: 'Empty', matches: [] },
      ],
      [{ id: 'm2', description: 'Semifinal', teamOne: blg, teamTwo: null }],
    );
    expect(groups.map((group) => [group.label, group.matches.map((match) => match.label)])).toEqual(
      [
        ['Day 1', ['T1 vs GEN']],
        ['Not in a block', ['Semifinal']],
      ],
    );
    expect(groups[0]!.matches[0]!.teams).toEqual([
      { id: 't1', name: 'T1' },
      { id: 'gen', name: 'Gen.G' },
    ]);
  });

  it('sets, changes and clears a pick of a match, keeping the other picks in place', () => {
    const start = row([
      { eldsMatchId: 'm1', eldsTeamId: 't1' },
      { eldsMatchId: 'm2', eldsTeamId: 'blg' },
    ]);
    expect(withPick(start, 'm1', 'gen')).toEqual([
      { eldsMatchId: 'm1', eldsTeamId: 'gen' },
      { eldsMatchId: 'm2', eldsTeamId: 'blg' },
    ]);
    expect(withPick(start, 'm3', 't1')).toHaveLength(3);
    expect(withPick(start, 'm1', '')).toEqual([{ eldsMatchId: 'm2', eldsTeamId: 'blg' }]);
    expect(pickOf(start, 'm2')).toEqual({ index: 1, teamId: 'blg' });
    expect(pickOf(start, 'm9')).toBeNull();
  });

  it('sends the batch in CelebrityInput shape: ids kept for stored rows, texts trimmed', () => {
    const values = celebrityBatchValues([
      {
        id: 'c1',
        name: ' Ava ',
        title: 'Caster',
        imageUrl: 'https://img.example/a.png',
        picks: [],
      },
    ]);
    values.celebrities.push({ ...row([]), id: null, name: 'New' });
    const input = celebrityBatchInput(values);
    expect(input[0]).toEqual({
      id: 'c1',
      name: 'Ava',
      title: 'Caster',
      imageUrl: 'https://img.example/a.png',
      picks: [],
    });
    expect(input[1]).not.toHaveProperty('id');
  });

  it('lists the messages of picks not on screen under their row, named by match', () => {
    const picks = [
      { eldsMatchId: 'm1', eldsTeamId: 't1' },
      { eldsMatchId: 'm2', eldsTeamId: 'x' },
    ];
    const shown = {
      'celebrities.0.picks.0.eldsTeamId': 'Shown beside the select',
      'celebrities.0.picks.1.eldsTeamId': 'Team is not in the match',
      'celebrities.0.name': 'Beside the name',
      'celebrities.1.picks.0.eldsTeamId': 'Another row',
    };
    expect(
      unplacedRowMessages(
        row(picks),
        0,
        shown,
        new Set(['m1']),
        (id) => `Match ${id.toUpperCase()}`,
      ),
    ).toEqual(['Match M2: Team is not in the match']);
  });
});
