/**
 * Idempotency keys (issue #39): the first call with a key claims it and runs; a call with the same
 * key while that one runs waits for its answer; a call after it gets the same answer, for
 * IDEMPOTENCY_RETENTION_MS, without running again. Keys are scoped per user and operation and kept
 * hashed. Only a successful answer is kept: a refused or failed call frees its key, so a retry of
 * the same submission tries again.
 */
import { AUDIT_MESSAGES, idempotencyKeyProblem } from '@esports-admin/schema/rules/audit';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { invalidInput, Refusal, type Outcome } from './outcome';
import { runMutation, type MutationPlan, type Performed } from './run-mutation';

/**
 * `runMutation` once per idempotency key: the first call runs `plan`; a repeat is still journaled
 * (as a repeat, with nothing changed) and answers what the first did, without running `plan`.
 * Without a key, or with input the rules refuse, it is `runMutation` as it is.
 */
export async function runIdempotentMutation<Ok, Before = undefined>(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  { key, request }: { key: string | null | undefined; request: unknown },
  plan: MutationPlan<Ok, Before> & { entityIdOf: (ok: Ok) => string | null },
): Promise<Outcome<Ok>> {
  const keyProblem = idempotencyKeyProblem(key);
  const inputErrors = [
    ...(plan.inputErrors ?? []),
    ...(keyProblem ? [{ field: 'idempotencyKey', message: keyProblem }] : []),
  ];
  if (!key || inputErrors.length > 0) return runMutation(context, info, { ...plan, inputErrors });
  const claim = await context.idempotencyKeys.claim<Ok>(
    { username: context.user.username, operation: info.fieldName, key },
    request,
  );
  const answerInstead = (perform: () => Promise<Performed<Ok>>) =>
    runMutation(context, info, { ...plan, perform });
  switch (claim.kind) {
    case 'claimed': {
      const outcome = await runMutation(context, info, plan);
      await claim.settle(outcome);
      return outcome;
    }
    case 'answered':
      return answerInstead(() =>
        Promise.resolve({
          ok: claim.ok,
          entityId: plan.entityIdOf(claim.ok),
          note: AUDIT_MESSAGES.idempotentRepeat,
        }),
      );
    case 'running':
      return answerInstead(() =>
        Promise.reject(new Refusal(AUDIT_MESSAGES.idempotencyStillRunning, ErrorCode.CONFLICT)),
      );
    case 'otherRequest':
      return answerInstead(() =>
        Promise.reject(
          invalidInput([{ field: 'idempotencyKey', message: AUDIT_MESSAGES.idempotencyKeyReused }]),
        ),
      );
  }
}
