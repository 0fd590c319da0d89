import {
  DROP_TRIGGER_MESSAGES,
  validateGroupTrigger,
  validatePuuid,
} from '@esports-admin/schema/rules/drop-triggers';
import type { GroupTriggerWriteDto } from '@esports-admin/schema/upstream/drop-triggers';
import type { GroupTriggerInput, MutationResolvers } from '../../__generated__/resolvers-types';
import type { ResolversTypes } from '../../__generated__/resolvers-types';
import { inputErrorsOf } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';

const toWriteDto = (input: GroupTriggerInput): GroupTriggerWriteDto => ({
  dropID: input.dropId.trim(),
  groupID: input.groupId.trim(),
  broadcastID: input.broadcastId.trim(),
  streamIDs: input.streamIds.map((id) => id.trim()).filter(Boolean),
  streamPosition: input.streamPosition,
});

export const dropTriggerMutation: MutationResolvers = {
  triggerDropGroup: (_, { input, dryRun }, context, info) =>
    runMutation<ResolversTypes['GroupTriggerSuccess']>(context, info, {
      inputErrors: inputErrorsOf(validateGroupTrigger(input)),
      requested: () => ({ ...toWriteDto(input), dryRun }),
      async perform() {
        const { drops } = context.apis;
        if (dryRun) {
          const preview = await drops.dryRunGroupTrigger(toWriteDto(input));
          return {
            ok: {
              dryRun: true,
              viewerCount: preview.viewerCount,
              trigger: null,
              message: DROP_TRIGGER_MESSAGES.dryRun(preview.viewerCount),
            },
            after: { dryRun: true, viewerCount: preview.viewerCount },
          };
        }
        const trigger = await drops.triggerGroup(toWriteDto(input));
        return {
          ok: {
            dryRun: false,
            viewerCount: trigger.viewerCount,
            trigger,
            message: DROP_TRIGGER_MESSAGES.triggered(trigger.viewerCount),
          },
          after: trigger,
          entityId: trigger.triggerID,
        };
      },
    }),

  triggerDropForViewer: (_, { puuid, dropId, notify }, context, info) =>
    runMutation(context, info, {
      inputErrors: inputErrorsOf({ puuid: validatePuuid(puuid) }),
      requested: () => ({ puuid, dropId, notify }),
      async perform() {
        const trigger = await context.apis.drops.triggerIndividual(
          puuid.trim().toLowerCase(),
          dropId,
          notify ?? true,
        );
        return {
          ok: { trigger, message: DROP_TRIGGER_MESSAGES.triggeredOne },
          after: trigger,
          entityId: trigger.triggerID,
        };
      },
    }),
};
