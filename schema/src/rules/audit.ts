/** Rules and messages of the audit journal and conflict-safe editing (issue #12). */
import { AUDIT_REASON_MAX_LENGTH } from './constants';

export const AUDIT_MESSAGES = {
  reasonTooLong: `Reason must be at most ${AUDIT_REASON_MAX_LENGTH} characters`,
  journalUnavailable:
    'The audit journal is unavailable, so nothing was changed. Try again in a moment.',
  changedSinceOpened:
    'This record was changed since you opened it. Reload it or re-apply your changes.',
} as const;

/** The optional free-text reason staff give on a destructive action. */
export function validateReason(reason: string | null | undefined): string | null {
  return reason && reason.length > AUDIT_REASON_MAX_LENGTH ? AUDIT_MESSAGES.reasonTooLong : null;
}
