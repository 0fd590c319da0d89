import { beforeAll, describe, expect, it } from 'vitest';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { UserInfoRolesDto } from '@esports-admin/schema/upstream/rbac';
import { sandboxForTests } from '../test-sandbox';
import { mintAccessToken, startTestSandbox } from '../test-support';
import { SCRIPTS_CLIENT, WEB_CLIENT } from './clients';
import { TestRelyingParty, formOf } from './test-client';

const sandbox = sandboxForTests({ accessTokenTtlSeconds: 120 });
let jwks: ReturnType<typeof createRemoteJWKSet>;
beforeAll(() => {
  jwks = createRemoteJWKSet(new URL(`${sandbox.issuer}/jwks`));
});

const verifyAccessToken = (token: string) =>
  jwtVerify(token, jwks, { issuer: sandbox.issuer, audience: 'esports-admin-api' });

describe('discovery', () => {
  it('names the issuer after the listening URL and publishes an RS256 key', async () => {
    expect(sandbox.issuer).toBe(`${sandbox.url}/oidc`);
    const metadata = (await (
      await fetch(`${sandbox.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: sandbox.issuer,
      jwks_uri: `${sandbox.issuer}/jwks`,
      token_endpoint: `${sandbox.issuer}/token`,
      end_session_endpoint: `${sandbox.issuer}/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
    const { keys } = (await (await fetch(`${sandbox.issuer}/jwks`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(keys).toEqual([
      expect.objectContaining({
        kty: 'RSA',
        alg: 'RS256',
        use: 'sig',
        kid: expect.any(String) as string,
      }),
    ]);
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe('authorization code flow', () => {
  it('signs a staff user in with PKCE and issues an API access token, ID and refresh tokens', async () => {
    const client = new TestRelyingParty(sandbox.url);
    const { answer, codeVerifier, state } = await client.authorize();
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(new RegExp(`^${sandbox.url}/oidc/interaction/[\\w-]+$`));

    const loginPage = await client.browser.step(answer.location!);
    expect(loginPage.status).toBe(200);
    expect(loginPage.body).toContain('<title>esports-admin sign-in</title>');
    expect(loginPage.body).toContain('Development sign-in (sandbox)');
    expect(loginPage.body).toContain('<label for="username">Username</label>');
    expect(loginPage.body).toContain('<label for="password">Password</label>');
    expect(loginPage.body).toContain('>Sign in</button>');
    expect(loginPage.body).toMatch(
      /ada\.admin<\/code><\/td><td>Ada Admin<\/td><td><code>Admin_Operator/,
    );

    const callback = await client.browser.followWithin(
      sandbox.url,
      await client.submitLogin(loginPage, 'ada.admin', 'esports-admin'),
    );
    const returned = new URL(callback.location!);
    expect(`${returned.origin}${returned.pathname}`).toBe(client.redirectUri);
    expect(returned.searchParams.get('state')).toBe(state);
    expect(returned.searchParams.get('iss')).toBe(sandbox.issuer);

    const { status, body } = await client.exchangeCode(
      returned.searchParams.get('code')!,
      codeVerifier,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 120 });

    const { payload: access, protectedHeader } = await verifyAccessToken(body.access_token!);
    expect(protectedHeader).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(access).toMatchObject({
      sub: 'ada.admin',
      preferred_username: 'ada.admin',
      client_id: WEB_CLIENT.id,
      scope: 'openid profile groups',
    });
    expect(access.exp! - access.iat!).toBe(120);

    const { payload: id } = await jwtVerify(body.id_token!, jwks, {
      issuer: sandbox.issuer,
      audience: WEB_CLIENT.id,
    });
    expect(id).toMatchObject({
      sub: 'ada.admin',
      preferred_username: 'ada.admin',
      name: 'Ada Admin',
      email: 'ada.admin@esports.example',
      groups: ['Admin_Operator'],
    });
    expect(body.refresh_token).toEqual(expect.any(String));
  });

  it('mints developer tokens with the same claims as the sign-in flow', async () => {
    const signedIn = await new TestRelyingParty(sandbox.url).signIn('remy.rewards');
    const minted = await mintAccessToken(sandbox.url, 'remy.rewards');
    const fromFlow = decodeJwt(signedIn.body.access_token!);
    const fromMint = (await verifyAccessToken(minted)).payload;
    expect(Object.keys(fromMint)).toEqual(Object.keys(fromFlow));
    expect(decodeProtectedHeader(minted)).toEqual(
      decodeProtectedHeader(signedIn.body.access_token!),
    );
    const { jti: _flowJti, iat: _flowIat, exp: _flowExp, ...stableFlow } = fromFlow;
    const { jti: _mintJti, iat: _mintIat, exp: _mintExp, ...stableMint } = fromMint;
    expect(stableMint).toEqual(stableFlow);
  });

  it('refuses a wrong password on the login page and stays there', async () => {
    const client = new TestRelyingParty(sandbox.url);
    const loginPage = await client.browser.followWithin(
      sandbox.url,
      (await client.authorize()).answer,
    );
    const refused = await client.submitLogin(loginPage, 'ada.admin', 'not-the-password');
    expect(refused.status).toBe(401);
    expect(refused.location).toBeNull();
    expect(refused.body).toContain('Unknown user or wrong password');
    expect(refused.body).toContain('value="ada.admin"');
    expect((await client.submitLogin(refused, 'mallory', 'esports-admin')).body).toContain(
      'Unknown user or wrong password',
    );

    const callback = await client.browser.followWithin(
      sandbox.url,
      await client.submitLogin(refused, 'ada.admin', 'esports-admin'),
    );
    expect(new URL(callback.location!).searchParams.get('code')).toEqual(expect.any(String));
  });

  it('requires PKCE', async () => {
    const client = new TestRelyingParty(sandbox.url);
    const { answer } = await client.authorize({
      code_challenge: null,
      code_challenge_method: null,
    });
    const error = new URL(answer.location!);
    expect(`${error.origin}${error.pathname}`).toBe(client.redirectUri);
    expect(error.searchParams.get('error')).toBe('invalid_request');
  });

  it('returns to /oidc/consume on any loopback origin and nowhere else', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:61000']) {
      const { answer } = await new TestRelyingParty(sandbox.url, origin).authorize();
      expect(answer.location).toContain('/oidc/interaction/');
    }
    const refused = [
      'https://admin.example.com/oidc/consume',
      'http://192.168.1.20:4000/oidc/consume',
      'http://localhost:4000/elsewhere',
      'http://localhost:4000/oidc/consume?next=/x',
    ];
    for (const redirectUri of refused) {
      const { answer } = await new TestRelyingParty(sandbox.url).authorize({
        redirect_uri: redirectUri,
      });
      expect(answer.status).toBe(400);
      expect(answer.location).toBeNull();
      expect(answer.body).toContain('redirect_uri did not match any of the client');
    }
  });

  it('rotates refresh tokens; reusing one revokes the grant', async () => {
    const client = new TestRelyingParty(sandbox.url);
    const first = (await client.signIn('cole.competition')).body;
    const second = await client.refresh(first.refresh_token!);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).toEqual(expect.any(String));
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect((await verifyAccessToken(second.body.access_token!)).payload).toMatchObject({
      sub: 'cole.competition',
      preferred_username: 'cole.competition',
    });
    expect(decodeJwt(second.body.id_token!)).toMatchObject({ groups: ['Competition_Operator'] });

    const reused = await client.refresh(first.refresh_token!);
    expect(reused).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const afterReuse = await client.refresh(second.body.refresh_token!);
    expect(afterReuse).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('accepts the client secret in the form (client_secret_post), as the gateway sends it', async () => {
    const client = new TestRelyingParty(sandbox.url);
    const { refresh_token } = (await client.signIn('cole.competition')).body;
    const response = await fetch(`${sandbox.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refresh_token!,
        client_id: WEB_CLIENT.id,
        client_secret: WEB_CLIENT.secret,
        resource: 'esports-admin-api',
      }),
    });
    expect(response.status).toBe(200);
  });

  it('signs in again without the login page while the provider session lasts', async () => {
    const client = new TestRelyingParty(sandbox.url);
    await client.signIn('vera.viewer');
    const { answer, codeVerifier } = await client.authorize({ resource: null });
    const again = await client.browser.followWithin(sandbox.url, answer);
    const code = new URL(again.location!).searchParams.get('code');
    const { body } = await client.exchangeCode(code!, codeVerifier);
    expect((await verifyAccessToken(body.access_token!)).payload.sub).toBe('vera.viewer');
  });
});

describe('sign-out', () => {
  it('ends the provider session without asking when the ID token is given, then returns', async () => {
    const client = new TestRelyingParty(sandbox.url, 'http://localhost:4000');
    const { id_token } = (await client.signIn('vera.viewer')).body;
    const postLogout = `http://localhost:4000${WEB_CLIENT.postLogoutRedirectPath}`;
    const query = new URLSearchParams({
      id_token_hint: id_token!,
      post_logout_redirect_uri: postLogout,
    });
    const logoutPage = await client.browser.step(
      `${sandbox.issuer}/session/end?${query.toString()}`,
    );
    expect(logoutPage.status).toBe(200);
    expect(logoutPage.body).toContain('document.forms[0].submit()');
    const { action, fields } = formOf(logoutPage);
    expect(fields).toMatchObject({ logout: 'yes', xsrf: expect.any(String) as string });

    const done = await client.browser.step(action, { form: fields });
    expect(done.status).toBe(303);
    expect(done.location).toBe(postLogout);

    const next = await client.browser.followWithin(sandbox.url, (await client.authorize()).answer);
    expect(next.status).toBe(200);
    expect(next.body).toContain('esports-admin sign-in');
  });

  it('asks first when the client is not known, and refuses a foreign post-logout address', async () => {
    const client = new TestRelyingParty(sandbox.url);
    const { id_token } = (await client.signIn('vera.viewer')).body;
    const asking = await client.browser.step(`${sandbox.issuer}/session/end`);
    expect(asking.body).toContain('Sign out of esports-admin?');
    expect(asking.body).not.toContain('document.forms[0].submit()');

    const query = new URLSearchParams({
      id_token_hint: id_token!,
      post_logout_redirect_uri: 'https://evil.example/auth/signed-out',
    });
    const refused = await client.browser.step(`${sandbox.issuer}/session/end?${query.toString()}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('post_logout_redirect_uri not registered');
  });
});

describe('client credentials', () => {
  it('gives the scripts client a JWT for the API, with or without naming the resource', async () => {
    const client = new TestRelyingParty(sandbox.url);
    const scripts = { id: SCRIPTS_CLIENT.id, secret: SCRIPTS_CLIENT.secret };
    const forms: Record<string, string>[] = [
      { grant_type: 'client_credentials', resource: 'esports-admin-api' },
      { grant_type: 'client_credentials' },
    ];
    for (const form of forms) {
      const { status, body } = await client.token(form, scripts);
      expect(status).toBe(200);
      const { payload } = await verifyAccessToken(body.access_token!);
      expect(payload).toMatchObject({ sub: SCRIPTS_CLIENT.id, client_id: SCRIPTS_CLIENT.id });
      expect(payload).not.toHaveProperty('preferred_username');

      const roles = await sandbox.rbac<UserInfoRolesDto>('GET', '/userinfo/roles', {
        token: body.access_token!,
      });
      expect(roles.body.map(({ role }) => role.key)).toEqual(['Competition_Operator']);
    }
  });

  it('refuses a wrong client secret and an unknown resource', async () => {
    const client = new TestRelyingParty(sandbox.url);
    const wrongSecret = await client.token(
      { grant_type: 'client_credentials' },
      { id: SCRIPTS_CLIENT.id, secret: 'guess' },
    );
    expect(wrongSecret).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    const otherResource = await client.token(
      { grant_type: 'client_credentials', resource: 'urn:somewhere-else' },
      SCRIPTS_CLIENT,
    );
    expect(otherResource).toMatchObject({ status: 400, body: { error: 'invalid_target' } });
  });
});

describe('developer tokens (POST /__sandbox/identity/token)', () => {
  const mint = (body: unknown) =>
    sandbox.control<Record<string, unknown>>('POST', '/identity/token', body);

  it('answers a bearer token for the API for seeded credentials', async () => {
    const { status, body } = await mint({ username: 'vera.viewer', password: 'esports-admin' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 120 });
    const { payload } = await verifyAccessToken(body.access_token as string);
    expect(payload).toMatchObject({ sub: 'vera.viewer', preferred_username: 'vera.viewer' });
  });

  it('refuses wrong credentials with 401 and an ill-typed request with 400', async () => {
    expect(await mint({ username: 'vera.viewer', password: 'nope' })).toMatchObject({
      status: 401,
      body: {
        httpStatus: 401,
        errorCode: 'UNAUTHORIZED',
        message: 'Unknown user or wrong password',
      },
    });
    expect(await mint({ username: 'vera.viewer' })).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_ERROR', message: 'password is required' },
    });
  });

  it('gives a token of the asked lifetime, expired when negative', async () => {
    const { body } = await mint({
      username: 'vera.viewer',
      password: 'esports-admin',
      expiresIn: -60,
    });
    const payload = decodeJwt(body.access_token as string);
    expect(payload.exp! - payload.iat!).toBe(-60);
    await expect(verifyAccessToken(body.access_token as string)).rejects.toThrow(/exp/);
  });
});

describe('issuer', () => {
  it('is built from publicUrl when the browser and the gateway use another origin', async () => {
    const elsewhere = await startTestSandbox({ publicUrl: 'http://localhost:4999/' });
    try {
      expect(elsewhere.issuer).toBe('http://localhost:4999/oidc');
      const metadata = (await (
        await fetch(`${elsewhere.url}/oidc/.well-known/openid-configuration`)
      ).json()) as { issuer: string };
      expect(metadata.issuer).toBe('http://localhost:4999/oidc');
      expect(decodeJwt(elsewhere.token).iss).toBe('http://localhost:4999/oidc');
      expect((await elsewhere.elds('GET', '/leagues')).status).toBe(200);
    } finally {
      await elsewhere.dispose();
    }
  });
});
