import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { GracefulShutdown, SHUTTING_DOWN_CODE } from './shutdown';

const DRAIN_MS = 150;
const GRACE_MS = 1500;
/**
 * The first test checks what is served during the drain and refused after it: its drain is long
 * enough for two local requests on a loaded machine, and its request in flight outlasts it.
 */
const SERVING_DRAIN_MS = 1000;
const IN_FLIGHT_MS = SERVING_DRAIN_MS + 500;

/** An app behind the shutdown middleware with one slow route, as the gateway mounts it. */
async function serve(shutdown: GracefulShutdown) {
  const app = express();
  app.use(shutdown.middleware());
  app.get('/readyz', (_req, res) => {
    res.status(shutdown.ready ? 200 : 503).end();
  });
  app.get('/slow/:ms', async (req, res) => {
    await sleep(Number(req.params.ms));
    res.json({ done: true });
  });
  const server: Server = await new Promise((listening) => {
    const started = app.listen(0, '127.0.0.1', () => listening(started));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe('graceful shutdown of a replica', () => {
  it('is not ready at once, serves through the drain, then refuses new work while a request in flight finishes', async () => {
    const shutdown = new GracefulShutdown(
      { drainMs: SERVING_DRAIN_MS, graceMs: GRACE_MS },
      createLogger('silent'),
    );
    const url = await serve(shutdown);
    const inFlight = fetch(`${url}/slow/${IN_FLIGHT_MS}`);
    await sleep(50);
    const closed: number[] = [];
    const started = Date.now();
    const stopping = shutdown.run(() => {
      closed.push(Date.now() - started);
      return Promise.resolve();
    });

    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    expect((await fetch(`${url}/slow/0`)).status).toBe(200);
    await sleep(SERVING_DRAIN_MS + 50 - (Date.now() - started));
    const refused = await fetch(`${url}/slow/0`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('connection')).toBe('close');
    expect(await refused.json()).toEqual({
      errors: [
        {
          message: 'This gateway replica is shutting down: send the request again.',
          extensions: { code: SHUTTING_DOWN_CODE },
        },
      ],
    });
    expect(await (await inFlight).json()).toEqual({ done: true });
    await stopping;
    expect(closed).toHaveLength(1);
    expect(closed[0]).toBeGreaterThanOrEqual(IN_FLIGHT_MS - 100);
    expect(closed[0]).toBeLessThan(SERVING_DRAIN_MS + GRACE_MS);
  });

  it('closes after the grace period even when a request never finishes, once for repeated signals', async () => {
    const shutdown = new GracefulShutdown(
      { drainMs: DRAIN_MS, graceMs: GRACE_MS },
      createLogger('silent'),
    );
    const url = await serve(shutdown);
    void fetch(`${url}/slow/60000`).catch(() => undefined);
    await sleep(50);
    let closes = 0;
    const close = () => {
      closes += 1;
      return Promise.resolve();
    };
    const started = Date.now();
    await Promise.all([shutdown.run(close), shutdown.run(close)]);
    expect(closes).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DRAIN_MS + GRACE_MS - 20);
  });
});
