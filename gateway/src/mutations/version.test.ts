import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, versionOf } from './version';

/** The definition: JSON.stringify with each object's keys sorted. */
function sortedStringify(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

describe('record versions', () => {
  it('write the sorted-keys JSON of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(sortedStringify(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('write what JSON.stringify writes for values JSON has no text for', () => {
    const record = {
      b: undefined,
      a: [undefined, () => 1, Number.NaN, -0, new Date(Date.UTC(2026, 10, 24))],
      'é"\n': { z: 1, y: null, 10: 'ten', 2: 'two', '02': 'not an index' },
    };
    expect(canonicalJson(record)).toBe(sortedStringify(record));
    expect(canonicalJson(record)).toBe(
      '{"a":[null,null,null,0,"2026-11-24T00:00:00.000Z"],' +
        '"é\\"\\n":{"2":"two","10":"ten","02":"not an index","y":null,"z":1}}',
    );
  });

  it('are equal for the same record whatever its key order, and differ for any change', () => {
    const stored = { id: '1', name: { slug: 'lck', displayName: 'LCK' }, teams: ['a', 'b'] };
    const reordered = { teams: ['a', 'b'], name: { displayName: 'LCK', slug: 'lck' }, id: '1' };
    expect(versionOf(reordered)).toBe(versionOf(stored));
    expect(versionOf({ ...stored, teams: ['b', 'a'] })).not.toBe(versionOf(stored));
    expect(versionOf(stored)).toMatch(/^[\w-]{22}$/);
  });
});
