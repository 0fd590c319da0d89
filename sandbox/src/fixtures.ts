/**
 * The fixture kit. One seeded random source, so every machine seeds the same data; fixture sets
 * that name the sets whose data they read (through that domain's service functions, never its
 * tables), seeded in an order that honours those names.
 */
import type { SqlClient } from './store';

export type Random = () => number;

/** mulberry32: small, fast and good enough for fixtures. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

export function hexDigits(random: Random, length: number): string {
  let text = '';
  while (text.length < length) text += Math.floor(random() * 16).toString(16);
  return text;
}

/**
 * Seed data of one part of a service, seeded once per database under its name: a set added
 * later is seeded into an existing database without touching what staff changed there.
 */
export interface FixtureSet {
  name: string;
  /** The sets whose data this one reads; they are seeded first. */
  dependsOn?: readonly string[];
  seed(db: SqlClient, now: Date): Promise<void>;
}

/** Declaration order, except that a set waits until every set it depends on is placed. */
export function seedingOrder(sets: readonly FixtureSet[]): FixtureSet[] {
  const ordered: FixtureSet[] = [];
  const placed = new Set<string>();
  const pending = [...sets];
  while (pending.length > 0) {
    const ready = pending.findIndex((set) => (set.dependsOn ?? []).every((n) => placed.has(n)));
    if (ready < 0) {
      const names = pending.map((set) => set.name).join(', ');
      throw new Error(`Fixture sets depend on sets that are missing or circular: ${names}`);
    }
    const [set] = pending.splice(ready, 1);
    ordered.push(set!);
    placed.add(set!.name);
  }
  return ordered;
}
