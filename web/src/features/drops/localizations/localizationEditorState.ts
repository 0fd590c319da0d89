/**
 * The localization editor's rules (spec 3 §3): an ordered locale list with a text per locale;
 * removing a locale sets its text to null, changing a locale moves its text. The en_US row is
 * always there (the other locales fall back to it): it can be moved, not removed.
 */
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';

export interface LocaleRow {
  key: number;
  locale: string;
  text: string;
}

export interface LocalizationDraft {
  rows: LocaleRow[];
  /** Locales that had a text when loaded and no longer have a row: saved as null. */
  cleared: string[];
}

let nextKey = 0;

export function draftFrom(
  texts: readonly { locale: string; text?: string | null }[],
): LocalizationDraft {
  const rows = texts
    .filter((t) => t.text != null)
    .map((t) => ({ key: (nextKey += 1), locale: t.locale, text: t.text ?? '' }));
  if (!rows.some((r) => r.locale === DEFAULT_LOCALE)) {
    rows.unshift({ key: (nextKey += 1), locale: DEFAULT_LOCALE, text: '' });
  }
  return { rows, cleared: [] };
}

const withCleared = (cleared: string[], locale: string, rows: LocaleRow[]) =>
  locale && !rows.some((r) => r.locale === locale) && !cleared.includes(locale)
    ? [...cleared, locale]
    : cleared;

export function addLocale(draft: LocalizationDraft): LocalizationDraft {
  return { ...draft, rows: [...draft.rows, { key: (nextKey += 1), locale: '', text: '' }] };
}

export function removeLocale(draft: LocalizationDraft, key: number): LocalizationDraft {
  const row = draft.rows.find((r) => r.key === key);
  if (row?.locale === DEFAULT_LOCALE) return draft;
  const rows = draft.rows.filter((r) => r.key !== key);
  return { rows, cleared: row ? withCleared(draft.cleared, row.locale, rows) : draft.cleared };
}

/** The text moves with the row to the new locale; the old locale is cleared. */
export function changeLocale(draft: LocalizationDraft, key: number, locale: string) {
  const row = draft.rows.find((r) => r.key === key);
  if (!row || row.locale === DEFAULT_LOCALE) return draft;
  const rows = draft.rows.map((r) => (r.key === key ? { ...r, locale } : r));
  return {
    rows,
    cleared: withCleared(draft.cleared, row.locale, rows).filter((l) => l !== locale),
  };
}

export function changeText(draft: LocalizationDraft, key: number, text: string) {
  return { ...draft, rows: draft.rows.map((r) => (r.key === key ? { ...r, text } : r)) };
}

export function moveLocale(draft: LocalizationDraft, key: number, by: -1 | 1) {
  const from = draft.rows.findIndex((r) => r.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= draft.rows.length) return draft;
  const rows = [...draft.rows];
  [rows[from], rows[to]] = [rows[to]!, rows[from]!];
  return { ...draft, rows };
}

/** What PUT localization(s) takes: listed locales in order, cleared ones as null. */
export function toSetInput(draft: LocalizationDraft, key: string, group: string) {
  const rows = draft.rows.filter((r) => r.locale && r.text.trim());
  return {
    key,
    group,
    locales: rows.map((r) => r.locale),
    texts: [
      ...rows.map((r) => ({ locale: r.locale, text: r.text.trim() })),
      ...draft.cleared.map((locale) => ({ locale, text: null })),
    ],
  };
}
