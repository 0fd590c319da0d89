/** What one journal entry holds: the call as it opens and its outcome (journal.ts writes them). */
import type { ErrorCode } from '../errors';

export type AuditResult = 'OK' | 'PARTIAL' | 'REFUSED' | 'FAILED';

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface JournalOpening {
  username: string;
  roles: readonly string[];
  operation: string;
  entityType: string;
  entityId: string | null;
  reason: string | null;
  requestId: string;
  /** The `x-request-id` the caller sent, kept apart from the gateway's own id. */
  callerRequestId: string | null;
}

export interface JournalOutcome {
  result: AuditResult;
  entityId: string | null;
  code: ErrorCode | null;
  message: string | null;
  changes: AuditChange[];
  versionBefore: string | null;
  versionAfter: string | null;
}
