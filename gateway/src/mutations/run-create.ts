import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
import type { InputErrorValue, Outcome } from './outcome';
import { runMutation } from './run-mutation';

export interface CreatePlan<Write, Created extends { id: string }, Ok> {
  /** Messages of the shared rules; any means BAD_USER_INPUT before anything is sent. */
  inputErrors: readonly InputErrorValue[];
  /** What is sent upstream, also journaled as what was asked for. */
  write: () => Write;
  create: (write: Write) => Promise<Created>;
  ok: (created: Created) => Ok;
}

/**
 * A create on `runMutation`: the input is checked, the write journaled as asked for and sent once,
 * and the created record is the entry's `after` and its id the entry's id.
 */
export function runCreateMutation<Write, Created extends { id: string }, Ok>(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  plan: CreatePlan<Write, Created, Ok>,
): Promise<Outcome<Ok>> {
  return runMutation(context, info, {
    inputErrors: plan.inputErrors,
    requested: () => plan.write(),
    async perform() {
      const created = await plan.create(plan.write());
      return { ok: plan.ok(created), after: created, entityId: created.id };
    },
  });
}
