/** The `{ ok | error }` values every mutation answers with. */
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
