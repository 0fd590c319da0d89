/**
 * Coordination between concurrent mutations (issue #39): per-entity locks, so an update's version
 * check and its write happen as one step, and the claims behind idempotency keys. In Redis when
 * the gateway has one, so every replica sees the same locks; in process otherwise. A lock is owned
 * by a random token and expires on its own: only its owner releases it (compare-and-delete), so a
 * holder whose lock expired cannot free the next holder's.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ENTITY_LOCK_TTL_MS,
  ENTITY_LOCK_WAIT_MS,
  REDIS_COMMAND_TIMEOUT_MS,
} from '@esports-admin/schema/rules/constants';
import { Redis } from 'ioredis';

/** Values that live a while under a key, changed only by whoever knows the current value. */
export interface CoordinationStore {
  /** Sets the key only when it is absent (SET NX PX); true when this call set it. */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | null>;
  /** Replaces the value, with a new expiry, only while it is still `expected`. */
  replaceIf(key: string, expected: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key only while its value is still `expected`. */
  deleteIf(key: string, expected: string): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryCoordinationStore implements CoordinationStore {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  private current(key: string): string | null {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) this.entries.delete(key);
    return this.entries.get(key)?.value ?? null;
  }

  claim(key: string, value: string, ttlMs: number) {
    if (this.current(key) !== null) return Promise.resolve(false);
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    return Promise.resolve(true);
  }

  get(key: string) {
    return Promise.resolve(this.current(key));
  }

  replaceIf(key: string, expected: string, value: string, ttlMs: number) {
    if (this.current(key) !== expected) return Promise.resolve(false);
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    return Promise.resolve(true);
  }

  deleteIf(key: string, expected: string) {
    if (this.current(key) !== expected) return Promise.resolve(false);
    this.entries.delete(key);
    return Promise.resolve(true);
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

export class RedisCoordinationStore implements CoordinationStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 2,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    });
    this.redis.on('error', () => undefined);
  }

  async claim(key: string, value: string, ttlMs: number) {
    return (await this.redis.set(this.prefix + key, value, 'PX', ttlMs, 'NX')) === 'OK';
  }

  get(key: string) {
    return this.redis.get(this.prefix + key);
  }

  async replaceIf(key: string, expected: string, value: string, ttlMs: number) {
    const done = await this.redis.eval(REPLACE_IF, 1, this.prefix + key, expected, value, ttlMs);
    return done === 1;
  }

  async deleteIf(key: string, expected: string) {
    return (await this.redis.eval(DELETE_IF, 1, this.prefix + key, expected)) === 1;
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function createCoordinationStore(
  redisUrl: string | undefined,
  prefix: string,
): CoordinationStore {
  return redisUrl ? new RedisCoordinationStore(redisUrl, prefix) : new MemoryCoordinationStore();
}

export interface EntityLockTiming {
  ttlMs: number;
  waitMs: number;
}

/** Waits between tries: short at first (a save takes tens of ms), never more than this. */
const RETRY_MS = { first: 10, max: 200 };

export class EntityLocks {
  constructor(
    private readonly store: CoordinationStore,
    private readonly timing: EntityLockTiming = {
      ttlMs: ENTITY_LOCK_TTL_MS,
      waitMs: ENTITY_LOCK_WAIT_MS,
    },
  ) {}

  /**
   * Takes the lock of one entity, waiting for it at most `waitMs`; resolves to its release, or
   * null when another holder kept it all that time.
   */
  async acquire(entityType: string, entityId: string): Promise<(() => Promise<void>) | null> {
    const key = `lock:${entityType}:${entityId}`;
    const token = randomUUID();
    const deadline = Date.now() + this.timing.waitMs;
    let pause = RETRY_MS.first;
    while (!(await this.store.claim(key, token, this.timing.ttlMs))) {
      if (Date.now() + pause > deadline) return null;
      await sleep(pause);
      pause = Math.min(pause * 2, RETRY_MS.max);
    }
    // A release that does not reach the store leaves the lock to expire.
    return () =>
      this.store.deleteIf(key, token).then(
        () => undefined,
        () => undefined,
      );
  }
}
