/**
 * Who is calling: a script's bearer access token, or the browser's session cookie (refreshed
 * server-side before its access token expires). Anything else is unauthenticated.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Request } from 'express';
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../errors';
import { usernameOf } from './relying-party';
import type { Logger } from '../logger';
import { readCookie, SESSION_COOKIE } from './cookies';
import type { RelyingParty } from './relying-party';
import type { Session, SessionStore, SessionTokens } from './sessions';

export interface Principal {
  username: string;
  name: string;
  email: string | null;
  accessToken: string;
  via: 'session' | 'bearer';
}

export function unauthenticated(message: string) {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.UNAUTHENTICATED, http: { status: 401 } },
  });
}

/** How long one replica may hold a session's refresh, and how often the others look. */
const REFRESH_LOCK_MS = 10_000;
const REFRESH_POLL_MS = 50;

/**
 * RFC 6750 §2.1: the scheme (case-insensitive, RFC 9110 §11.1), one space, one b64token and
 * nothing after it.
 */
const BEARER_CREDENTIALS = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

export class Authenticator {
  /**
   * Refresh tokens rotate and a reused one revokes the grant, so concurrent requests of one
   * session share a single refresh.
   */
  private readonly refreshing = new Map<string, Promise<SessionTokens>>();

  constructor(
    private readonly relyingParty: RelyingParty,
    private readonly sessions: SessionStore,
    private readonly logger: Logger,
  ) {}

  /** Per request, so the rate limit and the context verify the caller once. */
  private readonly identified = new WeakMap<Request, Promise<Principal>>();

  /** The caller, or an UNAUTHENTICATED error saying why not. */
  principal(req: Request): Promise<Principal> {
    let principal = this.identified.get(req);
    if (!principal) {
      principal = this.identify(req);
      this.identified.set(req, principal);
    }
    return principal;
  }

  private async identify(req: Request): Promise<Principal> {
    const authorization = req.get('authorization');
    if (authorization !== undefined) return this.fromBearer(authorization);
    const sessionId = readCookie(req, SESSION_COOKIE);
    if (sessionId) return this.fromSession(sessionId);
    throw unauthenticated('Sign in to use the API.');
  }

  private async fromBearer(authorization: string): Promise<Principal> {
    const token = BEARER_CREDENTIALS.exec(authorization)?.[1];
    if (!token) throw unauthenticated('Authorization must be a Bearer access token.');
    try {
      const claims = await this.relyingParty.verifyAccessToken(token);
      const username = usernameOf(claims);
      const email = typeof claims.email === 'string' ? claims.email : null;
      return { username, name: username, email, accessToken: token, via: 'bearer' };
    } catch (error) {
      this.logger.info({ err: error }, 'bearer token refused');
      throw unauthenticated('Invalid or expired token.');
    }
  }

  private async fromSession(sessionId: string): Promise<Principal> {
    const session = await this.sessions.get(sessionId);
    if (!session) throw unauthenticated('Session expired: sign in again.');
    if (this.relyingParty.needsRefresh(session.tokens)) {
      try {
        session.tokens = await this.refreshOnce(session);
      } catch (error) {
        this.logger.info(
          { err: error, user: session.username },
          'token refresh failed; session ended',
        );
        await this.sessions.destroy(sessionId);
        throw unauthenticated('Session expired: sign in again.');
      }
    }
    return {
      username: session.username,
      name: session.name,
      email: session.email,
      accessToken: session.tokens.accessToken,
      via: 'session',
    };
  }

  private refreshOnce(session: Session): Promise<SessionTokens> {
    let pending = this.refreshing.get(session.id);
    if (!pending) {
      pending = this.refreshAcrossReplicas(session).finally(() =>
        this.refreshing.delete(session.id),
      );
      this.refreshing.set(session.id, pending);
    }
    return pending;
  }

  /**
   * One replica refreshes (it holds a short lock in the shared store); the others wait for the
   * tokens it saves. Whoever takes the lock reads the session again first: if another replica
   * has refreshed meanwhile, its tokens are used and the spent refresh token is never sent.
   */
  private async refreshAcrossReplicas(session: Session): Promise<SessionTokens> {
    const stale = session.tokens.accessToken;
    const deadline = Date.now() + REFRESH_LOCK_MS;
    while (Date.now() < deadline) {
      if (await this.sessions.claimRefresh(session.id, REFRESH_LOCK_MS)) {
        try {
          const current = await this.sessions.get(session.id);
          if (!current) throw new Error('session ended during refresh');
          if (current.tokens.accessToken !== stale) return current.tokens;
          const tokens = await this.relyingParty.refresh(current.tokens);
          await this.sessions.save({ ...current, tokens });
          return tokens;
        } finally {
          await this.sessions.releaseRefresh(session.id);
        }
      }
      await sleep(REFRESH_POLL_MS);
      const current = await this.sessions.get(session.id);
      if (!current) throw new Error('session ended during refresh');
      if (current.tokens.accessToken !== stale) return current.tokens;
    }
    throw new Error('timed out waiting for another replica to refresh the session');
  }
}
