/**
 * Season-style mutations answer `{ ok { message } error { message code inputErrors } }`.
 * This turns the answer into the toast the spec asks for and hands back the field messages.
 */
import { toast } from '../components/toast';

export interface MutationOutcome {
  ok: { message: string } | null;
  error: {
    message: string;
    code: string;
    inputErrors?: readonly { field: string; message: string }[];
  } | null;
}

export type FieldMessages = Partial<Record<string, string>>;

/** What a create/edit form learns from its submit: success, or the fields to mark. */
export type SubmitResult = { ok: true } | { ok: false; fieldErrors: FieldMessages };

/** Shows the outcome as a toast; returns the gateway's per-field messages (empty on success). */
export function reportMutationOutcome(outcome: MutationOutcome): FieldMessages {
  if (outcome.ok) {
    toast.success(outcome.ok.message);
    return {};
  }
  if (!outcome.error) return {};
  toast.error(outcome.error.message);
  const fields: FieldMessages = {};
  for (const { field, message } of outcome.error.inputErrors ?? []) fields[field] = message;
  return fields;
}

/**
 * Runs a list page's one-click mutation (archive, unarchive): toasts its outcome and resolves
 * to whether it succeeded. Transport and GraphQL errors are already toasted by the error link.
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
 * Transport and GraphQL errors were already toasted by the error link; the form stays as it is.
 */
export async function submitReported<Data>(
  mutation: Promise<{ data?: Data | null }>,
  outcomeOf: (data: Data) => MutationOutcome,
): Promise<SubmitResult> {
  try {
    const { data } = await mutation;
    if (!data) return { ok: false, fieldErrors: {} };
    const outcome = outcomeOf(data);
    const fieldErrors = reportMutationOutcome(outcome);
    return outcome.ok ? { ok: true } : { ok: false, fieldErrors };
  } catch {
    return { ok: false, fieldErrors: {} };
  }
}
