/**
 * Issue #38: readiness says whether this gateway can serve (its journal database, Redis when
 * set), not whether every upstream is up, so one broken service never takes every replica out of
 * the balancer; the upstreams have a report of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/databases';
import { postGraphQL } from '../support/graphql-http';
import { cuttableRelay } from '../support/tcp-relay';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const postgres = (await databaseBackends()).find((backend) => backend.databaseUrl);

describe('readiness and the upstream report', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it('stays ready with one upstream unreachable, and the upstream report names it', async () => {
    const gateway = await stack.openGateway({ LIVESTATS_URL: 'http://127.0.0.1:9/' });
    try {
      const ready = await fetch(`${gateway.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { journal: true } });
      const report = await fetch(`${gateway.url}/healthz/upstreams`);
      expect(report.status).toBe(503);
      const body = (await report.json()) as { status: string; upstreams: Record<string, boolean> };
      expect(body.status).toBe('degraded');
      expect(body.upstreams).toMatchObject({ livestats: false, elds: true });
      const token = await stack.tokenFor(SANDBOX_USERS.viewer);
      const page = await postGraphQL(gateway.url, { query: '{ viewer { username } }' }, { token });
      expect(page.json).toEqual({ data: { viewer: { username: SANDBOX_USERS.viewer } } });
    } finally {
      await gateway.close();
    }
  });

  it('says the upstreams are fine when they are', async () => {
    const report = await fetch(`${stack.url}/healthz/upstreams`);
    expect(report.status).toBe(200);
    expect(await report.json()).toMatchObject({ status: 'ok', upstreams: { elds: true } });
  });

  it.skipIf(!postgres)('is not ready once its journal database is gone', async () => {
    const url = new URL(postgres!.databaseUrl!);
    const relay = await cuttableRelay(url);
    const through = new URL(url);
    through.host = `127.0.0.1:${relay.port}`;
    const gateway = await stack.openGateway({
      GATEWAY_DATABASE_URL: through.toString(),
      GATEWAY_DATABASE_SCHEMA: `gj_ready_${Date.now()}`,
    });
    try {
      expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
      await relay.cut();
      const gone = await fetch(`${gateway.url}/readyz`);
      expect(gone.status).toBe(503);
      expect(await gone.json()).toEqual({ status: 'not ready', checks: { journal: false } });
    } finally {
      await gateway.close();
    }
  });
});
