/** Pick'em rewards (rewards-admin) and scoring configurations (scoring-config-admin) mutations. */
import {
  CRYSTAL_BALL_MESSAGES as M,
  validatePickemRewardDraft,
  validateScoringConfigDraft,
} from '@esports-admin/schema/rules/pickem-crystal-ball';
import type { MutationResolvers, PickemRewardInput } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { inputErrorsOf, Refusal } from '../../mutations/outcome';
import { runCreateMutation } from '../../mutations/run-create';
import { runMutation } from '../../mutations/run-mutation';
import { assignmentOf } from './mapping';

const rewardWrite = (input: PickemRewardInput) => ({
  eldsTournamentId: input.eldsTournamentId,
  name: input.name.trim(),
  criterion: input.criterion,
  threshold: input.threshold,
  inventoryItemId: input.inventoryItemId || null,
});

/** Rewards are read by tournament only: the one with the id, or null. */
const rewardOf = async (context: GatewayContext, eldsTournamentId: string, id: string) =>
  (await context.apis.pickem.getPickemRewards(eldsTournamentId)).find((r) => r.id === id) ?? null;

const rewardNotFound = (id: string) =>
  new Refusal(M.unknownRecord('Reward', id), ErrorCode.NOT_FOUND);

export const rewardsScoringMutationResolvers: MutationResolvers = {
  createPickemReward: (_, { input }, context, info) =>
    runCreateMutation(context, info, {
      inputErrors: inputErrorsOf(validatePickemRewardDraft(input)),
      write: () => rewardWrite(input),
      create: (write) => context.apis.pickem.createPickemReward(write),
      ok: (reward) => ({ reward, message: M.rewardCreated }),
    }),
  updatePickemReward: (_, { id, input, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      inputErrors: inputErrorsOf(validatePickemRewardDraft(input)),
      load: () => rewardOf(context, input.eldsTournamentId, id),
      requested: () => rewardWrite(input),
      async perform(before) {
        if (!before) throw rewardNotFound(id);
        const reward = await context.apis.pickem.updatePickemReward(id, rewardWrite(input));
        return { ok: { reward, message: M.rewardSaved }, after: reward };
      },
    }),
  deletePickemReward: (_, { id, eldsTournamentId, expectedVersion, reason }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      reason,
      load: () => rewardOf(context, eldsTournamentId, id),
      async perform(before) {
        if (!before) throw rewardNotFound(id);
        // A granted reward is refused by the service (409), with its message.
        await context.apis.pickem.deletePickemReward(id);
        return { ok: { id, message: M.rewardDeleted }, after: null };
      },
    }),
  createScoringConfig: (_, { input }, context, info) =>
    runCreateMutation(context, info, {
      inputErrors: inputErrorsOf(validateScoringConfigDraft(input)),
      write: () => ({ ...input, name: input.name.trim() }),
      create: (write) => context.apis.pickem.createScoringConfig(write),
      ok: (scoringConfig) => ({ scoringConfig, message: M.scoringConfigCreated }),
    }),
  assignScoringConfig: (_, { eldsSectionId, scoringConfigId, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: eldsSectionId,
      expectedVersion,
      load: async () =>
        assignmentOf(eldsSectionId, await context.apis.pickem.getSectionScoring(eldsSectionId)),
      requested: () => ({ eldsSectionId, scoringConfigId }),
      async perform() {
        const assigned = await context.apis.pickem.assignScoringConfig(
          eldsSectionId,
          scoringConfigId,
        );
        const sectionScoring = assignmentOf(eldsSectionId, assigned);
        return { ok: { sectionScoring, message: M.scoringAssigned }, after: sectionScoring };
      },
    }),
  unassignScoringConfig: (_, { eldsSectionId, expectedVersion, reason }, context, info) =>
    runMutation(context, info, {
      entityId: eldsSectionId,
      expectedVersion,
      reason,
      load: async () =>
        assignmentOf(eldsSectionId, await context.apis.pickem.getSectionScoring(eldsSectionId)),
      requested: () => ({ eldsSectionId, scoringConfigId: null }),
      async perform() {
        await context.apis.pickem.unassignScoringConfig(eldsSectionId);
        const sectionScoring = assignmentOf(eldsSectionId, null);
        return { ok: { sectionScoring, message: M.scoringUnassigned }, after: sectionScoring };
      },
    }),
};
