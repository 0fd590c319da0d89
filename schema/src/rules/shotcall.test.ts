import { describe, expect, it } from 'vitest';
import {
  reorderProblem,
  sessionTransitionProblem,
  SHOTCALL_MESSAGES,
  validateShotcallPromptDraft,
  validateShotcallQuestionDraft,
  validateShotcallRewardCriteriaDraft,
  validateShotcallSessionDraft,
} from './shotcall';
import { MESSAGES } from './validation';

describe('validateShotcallQuestionDraft', () => {
  const question = {
    text: 'Will the attackers plant?',
    answerIds: ['a1', 'a2'],
    windowSeconds: 30,
  };

  it('takes a question with 2 answers and a 30-second window', () => {
    expect(validateShotcallQuestionDraft(question)).toEqual({});
  });

  it('keys each problem by the input path', () => {
    expect(
      validateShotcallQuestionDraft({ text: ' ', answerIds: ['a1', 'a1', ''], windowSeconds: 9 }),
    ).toEqual({
      text: MESSAGES.fieldNotValid,
      'answerIds.1': SHOTCALL_MESSAGES.duplicateAnswer,
      'answerIds.2': MESSAGES.fieldNotValid,
      windowSeconds: SHOTCALL_MESSAGES.windowSeconds,
    });
  });

  it('refuses one answer, seven answers, a fractional or too long window', () => {
    expect(validateShotcallQuestionDraft({ ...question, answerIds: ['a1'] })).toEqual({
      answerIds: SHOTCALL_MESSAGES.answersCount,
    });
    const seven = ['1', '2', '3', '4', '5', '6', '7'];
    expect(validateShotcallQuestionDraft({ ...question, answerIds: seven }).answerIds).toBe(
      SHOTCALL_MESSAGES.answersCount,
    );
    expect(validateShotcallQuestionDraft({ ...question, windowSeconds: 12.5 })).toEqual({
      windowSeconds: SHOTCALL_MESSAGES.windowSeconds,
    });
    expect(validateShotcallQuestionDraft({ ...question, windowSeconds: 301 })).toEqual({
      windowSeconds: SHOTCALL_MESSAGES.windowSeconds,
    });
  });

  it('refuses a text over 300 characters', () => {
    expect(validateShotcallQuestionDraft({ ...question, text: 'x'.repeat(301) })).toEqual({
      text: SHOTCALL_MESSAGES.questionTextTooLong,
    });
  });
});

describe('the other drafts', () => {
  it('a session needs a name under 100 characters, its ids and a valid start', () => {
    expect(
      validateShotcallSessionDraft({
        name: 'x'.repeat(100),
        eldsTournamentId: '',
        eldsMatchId: 'm1',
        scheduledStart: 'tomorrow',
      }),
    ).toEqual({
      name: MESSAGES.fewerThan('Name', 100),
      eldsTournamentId: MESSAGES.fieldNotValid,
      scheduledStart: SHOTCALL_MESSAGES.invalidTime,
    });
  });

  it("a prompt's window is optional but bounded when given", () => {
    expect(validateShotcallPromptDraft({ sessionId: 's', questionId: 'q' })).toEqual({});
    expect(
      validateShotcallPromptDraft({ sessionId: 's', questionId: 'q', windowSeconds: 5 }),
    ).toEqual({ windowSeconds: SHOTCALL_MESSAGES.windowSeconds });
  });

  it('reward criteria need at least one correct answer', () => {
    expect(
      validateShotcallRewardCriteriaDraft({
        eldsTournamentId: 't',
        name: 'Five',
        minimumCorrect: 0,
      }),
    ).toEqual({ minimumCorrect: SHOTCALL_MESSAGES.minimumCorrect });
  });
});

describe('sessionTransitionProblem', () => {
  it('allows scheduled → live → ended only', () => {
    expect(sessionTransitionProblem('scheduled', 'live')).toBeNull();
    expect(sessionTransitionProblem('live', 'ended')).toBeNull();
    expect(sessionTransitionProblem('scheduled', 'ended')).toBe(
      SHOTCALL_MESSAGES.nextStateOnly('scheduled', 'ended'),
    );
    expect(sessionTransitionProblem('ended', 'live')).toBe(
      SHOTCALL_MESSAGES.nextStateOnly('ended', 'live'),
    );
    expect(sessionTransitionProblem('live', 'live')).not.toBeNull();
  });
});

describe('reorderProblem', () => {
  const prompts = [
    { id: 'p1', position: 1, state: 'resolved' },
    { id: 'p2', position: 2, state: 'draft' },
    { id: 'p3', position: 3, state: 'draft' },
  ];

  it('moves drafts around a triggered prompt that keeps its place', () => {
    expect(reorderProblem(prompts, ['p1', 'p3', 'p2'])).toBeNull();
  });

  it('refuses moving a triggered prompt', () => {
    expect(reorderProblem(prompts, ['p2', 'p1', 'p3'])).toBe(
      SHOTCALL_MESSAGES.reorderMovesTriggered,
    );
  });

  it('refuses a list that is not every prompt once', () => {
    for (const ids of [
      ['p1', 'p2'],
      ['p1', 'p2', 'p2'],
      ['p1', 'p2', 'p9'],
    ]) {
      expect(reorderProblem(prompts, ids)).toBe(SHOTCALL_MESSAGES.reorderNotTheSessionPrompts);
    }
  });
});
