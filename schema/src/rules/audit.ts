/** Rules and messages of the audit journal and conflict-safe editing (issue #12). */
import { AUDIT_REASON_MAX_LENGTH, IDEMPOTENCY_KEY_MAX_LENGTH } from './constants';

export const AUDIT_MESSAGES = {
  reasonTooLong: `Reason must be at most ${AUDIT_REASON_MAX_LENGTH} characters`,
  journalUnavailable:
    'The audit journal is unavailable, so nothing was changed. Try again in a moment.',
  changedSinceOpened:
    'This record was changed since you opened it. Reload it or re-apply your changes.',
  entityBusy:
    'Someone else is saving this record right now, so nothing was changed. Try again in a moment.',
  idempotencyKeyLength: `The idempotency key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
  idempotencyKeyReused:
    'This idempotency key was already used for a different request; send a new key.',
  idempotencyStillRunning:
    'The first call with this idempotency key is still running; ask again in a moment for its answer.',
  idempotentRepeat:
    'Repeat of an earlier call with the same idempotency key: its answer was given again, nothing was sent.',
} as const;

/** An idempotency key's rule: null when there is none or it is fine. */
export function idempotencyKeyProblem(key: string | null | undefined): string | null {
  if (key === null || key === undefined) return null;
  return key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH
    ? null
    : AUDIT_MESSAGES.idempotencyKeyLength;
}

/** The optional free-text reason staff give on a destructive action. */
export function validateReason(reason: string | null | undefined): string | null {
  return reason && reason.length > AUDIT_REASON_MAX_LENGTH ? AUDIT_MESSAGES.reasonTooLong : null;
}
