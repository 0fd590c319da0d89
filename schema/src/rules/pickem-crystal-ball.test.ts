import { describe, expect, it } from 'vitest';
import {
  CRYSTAL_BALL_MESSAGES,
  PICKEM_REWARD_MESSAGES,
  rewardThresholdProblem,
  validateCertifyPrompts,
  validateCrystalBallAnswer,
  validateCrystalBallChoiceDraft,
  validateCrystalBallLocalization,
  validateCrystalBallPromptDraft,
  validateCrystalBallQuestionDraft,
  validateCrystalBallTierDraft,
  validatePickemRewardDraft,
  validateScoringConfigDraft,
} from './pickem-crystal-ball';
import { MESSAGES } from './validation';

describe('crystal-ball rules', () => {
  it('requires a question text of at most 500 characters', () => {
    expect(validateCrystalBallQuestionDraft({ text: '  ' })).toEqual({
      text: MESSAGES.fieldNotValid,
    });
    expect(validateCrystalBallQuestionDraft({ text: 'x'.repeat(501) })).toEqual({
      text: CRYSTAL_BALL_MESSAGES.textTooLong,
    });
    expect(validateCrystalBallQuestionDraft({ text: 'Who wins Worlds?' })).toEqual({});
  });

  it('refuses a prompt without a valid lock time or with fewer than one pick per viewer', () => {
    expect(
      validateCrystalBallPromptDraft({ questionId: 'q1', locksAt: 'soon', picksPerViewer: 0 }),
    ).toEqual({
      locksAt: CRYSTAL_BALL_MESSAGES.invalidTime,
      picksPerViewer: CRYSTAL_BALL_MESSAGES.picksPerViewer,
    });
    expect(
      validateCrystalBallPromptDraft({
        questionId: 'q1',
        locksAt: '2026-11-28T10:00:00Z',
        picksPerViewer: 2,
      }),
    ).toEqual({});
  });

  it('refuses a choice that stands for a team and a player at once', () => {
    expect(
      validateCrystalBallChoiceDraft({ label: 'T1', eldsTeamId: 't1', eldsPlayerId: 'p1' }),
    ).toEqual({ eldsPlayerId: CRYSTAL_BALL_MESSAGES.teamOrPlayer });
    expect(validateCrystalBallChoiceDraft({ label: 'x'.repeat(100) })).toEqual({
      label: MESSAGES.fewerThan('Label', 100),
    });
  });

  it('takes whole, non-negative tier points', () => {
    expect(validateCrystalBallTierDraft({ name: 'Long shot', points: -1 })).toEqual({
      points: CRYSTAL_BALL_MESSAGES.points,
    });
    expect(validateCrystalBallTierDraft({ name: 'Long shot', points: 1.5 })).toEqual({
      points: CRYSTAL_BALL_MESSAGES.points,
    });
    expect(validateCrystalBallTierDraft({ name: 'Safe', points: 0 })).toEqual({});
  });

  it('keys an answer listing a choice twice at the repeat', () => {
    expect(validateCrystalBallAnswer([])).toEqual({
      choiceIds: CRYSTAL_BALL_MESSAGES.noAnswerChoice,
    });
    expect(validateCrystalBallAnswer(['c1', 'c2', 'c1'])).toEqual({
      'choiceIds.2': CRYSTAL_BALL_MESSAGES.duplicateChoice,
    });
    expect(validateCertifyPrompts([])).toEqual({ promptIds: CRYSTAL_BALL_MESSAGES.noPrompts });
  });

  it('checks localization locales with the shared locale pattern and keeps en_US on the record', () => {
    expect(
      validateCrystalBallLocalization([
        { locale: 'fr-FR', text: 'Qui gagne ?' },
        { locale: 'en_US', text: 'Who wins?' },
        { locale: 'ko_KR', text: '누가' },
        { locale: 'ko_KR', text: ' ' },
      ]),
    ).toEqual({
      'texts.0.locale': MESSAGES.fieldNotValid,
      'texts.1.locale': CRYSTAL_BALL_MESSAGES.defaultLocaleIsRecord,
      'texts.3.locale': CRYSTAL_BALL_MESSAGES.duplicateLocale,
      'texts.3.text': MESSAGES.fieldNotValid,
    });
  });
});

describe('reward criteria', () => {
  it.each([
    ['topPercent', 0, PICKEM_REWARD_MESSAGES.topPercent],
    ['topPercent', 101, PICKEM_REWARD_MESSAGES.topPercent],
    ['topPercent', 1, null],
    ['topPercent', 100, null],
    ['minimumPoints', 0, PICKEM_REWARD_MESSAGES.minimumPoints],
    ['minimumPoints', 2.5, PICKEM_REWARD_MESSAGES.minimumPoints],
    ['minimumPoints', 1, null],
    ['perfectBlock', 1, PICKEM_REWARD_MESSAGES.perfectBlock],
    ['perfectBlock', 0, null],
  ] as const)('%s with threshold %s', (criterion, threshold, message) => {
    expect(rewardThresholdProblem(criterion, threshold)).toBe(message);
  });

  it('keys the threshold problem at the input field', () => {
    expect(
      validatePickemRewardDraft({ name: 'Top fans', criterion: 'topPercent', threshold: 0 }),
    ).toEqual({ threshold: PICKEM_REWARD_MESSAGES.topPercent });
  });
});

describe('scoring configuration rules', () => {
  it('takes at least one point per correct pick and a bonus of 0 or more', () => {
    expect(
      validateScoringConfigDraft({
        name: 'Worlds',
        pointsPerCorrectPick: 0,
        perfectBlockBonus: -1,
      }),
    ).toEqual({
      pointsPerCorrectPick: CRYSTAL_BALL_MESSAGES.pointsPerCorrectPick,
      perfectBlockBonus: CRYSTAL_BALL_MESSAGES.points,
    });
    expect(
      validateScoringConfigDraft({
        name: 'Worlds',
        pointsPerCorrectPick: 10,
        perfectBlockBonus: 0,
      }),
    ).toEqual({});
  });
});
