import { describe, expect, it } from 'vitest';
import {
  celebrityBatchProblems,
  PICKEM_MESSAGES,
  PICKEM_OFFER_REASONS,
  pickemLeagueOffer,
  validateCelebrityBatch,
  validateForceReason,
  validatePickBlockDraft,
} from './pickem';
import { MESSAGES } from './validation';

describe('pickemLeagueOffer (spec 3 §4 store rule)', () => {
  it('offers a published league with an active tournament', () => {
    expect(pickemLeagueOffer({ published: true, activeEldsTournamentId: 't1' })).toEqual({
      offered: true,
      reason: PICKEM_OFFER_REASONS.offered,
    });
  });

  it('removes a published league without an active tournament', () => {
    expect(pickemLeagueOffer({ published: true, activeEldsTournamentId: null })).toEqual({
      offered: false,
      reason: PICKEM_OFFER_REASONS.noActiveTournament,
    });
  });

  it('removes an unpublished league even with an active tournament', () => {
    expect(pickemLeagueOffer({ published: false, activeEldsTournamentId: 't1' })).toEqual({
      offered: false,
      reason: PICKEM_OFFER_REASONS.unpublished,
    });
  });

  it('names the missing tournament first for an unpublished league without one', () => {
    expect(pickemLeagueOffer({ published: false, activeEldsTournamentId: '' }).reason).toBe(
      PICKEM_OFFER_REASONS.noActiveTournament,
    );
  });
});

describe('validatePickBlockDraft', () => {
  const draft = {
    name: 'Day 1',
    eldsMatchIds: ['m1', 'm2'],
    opensAt: '2026-10-01T10:00:00Z',
    locksAt: '2026-10-01T12:00:00Z',
  };

  it('accepts a named block of distinct matches that locks after it opens', () => {
    expect(validatePickBlockDraft(draft)).toEqual({});
  });

  it('keys each problem by the input path', () => {
    expect(
      validatePickBlockDraft({
        name: ' ',
        eldsMatchIds: ['m1', 'm2', 'm1'],
        opensAt: '2026-10-01T12:00:00Z',
        locksAt: '2026-10-01T12:00:00Z',
      }),
    ).toEqual({
      name: MESSAGES.fieldNotValid,
      'eldsMatchIds.2': PICKEM_MESSAGES.duplicateMatch,
      locksAt: PICKEM_MESSAGES.locksAfterOpens,
    });
  });

  it('refuses a block without matches and unreadable times', () => {
    expect(
      validatePickBlockDraft({ ...draft, eldsMatchIds: [], opensAt: 'soon', locksAt: '' }),
    ).toEqual({
      eldsMatchIds: PICKEM_MESSAGES.noMatches,
      opensAt: PICKEM_MESSAGES.invalidTime,
      locksAt: PICKEM_MESSAGES.invalidTime,
    });
  });

  it('refuses a name of 100 characters with the generic message', () => {
    expect(validatePickBlockDraft({ ...draft, name: 'x'.repeat(100) }).name).toBe(
      MESSAGES.fewerThan('Name', 100),
    );
  });
});

describe('celebrity batches', () => {
  const row = {
    name: 'Caedrel',
    title: 'Caster',
    imageUrl: 'https://images.example/caedrel.png',
    picks: [{ eldsMatchId: 'm1', eldsTeamId: 't1' }],
  };

  it('finds nothing in a valid batch', () => {
    expect(celebrityBatchProblems([row, { ...row, name: 'Ibai' }])).toEqual([]);
  });

  it('answers each invalid row by index and field', () => {
    const problems = celebrityBatchProblems([
      row,
      {
        ...row,
        title: '',
        imageUrl: 'ftp://x',
        picks: [
          { eldsMatchId: 'm1', eldsTeamId: 't1' },
          { eldsMatchId: 'm1', eldsTeamId: '' },
        ],
      },
    ]);
    expect(problems).toEqual([
      { index: 1, field: 'title', message: MESSAGES.fieldNotValid },
      { index: 1, field: 'imageUrl', message: MESSAGES.fieldNotValid },
      { index: 1, field: 'picks.1.eldsMatchId', message: PICKEM_MESSAGES.duplicatePick },
      { index: 1, field: 'picks.1.eldsTeamId', message: MESSAGES.fieldNotValid },
    ]);
  });

  it('keys the batch by the mutation paths for the form', () => {
    expect(validateCelebrityBatch([{ ...row, name: '' }])).toEqual({
      'celebrities.0.name': MESSAGES.fieldNotValid,
    });
  });
});

describe('validateForceReason', () => {
  it('requires a reason that is not blank', () => {
    expect(validateForceReason(null)).toBe(PICKEM_MESSAGES.forceReasonRequired);
    expect(validateForceReason('  ')).toBe(PICKEM_MESSAGES.forceReasonRequired);
    expect(validateForceReason('load test 42')).toBeNull();
  });
});
