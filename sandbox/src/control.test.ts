import { afterEach, describe, expect, it } from 'vitest';
import type { SeasonListDto, UpstreamErrorBody } from '@esports-admin/schema/upstream/elds';
import type { Fault, RequestLogSnapshot } from './control';
import { expectRefusal, sandboxForTests } from './test-sandbox';

const sandbox = sandboxForTests();
afterEach(async () => {
  await sandbox.control('DELETE', '/faults');
  await sandbox.control('DELETE', '/requests');
});

const requestLog = async () => (await sandbox.control<RequestLogSnapshot>('GET', '/requests')).body;
const injectFault = (spec: object, service = 'elds') =>
  sandbox.control<Fault>('PUT', `/faults/${service}`, spec);

describe('request counter', () => {
  it('counts every service request, refused ones included, and nothing else', async () => {
    await sandbox.elds('GET', '/seasons?sport=lol&seasonIds=a,b');
    await sandbox.elds('GET', '/seasons', { token: null });
    await sandbox.elds('POST', '/seasons', { rawBody: '{' });
    await sandbox.elds('GET', '/no-such-thing');
    await fetch(`${sandbox.url}/healthz`);
    await sandbox.control('GET', '/faults');

    const log = await requestLog();
    expect(log.total).toBe(4);
    expect(log.byService).toEqual({ elds: 4 });
    expect(log.requests.map(({ method, path, status }) => [method, path, status])).toEqual([
      ['GET', '/elds/data/v3/seasons', 200],
      ['GET', '/elds/data/v3/seasons', 401],
      ['POST', '/elds/data/v3/seasons', 400],
      ['GET', '/elds/data/v3/no-such-thing', 404],
    ]);
    expect(log.requests[0]).toMatchObject({
      service: 'elds',
      query: { sport: 'lol', seasonIds: 'a,b' },
      durationMs: expect.any(Number) as number,
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
    });
  });

  it('starts again from zero after a reset', async () => {
    await sandbox.elds('GET', '/leagues');
    expect((await requestLog()).total).toBe(1);
    expect((await sandbox.control('DELETE', '/requests')).status).toBe(204);
    expect(await requestLog()).toEqual({ total: 0, byService: {}, requests: [] });
  });
});

describe('faults', () => {
  it('answers an injected status with the default error body, and counts it', async () => {
    await injectFault({ status: 503 });
    const answer = await sandbox.elds<UpstreamErrorBody>('GET', '/seasons');
    expectRefusal(answer, {
      httpStatus: 503,
      errorCode: 'INJECTED_FAULT',
      message: 'Injected fault',
    });
    expect((await requestLog()).requests.map((request) => request.status)).toEqual([503]);
  });

  it('answers an injected body and headers as given', async () => {
    const body = { httpStatus: 429, errorCode: 'RATE_LIMITED', message: 'Slow down' };
    await injectFault({ status: 429, body, headers: { 'retry-after': '3' } });
    const answer = await sandbox.elds('GET', '/leagues');
    expect(answer).toMatchObject({ status: 429, body });
    expect(answer.headers.get('retry-after')).toBe('3');
  });

  it('delays and then serves the real answer, only on the matching path', async () => {
    await injectFault({ delayMs: 300, pathPrefix: '/seasons' });
    const started = performance.now();
    const answer = await sandbox.elds<SeasonListDto>('GET', '/seasons?sport=tft');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.status).toBe(200);
    expect(answer.body.seasons.length).toBeGreaterThan(0);
    await sandbox.elds('GET', '/leagues');
    const [seasons, leagues] = (await requestLog()).requests;
    expect(seasons?.durationMs).toBeGreaterThanOrEqual(290);
    expect(leagues?.durationMs).toBeLessThan(290);
  });

  it('applies to the next N matching requests only', async () => {
    await injectFault({ status: 500, times: 2, methods: ['post'] });
    expect((await sandbox.elds('GET', '/seasons')).status).toBe(200);
    expect((await sandbox.elds('POST', '/seasons', { body: {} })).status).toBe(500);
    const { body } = await sandbox.control<{ faults: Fault[] }>('GET', '/faults');
    expect(body.faults).toMatchObject([
      { service: 'elds', status: 500, times: 1, methods: ['POST'] },
    ]);
    expect((await sandbox.elds('POST', '/seasons', { body: {} })).status).toBe(500);
    expect((await sandbox.elds('POST', '/seasons', { body: {} })).status).toBe(400);
    expect((await sandbox.control<{ faults: Fault[] }>('GET', '/faults')).body.faults).toEqual([]);
  });

  it('lets the first matching fault win and matches path prefixes by whole segments', async () => {
    await injectFault({ status: 502, pathPrefix: '/leagues' });
    await injectFault({ status: 500 });
    await injectFault({ status: 418, pathPrefix: '/season' });
    expect((await sandbox.elds('GET', '/leagues/1')).status).toBe(502);
    expect((await sandbox.elds('GET', '/seasons')).status).toBe(500);
  });

  it('answers 200 with a body that claims to be JSON and is not', async () => {
    await injectFault({ malformed: true });
    const response = await fetch(`${sandbox.url}/elds/data/v3/seasons`, {
      headers: { authorization: 'Bearer t' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('drops the connection without an answer', async () => {
    await injectFault({ drop: true, times: 1 });
    await expect(sandbox.elds('GET', '/seasons')).rejects.toThrow();
    expect((await sandbox.elds('GET', '/seasons')).status).toBe(200);
    expect((await requestLog()).requests.map((request) => request.status)).toEqual([null, 200]);
  });

  it('clears the faults of one service', async () => {
    await injectFault({ status: 500 });
    expect((await sandbox.control('DELETE', '/faults/elds')).status).toBe(204);
    expect((await sandbox.elds('GET', '/seasons')).status).toBe(200);
  });

  it('refuses an unknown service and an ill-typed fault', async () => {
    expect((await injectFault({ status: 500 }, 'konfigurator')).status).toBe(404);
    const negative = await injectFault({ delayMs: -1 });
    expect(negative.status).toBe(400);
    expect((negative.body as unknown as UpstreamErrorBody).message).toBe(
      'delayMs must be at least 0',
    );
    expect((await injectFault({ status: 'down' })).status).toBe(400);
    expect((await injectFault({ pathPrefix: 'seasons' })).status).toBe(400);
    expect((await sandbox.control<{ faults: Fault[] }>('GET', '/faults')).body.faults).toEqual([]);
  });
});
