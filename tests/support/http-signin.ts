/**
 * The browser's sign-in round trip done with fetch and a cookie jar, as an HTTP client would:
 * gateway /auth/login → provider login page → credentials → callback → session cookie.
 */
import { SANDBOX_PASSWORD } from './stack';

export class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();
  /** Raw Set-Cookie headers seen, to check their attributes. */
  readonly setCookieHeaders: string[] = [];

  store(url: string, response: Response) {
    const host = new URL(url).host;
    for (const header of response.headers.getSetCookie()) {
      this.setCookieHeaders.push(header);
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      const jar = this.cookies.get(host) ?? new Map<string, string>();
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(header);
      if (expired) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
      this.cookies.set(host, jar);
    }
  }

  header(url: string): string {
    const jar = this.cookies.get(new URL(url).host);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }

  get(url: string, name: string): string | undefined {
    return this.cookies.get(new URL(url).host)?.get(name);
  }
}

export interface HttpStep {
  url: string;
  status: number;
  location: string | null;
  body: string;
}

/** One request without following redirects, cookies from and into the jar. */
export async function step(
  jar: CookieJar,
  url: string,
  init: { method?: string; body?: URLSearchParams | string; headers?: Record<string, string> } = {},
): Promise<HttpStep> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    body: init.body,
    headers: { cookie: jar.header(url), ...init.headers },
  });
  jar.store(url, response);
  const location = response.headers.get('location');
  return {
    url,
    status: response.status,
    location: location ? new URL(location, url).toString() : null,
    body: await response.text(),
  };
}

/** Follows redirects (GET) until a page answers. */
export async function follow(jar: CookieJar, first: HttpStep, limit = 15): Promise<HttpStep> {
  let current = first;
  for (let i = 0; current.location && current.status >= 300 && current.status < 400; i++) {
    if (i >= limit) throw new Error('too many redirects');
    current = await step(jar, current.location);
  }
  return current;
}

function submitLoginForm(jar: CookieJar, page: HttpStep, username: string, password: string) {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.body);
  if (!form) throw new Error(`no login form at ${page.url}`);
  const fields = new URLSearchParams();
  for (const input of form[2]!.matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    if (!name) continue;
    const type = /type="([^"]+)"/.exec(input[0])?.[1] ?? 'text';
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (type === 'password') fields.set(name, password);
    else if (type === 'hidden') fields.set(name, value);
    else fields.set(name, username);
  }
  return step(jar, new URL(form[1]!.replaceAll('&amp;', '&'), page.url).toString(), {
    method: 'POST',
    body: fields,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Signs in through the real provider login page; answers the final page and the jar. */
export async function signInOverHttp(
  gatewayUrl: string,
  username: string,
  { returnTo, password = SANDBOX_PASSWORD }: { returnTo?: string; password?: string } = {},
) {
  const jar = new CookieJar();
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  const loginPage = await follow(jar, await step(jar, `${gatewayUrl}/auth/login${query}`));
  const afterLogin = await submitLoginForm(jar, loginPage, username, password);
  const landing = await followUntilGateway(jar, afterLogin, gatewayUrl);
  return { jar, landing, loginPage };
}

/** Follows redirects back to the gateway and stops at its first answer there. */
async function followUntilGateway(jar: CookieJar, first: HttpStep, gatewayUrl: string) {
  let current = first;
  for (let i = 0; current.location && current.status >= 300 && current.status < 400; i++) {
    if (i >= 15) throw new Error('too many redirects');
    const next = current.location;
    current = await step(jar, next);
    if (next.startsWith(`${gatewayUrl}/`) && !next.startsWith(`${gatewayUrl}/oidc/`)) break;
  }
  return current;
}
