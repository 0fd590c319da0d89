import { ROLE_KEYS } from '../services/rbac/roles';

/** The audience (`aud`) of every access token, as the gateway and the sandbox's services check it. */
export const API_AUDIENCE = 'esports-admin-api';

/**
 * oidc-provider takes only absolute URIs as resource indicators, so the API's indicator is this
 * URN; the bare audience is accepted as an alias of it (see `identity-provider.ts`).
 */
export const API_RESOURCE = `urn:${API_AUDIENCE}`;

/** Scopes the API's access tokens may carry: what the web client signs in with. */
export const API_SCOPES = 'openid profile groups offline_access';

/** The scope of a signed-in user's access token: offline_access only counts with prompt=consent. */
export const SIGNED_IN_SCOPE = 'openid profile groups';

/** The gateway: a confidential web client signing staff in with the authorization code flow. */
export const WEB_CLIENT = {
  id: 'esports-admin',
  secret: 'esports-admin-dev-secret',
  scopes: API_SCOPES,
  /** On any loopback origin (localhost or 127.0.0.1, any port). */
  redirectPath: '/oidc/consume',
  postLogoutRedirectPath: '/auth/signed-out',
} as const;

/** Service scripts: client credentials, acting as the client itself. */
export const SCRIPTS_CLIENT = {
  id: 'esports-admin-scripts',
  secret: 'esports-admin-scripts-secret',
  name: 'Service scripts',
  roles: [ROLE_KEYS.competition],
} as const;
