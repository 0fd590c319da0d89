import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { emailOf, ensureUser, findUser } from '../services/rbac/users';
import type { Store } from '../store';
import { errorPage, loginPage, type SignInHint } from './pages';
import { signInStaff, STAFF_USERS } from './staff';

export const SIGN_IN_FAILED = 'Unknown user or wrong password';

/** The seeded users with the roles they hold now, as a hint on the sign-in page. */
async function signInHints(store: Store): Promise<SignInHint[]> {
  return Promise.all(
    STAFF_USERS.map(async ({ username, name }) => ({
      username,
      name,
      roles: (await findUser(store, username))?.roles ?? [],
    })),
  );
}

async function answerLoginPage(
  store: Store,
  req: Request,
  res: Response,
  options: { username?: string; error?: string } = {},
) {
  const action = req.originalUrl.split('?')[0] ?? '';
  const users = await signInHints(store);
  res
    .status(options.error ? 401 : 200)
    .type('html')
    .send(loginPage({ action, users, ...options }));
}

/** An expired or unknown interaction (e.g. a sign-in page left open for an hour) as a page. */
const answerInteractionError: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof errors.OIDCProviderError)) {
    next(error);
    return;
  }
  res
    .status(error.statusCode)
    .type('html')
    .send(
      errorPage('Sign-in problem', {
        error: error.error,
        error_description: error.error_description ?? '',
      }),
    );
};

/**
 * The provider's interactions (mounted at /oidc/interaction): the login prompt shows our own
 * sign-in page; consent is implied for the sandbox's first-party clients.
 */
export function signInRoutes(provider: Provider, store: Store): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('cache-control', 'no-store');
    next();
  });
  router.get('/:uid', async (req, res) => {
    const { prompt, params } = await provider.interactionDetails(req, res);
    if (prompt.name === 'login') {
      const hint = typeof params.login_hint === 'string' ? params.login_hint : undefined;
      await answerLoginPage(store, req, res, { username: hint });
    } else if (prompt.name === 'consent') {
      // Only reached when a client asks for prompt=consent: the grant already holds its scopes.
      await provider.interactionFinished(
        req,
        res,
        { consent: {} },
        { mergeWithLastSubmission: true },
      );
    } else {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: `The development provider does not handle the ${prompt.name} prompt`,
      });
    }
  });
  router.post('/:uid', express.urlencoded({ extended: false }), async (req, res) => {
    await provider.interactionDetails(req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const staff = signInStaff(username, password);
    if (!staff) {
      await answerLoginPage(store, req, res, { username, error: SIGN_IN_FAILED });
      return;
    }
    await ensureUser(store, {
      username: staff.username,
      name: staff.name,
      email: emailOf(staff.username),
    });
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: staff.username } },
      { mergeWithLastSubmission: false },
    );
  });
  router.use(answerInteractionError);
  return router;
}
