import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { UpstreamErrorBody } from '@esports-admin/schema/upstream/elds';

export const ERROR_CODES = {
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION_ERROR',
  duplicateSlug: 'DUPLICATE_SLUG',
  duplicateName: 'DUPLICATE_NAME',
  conflict: 'CONFLICT',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  inviteNotFound: 'INVITE_NOT_FOUND',
  malformedJson: 'MALFORMED_JSON',
  badRequest: 'BAD_REQUEST',
  injectedFault: 'INJECTED_FAULT',
  internal: 'INTERNAL_ERROR',
} as const;

/** A refusal the sandbox answers the way the real services do: a status and an error body. */
export class UpstreamError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }

  get body(): UpstreamErrorBody {
    return { httpStatus: this.httpStatus, errorCode: this.errorCode, message: this.message };
  }
}

export const notFound = (message: string) => new UpstreamError(404, ERROR_CODES.notFound, message);
export const invalid = (message: string) => new UpstreamError(400, ERROR_CODES.validation, message);
export const forbidden = (message: string) =>
  new UpstreamError(403, ERROR_CODES.forbidden, message);
export const duplicateSlug = (message: string) =>
  new UpstreamError(409, ERROR_CODES.duplicateSlug, message);
export const duplicateName = (message: string) =>
  new UpstreamError(409, ERROR_CODES.duplicateName, message);
export const conflict = (message: string) => new UpstreamError(409, ERROR_CODES.conflict, message);

export const answerUnknownRoute: RequestHandler = (req) => {
  throw notFound(`No route for ${req.method} ${req.originalUrl.split('?')[0]}`);
};

/** Body-parser errors carry `status` and `type`; anything else unexpected is a 500. */
interface HttpErrorLike {
  status?: unknown;
  type?: unknown;
  message?: unknown;
  code?: unknown;
}

/** Postgres refuses text it cannot store (a NUL character): the caller's input, not our fault. */
const POSTGRES_CHARACTER_NOT_IN_REPERTOIRE = '22021';

function asUpstreamError(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const { status, type, message, code } = (error ?? {}) as HttpErrorLike;
  if (code === POSTGRES_CHARACTER_NOT_IN_REPERTOIRE) {
    return invalid('Text may not contain NUL characters');
  }
  if (type === 'entity.parse.failed') {
    return new UpstreamError(400, ERROR_CODES.malformedJson, 'Request body is not valid JSON');
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new UpstreamError(status, ERROR_CODES.badRequest, String(message));
  }
  console.error('sandbox: unexpected error', error);
  return new UpstreamError(500, ERROR_CODES.internal, 'Internal error');
}

export const answerError: ErrorRequestHandler = (error, _req, res, _next) => {
  const refusal = asUpstreamError(error);
  res.status(refusal.httpStatus).json(refusal.body);
};
