/**
 * Unsaved tournament drafts in local storage (spec 2 §9): written at most once per
 * STATE_PERSIST_DEBOUNCE_MS while the form has changes, and ignored (and removed) when they were
 * written by another app version than APP_VERSION.
 */
import { APP_VERSION, STATE_PERSIST_DEBOUNCE_MS } from '@esports-admin/schema/rules/constants';
import { useEffect } from 'react';

interface StoredDraft<T> {
  version: string;
  savedAt: string;
  values: T;
}

export const draftStorageKey = (tournamentId: string | null) =>
  `esports-admin.tournamentDraft.${tournamentId ?? 'new'}`;

/** The stored draft for this key, or null when there is none or it is from another version. */
export function readDraft<T>(key: string): { savedAt: string; values: T } | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredDraft<T>>;
    if (stored.version === APP_VERSION && stored.values && typeof stored.savedAt === 'string') {
      return { savedAt: stored.savedAt, values: stored.values };
    }
  } catch {
    // An unreadable value is removed below, like one from another version.
  }
  clearDraft(key);
  return null;
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (private mode); there is nothing to clear then.
  }
}

export function writeDraft<T>(key: string, values: T, now = new Date()): void {
  const stored: StoredDraft<T> = { version: APP_VERSION, savedAt: now.toISOString(), values };
  try {
    window.localStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // Full or unavailable storage only loses the safety net, not the form.
  }
}

/** Persists `values` after STATE_PERSIST_DEBOUNCE_MS of quiet while `dirty`; never while paused. */
export function useDraftPersistence<T>(key: string, values: T, dirty: boolean, paused: boolean) {
  useEffect(() => {
    if (!dirty || paused) return;
    const timer = setTimeout(() => writeDraft(key, values), STATE_PERSIST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, values, dirty, paused]);
}
