/**
 * The product started in-process on free ports (sandbox + gateway), driven over HTTP the way a
 * script or the browser would. Each stack gets its own data: a fresh PGlite folder, or its own
 * Postgres schema.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../gateway/src/config';
import { createLogger } from '../../gateway/src/logger';
import { startGateway } from '../../gateway/src/server';
import { startSandbox } from '../../sandbox/src/server';
import type { DatabaseBackend } from './databases';

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
  requests: { service: string; method: string; path: string; status: number }[];
}

export async function startStack(
  backend: DatabaseBackend = { name: 'pglite' },
  env: Record<string, string> = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'esports-sandbox-'));
  const sandbox = await startSandbox({
    port: 0,
    dataDir,
    databaseUrl: backend.databaseUrl,
    pgSchema: `it_${randomUUID().replaceAll('-', '').slice(0, 12)}`,
    reset: true,
  });
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    SANDBOX_URL: sandbox.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const gateway = await startGateway(config, createLogger(config.logLevel));
  const base = `http://127.0.0.1:${gateway.port}`;

  async function control(method: string, path: string, body?: unknown) {
    const response = await fetch(`${sandbox.url}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox control ${method} ${path}: ${response.status}`);
    return response.status === 204 ? null : ((await response.json()) as unknown);
  }

  return {
    url: base,
    sandboxUrl: sandbox.url,
    async gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return {
        status: response.status,
        ...((await response.json()) as object),
      } as GraphQLAnswer<T>;
    },
    upstream: {
      requests: () => control('GET', '/requests') as Promise<SandboxRequestLog>,
      resetRequests: () => control('DELETE', '/requests'),
      fault: (service: string, fault: Record<string, unknown>) =>
        control('PUT', `/faults/${service}`, fault),
      clearFaults: () => control('DELETE', '/faults'),
    },
    async close() {
      await gateway.close();
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
