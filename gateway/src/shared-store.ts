/**
 * The one store a gateway shares with its replicas: sessions and pending sign-ins, the role
 * cache, per-entity locks and idempotency claims. In Redis when REDIS_URL is set (one connection
 * per gateway), in process otherwise. The rate limiter keeps a connection of its own: it must
 * fail at once while Redis is away (no offline queue), where these callers wait a little.
 */
import { REDIS_COMMAND_TIMEOUT_MS } from '@esports-admin/schema/rules/constants';
import { Redis } from 'ioredis';

/** Values that live a while under a key; conditional writes change only what the caller knows. */
export interface SharedStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets the key only when it is absent (SET NX PX); true when this call set it. */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Replaces the value, with a new expiry, only while it is still `expected`. */
  replaceIf(key: string, expected: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key only while its value is still `expected`. */
  deleteIf(key: string, expected: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Resolves when the store answers (readiness); rejects when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class MemorySharedStore implements SharedStore {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  private current(key: string): string | null {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) this.entries.delete(key);
    return this.entries.get(key)?.value ?? null;
  }

  private put(key: string, value: string, ttlMs: number) {
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  get(key: string) {
    return Promise.resolve(this.current(key));
  }

  set(key: string, value: string, ttlMs: number) {
    this.put(key, value, ttlMs);
    return Promise.resolve();
  }

  claim(key: string, value: string, ttlMs: number) {
    if (this.current(key) !== null) return Promise.resolve(false);
    this.put(key, value, ttlMs);
    return Promise.resolve(true);
  }

  replaceIf(key: string, expected: string, value: string, ttlMs: number) {
    if (this.current(key) !== expected) return Promise.resolve(false);
    this.put(key, value, ttlMs);
    return Promise.resolve(true);
  }

  deleteIf(key: string, expected: string) {
    if (this.current(key) !== expected) return Promise.resolve(false);
    this.entries.delete(key);
    return Promise.resolve(true);
  }

  delete(key: string) {
    this.entries.delete(key);
    return Promise.resolve();
  }

  ping() {
    return Promise.resolve();
  }

  close() {
    this.entries.clear();
    return Promise.resolve();
  }
}

const REPLACE_IF = `if redis.call('get', KEYS[1]) == ARGV[1] then
  redis.call('set', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1 end return 0`;
const DELETE_IF = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) end return 0`;

export class RedisSharedStore implements SharedStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    // A command waits at most REDIS_COMMAND_TIMEOUT_MS: while Redis is away a request is slowed, not held.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 2,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    });
    // A failed command rejects on its own; the client's error events add nothing but noise.
    this.redis.on('error', () => undefined);
  }

  get(key: string) {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async claim(key: string, value: string, ttlMs: number) {
    return (await this.redis.set(this.prefix + key, value, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async replaceIf(key: string, expected: string, value: string, ttlMs: number) {
    const done = await this.redis.eval(REPLACE_IF, 1, this.prefix + key, expected, value, ttlMs);
    return done === 1;
  }

  async deleteIf(key: string, expected: string) {
    return (await this.redis.eval(DELETE_IF, 1, this.prefix + key, expected)) === 1;
  }

  async delete(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async ping() {
    await this.redis.ping();
  }

  /** Closes even when Redis is gone: QUIT would then wait for its command timeout and fail. */
  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function createSharedStore(redisUrl: string | undefined, prefix: string): SharedStore {
  return redisUrl ? new RedisSharedStore(redisUrl, prefix) : new MemorySharedStore();
}
