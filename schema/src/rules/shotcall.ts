/**
 * Shot-call (spec 3 §1, §3 "Shot-call"): the messages and the validation of the generated input
 * types in their own shape, errors keyed by the inputs' field paths, shared by the gateway and the
 * web's forms (and the sandbox where it validates).
 */
import { validateRequired, validateString, type RuleResult } from './validation';

/** How long a triggered prompt stays open, in whole seconds. */
export const SHOTCALL_WINDOW_SECONDS = { min: 10, max: 300 } as const;
/** Answers a question offers viewers. */
export const SHOTCALL_ANSWERS_PER_QUESTION = { min: 2, max: 6 } as const;
/** Characters a question's text may hold. */
export const SHOTCALL_QUESTION_TEXT_MAX = 300;

export const SHOTCALL_MESSAGES = {
  answerCreated: 'Answer created.',
  answerSaved: 'Answer saved.',
  answerDeleted: 'Answer deleted.',
  questionCreated: 'Question created.',
  questionSaved: 'Question saved.',
  questionDeleted: 'Question deleted.',
  sessionCreated: 'Session created.',
  sessionSaved: 'Session saved.',
  sessionLive: 'The session is live.',
  sessionEnded: 'The session has ended.',
  promptCreated: 'Prompt added.',
  promptSaved: 'Prompt saved.',
  promptDeleted: 'Prompt deleted.',
  promptsReordered: 'Running order saved.',
  promptTriggered: 'Prompt triggered: viewers are answering.',
  promptAlreadyLive: 'This prompt was already triggered: nothing was sent again.',
  promptResolved: 'Prompt resolved.',
  criteriaCreated: 'Reward criteria created.',
  criteriaSaved: 'Reward criteria saved.',
  criteriaDeleted: 'Reward criteria deleted.',
  answersCount: `Choose ${SHOTCALL_ANSWERS_PER_QUESTION.min} to ${SHOTCALL_ANSWERS_PER_QUESTION.max} answers.`,
  duplicateAnswer: 'This answer is already in the question.',
  windowSeconds: `Enter a whole number of seconds from ${SHOTCALL_WINDOW_SECONDS.min} to ${SHOTCALL_WINDOW_SECONDS.max}.`,
  questionTextTooLong: `Text must be at most ${SHOTCALL_QUESTION_TEXT_MAX} characters`,
  invalidTime: 'Enter a valid date and time.',
  minimumCorrect: 'Enter a whole number, at least 1.',
  nextStateOnly: (from: string, to: string) =>
    `A ${from} session cannot become ${to}: a session goes scheduled → live → ended.`,
  triggerNeedsLiveSession: (state: string) =>
    `Prompts are triggered only while the session is live; this one is ${state}.`,
  alreadyResolved: 'This prompt is already resolved.',
  resolveBeforeTrigger: 'Trigger the prompt before resolving it.',
  notAChoice: 'Choose one of the prompt’s choices.',
  reorderNotTheSessionPrompts: 'List every prompt of the session once.',
  reorderMovesTriggered: 'A prompt that has been triggered keeps its place; move only drafts.',
} as const;

type Errors = Record<string, string>;

function collect(): [Errors, (field: string, result: RuleResult | undefined) => void] {
  const errors: Errors = {};
  return [
    errors,
    (field, result) => {
      if (result) errors[field] = result;
    },
  ];
}

const requiredName = (label: string, value: string): RuleResult =>
  validateRequired(value) ?? validateString(label, value.trim());

function windowProblem(seconds: number): RuleResult {
  return Number.isInteger(seconds) &&
    seconds >= SHOTCALL_WINDOW_SECONDS.min &&
    seconds <= SHOTCALL_WINDOW_SECONDS.max
    ? null
    : SHOTCALL_MESSAGES.windowSeconds;
}

/** An answer as ShotcallAnswerInput holds it: errors at `text`. */
export function validateShotcallAnswerDraft(draft: { text: string }): Errors {
  const [errors, put] = collect();
  put('text', requiredName('Text', draft.text));
  return errors;
}

/** A question as ShotcallQuestionInput holds it: errors at text, answerIds(.i), windowSeconds. */
export function validateShotcallQuestionDraft(draft: {
  text: string;
  answerIds: readonly string[];
  windowSeconds: number;
}): Errors {
  const [errors, put] = collect();
  put(
    'text',
    validateRequired(draft.text) ??
      (draft.text.trim().length > SHOTCALL_QUESTION_TEXT_MAX
        ? SHOTCALL_MESSAGES.questionTextTooLong
        : null),
  );
  const count = draft.answerIds.length;
  if (count < SHOTCALL_ANSWERS_PER_QUESTION.min || count > SHOTCALL_ANSWERS_PER_QUESTION.max) {
    put('answerIds', SHOTCALL_MESSAGES.answersCount);
  }
  draft.answerIds.forEach((id, i) => {
    put(
      `answerIds.${i}`,
      validateRequired(id) ??
        (draft.answerIds.indexOf(id) === i ? null : SHOTCALL_MESSAGES.duplicateAnswer),
    );
  });
  put('windowSeconds', windowProblem(draft.windowSeconds));
  return errors;
}

/** A session as ShotcallSessionInput holds it: errors at name, eldsTournamentId, eldsMatchId, scheduledStart. */
export function validateShotcallSessionDraft(draft: {
  name: string;
  eldsTournamentId: string;
  eldsMatchId: string;
  scheduledStart: string;
}): Errors {
  const [errors, put] = collect();
  put('name', requiredName('Name', draft.name));
  put('eldsTournamentId', validateRequired(draft.eldsTournamentId));
  put('eldsMatchId', validateRequired(draft.eldsMatchId));
  put(
    'scheduledStart',
    Number.isNaN(Date.parse(draft.scheduledStart)) ? SHOTCALL_MESSAGES.invalidTime : null,
  );
  return errors;
}

/** A prompt as ShotcallPromptInput holds it: errors at sessionId, questionId, windowSeconds. */
export function validateShotcallPromptDraft(draft: {
  sessionId: string;
  questionId: string;
  windowSeconds?: number | null;
}): Errors {
  const [errors, put] = collect();
  put('sessionId', validateRequired(draft.sessionId));
  put('questionId', validateRequired(draft.questionId));
  if (draft.windowSeconds !== null && draft.windowSeconds !== undefined) {
    put('windowSeconds', windowProblem(draft.windowSeconds));
  }
  return errors;
}

/** Reward criteria as ShotcallRewardCriteriaInput holds them: errors at eldsTournamentId, name, minimumCorrect. */
export function validateShotcallRewardCriteriaDraft(draft: {
  eldsTournamentId: string;
  name: string;
  minimumCorrect: number;
}): Errors {
  const [errors, put] = collect();
  put('eldsTournamentId', validateRequired(draft.eldsTournamentId));
  put('name', requiredName('Name', draft.name));
  put(
    'minimumCorrect',
    Number.isInteger(draft.minimumCorrect) && draft.minimumCorrect >= 1
      ? null
      : SHOTCALL_MESSAGES.minimumCorrect,
  );
  return errors;
}

const SESSION_ORDER = ['scheduled', 'live', 'ended'] as const;
type SessionState = (typeof SESSION_ORDER)[number];

/** Null when `to` is the state after `from`; else the message (a session never goes back). */
export function sessionTransitionProblem(from: SessionState, to: SessionState): RuleResult {
  return SESSION_ORDER.indexOf(to) === SESSION_ORDER.indexOf(from) + 1
    ? null
    : SHOTCALL_MESSAGES.nextStateOnly(from, to);
}

/**
 * A new running order for a session's prompts: null when it lists every prompt once and leaves
 * every triggered prompt where it was; else the message.
 */
export function reorderProblem(
  prompts: readonly { id: string; position: number; state: string }[],
  promptIds: readonly string[],
): RuleResult {
  const ids = new Set(prompts.map((prompt) => prompt.id));
  if (
    promptIds.length !== prompts.length ||
    new Set(promptIds).size !== promptIds.length ||
    promptIds.some((id) => !ids.has(id))
  ) {
    return SHOTCALL_MESSAGES.reorderNotTheSessionPrompts;
  }
  const moved = prompts.some(
    (prompt) => prompt.state !== 'draft' && promptIds.indexOf(prompt.id) + 1 !== prompt.position,
  );
  return moved ? SHOTCALL_MESSAGES.reorderMovesTriggered : null;
}
