import { createHash, randomBytes } from 'node:crypto';
import { API_AUDIENCE, WEB_CLIENT } from './clients';
import { STAFF_PASSWORD } from './staff';

/**
 * The web client's side of the provider for tests: a browser with cookies that does not follow
 * redirects, and the authorization code flow with PKCE, driven over HTTP.
 */

export interface Step {
  url: string;
  status: number;
  /** Absolute. */
  location: string | null;
  body: string;
}

export class CookieBrowser {
  private readonly cookies = new Map<string, string>();

  async step(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Step> {
    const headers: Record<string, string> = {};
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.cookie = cookie;
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers,
      body: init.form ? new URLSearchParams(init.form) : undefined,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/expires=thu, 01 jan 1970|max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    const location = response.headers.get('location');
    return {
      url,
      status: response.status,
      location: location ? new URL(location, url).toString() : null,
      body: await response.text(),
    };
  }

  /** Follows redirects while they stay on `origin`; answers the first step that leaves or ends. */
  async followWithin(origin: string, first: Step): Promise<Step> {
    let current = first;
    while (current.location?.startsWith(`${origin}/`) && current.status >= 300) {
      current = await this.step(current.location);
    }
    return current;
  }
}

/** The form on a provider page: its action and hidden fields. */
export function formOf(page: Step): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.body);
  if (!form?.[1]) throw new Error(`No form on ${page.url}`);
  const fields: Record<string, string> = {};
  for (const [input] of (form[2] ?? '').matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]+)"/.exec(input)?.[1];
    const hidden = /type="hidden"/.test(input);
    if (name && hidden) fields[name] = /value="([^"]*)"/.exec(input)?.[1] ?? '';
  }
  return { action: new URL(form[1].replaceAll('&amp;', '&'), page.url).toString(), fields };
}

export interface TokenAnswer {
  status: number;
  body: {
    access_token?: string;
    id_token?: string;
    refresh_token?: string;
    expires_in?: number;
    scope?: string;
    token_type?: string;
    error?: string;
    error_description?: string;
  };
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

export class TestRelyingParty {
  readonly browser = new CookieBrowser();
  readonly issuer: string;

  constructor(
    readonly sandboxUrl: string,
    /** Where the gateway would listen; nothing needs to answer there. */
    readonly origin = 'http://127.0.0.1:45123',
  ) {
    this.issuer = `${sandboxUrl}/oidc`;
  }

  get redirectUri(): string {
    return `${this.origin}${WEB_CLIENT.redirectPath}`;
  }

  /** Starts a sign-in with PKCE as the gateway does (resource = the bare audience). */
  async authorize(overrides: Record<string, string | null> = {}) {
    const codeVerifier = base64url(randomBytes(32));
    const state = base64url(randomBytes(12));
    const params: Record<string, string | null> = {
      client_id: WEB_CLIENT.id,
      response_type: 'code',
      scope: WEB_CLIENT.scopes,
      redirect_uri: this.redirectUri,
      state,
      nonce: base64url(randomBytes(12)),
      code_challenge: base64url(createHash('sha256').update(codeVerifier).digest()),
      code_challenge_method: 'S256',
      resource: API_AUDIENCE,
      ...overrides,
    };
    const query = new URLSearchParams(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    const answer = await this.browser.step(`${this.issuer}/auth?${query.toString()}`);
    return { answer, codeVerifier, state };
  }

  /** Posts the login page's form. */
  submitLogin(loginPage: Step, username: string, password: string): Promise<Step> {
    const { action, fields } = formOf(loginPage);
    return this.browser.step(action, { form: { ...fields, username, password } });
  }

  /** The whole round trip up to the redirect back to the client, and the code exchange. */
  async signIn(username: string, password = STAFF_PASSWORD): Promise<TokenAnswer> {
    const { answer, codeVerifier } = await this.authorize();
    const loginPage = await this.browser.followWithin(this.sandboxUrl, answer);
    const callback = await this.browser.followWithin(
      this.sandboxUrl,
      await this.submitLogin(loginPage, username, password),
    );
    const code = new URL(callback.location ?? callback.url).searchParams.get('code');
    if (!code) throw new Error(`Sign-in of ${username} gave no code: ${callback.status}`);
    return this.exchangeCode(code, codeVerifier);
  }

  exchangeCode(code: string, codeVerifier: string): Promise<TokenAnswer> {
    return this.token({
      grant_type: 'authorization_code',
      code,
      code_verifier: codeVerifier,
      redirect_uri: this.redirectUri,
    });
  }

  refresh(refreshToken: string): Promise<TokenAnswer> {
    return this.token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      resource: API_AUDIENCE,
    });
  }

  async token(
    form: Record<string, string>,
    client: { id: string; secret: string } = WEB_CLIENT,
  ): Promise<TokenAnswer> {
    const response = await fetch(`${this.issuer}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form),
    });
    return { status: response.status, body: (await response.json()) as TokenAnswer['body'] };
  }
}
