import { createPrivateKey, createPublicKey, randomBytes, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT, type JWK } from 'jose';
import { emailOf } from '../services/rbac/users';
import { API_AUDIENCE, SIGNED_IN_SCOPE, WEB_CLIENT } from './clients';

export interface AccessTokenClaims {
  /** The username, or the client id of a client-credentials token. */
  sub: string;
  preferred_username?: string;
  scope?: string;
  client_id: string;
}

/** Access tokens are RFC 9068 JWTs, as oidc-provider issues them for a resource server. */
const ACCESS_TOKEN_TYPE = 'at+jwt';
const SIGNING_ALGORITHM = 'RS256';

/** Checks and mints the provider's JWT access tokens in-process, with its own signing key. */
export class AccessTokens {
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private readonly kid: string | undefined;

  constructor(
    readonly issuer: string,
    signingKey: JWK,
  ) {
    this.privateKey = createPrivateKey({ key: signingKey, format: 'jwk' });
    this.publicKey = createPublicKey(this.privateKey);
    this.kid = signingKey.kid;
  }

  /** Rejects unless signed by this provider, for the API, from this issuer and not expired. */
  async verify(token: string): Promise<AccessTokenClaims> {
    const { payload } = await jwtVerify<Partial<AccessTokenClaims>>(token, this.publicKey, {
      issuer: this.issuer,
      audience: API_AUDIENCE,
      algorithms: [SIGNING_ALGORITHM],
      typ: ACCESS_TOKEN_TYPE,
      requiredClaims: ['sub', 'exp'],
    });
    const { sub, client_id, scope, preferred_username } = payload;
    if (typeof sub !== 'string' || typeof client_id !== 'string') {
      throw new Error('Access token without sub or client_id');
    }
    return { sub, client_id, scope, preferred_username };
  }

  /**
   * The token the web client would get for a signed-in staff user, claim for claim; a negative
   * lifetime gives an already expired token.
   */
  mintForUser(username: string, lifetimeSeconds: number): Promise<string> {
    const issuedAt = Math.floor(Date.now() / 1000);
    return new SignJWT({
      preferred_username: username,
      email: emailOf(username),
      jti: randomBytes(16).toString('base64url'),
      sub: username,
      iat: issuedAt,
      exp: issuedAt + lifetimeSeconds,
      scope: SIGNED_IN_SCOPE,
      client_id: WEB_CLIENT.id,
      iss: this.issuer,
      aud: API_AUDIENCE,
    })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: ACCESS_TOKEN_TYPE, kid: this.kid })
      .sign(this.privateKey);
  }
}
