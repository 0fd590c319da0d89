import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import type { UpstreamErrorBody } from '@esports-admin/schema/upstream/elds';
import { TestRelyingParty } from './identity/test-client';
import { mintAccessToken, startTestSandbox, type TestSandbox } from './test-support';
import { sandboxForTests } from './test-sandbox';

const sandbox = sandboxForTests();

const INVALID = { httpStatus: 401, errorCode: 'UNAUTHORIZED', message: 'Invalid or expired token' };

const leaguesWith = (token: string | null) =>
  sandbox.elds<UpstreamErrorBody>('GET', '/leagues', { token });

const { privateKey: foreignKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

/** The claims and header of a real token, signed with a key the provider never had. */
function forge(token: string, changes: Record<string, unknown> = {}): Promise<string> {
  return new SignJWT({ ...decodeJwt(token), ...changes })
    .setProtectedHeader(decodeProtectedHeader(token) as { alg: string })
    .sign(foreignKey);
}

describe('bearer check', () => {
  it('passes access tokens of the provider: signed-in users and client credentials', async () => {
    expect((await leaguesWith(sandbox.token)).status).toBe(200);
    const scripts = await new TestRelyingParty(sandbox.url).token(
      { grant_type: 'client_credentials' },
      { id: 'esports-admin-scripts', secret: 'esports-admin-scripts-secret' },
    );
    expect((await leaguesWith(scripts.body.access_token!)).status).toBe(200);
  });

  it('refuses a call without a token as missing', async () => {
    expect((await leaguesWith(null)).body).toEqual({
      httpStatus: 401,
      errorCode: 'UNAUTHORIZED',
      message: 'Missing bearer token',
    });
  });

  it('refuses an expired token', async () => {
    const expired = await mintAccessToken(sandbox.url, 'cole.competition', undefined, {
      expiresIn: -1,
    });
    expect(await leaguesWith(expired)).toMatchObject({ status: 401, body: INVALID });
  });

  it('refuses a token for another audience: the ID token', async () => {
    const { id_token } = (await new TestRelyingParty(sandbox.url).signIn('cole.competition')).body;
    expect(decodeJwt(id_token!).aud).toBe('esports-admin');
    expect(await leaguesWith(id_token!)).toMatchObject({ status: 401, body: INVALID });
  });

  it('refuses a forged signature, a foreign issuer and garbage', async () => {
    const refused = [
      await forge(sandbox.token),
      await forge(sandbox.token, { exp: Math.floor(Date.now() / 1000) + 3600 }),
      await forge(sandbox.token, { iss: 'https://issuer.example' }),
      `${sandbox.token.slice(0, sandbox.token.lastIndexOf('.'))}.c2lnbmF0dXJl`,
      'not-a-jwt',
    ];
    for (const token of refused) {
      expect(await leaguesWith(token)).toMatchObject({ status: 401, body: INVALID });
    }
  });
});

describe('across a restart on the same data folder', () => {
  it('keeps the signing key and the sign-in sessions', async () => {
    const first = await startTestSandbox();
    let second: TestSandbox | undefined;
    try {
      const client = new TestRelyingParty(first.url);
      const signedIn = (await client.signIn('remy.rewards')).body;
      const issuerPort = first.port;
      await first.close();

      second = await startTestSandbox({ dataDir: first.dataDir, port: issuerPort });
      expect((await second.elds('GET', '/leagues', { token: first.token })).status).toBe(200);
      const refreshed = await client.refresh(signedIn.refresh_token!);
      expect(refreshed.status).toBe(200);
      expect(decodeJwt(refreshed.body.access_token!).sub).toBe('remy.rewards');
    } finally {
      await second?.close();
      await first.dispose();
    }
  });
});
