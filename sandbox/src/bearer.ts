import type { Request, RequestHandler } from 'express';
import { ERROR_CODES, UpstreamError } from './errors';

const BEARER = /^Bearer\s+(\S+)/i;

/** Who called: the access token's subject and the token itself. */
export interface Caller {
  /** A username, or the client id of a client-credentials token. */
  subject: string;
  token: string;
}

const callers = new WeakMap<Request, Caller>();

/** Every upstream call carries an access token issued by the sandbox's own provider. */
export function requireBearerToken(
  verify: (token: string) => Promise<{ sub: string }>,
): RequestHandler {
  return async (req, _res, next) => {
    const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
    if (!token) throw new UpstreamError(401, ERROR_CODES.unauthorized, 'Missing bearer token');
    let subject: string;
    try {
      ({ sub: subject } = await verify(token));
    } catch {
      throw new UpstreamError(401, ERROR_CODES.unauthorized, 'Invalid or expired token');
    }
    callers.set(req, { subject, token });
    next();
  };
}

export function callerOf(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw new Error(`No bearer check ran for ${req.method} ${req.originalUrl}`);
  return caller;
}
