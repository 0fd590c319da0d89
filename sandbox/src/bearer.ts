import type { RequestHandler } from 'express';
import { ERROR_CODES, UpstreamError } from './errors';

const BEARER = /^Bearer\s+\S+/i;

/** Every upstream call carries the caller's token; which tokens are valid is decided by sign-in. */
export const requireBearerToken: RequestHandler = (req, _res, next) => {
  if (!BEARER.test(req.get('authorization') ?? '')) {
    throw new UpstreamError(401, ERROR_CODES.unauthorized, 'Missing bearer token');
  }
  next();
};
