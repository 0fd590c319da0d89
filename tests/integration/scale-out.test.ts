/**
 * Two gateway replicas sharing sessions through Redis behind a round-robin balancer that follows
 * /readyz. One replica gets SIGTERM in the middle of steady load: nobody notices. The load is
 * counted in requests, never in seconds, so a slow machine only makes the test longer.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/src/server';
import { redisAnswers } from '../support/databases';
import { signInOverHttp } from '../support/http-signin';
import { SANDBOX_USERS } from '../support/stack';
import { REPLICA_HEADER, startRoundRobinProxy } from './round-robin-proxy';
import {
  freePort,
  runNode,
  sandboxToken,
  waitUntilReady,
  type RunningProcess,
} from './runtime-processes';

const REDIS_URL = 'redis://127.0.0.1:6379';
const DRAIN_MS = 2000;
const SLOW_UPSTREAM_MS = 5000;
const CONCURRENCY = 4;
const BEFORE_SIGTERM = 60;
const AFTER_EXIT = 60;
const LOAD_QUERY = '{ viewer { username } leagues(sport: lol) { id } }';

describe.skipIf(!(await redisAnswers()))('two replicas behind a balancer', () => {
  const redisKeyPrefix = `esports-admin-scale-out-${randomUUID()}:`;
  const folders: string[] = [];
  let sandbox: RunningSandbox;
  const replicas: { url: string; process: RunningProcess }[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;

  async function startReplica() {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'esports-scale-out-journal-'));
    folders.push(dataDir);
    const process = runNode(['--import', 'tsx', 'gateway/src/main.ts'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_URL: sandbox.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      GATEWAY_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_GRACE_MS: '30000',
      UPSTREAM_TIMEOUT_MS: '30000',
      RATE_LIMIT_REQUESTS: '100000',
      METRICS_PORT: '0',
    });
    const url = `http://127.0.0.1:${port}`;
    replicas.push({ url, process });
    return { url, process };
  }

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'esports-scale-out-sandbox-'));
    folders.push(dataDir);
    sandbox = await startSandbox({ port: 0, dataDir, reset: true });
    const started = [await startReplica(), await startReplica()];
    await Promise.all(started.map(({ url, process }) => waitUntilReady(`${url}/readyz`, process)));
    proxy = await startRoundRobinProxy(started.map(({ url }) => url));
  }, 300_000);

  afterAll(async () => {
    await proxy?.close();
    for (const { process } of replicas) {
      if (process.child.exitCode === null) process.child.kill('SIGINT');
      await process.exited;
    }
    await sandbox?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('drains the replica that gets SIGTERM: no failed request, no lost session, the other serves all', async () => {
    const { jar } = await signInOverHttp(proxy.url, SANDBOX_USERS.competition);
    const cookie = `esa_session=${jar.get(proxy.url, 'esa_session')}`;
    const failures: string[] = [];
    const servedBy: number[] = [];

    async function oneRequest() {
      const response = await fetch(`${proxy.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: LOAD_QUERY }),
      }).catch((error: unknown) => ({ error }));
      if ('error' in response) {
        failures.push(`no answer: ${String(response.error)}`);
        return;
      }
      const body = await response.text();
      const username = (JSON.parse(body) as { data?: { viewer?: { username?: string } } }).data
        ?.viewer?.username;
      if (
        response.status !== 200 ||
        username !== SANDBOX_USERS.competition ||
        /"errors"/.test(body)
      ) {
        failures.push(`${response.status} ${body.slice(0, 300)}`);
      }
      servedBy.push(Number(response.headers.get(REPLICA_HEADER)));
    }

    /** Keeps CONCURRENCY requests going until `enough()` says stop; answers how many were sent. */
    async function load(enough: (sent: number) => boolean) {
      let sent = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (!enough(sent)) {
            sent += 1;
            await oneRequest();
          }
        }),
      );
      return sent;
    }

    await load((sent) => sent >= BEFORE_SIGTERM);
    expect(new Set(servedBy)).toEqual(new Set([0, 1]));

    const [leaving, staying] = replicas;
    // A request already running on the leaving replica when SIGTERM arrives: its upstream is slow.
    await fetch(`${sandbox.url}/__sandbox/faults/elds`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pathPrefix: '/seasons', delayMs: SLOW_UPSTREAM_MS, times: 1 }),
    });
    const token = await sandboxToken(sandbox.url, SANDBOX_USERS.competition);
    const inFlight = fetch(`${leaving!.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ seasons(sport: lol) { id } }' }),
    });
    await sleep(300);
    const signalledAt = Date.now();
    leaving!.process.child.kill('SIGTERM');

    // The signal reaches the replica's event loop a moment later; /readyz turns within it.
    let readiness = 200;
    while (readiness === 200 && Date.now() - signalledAt < DRAIN_MS) {
      readiness = (await fetch(`${leaving!.url}/readyz`)).status;
    }
    expect(readiness).toBe(503);

    let refusedNewWork: { status: number; code?: string } | undefined;
    const checkRefusal = (async () => {
      await sleep(DRAIN_MS + 1000);
      const refused = await fetch(`${leaving!.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ appInfo { version } }' }),
      });
      const body = (await refused.json()) as { errors?: { extensions?: { code?: string } }[] };
      refusedNewWork = { status: refused.status, code: body.errors?.[0]?.extensions?.code };
    })();

    let exitCode: number | null | undefined;
    void leaving!.process.exited.then((code) => (exitCode = code));
    let afterExit = 0;
    const sentAfterSignal = await load(() => {
      if (exitCode === undefined) return false;
      afterExit += 1;
      return afterExit > AFTER_EXIT;
    });
    await checkRefusal;

    const slow = await inFlight;
    expect(slow.status).toBe(200);
    const slowAnswer = (await slow.json()) as { data?: { seasons?: unknown[] }; errors?: unknown };
    expect(slowAnswer.errors).toBeUndefined();
    expect(slowAnswer.data?.seasons?.length).toBeGreaterThan(0);
    expect(refusedNewWork).toEqual({ status: 503, code: 'SHUTTING_DOWN' });
    expect(exitCode, leaving!.process.output()).toBe(0);
    expect(proxy.replicas[0]!.leftAt! - signalledAt).toBeLessThan(DRAIN_MS);

    expect(failures).toEqual([]);
    expect(servedBy).toHaveLength(BEFORE_SIGTERM + sentAfterSignal);
    expect(servedBy.slice(-AFTER_EXIT)).toEqual(Array(AFTER_EXIT).fill(1));
    expect(staying!.process.child.exitCode).toBeNull();
  }, 300_000);
});
