/** The `{ ok | error }` values every mutation answers with, and refusals decided by the gateway. */
import type { ErrorCode } from '../errors';

export interface InputErrorValue {
  field: string;
  message: string;
}

export interface EditConflictValue {
  currentVersion: string;
  changedBy: string | null;
  changedAt: string | null;
  changedFields: string[];
}

/** What resolvers hand to GraphQL's MutationError; `applied` and `conflict` default to none. */
export interface MutationErrorValue {
  message: string;
  code: ErrorCode;
  inputErrors: InputErrorValue[];
  applied?: string[];
  conflict?: EditConflictValue | null;
}

export type Outcome<Ok> = { ok: Ok; error: null } | { ok: null; error: MutationErrorValue };

/**
 * A change the gateway refuses before anything is sent (a rule of the spec, a missing record);
 * thrown from inside a mutation, answered as an error value and journaled as REFUSED.
 */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly inputErrors: InputErrorValue[] = [],
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** A refusal for input that breaks the shared rules: all the messages, field by field. */
export function invalidInput(inputErrors: InputErrorValue[]): Refusal {
  return new Refusal(
    inputErrors.map((error) => error.message).join('; '),
    'BAD_USER_INPUT',
    inputErrors,
  );
}

/** `{ field: message }` from the shared rules as input errors, skipping fields without one. */
export function inputErrorsOf(
  errors: Record<string, string | null | undefined>,
): InputErrorValue[] {
  return Object.entries(errors).flatMap(([field, message]) =>
    message ? [{ field, message }] : [],
  );
}
