/** Every failure the gateway reports carries one of these codes in `extensions.code`. */
import { GraphQLError } from 'graphql';

export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
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
} as const;

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
