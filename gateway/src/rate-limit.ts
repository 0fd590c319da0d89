/**
 * Requests per caller in a window, on rate-limiter-flexible: counted in Redis when the gateway has
 * one, so every replica sees the same count (one atomic script per hit, so no key is ever left
 * without its expiry), and in process otherwise. When Redis fails the in-process limiter takes
 * over instead of the request failing. Over the limit the answer is 429 with Retry-After. A caller
 * is the verified subject of its bearer token or session, so neither a second token nor another
 * spelling of the header buys more requests; a request that proves no one is counted by its
 * address, with its own smaller limit.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { GatewayConfig } from './config';
import { ErrorCode } from './errors';
import type { Logger } from './logger';
import { requestIdOf } from './logging';

export interface RateLimiters {
  /** Callers that proved who they are. */
  subjects: RateLimiterAbstract;
  /** Requests that prove no one, by address. */
  anonymous: RateLimiterAbstract;
  close(): Promise<void>;
}

export function createRateLimiters(
  redisUrl: string | undefined,
  prefix: string,
  { requests, anonymousRequests, windowMs }: GatewayConfig['rateLimit'],
): RateLimiters {
  const duration = windowMs / 1000;
  const inProcess = (points: number) => new RateLimiterMemory({ points, duration });
  if (!redisUrl) {
    return {
      subjects: inProcess(requests),
      anonymous: inProcess(anonymousRequests),
      close: () => Promise.resolve(),
    };
  }
  // No offline queue: while Redis is away a hit fails at once and the in-process limiter answers.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  const shared = (name: string, points: number) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}rate:${name}`,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: inProcess(points),
    });
  return {
    subjects: shared('subject', requests),
    anonymous: shared('address', anonymousRequests),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Hashed, so neither user names nor addresses sit in Redis keys as they are. */
function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

export function rateLimit(
  limiters: RateLimiters,
  /** The verified subject of the request, or null when it proves no one. */
  subjectOf: (req: Request) => Promise<string | null>,
  logger: Logger,
): RequestHandler {
  return async (req, res, next) => {
    const subject = await subjectOf(req);
    const limiter = subject === null ? limiters.anonymous : limiters.subjects;
    try {
      await limiter.consume(hashed(subject === null ? (req.ip ?? '') : subject));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) {
        // Both the shared and the in-process limiter failed: serve rather than answer 500.
        logger.error({ err: refusal }, 'rate limiter unavailable');
        return next();
      }
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      logger.warn(
        { requestId: requestIdOf(res), user: subject, status: 429, retryAfterSeconds },
        'rate limited',
      );
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
      return;
    }
    next();
  };
}
