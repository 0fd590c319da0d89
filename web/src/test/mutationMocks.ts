import type { ErrorCode } from '../__generated__/graphql';

/** A `MutationError` as the gateway answers it, in the shape of the MutationError fragment. */
export function mutationError(
  message: string,
  code: ErrorCode,
  inputErrors: readonly { field: string; message: string }[] = [],
) {
  return {
    __typename: 'MutationError' as const,
    message,
    code,
    inputErrors: inputErrors.map((e) => ({ __typename: 'InputError' as const, ...e })),
    applied: [],
    conflict: null,
  };
}

/** The `version` every stored record of the form mocks has; the forms send it back. */
export const STORED_VERSION = 'version-1';
