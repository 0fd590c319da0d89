import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import { RBAC_BASE_PATH } from '@esports-admin/schema/upstream/rbac';
import { STAFF_PASSWORD } from './identity/staff';
import { startSandbox, type RunningSandbox, type SandboxOptions } from './server';

/** Sandbox tests seed relative to this clock: 2025 is the current year, 15 June is today. */
export const FIXTURE_CLOCK = new Date('2025-06-15T12:00:00.000Z');

/** Whom the typed calls act as unless a test passes another token: a competition operator. */
export const TEST_USERNAME = 'cole.competition';

/** The first start after a sandbox change seeds a new template: seconds, more on a busy machine. */
export const SANDBOX_START_TIMEOUT_MS = 30_000;

export interface Answer<Body> {
  status: number;
  headers: Headers;
  body: Body;
}

export interface CallOptions {
  body?: unknown;
  /** Default: the sandbox's `token`; null sends no Authorization header. */
  token?: string | null;
  /** Sent as is instead of JSON-encoding `body`. */
  rawBody?: string;
}

/** A call relative to one service's base path, as the gateway makes it. */
export type ServiceCall = <Body = unknown>(
  method: string,
  path: string,
  options?: CallOptions,
) => Promise<Answer<Body>>;

export interface TestSandbox extends RunningSandbox {
  dataDir: string;
  /** An access token of TEST_USERNAME, sent by the typed calls unless they pass another. */
  token: string;
  /** Calls to the service at `basePath` (the drops families, game management …). */
  at(basePath: string): ServiceCall;
  /** A call to the data service. */
  elds: ServiceCall;
  /** A call to the roles service. */
  rbac: ServiceCall;
  /** A call under /__sandbox/. */
  control<Body = unknown>(method: string, path: string, body?: unknown): Promise<Answer<Body>>;
  /** Closes the sandbox and removes its data folder. */
  dispose(): Promise<void>;
}

async function call<Body>(
  url: string,
  method: string,
  options: CallOptions,
): Promise<Answer<Body>> {
  const headers: Record<string, string> = {};
  if (options.token != null) headers.authorization = `Bearer ${options.token}`;
  const body =
    options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') && text !== '';
  return {
    status: response.status,
    headers: response.headers,
    body: (isJson ? JSON.parse(text) : text) as Body,
  };
}

/**
 * A staff user's access token from the sandbox's provider (POST /__sandbox/identity/token), the
 * same JWT the sign-in flow gives; `expiresIn` in seconds, negative for an expired token.
 */
export async function mintAccessToken(
  sandboxUrl: string,
  username: string,
  password = STAFF_PASSWORD,
  options: { expiresIn?: number } = {},
): Promise<string> {
  const response = await fetch(`${sandboxUrl}/__sandbox/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, ...options }),
  });
  if (!response.ok) throw new Error(`No token for ${username}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A sandbox on a free port over a fresh copy of the seeded fixtures. */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const sandbox = await startSandbox({ port: 0, now: FIXTURE_CLOCK, dataDir, ...options });
  const token = await mintAccessToken(sandbox.url, TEST_USERNAME);
  const withToken = (callOptions: CallOptions) => ({
    ...callOptions,
    token: callOptions.token === undefined ? token : callOptions.token,
  });
  const at =
    (basePath: string): ServiceCall =>
    (method, path, callOptions = {}) =>
      call(`${sandbox.url}${basePath}${path}`, method, withToken(callOptions));
  return {
    ...sandbox,
    dataDir,
    token,
    at,
    elds: at(ELDS_BASE_PATH),
    rbac: at(RBAC_BASE_PATH),
    control: (method, path, body) =>
      call(`${sandbox.url}/__sandbox${path}`, method, { body, token: null }),
    async dispose() {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
