import { validateScoringConfigDraft } from '@esports-admin/schema/rules/pickem-crystal-ball';
import type { ScoringConfigInput } from '../../../../__generated__/graphql';

/** A whole number as typed; empty or not a number is NaN, which the shared rules refuse. */
export const typedNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The new-configuration form: ScoringConfigInput's fields as typed. */
export interface ScoringConfigValues {
  name: string;
  pointsPerCorrectPick: string;
  perfectBlockBonus: string;
}

export const EMPTY_SCORING_CONFIG: ScoringConfigValues = {
  name: '',
  pointsPerCorrectPick: '10',
  perfectBlockBonus: '0',
};

export function scoringConfigInput(values: ScoringConfigValues): ScoringConfigInput {
  return {
    name: values.name.trim(),
    pointsPerCorrectPick: typedNumber(values.pointsPerCorrectPick),
    perfectBlockBonus: typedNumber(values.perfectBlockBonus),
  };
}

export const validateScoringConfigValues = (values: ScoringConfigValues) =>
  validateScoringConfigDraft(scoringConfigInput(values));

/** 'Worlds main event · 10 per pick, +25 perfect block'. */
export function scoringConfigSummary(config: {
  name: string;
  pointsPerCorrectPick: number;
  perfectBlockBonus: number;
}): string {
  const bonus = config.perfectBlockBonus > 0 ? `, +${config.perfectBlockBonus} perfect block` : '';
  return `${config.name} · ${config.pointsPerCorrectPick} per pick${bonus}`;
}
