/**
 * Access tokens of another OpenID issuer the gateway may sign staff in with (the Keycloak realm
 * of docker-compose.yml). The sandbox checks them against the issuer's published keys, for the
 * API audience, and treats `preferred_username` as the caller, as the gateway does.
 */
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { API_AUDIENCE } from './identity/clients';

type Verify = (token: string) => Promise<{ sub: string }>;

async function keysOf(issuer: string) {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`${issuer} discovery answered ${response.status}`);
  const { jwks_uri } = (await response.json()) as { jwks_uri?: string };
  if (!jwks_uri) throw new Error(`${issuer} publishes no jwks_uri`);
  return createRemoteJWKSet(new URL(jwks_uri));
}

/** Tokens whose `iss` is `trustedIssuer` go to it; every other token to the sandbox's own check. */
export function verifyWithTrustedIssuer(trustedIssuer: string, own: Verify): Verify {
  let keys: ReturnType<typeof keysOf> | undefined;
  return async (token) => {
    if (decodeJwt(token).iss !== trustedIssuer) return own(token);
    keys ??= keysOf(trustedIssuer).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    const { payload } = await jwtVerify(token, await keys, {
      issuer: trustedIssuer,
      audience: API_AUDIENCE,
      requiredClaims: ['sub', 'exp'],
    });
    const username = payload.preferred_username;
    return { sub: typeof username === 'string' ? username : payload.sub! };
  };
}
