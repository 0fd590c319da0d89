/**
 * Pick'em crystal ball, rewards and scoring configurations (spec 3 §3 "Pick'em"): the messages and
 * the validation of the generated input types in their own shape, keyed by the inputs' field paths,
 * shared by the gateway and the web's forms.
 */
import { DEFAULT_LOCALE } from './constants';
import { isLocaleCode } from './locale';
import { MESSAGES, validateRequired, validateString, type RuleResult } from './validation';

/** Question and localization texts may be longer than a name: at most this many characters. */
export const CRYSTAL_BALL_TEXT_MAX = 500;

export const CRYSTAL_BALL_MESSAGES = {
  questionCreated: 'Question created.',
  questionSaved: 'Question saved.',
  questionDeleted: 'Question deleted.',
  promptCreated: 'Prompt created.',
  promptSaved: 'Prompt saved.',
  promptDeleted: 'Prompt deleted.',
  promptsCertified: (count: number) =>
    count === 1 ? 'Prompt certified.' : `${count} prompts certified.`,
  choiceCreated: 'Choice added.',
  choiceSaved: 'Choice saved.',
  choiceDeleted: 'Choice deleted.',
  tierCreated: 'Tier added.',
  tierSaved: 'Tier saved.',
  tierDeleted: 'Tier deleted.',
  answerSaved: 'Answer saved.',
  localizationSaved: 'Localization saved.',
  rewardCreated: 'Reward created.',
  rewardSaved: 'Reward saved.',
  rewardDeleted: 'Reward deleted.',
  scoringConfigCreated: 'Scoring configuration created.',
  scoringAssigned: 'Scoring configuration assigned to the section.',
  scoringUnassigned: 'Scoring configuration removed from the section.',
  textTooLong: `Text must be at most ${CRYSTAL_BALL_TEXT_MAX} characters`,
  invalidTime: 'Enter a valid date and time.',
  picksPerViewer: 'Viewers pick at least one choice: enter a whole number of 1 or more.',
  teamOrPlayer: 'A choice stands for a team or a player, not both.',
  points: 'Points must be a whole number, 0 or more.',
  pointsPerCorrectPick: 'Points per correct pick must be a whole number, 1 or more.',
  noAnswerChoice: 'Pick at least one correct choice.',
  duplicateChoice: 'This choice is already in the answer.',
  defaultLocaleIsRecord: `The ${DEFAULT_LOCALE} text is the record's own: change it on the question or choice.`,
  duplicateLocale: 'This locale is already listed.',
  noPrompts: 'Name at least one prompt to certify.',
  unknownRecord: (noun: string, id: string) => `404 - ${noun} ${id} not found`,
} as const;

/** Spec 3 §3 "Pick'em" reward criteria: the threshold each takes and its message. */
export const PICKEM_REWARD_MESSAGES = {
  topPercent: 'Top percent must be a whole number from 1 to 100.',
  minimumPoints: 'Minimum points must be a whole number of at least 1.',
  perfectBlock: 'A perfect block reward has threshold 0.',
} as const;

export type PickemRewardCriterion = keyof typeof PICKEM_REWARD_MESSAGES;

/** The threshold each criterion takes; a form sets it when the criterion changes. */
export const PICKEM_REWARD_DEFAULT_THRESHOLD: Record<PickemRewardCriterion, number> = {
  topPercent: 10,
  minimumPoints: 1,
  perfectBlock: 0,
};

export function rewardThresholdProblem(
  criterion: PickemRewardCriterion,
  threshold: number,
): RuleResult {
  const whole = Number.isInteger(threshold);
  const ok =
    criterion === 'topPercent'
      ? whole && threshold >= 1 && threshold <= 100
      : criterion === 'minimumPoints'
        ? whole && threshold >= 1
        : threshold === 0;
  return ok ? null : PICKEM_REWARD_MESSAGES[criterion];
}

type Errors = Record<string, string>;

function collect(entries: Record<string, RuleResult | undefined>): Errors {
  return Object.fromEntries(
    Object.entries(entries).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** Names: required, then the spec 1 §5 generic string rule (fewer than 100). */
const name = (label: string, value: string): RuleResult =>
  validateRequired(value) ?? validateString(label, value.trim());

const text = (value: string): RuleResult =>
  validateRequired(value) ??
  (value.trim().length > CRYSTAL_BALL_TEXT_MAX ? CRYSTAL_BALL_MESSAGES.textTooLong : null);

const wholeAtLeast = (value: number, min: number) => Number.isInteger(value) && value >= min;

/** CrystalBallQuestionInput: text. */
export function validateCrystalBallQuestionDraft(draft: { text: string }): Errors {
  return collect({ text: text(draft.text) });
}

/** CrystalBallPromptInput: questionId, locksAt, picksPerViewer. */
export function validateCrystalBallPromptDraft(draft: {
  questionId: string;
  locksAt: string;
  picksPerViewer: number;
}): Errors {
  return collect({
    questionId: validateRequired(draft.questionId),
    locksAt: Number.isNaN(Date.parse(draft.locksAt)) ? CRYSTAL_BALL_MESSAGES.invalidTime : null,
    picksPerViewer: wholeAtLeast(draft.picksPerViewer, 1)
      ? null
      : CRYSTAL_BALL_MESSAGES.picksPerViewer,
  });
}

/** CrystalBallChoiceInput: label, eldsPlayerId (set with a team). */
export function validateCrystalBallChoiceDraft(draft: {
  label: string;
  eldsTeamId?: string | null;
  eldsPlayerId?: string | null;
}): Errors {
  return collect({
    label: name('Label', draft.label),
    eldsPlayerId:
      draft.eldsTeamId && draft.eldsPlayerId ? CRYSTAL_BALL_MESSAGES.teamOrPlayer : null,
  });
}

/** CrystalBallChoiceTierInput: name, points. */
export function validateCrystalBallTierDraft(draft: { name: string; points: number }): Errors {
  return collect({
    name: name('Name', draft.name),
    points: wholeAtLeast(draft.points, 0) ? null : CRYSTAL_BALL_MESSAGES.points,
  });
}

/** setCrystalBallAnswer's choiceIds: at least one, each once (`choiceIds.2`). */
export function validateCrystalBallAnswer(choiceIds: readonly string[]): Errors {
  if (choiceIds.length === 0) return { choiceIds: CRYSTAL_BALL_MESSAGES.noAnswerChoice };
  return collect(
    Object.fromEntries(
      choiceIds.map((id, i) => [
        `choiceIds.${i}`,
        choiceIds.indexOf(id) === i ? null : CRYSTAL_BALL_MESSAGES.duplicateChoice,
      ]),
    ),
  );
}

/**
 * saveCrystalBallLocalization's texts (`texts.1.locale`, `texts.1.text`): locale codes as the drops
 * localizations take them, each once, never en_US (the record's own text), every text required.
 */
export function validateCrystalBallLocalization(
  texts: readonly { locale: string; text: string }[],
): Errors {
  const errors: Record<string, RuleResult> = {};
  texts.forEach(({ locale, text: value }, i) => {
    errors[`texts.${i}.locale`] = !isLocaleCode(locale)
      ? MESSAGES.fieldNotValid
      : locale === DEFAULT_LOCALE
        ? CRYSTAL_BALL_MESSAGES.defaultLocaleIsRecord
        : texts.findIndex((t) => t.locale === locale) !== i
          ? CRYSTAL_BALL_MESSAGES.duplicateLocale
          : null;
    errors[`texts.${i}.text`] = text(value);
  });
  return collect(errors);
}

/** certifyCrystalBallPrompts' promptIds: at least one. */
export function validateCertifyPrompts(promptIds: readonly string[]): Errors {
  return collect({ promptIds: promptIds.length === 0 ? CRYSTAL_BALL_MESSAGES.noPrompts : null });
}

/** The localization key of a question's text or a choice's label, as the service names it. */
export const crystalBallLocalizationKey = (kind: 'question' | 'choice', id: string) =>
  `crystal-ball.${kind}.${id}`;

/** PickemRewardInput: name, threshold (by criterion). */
export function validatePickemRewardDraft(draft: {
  name: string;
  criterion: PickemRewardCriterion;
  threshold: number;
}): Errors {
  return collect({
    name: name('Name', draft.name),
    threshold: rewardThresholdProblem(draft.criterion, draft.threshold),
  });
}

/** ScoringConfigInput: name, pointsPerCorrectPick (1+), perfectBlockBonus (0+). */
export function validateScoringConfigDraft(draft: {
  name: string;
  pointsPerCorrectPick: number;
  perfectBlockBonus: number;
}): Errors {
  return collect({
    name: name('Name', draft.name),
    pointsPerCorrectPick: wholeAtLeast(draft.pointsPerCorrectPick, 1)
      ? null
      : CRYSTAL_BALL_MESSAGES.pointsPerCorrectPick,
    perfectBlockBonus: wholeAtLeast(draft.perfectBlockBonus, 0)
      ? null
      : CRYSTAL_BALL_MESSAGES.points,
  });
}
