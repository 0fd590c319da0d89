/**
 * Spec 1 §6: a 401 restarts authentication. The gateway is the backend-for-frontend: its
 * /auth/login starts the sign-in and returns to `returnTo` afterwards. A second expiry within
 * SIGN_IN_RETRY_GUARD_MS does not redirect again, so a provider that keeps failing cannot trap
 * the browser in a redirect loop.
 */
export const SIGN_IN_PATH = '/auth/login';
const LAST_SIGN_IN_KEY = 'esports-admin.signInStartedAt';
const SIGN_IN_RETRY_GUARD_MS = 30_000;

let redirecting = false;

/** True once this page has sent the browser to sign in: it is leaving, so show no error page. */
export function isSignInRedirecting(): boolean {
  return redirecting;
}

/** The gateway's sign-in address, coming back to `returnTo` (a same-origin path) afterwards. */
export function signInUrl(returnTo: string): string {
  return `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Signed in: the loop guard is for failing sign-ins only, not for the next expiry or sign-out. */
export function signInCompleted(): void {
  window.sessionStorage.removeItem(LAST_SIGN_IN_KEY);
}

/** Sends the browser to sign in again; false when it just did so and should not loop. */
export function restartSignIn(): boolean {
  const last = Number(window.sessionStorage.getItem(LAST_SIGN_IN_KEY) ?? 0);
  if (Date.now() - last < SIGN_IN_RETRY_GUARD_MS) return false;
  window.sessionStorage.setItem(LAST_SIGN_IN_KEY, String(Date.now()));
  const returnTo = `${window.location.pathname}${window.location.search}`;
  redirecting = true;
  window.location.assign(signInUrl(returnTo));
  return true;
}
