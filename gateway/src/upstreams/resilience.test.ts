import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ErrorCode, UpstreamError } from '../errors';
import { endpointFamily, retryAfterMs, UpstreamResilience } from './resilience';

const OPTIONS = { retries: 2, retryAfterCapMs: 50, breakerFailures: 3, breakerHalfOpenMs: 60_000 };
const failing = (status: number | null, code: ErrorCode = ErrorCode.UPSTREAM_ERROR) =>
  new UpstreamError(`${status} - failed`, code, 'elds', status, 0);

function counted(outcomes: (UpstreamError | string)[]) {
  let calls = 0;
  const attempt = () => {
    const outcome = outcomes[Math.min(calls, outcomes.length - 1)]!;
    calls += 1;
    return typeof outcome === 'string' ? Promise.resolve(outcome) : Promise.reject(outcome);
  };
  return { attempt, calls: () => calls };
}

const resilience = () => new UpstreamResilience(OPTIONS, pino({ level: 'silent' }));
const deadline = () => AbortSignal.timeout(5000);

describe('UpstreamResilience', () => {
  it('retries a GET on 5xx, 429 and network failures, at most twice', async () => {
    const flaky = counted([failing(503), failing(429), 'ok']);
    await expect(resilience().run('elds', 'GET', deadline(), flaky.attempt)).resolves.toBe('ok');
    expect(flaky.calls()).toBe(3);
    const down = counted([failing(null, ErrorCode.UPSTREAM_UNAVAILABLE)]);
    await expect(resilience().run('elds', 'GET', deadline(), down.attempt)).rejects.toThrow();
    expect(down.calls()).toBe(3);
  });

  it('never retries writes, client errors or timeouts', async () => {
    for (const [method, error] of [
      ['POST', failing(503)],
      ['PUT', failing(500)],
      ['DELETE', failing(500)],
      ['GET', failing(404, ErrorCode.NOT_FOUND)],
      ['GET', failing(null, ErrorCode.UPSTREAM_TIMEOUT)],
    ] as const) {
      const once = counted([error]);
      await expect(resilience().run('elds', method, deadline(), once.attempt)).rejects.toBe(error);
      expect(once.calls()).toBe(1);
    }
  });

  it('opens one breaker per service, shared by every call through the instance', async () => {
    const shared = resilience();
    const broken = counted([failing(500)]);
    for (let i = 0; i < 3; i += 1) {
      await expect(shared.run('elds', 'POST', deadline(), broken.attempt)).rejects.toThrow();
    }
    await expect(shared.run('elds', 'GET', deadline(), broken.attempt)).rejects.toMatchObject({
      code: ErrorCode.UPSTREAM_CIRCUIT_OPEN,
    });
    expect(broken.calls()).toBe(3);
    await expect(shared.run('rbac', 'GET', deadline(), () => Promise.resolve('ok'))).resolves.toBe(
      'ok',
    );
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    expect(retryAfterMs(inTenSeconds)).toBeGreaterThan(8000);
  });
});

describe('the breaker of an endpoint family', () => {
  it('names the resource after the API version', () => {
    expect(endpointFamily('elds', '/elds/data/v3/seasons/12/splits')).toBe('elds /seasons');
    expect(endpointFamily('elds', '/elds/data/v3/vodDetails/cached?x=1')).toBe('elds /vodDetails');
    expect(endpointFamily('rbac', '/rbac/v1/users')).toBe('rbac /users');
    expect(endpointFamily('fn', '/notify')).toBe('fn /notify');
  });

  it('counts one failure per call once its retries are spent', async () => {
    const shared = resilience();
    const broken = counted([failing(500)]);
    for (let i = 0; i < 2; i += 1) {
      await expect(
        shared.run('elds', 'GET', deadline(), broken.attempt, '/elds/data/v3/seasons'),
      ).rejects.toMatchObject({ code: ErrorCode.UPSTREAM_ERROR });
    }
    expect(broken.calls()).toBe(6);
  });

  it('never opens on 429: the service asked for a slower pace, not for a pause', async () => {
    const shared = resilience();
    const busy = counted([failing(429, ErrorCode.RATE_LIMITED)]);
    for (let i = 0; i < 4; i += 1) {
      await expect(shared.run('elds', 'POST', deadline(), busy.attempt)).rejects.toMatchObject({
        code: ErrorCode.RATE_LIMITED,
      });
    }
    expect(busy.calls()).toBe(4);
  });

  it('keeps the rest of the service open when one endpoint family is broken', async () => {
    const shared = resilience();
    const broken = counted([failing(500)]);
    for (let i = 0; i < 3; i += 1) {
      await expect(
        shared.run('elds', 'POST', deadline(), broken.attempt, '/elds/data/v3/vodDetails'),
      ).rejects.toThrow();
    }
    await expect(
      shared.run('elds', 'GET', deadline(), broken.attempt, '/elds/data/v3/vodDetails/cached'),
    ).rejects.toMatchObject({ code: ErrorCode.UPSTREAM_CIRCUIT_OPEN });
    await expect(
      shared.run('elds', 'GET', deadline(), () => Promise.resolve('ok'), '/elds/data/v3/seasons'),
    ).resolves.toBe('ok');
  });
});
