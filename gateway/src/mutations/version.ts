/**
 * Versions of editable records. No upstream service keeps a version of its own, so a record's
 * version is a hash of its stored form: the same record always hashes alike (keys sorted), any
 * field change gives another version.
 */
import { createHash } from 'node:crypto';

/**
 * JSON.stringify's text with every object's keys in sorted order, as versions have always been
 * hashed: array-index keys first in numeric order (an object lists them so however it was built),
 * then the other keys sorted. Written out by hand: the tournament page hashes every match it
 * shows, and a replacer rebuilding each object sorted cost several per cent of the gateway's CPU
 * there, in allocations alone.
 */
export function canonicalJson(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const json = value as { toJSON?: () => unknown };
  if (typeof json.toJSON === 'function') return canonicalJson(json.toJSON());
  if (Array.isArray(value)) {
    let items = '';
    for (let index = 0; index < value.length; index += 1) {
      items += `${index ? ',' : ''}${canonicalJson(value[index]) ?? 'null'}`;
    }
    return `[${items}]`;
  }
  const record = value as Record<string, unknown>;
  let members = '';
  const keys = Object.keys(record);
  const firstNamed = keys.findIndex((key) => !isArrayIndex(key));
  if (firstNamed >= 0) keys.push(...keys.splice(firstNamed).sort());
  for (const key of keys) {
    const member = canonicalJson(record[key]);
    if (member === undefined) continue;
    members += `${members ? ',' : ''}${quotedKey(key)}:${member}`;
  }
  return `{${members}}`;
}

/** Records share a few hundred distinct keys; quoting each once saves a string per member. */
const quotedKeys = new Map<string, string>();
const QUOTED_KEYS_KEPT = 10_000;

function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    if (quotedKeys.size < QUOTED_KEYS_KEPT) quotedKeys.set(key, quoted);
  }
  return quoted;
}

function isArrayIndex(key: string): boolean {
  const index = Number(key);
  return index >>> 0 === index && index !== 2 ** 32 - 1 && String(index) === key;
}

export function versionOf(record: object): string {
  return createHash('sha256')
    .update(canonicalJson(record) ?? '')
    .digest('base64url')
    .slice(0, 22);
}
