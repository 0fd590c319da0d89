import { RESEND_FAILED_VIEWERS_LIMIT } from '@esports-admin/schema/rules/constants';
import { DROP_TRIGGER_MESSAGES } from '@esports-admin/schema/rules/drop-triggers';
import { isRetryableFulfillment } from '@esports-admin/schema/rules/fulfillment-status';
import type {
  DropTriggerDto,
  DropTriggerWithStatsDto,
} from '@esports-admin/schema/upstream/drop-triggers';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { runIdempotentMutation } from '../../mutations/idempotency';
import { Refusal } from '../../mutations/outcome';

/** What a send again answers, as kept for a repeat with the same idempotency key. */
interface ResendOk {
  triggers: DropTriggerDto[];
  remaining: number;
  message: string;
}

/**
 * The viewers of `trigger` to send its drop again: failed in a retryable status, and not sent the
 * drop individually since (by an earlier send again or by hand), so a repeat reaches the next ones.
 */
async function viewersToResend(
  trigger: DropTriggerWithStatsDto,
  { apis }: Pick<GatewayContext, 'apis'>,
): Promise<string[]> {
  const answer = await apis.viewerAccounts.getFulfillmentStatus([trigger.triggerID]);
  const failed = (answer[trigger.triggerID] ?? [])
    .filter((viewer) => isRetryableFulfillment(viewer.status))
    .map((viewer) => viewer.puuid);
  if (failed.length === 0) return [];
  const since = await apis.drops.getTriggers(trigger.triggeredAt, new Date().toISOString());
  const sentAgain = new Set(
    since
      .filter(
        (later) =>
          later.action === 'individual' &&
          later.dropID === trigger.dropID &&
          later.triggerID !== trigger.triggerID,
      )
      .map((later) => later.puuid),
  );
  return failed.filter((puuid) => !sentAgain.has(puuid));
}

export function resendToFailedViewers(
  {
    triggerId,
    idempotencyKey,
    reason,
  }: { triggerId: string; idempotencyKey?: string | null; reason?: string | null },
  context: GatewayContext,
  info: GraphQLResolveInfo,
) {
  const { drops } = context.apis;
  return runIdempotentMutation<ResendOk, DropTriggerWithStatsDto>(
    context,
    info,
    { key: idempotencyKey, request: { triggerId } },
    {
      entityId: triggerId,
      reason,
      requested: () => ({ triggerId }),
      entityIdOf: () => triggerId,
      async load() {
        const trigger = await drops.getTrigger(triggerId);
        if (!trigger) {
          throw new Refusal(`404 - Trigger ${triggerId} not found`, ErrorCode.NOT_FOUND);
        }
        return trigger;
      },
      async perform(trigger, progress) {
        const pending = await viewersToResend(trigger, context);
        if (pending.length === 0) {
          throw new Refusal(DROP_TRIGGER_MESSAGES.nothingToResend, ErrorCode.BAD_USER_INPUT);
        }
        const sent: DropTriggerDto[] = [];
        for (const puuid of pending.slice(0, RESEND_FAILED_VIEWERS_LIMIT)) {
          const resent = await drops.triggerIndividual(puuid, trigger.dropID, trigger.notify);
          sent.push(resent);
          progress.applied(`Sent the drop again to ${puuid} (trigger ${resent.triggerID})`, sent);
        }
        const remaining = pending.length - sent.length;
        return {
          ok: {
            triggers: sent,
            remaining,
            message: DROP_TRIGGER_MESSAGES.resent(sent.length, remaining),
          },
          after: { resentTo: sent.map((resent) => resent.puuid), triggers: sent },
        };
      },
    },
  );
}
