import { describe, expect, it } from 'vitest';
import {
  chunk,
  classifyBulkRows,
  distinctIds,
  newPlayerDraft,
  playerDraftFromCsvRecord,
  validatePlayerDraft,
  type PlayerDraft,
} from './player';

const draft = (overrides: Partial<PlayerDraft> = {}): PlayerDraft => ({
  ...newPlayerDraft('lol'),
  handle: 'Faker',
  firstName: 'Sanghyeok',
  lastName: 'Lee',
  ...overrides,
});

describe('player drafts', () => {
  it('accepts a complete player; photo, team and identity are optional', () => {
    expect(validatePlayerDraft(draft())).toEqual({});
    expect(
      validatePlayerDraft(
        draft({ photoUrl: 'https://static.example.com/p.png', login: 'faker_t1', puuid: 'abc' }),
      ),
    ).toEqual({});
  });

  it('answers the spec handle messages', () => {
    expect(validatePlayerDraft(draft({ handle: 'Fa-ker' })).handle).toBe(
      'Handle may not contain special characters',
    );
    expect(validatePlayerDraft(draft({ handle: 'Twelve_chars' })).handle).toBe(
      'Max: 11 characters',
    );
    expect(validatePlayerDraft(draft({ handle: 'Eleven char' })).handle).toBeUndefined();
    expect(validatePlayerDraft(draft({ handle: 'FAKER' }), new Set(['faker'])).handle).toBe(
      'Handle already in use',
    );
    expect(validatePlayerDraft(draft({ handle: '' })).handle).toBe('Field is not valid.');
  });

  it('uses the generic length message, the required message and the login rule', () => {
    expect(validatePlayerDraft(draft({ firstName: 'x'.repeat(100) })).firstName).toBe(
      'First Name must be fewer than 100 characters',
    );
    expect(validatePlayerDraft(draft({ lastName: '  ' })).lastName).toBe('Field is not valid.');
    expect(validatePlayerDraft(draft({ login: 'abc' })).login).toBe(
      'Logins must be at least 4 characters long',
    );
    expect(validatePlayerDraft(draft({ photoUrl: 'ftp://x/y.png' })).photoUrl).toBe(
      'Field is not valid.',
    );
  });
});

describe('CSV records', () => {
  it('reads headers case-insensitively, ignoring separators, and trims cells', () => {
    const parsed = playerDraftFromCsvRecord(
      { Handle: ' Chovy ', 'First Name': 'Jihoon', last_name: 'Jeong', HOMETEAMID: '42' },
      'val',
    );
    expect(parsed).toMatchObject({
      handle: 'Chovy',
      firstName: 'Jihoon',
      lastName: 'Jeong',
      homeTeamId: '42',
      photoUrl: '',
      sport: 'val',
    });
  });
});

describe('bulk entry tabs', () => {
  it('splits rows into invalid, duplicate, existing and valid, keeping the first of equal handles', () => {
    const rows = classifyBulkRows(
      [
        draft({ handle: 'Faker' }),
        draft({ handle: 'bad!' }),
        draft({ handle: 'FAKER' }),
        draft({ handle: 'Keria' }),
        draft({ handle: 'Zeus' }),
      ],
      new Set(['keria']),
    );
    expect(rows.map((row) => row.kind)).toEqual([
      'valid',
      'invalid',
      'duplicates',
      'existing',
      'valid',
    ]);
    expect(rows[1]?.errors.handle).toBe('Handle may not contain special characters');
    expect(rows[2]?.errors.handle).toBe('Duplicate of row 1');
    expect(rows[3]?.errors.handle).toBe('Handle already in use');
    expect(rows.map((row) => row.row)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('batching helpers', () => {
  it('removes repeated ids and chunks by the batch limit', () => {
    expect(distinctIds(['a', 'b', 'a', 'c', 'b'])).toEqual(['a', 'b', 'c']);
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 20)).toEqual([]);
  });
});
