/**
 * The environment panel's choice, kept for this browser tab only (sessionStorage: spec 1 §1
 * "a session override") and sent with every GraphQL request; the gateway honours it outside
 * production only.
 */
import { environmentNamed, type Environment } from '@esports-admin/schema/rules/access';

const OVERRIDE_KEY = 'esports-admin.environment-override';

export function readEnvironmentOverride(): Environment | null {
  try {
    const stored = window.sessionStorage.getItem(OVERRIDE_KEY);
    if (stored === null) return null;
    const environment = environmentNamed(stored);
    if (environment !== null) return environment;
    window.sessionStorage.removeItem(OVERRIDE_KEY);
  } catch {
    // Storage blocked: no override.
  }
  return null;
}

/** Stores the choice (null = the host's own environment) and reloads, as the spec asks. */
export function switchEnvironment(environment: Environment | null): void {
  try {
    if (environment === null) window.sessionStorage.removeItem(OVERRIDE_KEY);
    else window.sessionStorage.setItem(OVERRIDE_KEY, environment);
  } catch {
    return;
  }
  window.location.reload();
}
