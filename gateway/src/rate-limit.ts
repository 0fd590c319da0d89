/**
 * Requests per caller in a fixed window, counted in Redis when the gateway has one so every
 * replica sees the same count; over the limit the answer is 429 with Retry-After. A caller is the
 * verified subject of its bearer token or session, so neither a second token nor another spelling
 * of the header buys more requests; a request that proves no one is counted by its address, with
 * its own smaller limit.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { Redis } from 'ioredis';
import type { GatewayConfig } from './config';
import { ErrorCode } from './errors';
import { requestIdOf } from './logging';

interface WindowCount {
  count: number;
  resetInMs: number;
}

export interface RateCounter {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  close(): Promise<void>;
}

class MemoryRateCounter implements RateCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, windowMs: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) this.dropExpired(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  close() {
    this.windows.clear();
    return Promise.resolve();
  }

  private dropExpired(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

class RedisRateCounter implements RateCounter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
  }

  async hit(key: string, windowMs: number) {
    const redisKey = `${this.prefix}rate:${key}`;
    const [[, count], [, ttl]] = (await this.redis
      .multi()
      .incr(redisKey)
      .pttl(redisKey)
      .exec()) as [[null, number], [null, number]];
    if (ttl < 0) await this.redis.pexpire(redisKey, windowMs);
    return { count, resetInMs: ttl < 0 ? windowMs : ttl };
  }

  async close() {
    await this.redis.quit();
  }
}

export function createRateCounter(redisUrl: string | undefined, prefix: string): RateCounter {
  return redisUrl ? new RedisRateCounter(redisUrl, prefix) : new MemoryRateCounter();
}

/** Hashed, so neither user names nor addresses sit in Redis keys as they are. */
function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

export function rateLimit(
  counter: RateCounter,
  { requests, anonymousRequests, windowMs }: GatewayConfig['rateLimit'],
  /** The verified subject of the request, or null when it proves no one. */
  subjectOf: (req: Request) => Promise<string | null>,
): RequestHandler {
  return async (req, res, next) => {
    const subject = await subjectOf(req);
    const key = hashed(subject === null ? `address:${req.ip}` : `subject:${subject}`);
    const { count, resetInMs } = await counter.hit(key, windowMs);
    if (count <= (subject === null ? anonymousRequests : requests)) return next();
    const retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
    res
      .status(429)
      .set('Retry-After', String(retryAfterSeconds))
      .json({
        errors: [
          {
            message: `Too many requests: try again in ${retryAfterSeconds} s.`,
            extensions: { code: ErrorCode.RATE_LIMITED, requestId: requestIdOf(res) },
          },
        ],
      });
  };
}
