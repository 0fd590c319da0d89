/** Every failure the gateway reports carries one of these codes in `extensions.code`. */
import { GraphQLError } from 'graphql';
import type { ErrorCode as SchemaErrorCode } from './__generated__/enums';

export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  DUPLICATE: 'DUPLICATE',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UPSTREAM_BAD_RESPONSE: 'UPSTREAM_BAD_RESPONSE',
  UPSTREAM_CIRCUIT_OPEN: 'UPSTREAM_CIRCUIT_OPEN',
  UPSTREAM_BUDGET_EXCEEDED: 'UPSTREAM_BUDGET_EXCEEDED',
  BAD_REQUEST: 'BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  JOURNAL_UNAVAILABLE: 'JOURNAL_UNAVAILABLE',
  PARTIALLY_APPLIED: 'PARTIALLY_APPLIED',
} as const satisfies { [Code in SchemaErrorCode]: Code };

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function codeForUpstreamStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return ErrorCode.BAD_USER_INPUT;
    case 401:
      return ErrorCode.UNAUTHENTICATED;
    case 403:
      return ErrorCode.FORBIDDEN;
    case 404:
      return ErrorCode.NOT_FOUND;
    case 409:
      return ErrorCode.CONFLICT;
    case 429:
      return ErrorCode.RATE_LIMITED;
    default:
      return ErrorCode.UPSTREAM_ERROR;
  }
}

/**
 * A failed upstream call. The message is what staff see: '{httpStatus} - {message or errorCode}'
 * for an error answer (spec 1 §8), never the upstream URL.
 */
export class UpstreamError extends GraphQLError {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly service: string,
    readonly status: number | null,
    /** The upstream's Retry-After, for the retry policy; never shown to clients. */
    readonly retryAfterMs?: number,
  ) {
    super(message, { extensions: { code, upstream: { service, status } } });
    this.name = 'UpstreamError';
  }
}

export function forbidden(message = 'You do not have access to this resource.') {
  return new GraphQLError(message, { extensions: { code: ErrorCode.FORBIDDEN } });
}

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

/** An upstream's own error code when the gateway reports the same one, else UPSTREAM_ERROR. */
export function knownErrorCode(code: string): ErrorCode {
  return KNOWN_CODES.has(code) ? (code as ErrorCode) : ErrorCode.UPSTREAM_ERROR;
}
