/**
 * Season-style mutations answer `{ ok { message } error { message code inputErrors } }`.
 * This turns the answer into the toast the spec asks for and hands back the field messages.
 */
import { toast } from '../components/toast';

/** CONTRACT-12: the record changed since the form loaded it (a stale `expectedVersion`). */
export interface EditConflictInfo {
  currentVersion: string;
  changedBy?: string | null;
  changedAt?: string | null;
  changedFields: readonly string[];
}

export interface MutationOutcome {
  ok: { message: string } | null;
  error: {
    message: string;
    code: string;
    inputErrors?: readonly { field: string; message: string }[];
    /** Steps of a multi-step change that did take effect (PARTIALLY_APPLIED). */
    applied?: readonly string[];
    conflict?: EditConflictInfo | null;
  } | null;
}

export type FieldMessages = Partial<Record<string, string>>;

/**
 * Shows the outcome as a toast; returns the gateway's per-field messages (empty on success).
 * Every refusal is toasted, a CONFLICT too, unless the caller shows the conflict itself
 * (`conflictShownByCaller`: a form's ConflictNotice, an inline message).
 */
function reportMutationOutcome(
  outcome: MutationOutcome,
  { conflictShownByCaller = false }: { conflictShownByCaller?: boolean } = {},
): FieldMessages {
  if (outcome.ok) {
    toast.success(outcome.ok.message);
    return {};
  }
  if (!outcome.error) return {};
  if (!(outcome.error.conflict && conflictShownByCaller)) toast.error(describeError(outcome.error));
  const fields: FieldMessages = {};
  for (const { field, message } of outcome.error.inputErrors ?? []) fields[field] = message;
  return fields;
}

function describeError({ message, applied = [] }: NonNullable<MutationOutcome['error']>) {
  return applied.length > 0 ? `${message} Applied: ${applied.join('; ')}.` : message;
}

/** What running a mutation came to: its `ok` answer, or the fields to mark (or a conflict). */
export type MutationResult<Ok = unknown> =
  { ok: true; value: Ok } | { ok: false; fieldErrors: FieldMessages; conflict?: EditConflictInfo };

/** What a create/edit form learns from its submit. */
export type SubmitResult = MutationResult;

const NOT_DONE = { ok: false, fieldErrors: {} } as const;

export interface RunMutationOptions {
  /** The caller shows a CONFLICT itself (a form's ConflictNotice, an inline message): no toast. */
  conflictShownByCaller?: boolean;
  /** The caller shows the success itself (a dry run's preview): no toast. */
  silentSuccess?: boolean;
}

/**
 * The one way to run a mutation: awaits it, toasts its outcome (success, refusal, CONFLICT,
 * PARTIALLY_APPLIED with the steps that took effect) and resolves to a `MutationResult`: the `ok`
 * answer, or the gateway's field messages. Transport and GraphQL errors were already toasted by
 * the error link; they resolve to a result without field messages.
 */
export async function runMutation<Data, Ok extends { message: string }>(
  mutation: Promise<{ data?: Data | null }>,
  outcomeOf: (data: Data) => { ok: Ok | null; error: MutationOutcome['error'] } | null | undefined,
  { conflictShownByCaller = false, silentSuccess = false }: RunMutationOptions = {},
): Promise<MutationResult<Ok>> {
  let outcome;
  try {
    const { data } = await mutation;
    outcome = data ? outcomeOf(data) : null;
  } catch {
    return NOT_DONE;
  }
  if (!outcome) return NOT_DONE;
  if (outcome.ok) {
    if (!silentSuccess) toast.success(outcome.ok.message);
    return { ok: true, value: outcome.ok };
  }
  const fieldErrors = reportMutationOutcome(outcome, { conflictShownByCaller });
  const conflict = outcome.error?.conflict;
  return conflict ? { ok: false, fieldErrors, conflict } : { ok: false, fieldErrors };
}
