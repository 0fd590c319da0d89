/**
 * What the journal keeps of an entry (issue #39): secrets replaced and every part bounded. Applied
 * where entries are written, so no caller can store more or store a secret.
 */
import {
  AUDIT_REASON_MAX_LENGTH,
  JOURNAL_MAX_CHANGES,
  JOURNAL_MAX_TEXT_LENGTH,
  JOURNAL_MAX_VALUE_LENGTH,
} from '@esports-admin/schema/rules/constants';
import { isSecretPath, REDACTED } from '../mutations/secrets';
import type { AuditChange, JournalOpening, JournalOutcome } from './entry';

/** The field of the one change that stands for those not kept. */
export const CHANGES_NOT_KEPT_FIELD = '…';

function boundedText(text: string | null, max: number): string | null {
  if (text === null || text.length <= max) return text;
  return `${text.slice(0, max)}… (${text.length} characters)`;
}

/** A JSON value over the bound is kept as a JSON string of its beginning, so it still parses. */
function boundedValue(json: string | null): string | null {
  if (json === null || json.length <= JOURNAL_MAX_VALUE_LENGTH) return json;
  return JSON.stringify(boundedText(json, JOURNAL_MAX_VALUE_LENGTH));
}

export function storedChanges(
  changes: readonly AuditChange[],
  secrets: ReadonlySet<string>,
): AuditChange[] {
  const kept = changes.slice(0, JOURNAL_MAX_CHANGES).map(({ field, before, after }) =>
    isSecretPath(field, secrets)
      ? {
          field,
          before: before === null ? null : REDACTED,
          after: after === null ? null : REDACTED,
        }
      : {
          field: boundedText(field, JOURNAL_MAX_TEXT_LENGTH)!,
          before: boundedValue(before),
          after: boundedValue(after),
        },
  );
  const dropped = changes.length - kept.length;
  if (dropped > 0) {
    kept.push({
      field: CHANGES_NOT_KEPT_FIELD,
      before: null,
      after: JSON.stringify(`${dropped} more changed fields are not kept`),
    });
  }
  return kept;
}

export function storedOpening(opening: JournalOpening): JournalOpening {
  return {
    ...opening,
    entityId: boundedText(opening.entityId, JOURNAL_MAX_TEXT_LENGTH),
    reason: boundedText(opening.reason, AUDIT_REASON_MAX_LENGTH),
  };
}

export function storedOutcome(outcome: JournalOutcome, secrets: ReadonlySet<string>) {
  return {
    ...outcome,
    entityId: boundedText(outcome.entityId, JOURNAL_MAX_TEXT_LENGTH),
    message: boundedText(outcome.message, JOURNAL_MAX_TEXT_LENGTH),
    changes: storedChanges(outcome.changes, secrets),
  };
}
