import {
  DROP_TRIGGER_MESSAGES,
  validateGroupTrigger,
  validatePuuid,
} from '@esports-admin/schema/rules/drop-triggers';
import type {
  DropTriggerDto,
  GroupTriggerWriteDto,
} from '@esports-admin/schema/upstream/drop-triggers';
import type { GroupTriggerInput, MutationResolvers } from '../../__generated__/resolvers-types';
import { runIdempotentMutation } from '../../mutations/idempotency';
import { inputErrorsOf } from '../../mutations/outcome';
import { resendToFailedViewers } from './resend';

const toWriteDto = (input: GroupTriggerInput): GroupTriggerWriteDto => ({
  dropID: input.dropId.trim(),
  groupID: input.groupId.trim(),
  broadcastID: input.broadcastId.trim(),
  streamIDs: input.streamIds.map((id) => id.trim()).filter(Boolean),
  streamPosition: input.streamPosition,
});

/** What a trigger answers, as kept for a repeat with the same idempotency key. */
interface GroupTriggerOk {
  dryRun: boolean;
  viewerCount: number;
  trigger: DropTriggerDto | null;
  message: string;
}
interface IndividualTriggerOk {
  trigger: DropTriggerDto;
  message: string;
}

export const dropTriggerMutation: MutationResolvers = {
  triggerDropGroup: (_, { input, dryRun, idempotencyKey }, context, info) =>
    runIdempotentMutation<GroupTriggerOk>(
      context,
      info,
      // A dry run sends nothing, so it neither claims nor answers a key.
      { key: dryRun ? null : idempotencyKey, request: toWriteDto(input) },
      {
        inputErrors: inputErrorsOf(validateGroupTrigger(input)),
        requested: () => ({ ...toWriteDto(input), dryRun }),
        entityIdOf: (ok) => ok.trigger?.triggerID ?? null,
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
      },
    ),

  triggerDropForViewer: (_, { puuid, dropId, notify, idempotencyKey }, context, info) =>
    runIdempotentMutation<IndividualTriggerOk>(
      context,
      info,
      { key: idempotencyKey, request: { puuid: puuid.trim().toLowerCase(), dropId, notify } },
      {
        inputErrors: inputErrorsOf({ puuid: validatePuuid(puuid) }),
        requested: () => ({ puuid, dropId, notify }),
        entityIdOf: (ok) => ok.trigger.triggerID,
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
      },
    ),

  resendDropTriggerToFailedViewers: (_, args, context, info) =>
    resendToFailedViewers(args, context, info),
};
