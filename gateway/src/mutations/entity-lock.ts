/**
 * Coordination between concurrent mutations (issue #39): per-entity locks, so an update's version
 * check and its write happen as one step, and the claims behind idempotency keys. In Redis when
 * the gateway has one, so every replica sees the same locks; in process otherwise. A lock is owned
 * by a random token and expires on its own: only its owner releases it (compare-and-delete), so a
 * holder whose lock expired cannot free the next holder's.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ENTITY_LOCK_TTL_MS, ENTITY_LOCK_WAIT_MS } from '@esports-admin/schema/rules/constants';
import type { SharedStore } from '../shared-store';

export interface EntityLockTiming {
  ttlMs: number;
  waitMs: number;
}

/** Waits between tries: short at first (a save takes tens of ms), never more than this. */
const RETRY_MS = { first: 10, max: 200 };

export class EntityLocks {
  constructor(
    private readonly store: SharedStore,
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
