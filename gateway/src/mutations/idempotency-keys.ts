/**
 * The store side of idempotency keys (issue #39): a key is claimed by the first call, waited on
 * while it runs, and answers what it answered for IDEMPOTENCY_RETENTION_MS. Keys are scoped per
 * user and operation and kept hashed; only a successful answer is kept.
 */
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ENTITY_LOCK_TTL_MS,
  IDEMPOTENCY_RETENTION_MS,
  IDEMPOTENCY_WAIT_MS,
} from '@esports-admin/schema/rules/constants';
import type { SharedStore } from '../shared-store';
import type { Outcome } from './outcome';
import { canonicalJson } from './version';

type Stored =
  | { state: 'running'; request: string; owner: string }
  | { state: 'answered'; request: string; ok: unknown };

export type IdempotentClaim<Ok> =
  /** This call owns the key: run, then `settle` with the answer. */
  | { kind: 'claimed'; settle: (outcome: Outcome<Ok>) => Promise<void> }
  /** An earlier call with this key answered this. */
  | { kind: 'answered'; ok: Ok }
  /** The first call is still running after the wait. */
  | { kind: 'running' }
  /** The key was used for another request. */
  | { kind: 'otherRequest' };

export interface IdempotencyTiming {
  retentionMs: number;
  waitMs: number;
  runningMs: number;
}

const POLL_MS = 50;

const hashed = (text: string) => createHash('sha256').update(text).digest('base64url');

export class IdempotencyKeys {
  constructor(
    private readonly store: SharedStore,
    private readonly timing: IdempotencyTiming = {
      retentionMs: IDEMPOTENCY_RETENTION_MS,
      waitMs: IDEMPOTENCY_WAIT_MS,
      runningMs: ENTITY_LOCK_TTL_MS,
    },
  ) {}

  async claim<Ok>(
    scope: { username: string; operation: string; key: string },
    request: unknown,
  ): Promise<IdempotentClaim<Ok>> {
    const storeKey = `idempotency:${hashed(canonicalJson(scope) ?? '')}`;
    const requestHash = hashed(canonicalJson(request) ?? '');
    const running = JSON.stringify({
      state: 'running',
      request: requestHash,
      owner: randomUUID(),
    } satisfies Stored);
    const deadline = Date.now() + this.timing.waitMs;
    for (;;) {
      if (await this.store.claim(storeKey, running, this.timing.runningMs)) {
        return { kind: 'claimed', settle: (outcome) => this.settle(storeKey, running, outcome) };
      }
      const text = await this.store.get(storeKey);
      const stored = text === null ? null : (JSON.parse(text) as Stored);
      if (stored && stored.request !== requestHash) return { kind: 'otherRequest' };
      if (stored?.state === 'answered') return { kind: 'answered', ok: stored.ok as Ok };
      // Absent: the first call failed and freed the key, so this one may run (claim again).
      if (stored && Date.now() + POLL_MS > deadline) return { kind: 'running' };
      if (stored) await sleep(POLL_MS);
    }
  }

  private async settle<Ok>(storeKey: string, running: string, outcome: Outcome<Ok>) {
    const { request } = JSON.parse(running) as Stored;
    if (outcome.ok === null) {
      await this.store.deleteIf(storeKey, running);
      return;
    }
    const answered: Stored = { state: 'answered', request, ok: outcome.ok };
    await this.store.replaceIf(
      storeKey,
      running,
      JSON.stringify(answered),
      this.timing.retentionMs,
    );
  }
}
