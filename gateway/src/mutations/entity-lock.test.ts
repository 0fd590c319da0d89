import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MemorySharedStore } from '../shared-store';
import { EntityLocks } from './entity-lock';

describe('per-entity locks in process', () => {
  it('lets one holder in at a time and the next in once it is released', async () => {
    const locks = new EntityLocks(new MemorySharedStore(), { ttlMs: 10_000, waitMs: 2000 });
    const order: string[] = [];
    const hold = async (name: string) => {
      const release = await locks.acquire('DropGroup', 'g1');
      expect(release).not.toBeNull();
      order.push(`${name} in`);
      await sleep(30);
      order.push(`${name} out`);
      await release!();
    };
    await Promise.all([hold('first'), hold('second')]);
    expect(order).toEqual(['first in', 'first out', 'second in', 'second out']);
  });

  it('keeps other entities apart: another id or type is not held up', async () => {
    const locks = new EntityLocks(new MemorySharedStore(), { ttlMs: 10_000, waitMs: 0 });
    expect(await locks.acquire('DropGroup', 'g1')).not.toBeNull();
    expect(await locks.acquire('DropGroup', 'g2')).not.toBeNull();
    expect(await locks.acquire('Season', 'g1')).not.toBeNull();
  });

  it('gives up after the wait while another holds the lock', async () => {
    const locks = new EntityLocks(new MemorySharedStore(), { ttlMs: 10_000, waitMs: 50 });
    await locks.acquire('Season', 's1');
    const started = Date.now();
    expect(await locks.acquire('Season', 's1')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('frees a lock whose holder never released it once it expires', async () => {
    const locks = new EntityLocks(new MemorySharedStore(), { ttlMs: 40, waitMs: 0 });
    expect(await locks.acquire('Season', 's1')).not.toBeNull();
    expect(await locks.acquire('Season', 's1')).toBeNull();
    await sleep(60);
    expect(await locks.acquire('Season', 's1')).not.toBeNull();
  });

  it('is released by its owner only: an expired holder cannot free the next holder', async () => {
    const locks = new EntityLocks(new MemorySharedStore(), { ttlMs: 40, waitMs: 0 });
    const expired = await locks.acquire('Season', 's1');
    await sleep(60);
    const current = await locks.acquire('Season', 's1');
    expect(current).not.toBeNull();
    await expired!();
    expect(await locks.acquire('Season', 's1')).toBeNull();
    await current!();
    expect(await locks.acquire('Season', 's1')).not.toBeNull();
  });
});

describe('the in-process coordination store', () => {
  it('replaces and deletes only while the value is the expected one', async () => {
    const store = new MemorySharedStore();
    expect(await store.claim('k', 'a', 10_000)).toBe(true);
    expect(await store.claim('k', 'b', 10_000)).toBe(false);
    expect(await store.replaceIf('k', 'b', 'c', 10_000)).toBe(false);
    expect(await store.replaceIf('k', 'a', 'c', 10_000)).toBe(true);
    expect(await store.deleteIf('k', 'a')).toBe(false);
    expect(await store.get('k')).toBe('c');
    expect(await store.deleteIf('k', 'c')).toBe(true);
    expect(await store.get('k')).toBeNull();
  });
});
