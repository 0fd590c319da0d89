import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import {
  validateCrystalBallChoiceDraft,
  validateCrystalBallPromptDraft,
  validateCrystalBallTierDraft,
} from '@esports-admin/schema/rules/pickem-crystal-ball';
import type {
  CrystalBallChoiceInput,
  CrystalBallChoiceTierInput,
  CrystalBallLocalizedTextInput,
  CrystalBallPage_PromptFragment,
  CrystalBallPromptInput,
} from '../../../../__generated__/graphql';
import { nextFullHour } from '../../blocks/utcDateTime';
import { typedNumber } from '../scoring/scoringValues';

export type Prompt = CrystalBallPage_PromptFragment;
export type Choice = Prompt['choices'][number];

export interface PromptValues {
  questionId: string;
  /** An ISO instant; '' when unset. */
  locksAt: string;
  picksPerViewer: string;
}

export function promptValues(prompt: Prompt | null, questionId = ''): PromptValues {
  return prompt
    ? {
        questionId: prompt.questionId,
        locksAt: String(prompt.locksAt),
        picksPerViewer: String(prompt.picksPerViewer),
      }
    : { questionId, locksAt: nextFullHour(Date.now()), picksPerViewer: '1' };
}

export function promptInput(
  eldsTournamentId: string,
  values: PromptValues,
): CrystalBallPromptInput {
  return {
    eldsTournamentId,
    questionId: values.questionId,
    locksAt: values.locksAt,
    picksPerViewer: typedNumber(values.picksPerViewer),
  };
}

export const validatePromptValues = (values: PromptValues) =>
  validateCrystalBallPromptDraft({
    questionId: values.questionId,
    locksAt: values.locksAt,
    picksPerViewer: typedNumber(values.picksPerViewer),
  });

/** A choice as its form holds it: a team or a player (by id) or neither, '' for none. */
export interface ChoiceValues {
  label: string;
  standsFor: 'nothing' | 'team' | 'player';
  eldsTeamId: string;
  eldsPlayerId: string;
  tierId: string;
}

export function choiceValues(choice: Choice | null): ChoiceValues {
  if (!choice) {
    return { label: '', standsFor: 'nothing', eldsTeamId: '', eldsPlayerId: '', tierId: '' };
  }
  return {
    label: choice.label,
    standsFor: choice.eldsTeamId ? 'team' : choice.eldsPlayerId ? 'player' : 'nothing',
    eldsTeamId: choice.eldsTeamId ?? '',
    eldsPlayerId: choice.eldsPlayerId ?? '',
    tierId: choice.tierId ?? '',
  };
}

export function choiceInput(promptId: string, values: ChoiceValues): CrystalBallChoiceInput {
  return {
    promptId,
    label: values.label.trim(),
    eldsTeamId: values.standsFor === 'team' ? values.eldsTeamId || null : null,
    eldsPlayerId: values.standsFor === 'player' ? values.eldsPlayerId.trim() || null : null,
    tierId: values.tierId || null,
  };
}

export function validateChoiceValues(values: ChoiceValues) {
  const errors: Record<string, string> = {
    ...validateCrystalBallChoiceDraft({
      label: values.label,
      eldsTeamId: values.standsFor === 'team' ? values.eldsTeamId : null,
      eldsPlayerId: values.standsFor === 'player' ? values.eldsPlayerId : null,
    }),
  };
  if (values.standsFor === 'team' && !values.eldsTeamId) errors.eldsTeamId = 'Choose the team.';
  if (values.standsFor === 'player' && !values.eldsPlayerId.trim()) {
    errors.eldsPlayerId = "Enter the player's ID.";
  }
  return errors;
}

export interface TierValues {
  name: string;
  points: string;
}

export function tierInput(promptId: string, values: TierValues): CrystalBallChoiceTierInput {
  return { promptId, name: values.name.trim(), points: typedNumber(values.points) };
}

export const validateTierValues = (values: TierValues) =>
  validateCrystalBallTierDraft(tierInput('', values));

/** 'T1 (team)', 'Faker (player)' or '' for a choice that stands for neither. */
export function choiceSubject(choice: Choice): string {
  if (choice.eldsTeamId) return choice.team?.name ?? `Team ${choice.eldsTeamId}`;
  if (choice.eldsPlayerId) return choice.player?.handle ?? `Player ${choice.eldsPlayerId}`;
  return '';
}

/** Per choice, in the prompt's order: its pickers, their share and the points a right pick gives. */
export interface ChoiceOutcome {
  choice: Choice;
  viewers: number;
  /** Of the prompt's viewers, 0 to 1. */
  share: number;
  tier: Prompt['tiers'][number] | null;
  correct: boolean;
}

export function choiceOutcomes(prompt: Prompt): ChoiceOutcome[] {
  const total = prompt.distribution.viewers;
  return prompt.choices.map((choice) => {
    const picks = prompt.distribution.choices.find((entry) => entry.choiceId === choice.id);
    const viewers = picks?.viewers ?? 0;
    return {
      choice,
      viewers,
      share: total > 0 ? viewers / total : 0,
      tier: prompt.tiers.find((tier) => tier.id === choice.tierId) ?? null,
      correct: picks?.correct ?? false,
    };
  });
}

/**
 * Before there is an answer: for each possible correct choice, how many viewers would get how
 * many points (its pickers its tier's points, everyone else 0), most points first.
 */
export function pointsIfCorrect(prompt: Prompt) {
  return choiceOutcomes(prompt)
    .map((outcome) => ({
      choice: outcome.choice,
      points: outcome.tier?.points ?? null,
      winners: outcome.viewers,
      others: Math.max(prompt.distribution.viewers - outcome.viewers, 0),
    }))
    .sort((a, b) => (b.points ?? -1) - (a.points ?? -1));
}

/** Why a draft prompt cannot be certified yet, as the service would refuse it; [] when it can. */
export function certifyBlockers(prompt: Prompt): string[] {
  const blockers: string[] = [];
  if (prompt.choices.length < 2) blockers.push('It needs at least two choices.');
  const untiered = prompt.choices.filter((choice) => !choice.tierId);
  if (untiered.length > 0) {
    blockers.push(
      `Give every choice a tier: ${untiered.map((choice) => choice.label).join(', ')}.`,
    );
  }
  return blockers;
}

/** The editor's texts as saveCrystalBallLocalization takes them: listed locales but en_US. */
export function localizedTexts(
  texts: readonly { locale: string; text?: string | null }[],
): CrystalBallLocalizedTextInput[] {
  return texts.flatMap(({ locale, text }) =>
    locale !== DEFAULT_LOCALE && text ? [{ locale, text }] : [],
  );
}

/** The teams of the tournament's matches, by name, each once. */
export function tournamentTeams(
  matches: readonly {
    teamOne?: { id: string; name: string } | null;
    teamTwo?: { id: string; name: string } | null;
  }[],
) {
  const teams = new Map<string, { id: string; name: string }>();
  for (const match of matches) {
    for (const team of [match.teamOne, match.teamTwo]) if (team) teams.set(team.id, team);
  }
  return [...teams.values()].sort((a, b) => a.name.localeCompare(b.name));
}
