import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode, UpstreamError } from '../errors';
import { ACCESS_TOKEN_HEADER, RestClient } from './rest-client';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
let server: Server;
let baseUrl: string;
const seen: IncomingMessage[] = [];

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const handler = routes.get(new URL(req.url!, 'http://x').pathname);
    if (handler) handler(req, res);
    else json(res, 404, { httpStatus: 404, errorCode: 'NOT_FOUND', message: 'No such thing' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/svc`;
  routes.set('/svc/elds/data/v3/seasons', (_req, res) => json(res, 200, { seasons: [] }));
  routes.set('/svc/other', (_req, res) => json(res, 200, { ok: true }));
  routes.set('/svc/empty', (_req, res) => res.writeHead(204).end());
  routes.set('/svc/text', (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/plain' }).end('plain words'),
  );
  routes.set('/svc/boom', (_req, res) =>
    json(res, 500, { httpStatus: 500, errorCode: 'INTERNAL', message: 'Database on fire' }),
  );
  routes.set('/svc/code-only', (_req, res) =>
    json(res, 409, { httpStatus: 409, errorCode: 'DUPLICATE_SLUG' }),
  );
  routes.set('/svc/malformed', (_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"seasons": ['),
  );
  routes.set('/svc/slow', (_req, res) => setTimeout(() => json(res, 200, { late: true }), 300));
  routes.set('/svc/slower', (_req, res) => setTimeout(() => json(res, 200, { late: true }), 1100));
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

function client(overrides: Partial<ConstructorParameters<typeof RestClient>[0]> = {}) {
  return new RestClient({
    service: 'elds',
    baseUrl,
    timeoutMs: 2000,
    accessTokenPaths: ['elds', 'dropTrigger'],
    credentials: { accessToken: 'access-456' },
    logger: pino({ level: 'silent' }),
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('RestClient', () => {
  it('forwards the bearer token and adds the access token only on configured paths', async () => {
    seen.length = 0;
    await client().get('/elds/data/v3/seasons', { query: { sport: 'lol', seasonIds: ['a', 'b'] } });
    await client().get('/other');
    const [configured, other] = seen;
    expect(configured!.headers.authorization).toBe('Bearer access-456');
    expect(configured!.headers[ACCESS_TOKEN_HEADER.toLowerCase()]).toBe('access-456');
    expect(configured!.url).toBe('/svc/elds/data/v3/seasons?sport=lol&seasonIds=a%2Cb');
    expect(other!.headers.authorization).toBe('Bearer access-456');
    expect(other!.headers[ACCESS_TOKEN_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('answers null for 204 and the text itself for text bodies', async () => {
    expect(await client().delete('/empty')).toBeNull();
    expect(await client().get('/text')).toBe('plain words');
  });

  it('answers null for a 404 only where the caller asks', async () => {
    expect(await client().get('/missing', { notFoundAsNull: true })).toBeNull();
    const error = await failure(client().get('/missing'));
    expect(error.message).toBe('404 - No such thing');
    expect(error.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('answers null for a 500 only where the caller asks (stream timeline)', async () => {
    expect(await client().get('/boom', { emptyOnServerError: true })).toBeNull();
    const error = await failure(client().get('/boom'));
    expect(error.message).toBe('500 - Database on fire');
    expect(error.extensions).toMatchObject({
      code: ErrorCode.UPSTREAM_ERROR,
      upstream: { service: 'elds', status: 500 },
    });
  });

  it('uses the error code when the error body has no message', async () => {
    const error = await failure(client().post('/code-only', { body: { a: 1 } }));
    expect(error.message).toBe('409 - DUPLICATE_SLUG');
    expect(error.code).toBe(ErrorCode.CONFLICT);
  });

  it('reports malformed JSON without leaking the URL', async () => {
    const error = await failure(client().get('/malformed'));
    expect(error.code).toBe(ErrorCode.UPSTREAM_BAD_RESPONSE);
    expect(error.message).not.toContain('127.0.0.1');
  });

  it('gives up after the timeout with UPSTREAM_TIMEOUT', async () => {
    const error = await failure(client({ timeoutMs: 100 }).get('/slow'));
    expect(error.code).toBe(ErrorCode.UPSTREAM_TIMEOUT);
    expect(error.message).toBe('elds did not answer within 100 ms');
  });

  it('reports a refused connection as UPSTREAM_UNAVAILABLE', async () => {
    const error = await failure(client({ baseUrl: 'http://127.0.0.1:1' }).get('/other'));
    expect(error.code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
    expect(error.message).toBe('elds is unreachable');
  });

  it('logs calls slower than one second', async () => {
    const logger = pino({ level: 'silent' });
    const warn = vi.spyOn(logger, 'warn');
    await client({ logger }).get('/slower');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ service: 'elds', path: '/slower', status: 200 }),
      'slow upstream call',
    );
  });
});
