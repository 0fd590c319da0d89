/**
 * The production image's start command, without the image: the same runnable copy the Dockerfile
 * assembles (`scripts/build-server.mjs --runtime`), run with plain `node` from a folder that has
 * none of the repository's node_modules, on this process's Node.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT } from '../../sandbox/src/identity/clients';
import { SANDBOX_USERS } from '../support/stack';
import {
  freePort,
  REPO_ROOT,
  runNode,
  sandboxToken,
  waitUntilReady,
  type RunningProcess,
} from './runtime-processes';

const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  version: string;
};

describe('the production build', () => {
  const runtime = mkdtempSync(join(tmpdir(), 'esports-runtime-'));
  const running: RunningProcess[] = [];
  let sandboxUrl: string;
  let gatewayUrl: string;
  let gateway: RunningProcess;

  beforeAll(async () => {
    const build = runNode(['scripts/build-server.mjs', '--runtime', runtime], {});
    expect(await build.exited, build.output()).toBe(0);

    const sandboxPort = await freePort();
    sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const sandbox = runNode(
      ['sandbox/dist/main.js'],
      { SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: join(runtime, '.data/sandbox') },
      runtime,
    );
    running.push(sandbox);
    const gatewayPort = await freePort();
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    gateway = runNode(
      ['gateway/dist/main.js'],
      {
        NODE_ENV: 'production',
        OIDC_CLIENT_SECRET: WEB_CLIENT.secret,
        SINGLE_REPLICA: 'true',
        PORT: String(gatewayPort),
        HOST: '127.0.0.1',
        SANDBOX_URL: sandboxUrl,
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_MS: '100',
        METRICS_PORT: '0',
      },
      runtime,
    );
    running.push(gateway);
    await waitUntilReady(`${sandboxUrl}/healthz`, sandbox);
    await waitUntilReady(`${gatewayUrl}/readyz`, gateway);
  }, 180_000);

  afterAll(async () => {
    for (const process of running) {
      if (process.child.exitCode === null) process.child.kill('SIGINT');
      await process.exited;
    }
    rmSync(runtime, { recursive: true, force: true });
  });

  it('needs no node_modules but the packages left out of the bundles', () => {
    expect(readdirSync(join(runtime, 'node_modules'))).toEqual(['@electric-sql']);
    expect(readdirSync(join(runtime, 'node_modules/@electric-sql'))).toEqual(['pglite']);
  });

  it('answers /readyz and a GraphQL query on plain node, then exits 0 on SIGTERM', async () => {
    const ready = await fetch(`${gatewayUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });

    const token = await sandboxToken(sandboxUrl, SANDBOX_USERS.competition);
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ appInfo { version } leagues(sport: lol) { name } }' }),
    });
    const answer = (await response.json()) as {
      data?: { appInfo: { version: string }; leagues: { name: string }[] };
      errors?: unknown;
    };
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.appInfo.version).toBe(version);
    expect(answer.data?.leagues.map(({ name }) => name)).toContain('Worlds');

    gateway.child.kill('SIGTERM');
    expect(await gateway.exited, gateway.output()).toBe(0);
  });
});
