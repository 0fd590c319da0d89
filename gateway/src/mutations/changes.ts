/** Field-level before/after of a change, as the journal stores it: leaf paths, JSON values. */
import type { AuditChange } from '../journal/entry';

function flatten(value: unknown, path: string, into: Map<string, string>) {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && path) into.set(path, JSON.stringify(value));
    for (const [key, inner] of entries) flatten(inner, path ? `${path}.${key}` : key, into);
    return;
  }
  if (value !== undefined && path) into.set(path, JSON.stringify(value));
}

function leaves(value: unknown): Map<string, string> {
  const into = new Map<string, string>();
  if (value !== null && typeof value === 'object') flatten(value, '', into);
  else if (value !== undefined && value !== null) into.set('value', JSON.stringify(value));
  return into;
}

/** The leaves that differ between two records (the id is where, not what, so it is left out). */
export function changesBetween(before: unknown, after: unknown): AuditChange[] {
  const old = leaves(before);
  const now = leaves(after);
  const fields = new Set([...old.keys(), ...now.keys()]);
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (field === 'id') continue;
    const was = old.get(field) ?? null;
    const is = now.get(field) ?? null;
    if (was !== is) changes.push({ field, before: was, after: is });
  }
  return changes;
}
