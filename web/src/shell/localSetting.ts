/**
 * Small typed wrappers over localStorage for the shell's persisted settings. A stored value that
 * fails validation is removed (spec 1 §8 "Invalid stored local value: removed").
 */
export function readLocalSetting<T>(
  key: string,
  isValid: (value: unknown) => value is T,
): T | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  if (isValid(value)) return value;
  window.localStorage.removeItem(key);
  return null;
}

export function writeLocalSetting(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the setting simply lasts for this page only.
  }
}
