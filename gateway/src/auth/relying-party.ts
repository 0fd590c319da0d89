/**
 * The gateway as OpenID relying party (openid-client): authorization code + PKCE (S256) + state +
 * nonce, refresh before expiry, RP-initiated logout, and validation of bearer access tokens
 * (signature via the issuer's JWKS, issuer, audience, expiry).
 */
import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Logger } from '../logger';
import type { PendingSignIn, SessionTokens } from './sessions';
import { VerifiedTokens } from './verified-tokens';

export const SIGN_IN_SCOPES = 'openid profile groups offline_access';
/** Refresh when the access token has less than this left. */
const REFRESH_MARGIN_MS = 60_000;

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  logger: Logger;
}

interface BearerCheck {
  issuer: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

export interface SignedInUser {
  username: string;
  name: string;
  email: string | null;
  tokens: SessionTokens;
}

export class RelyingParty {
  private configuration: Promise<oidc.Configuration> | undefined;
  /** The issuer and its key set, read once from the metadata (serverMetadata() clones it all). */
  private bearerCheck: Promise<BearerCheck> | undefined;
  private readonly verifiedTokens = new VerifiedTokens();

  constructor(private readonly options: RelyingPartyOptions) {}

  /** Discovery happens on first use and is retried after a failure (the issuer may start later). */
  private config(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        new URL(this.options.issuer),
        this.options.clientId,
        undefined,
        oidc.ClientSecretPost(this.options.clientSecret),
        new URL(this.options.issuer).protocol === 'http:'
          ? { execute: [oidc.allowInsecureRequests] }
          : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async beginSignIn(
    redirectUri: string,
    returnTo: string,
  ): Promise<{ url: URL; pending: PendingSignIn }> {
    const config = await this.config();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const pending: PendingSignIn = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier,
      returnTo,
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SIGN_IN_SCOPES,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      resource: this.options.audience,
    });
    return { url, pending };
  }

  async completeSignIn(callbackUrl: URL, pending: PendingSignIn): Promise<SignedInUser> {
    const config = await this.config();
    const answer = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = answer.claims()!;
    const username = usernameOf(claims);
    return {
      username,
      name: typeof claims.name === 'string' ? claims.name : username,
      email: typeof claims.email === 'string' ? claims.email : null,
      tokens: tokensFrom(answer, null),
    };
  }

  needsRefresh(tokens: SessionTokens): boolean {
    return tokens.expiresAt - Date.now() < REFRESH_MARGIN_MS;
  }

  async refresh(tokens: SessionTokens): Promise<SessionTokens> {
    if (!tokens.refreshToken) throw new Error('No refresh token');
    const config = await this.config();
    const answer = await oidc.refreshTokenGrant(config, tokens.refreshToken, {
      resource: this.options.audience,
    });
    return tokensFrom(answer, tokens);
  }

  async endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string> {
    const config = await this.config();
    return oidc
      .buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: postLogoutRedirectUri,
      })
      .toString();
  }

  private check(): Promise<BearerCheck> {
    this.bearerCheck ??= this.config().then(
      (config) => {
        const metadata = config.serverMetadata();
        return { issuer: metadata.issuer, jwks: createRemoteJWKSet(new URL(metadata.jwks_uri!)) };
      },
      (error: unknown) => {
        this.bearerCheck = undefined;
        throw error;
      },
    );
    return this.bearerCheck;
  }

  /**
   * A script's bearer access token: the issuer's signature, issuer, audience and expiry, checked
   * once per token and remembered until it expires (VerifiedTokens).
   */
  async verifyAccessToken(token: string): Promise<JWTPayload> {
    const { issuer, jwks } = await this.check();
    return this.verifiedTokens.verify(token, async () => {
      const { payload } = await jwtVerify(token, jwks, {
        issuer,
        audience: this.options.audience,
      });
      return payload;
    });
  }
}

/** preferred_username for people; the subject (a client id) for service clients. */
export function usernameOf(claims: { preferred_username?: unknown; sub?: string }): string {
  return typeof claims.preferred_username === 'string'
    ? claims.preferred_username
    : (claims.sub ?? '');
}

function tokensFrom(
  answer: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  previous: SessionTokens | null,
): SessionTokens {
  return {
    accessToken: answer.access_token,
    idToken: answer.id_token ?? previous?.idToken ?? '',
    refreshToken: answer.refresh_token ?? previous?.refreshToken ?? null,
    expiresAt: Date.now() + (answer.expiresIn() ?? 300) * 1000,
  };
}
