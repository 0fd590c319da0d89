/**
 * The sign-in endpoints of the backend-for-frontend: /auth/login starts the code flow,
 * /oidc/consume completes it and sets the session cookie, /auth/logout ends the session here and
 * at the provider.
 */
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from '../logger';
import {
  clearCookie,
  originOf,
  readCookie,
  SESSION_COOKIE,
  setCookie,
  SIGN_IN_COOKIE,
} from './cookies';
import type { RelyingParty } from './relying-party';
import type { SessionStore } from './sessions';

const SIGN_IN_COOKIE_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * Spec 2 §2: after sign-in the app returns to the site root, whose landing page picks the
 * remembered page or the first one the user may open.
 */
const SITE_ROOT = '/';
const PLACEHOLDER_ORIGIN = 'http://return-path.invalid';
const MAX_RETURN_PATH_LENGTH = 2048;
/** Backslashes (browsers read them as slashes), control characters and their encoded forms. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const UNSAFE_RETURN_PATH = /[\\\u0000-\u001f\u007f]|%5c|%[01][0-9a-f]|%7f/i;

/**
 * Only a path on this origin, after the normalisation a browser applies: no backslash, no
 * scheme-relative `//host` (however spelled, percent-encoded or not), no control character (a
 * browser drops tabs and newlines, so `/\t/evil.example` would become `//evil.example`). Anything
 * else lands on the default page.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) {
    return SITE_ROOT;
  }
  if (!value.startsWith('/') || UNSAFE_RETURN_PATH.test(value)) return SITE_ROOT;
  if (/^\/(\/|%2f)/i.test(value)) return SITE_ROOT;
  let resolved: URL;
  try {
    resolved = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return SITE_ROOT;
  }
  if (resolved.origin !== PLACEHOLDER_ORIGIN) return SITE_ROOT;
  const path = resolved.pathname + resolved.search + resolved.hash;
  if (path.startsWith('//') || path.startsWith('/auth/') || path.startsWith('/oidc/')) {
    return SITE_ROOT;
  }
  return path;
}

/** Where a browser starts signing in, coming back to `returnTo` (made safe on arrival). */
export function signInPath(returnTo: string): string {
  return `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}

export function authRoutes(options: {
  relyingParty: RelyingParty;
  sessions: SessionStore;
  sessionTtlMs: number;
  publicUrl: string | undefined;
  logger: Logger;
}): Router {
  const { relyingParty, sessions, sessionTtlMs, publicUrl, logger } = options;
  const router = express.Router();

  const startSignIn = async (req: Request, res: Response, returnTo: string) => {
    const redirectUri = `${originOf(req, publicUrl)}/oidc/consume`;
    const { url, pending } = await relyingParty.beginSignIn(redirectUri, returnTo);
    await sessions.rememberSignIn(pending);
    setCookie(req, res, SIGN_IN_COOKIE, pending.state, SIGN_IN_COOKIE_MAX_AGE_MS);
    res.redirect(302, url.toString());
  };

  router.get('/auth/login', async (req, res) => {
    await startSignIn(req, res, safeReturnPath(req.query.returnTo));
  });

  router.get('/oidc/consume', async (req, res) => {
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    const boundToBrowser = state !== '' && readCookie(req, SIGN_IN_COOKIE) === state;
    const pending = boundToBrowser ? await sessions.takeSignIn(state) : null;
    clearCookie(req, res, SIGN_IN_COOKIE);
    if (!pending) {
      logger.warn('sign-in callback without a matching pending sign-in; starting again');
      res.redirect(302, '/auth/login');
      return;
    }
    try {
      const callbackUrl = new URL(req.originalUrl, originOf(req, publicUrl));
      const user = await relyingParty.completeSignIn(callbackUrl, pending);
      const session = await sessions.create(user);
      setCookie(req, res, SESSION_COOKIE, session.id, sessionTtlMs);
      logger.info({ user: user.username }, 'signed in');
      res.redirect(302, pending.returnTo);
    } catch (error) {
      // Spec 2 §4: a failed callback is logged and authentication starts again.
      logger.warn({ err: error }, 'sign-in callback failed');
      res.redirect(302, signInPath(pending.returnTo));
    }
  });

  router.post('/auth/logout', async (req, res) => {
    const sessionId = readCookie(req, SESSION_COOKIE);
    const session = sessionId ? await sessions.get(sessionId) : null;
    if (sessionId) await sessions.destroy(sessionId);
    clearCookie(req, res, SESSION_COOKIE);
    if (!session) {
      res.redirect(303, '/auth/signed-out');
      return;
    }
    logger.info({ user: session.username }, 'signed out');
    const signedOut = `${originOf(req, publicUrl)}/auth/signed-out`;
    res.redirect(303, await relyingParty.endSessionUrl(session.tokens.idToken, signedOut));
  });

  router.get('/auth/signed-out', (_req, res) => {
    res.type('html').send(SIGNED_OUT_PAGE);
  });

  return router;
}

const SIGNED_OUT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signed out · esports-admin</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;background:#f4f6fa;color:#1a202c;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;padding:40px 48px;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);text-align:center}
h1{font-size:22px;margin:0 0 8px}p{color:#4a5568;margin:0 0 24px}
a{display:inline-block;background:#2b6cb0;color:#fff;padding:10px 20px;border-radius:8px;text-decoration:none;font-weight:600}
</style></head>
<body><main><h1>You have signed out</h1><p>Your esports-admin session has ended.</p>
<a href="/auth/login">Sign in again</a></main></body></html>`;
