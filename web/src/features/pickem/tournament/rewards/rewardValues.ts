import {
  PICKEM_REWARD_DEFAULT_THRESHOLD,
  validatePickemRewardDraft,
  type PickemRewardCriterion,
} from '@esports-admin/schema/rules/pickem-crystal-ball';
import type {
  PickemRewardInput,
  RewardsPage_RewardFragment,
} from '../../../../__generated__/graphql';
import { typedNumber } from '../scoring/scoringValues';

/** The reward form: PickemRewardInput's fields as typed ('' for no inventory item). */
export interface RewardValues {
  name: string;
  criterion: PickemRewardCriterion;
  threshold: string;
  inventoryItemId: string;
}

export const CRITERION_LABELS: Record<PickemRewardCriterion, string> = {
  minimumPoints: 'Minimum points',
  topPercent: 'Top percent',
  perfectBlock: 'Perfect block',
};

export const CRITERIA = Object.keys(CRITERION_LABELS) as PickemRewardCriterion[];

export const NEW_REWARD: RewardValues = {
  name: '',
  criterion: 'minimumPoints',
  threshold: String(PICKEM_REWARD_DEFAULT_THRESHOLD.minimumPoints),
  inventoryItemId: '',
};

export function rewardValues(reward: RewardsPage_RewardFragment): RewardValues {
  return {
    name: reward.name,
    criterion: reward.criterion,
    threshold: String(reward.threshold),
    inventoryItemId: reward.inventoryItemId ?? '',
  };
}

export function rewardInput(eldsTournamentId: string, values: RewardValues): PickemRewardInput {
  return {
    eldsTournamentId,
    name: values.name.trim(),
    criterion: values.criterion,
    threshold: typedNumber(values.threshold),
    inventoryItemId: values.inventoryItemId.trim() || null,
  };
}

export const validateRewardValues = (values: RewardValues) =>
  validatePickemRewardDraft({ ...values, threshold: typedNumber(values.threshold) });

/** Who gets the reward, as staff read it: 'Top 10% of viewers', 'Viewers with 50+ points'. */
export function criterionSummary(criterion: PickemRewardCriterion, threshold: number): string {
  if (criterion === 'topPercent') return `Top ${threshold}% of viewers`;
  if (criterion === 'minimumPoints') return `Viewers with ${threshold}+ points`;
  return 'Viewers with a perfect block';
}
