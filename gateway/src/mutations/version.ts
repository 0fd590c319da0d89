/**
 * Versions of editable records. No upstream service keeps a version of its own, so a record's
 * version is a hash of its stored form: the same record always hashes alike (keys sorted), any
 * field change gives another version.
 */
import { createHash } from 'node:crypto';

export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}

export function versionOf(record: object): string {
  return createHash('sha256').update(canonicalJson(record)).digest('base64url').slice(0, 22);
}
