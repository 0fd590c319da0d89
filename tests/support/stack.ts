/**
 * The product started in-process on free ports (sandbox + gateway), driven over HTTP the way a
 * script or the browser would. Each stack gets its own data: a fresh PGlite folder, or its own
 * Postgres schema.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { loadConfig } from '../../gateway/src/config';
import { openJournal } from '../../gateway/src/journal/open-journal';
import { WEB_CLIENT } from '../../sandbox/src/identity/clients';
import { createLogger } from '../../gateway/src/logger';
import { startGateway } from '../../gateway/src/server';
import { startSandbox, type SandboxOptions } from '../../sandbox/src/server';
import type { DatabaseBackend } from './databases';
import { seeder } from './seed';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: {
    message: string;
    path?: string[];
    extensions?: { code?: string } & Record<string, unknown>;
  }[];
}

export interface SandboxRequestLog {
  total: number;
  byService: Record<string, number>;
  requests: {
    service: string;
    method: string;
    path: string;
    query: Record<string, string | string[]>;
    status: number;
    traceparent: string | null;
    requestId: string | null;
  }[];
}

/** Seeded sandbox users (sandbox/README.md); every one signs in with this password. */
export const SANDBOX_PASSWORD = 'esports-admin';
export const SANDBOX_USERS = {
  admin: 'ada.admin',
  competition: 'cole.competition',
  rewards: 'remy.rewards',
  viewer: 'vera.viewer',
  noRoles: 'nico.noroles',
} as const;

let journalTemplate: Promise<string> | undefined;

/** A migrated, empty journal folder made once per test process: copying it takes milliseconds. */
function emptyJournalTemplate(): Promise<string> {
  journalTemplate ??= (async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'esports-journal-template-'));
    await (await openJournal({ kind: 'pglite', dataDir }, new Set())).close();
    return dataDir;
  })();
  return journalTemplate;
}

/** Each gateway gets its own journal: a copied PGlite folder, or its own Postgres schema. */
async function journalSettings(
  backend: DatabaseBackend,
  folders: string[],
): Promise<Record<string, string>> {
  if (backend.databaseUrl) {
    return {
      GATEWAY_DATABASE_URL: backend.databaseUrl,
      GATEWAY_DATABASE_SCHEMA: `gj_${randomUUID().replaceAll('-', '').slice(0, 12)}`,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'esports-journal-'));
  folders.push(dataDir);
  cpSync(await emptyJournalTemplate(), dataDir, { recursive: true });
  return { GATEWAY_DATA_DIR: dataDir };
}

/** Who a request is sent as: a seeded user (the competition operator unless said), none, or a token. */
export interface CallerOptions {
  as?: string | null;
  token?: string;
}

type ListRootsPresent<T> = {
  [K in keyof T]: NonNullable<T[K]> extends readonly unknown[] ? NonNullable<T[K]> : T[K];
};

export async function startStack(
  backend: DatabaseBackend = { name: 'pglite' },
  env: Record<string, string> = {},
  sandboxOptions: Partial<SandboxOptions> = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'esports-sandbox-'));
  const sandbox = await startSandbox({
    port: 0,
    dataDir,
    databaseUrl: backend.databaseUrl,
    pgSchema: `it_${randomUUID().replaceAll('-', '').slice(0, 12)}`,
    reset: true,
    ...sandboxOptions,
  });
  const gateways = new Set<{ close(): Promise<void> }>();
  /** The stack's replicas share Redis keys with one another and with no other stack. */
  const redisKeyPrefix = `esports-admin-test-${randomUUID()}:`;
  const journalFolders: string[] = [];
  /** A gateway on the stack's sandbox, with its own journal unless `extraEnv` names one. */
  async function openGateway(extraEnv: Record<string, string> = {}) {
    const journal =
      'GATEWAY_DATA_DIR' in extraEnv ? {} : await journalSettings(backend, journalFolders);
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      SANDBOX_URL: sandbox.url,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      REDIS_KEY_PREFIX: redisKeyPrefix,
      // Many gateways run at once in the suites: /metrics only where a test asks for it.
      METRICS_PORT: '0',
      // The embedded provider's client, named so that production-mode gateways start too.
      OIDC_CLIENT_SECRET: WEB_CLIENT.secret,
      SINGLE_REPLICA: 'true',
      ...journal,
      ...env,
      ...extraEnv,
    });
    const gateway = await startGateway(config, createLogger(config.logLevel));
    gateways.add(gateway);
    return {
      url: `http://127.0.0.1:${gateway.port}`,
      async close() {
        gateways.delete(gateway);
        await gateway.close();
      },
    };
  }
  /** A gateway on the stack's sandbox; several can share sessions through Redis. */
  async function startGatewayReplica(extraEnv: Record<string, string> = {}) {
    return (await openGateway(extraEnv)).url;
  }
  const base = await startGatewayReplica();

  async function control(method: string, path: string, body?: unknown) {
    const response = await fetch(`${sandbox.url}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox control ${method} ${path}: ${response.status}`);
    return response.status === 204 ? null : await response.json();
  }

  const tokens = new Map<string, string>();
  /** A user's access token from the embedded provider, as a script would hold one. */
  async function tokenFor(username: string, expiresIn?: number): Promise<string> {
    const cached = expiresIn === undefined ? tokens.get(username) : undefined;
    if (cached) return cached;
    const response = await fetch(`${sandbox.url}/__sandbox/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: SANDBOX_PASSWORD, expiresIn }),
    });
    if (!response.ok) throw new Error(`token for ${username}: ${response.status}`);
    const { access_token } = (await response.json()) as { access_token: string };
    if (expiresIn === undefined) tokens.set(username, access_token);
    return access_token;
  }

  async function send<T>(
    query: string,
    variables: object | undefined,
    { as = SANDBOX_USERS.competition, token }: CallerOptions = {},
  ): Promise<GraphQLAnswer<T>> {
    const bearer = token ?? (as ? await tokenFor(as) : null);
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      ...((await response.json()) as object),
    };
  }

  /** A GraphQL request as a script: a typed document (tests/**\/*.graphql) or a query string. */
  function gql<T, V extends object>(
    document: TypedDocumentNode<T, V>,
    variables?: V,
    caller?: CallerOptions,
  ): Promise<GraphQLAnswer<T>>;
  function gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    caller?: CallerOptions,
  ): Promise<GraphQLAnswer<T>>;
  function gql(query: string | TypedDocumentNode, variables?: object, caller?: CallerOptions) {
    return send(typeof query === 'string' ? query : print(query), variables, caller);
  }

  /**
   * The answer's data; any GraphQL error fails the test with the errors as its message. List roots
   * are null only beside an error, so here they are typed as present.
   */
  async function data<T, V extends object>(
    document: TypedDocumentNode<T, V>,
    variables?: V,
    caller?: CallerOptions,
  ): Promise<ListRootsPresent<T>> {
    const answer = await gql(document, variables, caller);
    if (answer.errors || !answer.data) {
      throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors ?? answer)}`);
    }
    return answer.data as ListRootsPresent<T>;
  }

  return {
    url: base,
    sandboxUrl: sandbox.url,
    tokenFor,
    gql,
    data,
    seed: seeder(data),
    upstream: {
      requests: () => control('GET', '/requests') as Promise<SandboxRequestLog>,
      /** The requests that changed something (not GET) whose path contains `pathPart`. */
      writes: async (pathPart: string) =>
        ((await control('GET', '/requests')) as SandboxRequestLog).requests.filter(
          (request) => request.method !== 'GET' && request.path.includes(pathPart),
        ),
      resetRequests: () => control('DELETE', '/requests'),
      fault: (service: string, fault: Record<string, unknown>) =>
        control('PUT', `/faults/${service}`, fault),
      clearFaults: () => control('DELETE', '/faults'),
    },
    startGatewayReplica,
    openGateway,
    async close() {
      await Promise.all([...gateways].map((gateway) => gateway.close()));
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
      for (const folder of journalFolders) rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
