import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiters, rateLimit, type RateLimiters } from './rate-limit';

const LIMIT = { requests: 3, anonymousRequests: 1, windowMs: 60_000 };

describe('the rate limit', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  async function serve(limiters: RateLimiters) {
    const app = express();
    app.use(
      rateLimit(
        limiters,
        (req) => Promise.resolve(req.get('x-user') ?? null),
        pino({ level: 'silent' }),
      ),
    );
    app.get('/', (_req, res) => {
      res.json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    closers.push(
      () => new Promise((done) => server.close(done)),
      () => limiters.close(),
    );
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    return async (user?: string) => {
      const answer = await fetch(url, { headers: user ? { 'x-user': user } : {} });
      return { status: answer.status, retryAfter: answer.headers.get('retry-after') };
    };
  }

  it('answers 429 with Retry-After past the limit, per caller, anonymous callers by their own limit', async () => {
    const get = await serve(createRateLimiters(undefined, 'test:', LIMIT));
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await get('ada')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number((await get('ada')).retryAfter)).toBeGreaterThan(0);
    expect((await get('cole')).status).toBe(200);
    expect([(await get()).status, (await get()).status]).toEqual([200, 429]);
  });

  it('keeps limiting in process, with no 500, when Redis cannot be reached', async () => {
    const get = await serve(createRateLimiters('redis://127.0.0.1:9', 'test:', LIMIT));
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await get('ada')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
