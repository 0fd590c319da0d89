import express, { Router, type RequestHandler } from 'express';
import Provider, { errors, type ClientMetadata, type KoaContextWithOIDC } from 'oidc-provider';
import { ERROR_CODES, UpstreamError } from '../errors';
import { Payload } from '../payload';
import { emailOf, ensureUser, findUser } from '../services/rbac/users';
import type { Store } from '../store';
import { AccessTokens } from './access-tokens';
import { API_AUDIENCE, API_RESOURCE, API_SCOPES, SCRIPTS_CLIENT, WEB_CLIENT } from './clients';
import { automaticLogoutPage, errorPage, logoutConfirmPage, signedOutPage } from './pages';
import { StoreAdapter } from './provider-adapter';
import type { IdentitySecrets } from './secrets';
import { SIGN_IN_FAILED, signInRoutes } from './sign-in';
import { signInStaff } from './staff';

/** Where the provider lives in the sandbox: the issuer is the sandbox's URL plus this path. */
export const OIDC_MOUNT_PATH = '/oidc';

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ID_TOKEN_TTL_SECONDS = 60 * 60;
const INTERACTION_TTL_SECONDS = 60 * 60;
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

const LOOPBACK_ORIGINS = ['http://127.0.0.1', 'http://localhost'];
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** http://{loopback host}:{any port}{path}, nothing more: no query, fragment or credentials. */
function isLoopbackUri(value: string, path: string): boolean {
  const url = URL.parse(value);
  return (
    url !== null &&
    url.protocol === 'http:' &&
    LOOPBACK_HOSTS.has(url.hostname) &&
    url.pathname === path &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === ''
  );
}

const CLIENTS: ClientMetadata[] = [
  {
    client_id: WEB_CLIENT.id,
    client_secret: WEB_CLIENT.secret,
    client_name: 'esports-admin',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: WEB_CLIENT.scopes,
    redirect_uris: LOOPBACK_ORIGINS.map((origin) => `${origin}${WEB_CLIENT.redirectPath}`),
    post_logout_redirect_uris: LOOPBACK_ORIGINS.map(
      (origin) => `${origin}${WEB_CLIENT.postLogoutRedirectPath}`,
    ),
    token_endpoint_auth_method: 'client_secret_basic',
  },
  {
    client_id: SCRIPTS_CLIENT.id,
    client_secret: SCRIPTS_CLIENT.secret,
    client_name: SCRIPTS_CLIENT.name,
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: 'client_secret_basic',
  },
];

/**
 * Tests and developers run the gateway on any free port, so the web client may return to
 * /oidc/consume and /auth/signed-out on any loopback origin (never anywhere else).
 */
function allowLoopbackPortsForWebClient(provider: Provider): void {
  type Client = typeof provider.Client.prototype;
  provider.Client.prototype.redirectUriAllowed = function (this: Client, uri) {
    if (this.clientId === WEB_CLIENT.id) return isLoopbackUri(uri, WEB_CLIENT.redirectPath);
    return this.redirectUris?.includes(uri) ?? false;
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (this: Client, uri) {
    if (this.clientId === WEB_CLIENT.id) {
      return isLoopbackUri(uri, WEB_CLIENT.postLogoutRedirectPath);
    }
    return this.postLogoutRedirectUris?.includes(uri) ?? false;
  };
}

/**
 * Consent is implied for the sandbox's first-party clients: the grant takes whatever scopes and
 * resource the authorization request asks for, so no consent prompt is ever shown.
 */
async function grantFirstPartyClient(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const { Grant } = oidc.provider;
  const clientId = oidc.client!.clientId;
  const accountId = oidc.session!.accountId!;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
  const existing = grantId ? await Grant.find(grantId) : undefined;
  const grant = existing?.accountId === accountId ? existing : new Grant({ accountId, clientId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  for (const resource of Object.keys(oidc.resourceServers ?? {})) {
    grant.addResourceScope(resource, [...oidc.requestParamScopes].join(' '));
  }
  await grant.save();
  return grant;
}

const asApiResource = (resource: string) => (resource === API_AUDIENCE ? API_RESOURCE : resource);

/**
 * oidc-provider refuses resource indicators that are not absolute URIs, yet relying parties
 * configured with the audience (the gateway, `resource=esports-admin-api` in scripts) send the
 * bare audience: it is read as the API's indicator, in authorization requests' queries and in the
 * token endpoint's form.
 */
const acceptAudienceInQuery: RequestHandler = (req, _res, next) => {
  const query = req.url.indexOf('?');
  const params = new URLSearchParams(query === -1 ? '' : req.url.slice(query + 1));
  const resources = params.getAll('resource');
  if (resources.includes(API_AUDIENCE)) {
    params.delete('resource');
    for (const resource of resources) params.append('resource', asApiResource(resource));
    const mountPath = req.originalUrl.slice(0, req.originalUrl.length - req.url.length);
    req.url = `${req.url.slice(0, query)}?${params.toString()}`;
    req.originalUrl = `${mountPath}${req.url}`;
  }
  next();
};

/** oidc-provider reads a body parsed upstream (and logs once that it found one). */
const acceptAudienceInTokenForm: RequestHandler[] = [
  express.urlencoded({ extended: false }),
  (req, _res, next) => {
    const form = req.body as Record<string, string | string[] | undefined> | undefined;
    const resource = form?.resource;
    if (form && typeof resource === 'string') form.resource = asApiResource(resource);
    if (form && Array.isArray(resource)) form.resource = resource.map(asApiResource);
    next();
  },
];

function createProvider(
  store: Store,
  issuer: string,
  secrets: IdentitySecrets,
  accessTokenTtlSeconds: number,
): Provider {
  const provider = new Provider(issuer, {
    adapter: (model: string) => new StoreAdapter(store, model),
    clients: CLIENTS,
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: secrets.cookieKeys },
    async findAccount(_ctx, sub) {
      const user = await findUser(store, sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          preferred_username: user.username,
          name: user.name,
          email: user.email,
          groups: user.roles,
        }),
      };
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'email'],
      groups: ['groups'],
    },
    scopes: API_SCOPES.split(' '),
    // The access tokens are for the API, not for userinfo: the ID token carries the claims.
    conformIdTokenClaims: false,
    extraTokenClaims: (_ctx, token) =>
      'accountId' in token && token.accountId
        ? { preferred_username: token.accountId, email: emailOf(token.accountId) }
        : undefined,
    loadExistingGrant: grantFirstPartyClient,
    // oidc-provider drops offline_access unless the request says prompt=consent, which the
    // gateway does not: the first-party web client gets a refresh token on every sign-in.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    interactions: {
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            audience: API_AUDIENCE,
            scope: API_SCOPES,
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = ctx.oidc.params?.id_token_hint
            ? automaticLogoutPage(form)
            : logoutConfirmPage(form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage('Sign-in problem', { ...out });
    },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      ClientCredentials: accessTokenTtlSeconds,
      IdToken: ID_TOKEN_TTL_SECONDS,
      RefreshToken: SESSION_TTL_SECONDS,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
    },
  });
  allowLoopbackPortsForWebClient(provider);
  return provider;
}

/** POST /__sandbox/identity/token: a staff user's access token in one call, for scripts and tests. */
function developerTokenRoutes(
  store: Store,
  accessTokens: AccessTokens,
  accessTokenTtlSeconds: number,
): Router {
  const router = Router();
  router.post('/token', express.json(), async (req, res) => {
    const fields = Payload.of(req.body);
    const username = fields.string('username');
    const password = fields.string('password');
    const expiresIn = fields.has('expiresIn')
      ? fields.integer('expiresIn', Number.MIN_SAFE_INTEGER)
      : accessTokenTtlSeconds;
    const staff = signInStaff(username, password);
    if (!staff) throw new UpstreamError(401, ERROR_CODES.unauthorized, SIGN_IN_FAILED);
    await ensureUser(store, { username, name: staff.name, email: emailOf(username) });
    res.json({
      access_token: await accessTokens.mintForUser(username, expiresIn),
      token_type: 'Bearer',
      expires_in: expiresIn,
    });
  });
  return router;
}

export interface IdentityProvider {
  issuer: string;
  accessTokens: AccessTokens;
  /** Mounted at OIDC_MOUNT_PATH: the sign-in pages, then the OpenID provider itself. */
  oidcRoutes: Router;
  /** Mounted at /__sandbox/identity. */
  developerRoutes: Router;
}

export function openIdentityProvider(options: {
  store: Store;
  issuer: string;
  secrets: IdentitySecrets;
  accessTokenTtlSeconds: number;
}): IdentityProvider {
  const { store, issuer, secrets, accessTokenTtlSeconds } = options;
  const provider = createProvider(store, issuer, secrets, accessTokenTtlSeconds);
  const accessTokens = new AccessTokens(issuer, secrets.signingKey);
  const oidcRoutes = Router();
  oidcRoutes.use('/interaction', signInRoutes(provider, store));
  oidcRoutes.use(acceptAudienceInQuery);
  oidcRoutes.post('/token', ...acceptAudienceInTokenForm);
  oidcRoutes.use(provider.callback());
  return {
    issuer,
    accessTokens,
    oidcRoutes,
    developerRoutes: developerTokenRoutes(store, accessTokens, accessTokenTtlSeconds),
  };
}
