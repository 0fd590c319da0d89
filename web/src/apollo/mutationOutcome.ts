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

/** What a create/edit form learns from its submit: success, or the fields to mark (or a conflict). */
export type SubmitResult =
  { ok: true } | { ok: false; fieldErrors: FieldMessages; conflict?: EditConflictInfo };

/**
 * Shows the outcome as a toast; returns the gateway's per-field messages (empty on success).
 * Every refusal is toasted, a CONFLICT too, unless the caller shows the conflict itself
 * (`conflictShownByCaller`: a form's ConflictNotice, an inline message).
 */
export function reportMutationOutcome(
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

/**
 * Runs a list page's one-click mutation (archive, unarchive): toasts its outcome, refusals and
 * conflicts included, and resolves to whether it succeeded. Transport and GraphQL errors are
 * already toasted by the error link.
 */
export async function runReportedMutation<Data>(
  mutation: Promise<{ data?: Data | null }>,
  outcomeOf: (data: Data) => MutationOutcome,
): Promise<boolean> {
  try {
    const { data } = await mutation;
    if (!data) return false;
    const outcome = outcomeOf(data);
    reportMutationOutcome(outcome);
    return outcome.ok !== null;
  } catch {
    return false;
  }
}

/**
 * Runs a form's create or update mutation: toasts its outcome and hands the form its result.
 * A CONFLICT is not toasted: the caller shows `conflict` in its ConflictNotice (a caller without
 * one uses `runReportedMutation`). Transport and GraphQL errors were already toasted by the error
 * link; the form stays as it is.
 */
export async function submitReported<Data>(
  mutation: Promise<{ data?: Data | null }>,
  outcomeOf: (data: Data) => MutationOutcome,
): Promise<SubmitResult> {
  try {
    const { data } = await mutation;
    if (!data) return { ok: false, fieldErrors: {} };
    const outcome = outcomeOf(data);
    const fieldErrors = reportMutationOutcome(outcome, { conflictShownByCaller: true });
    if (outcome.ok) return { ok: true };
    const conflict = outcome.error?.conflict;
    return conflict ? { ok: false, fieldErrors, conflict } : { ok: false, fieldErrors };
  } catch {
    return { ok: false, fieldErrors: {} };
  }
}
