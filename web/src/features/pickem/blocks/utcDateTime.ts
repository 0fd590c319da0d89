/** '2026-11-02T09:00:00.000Z' → '2026-11-02T09:00', a UTC datetime-local input's value ('' when unset). */
export function toUtcInputValue(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 16);
}

/** The ISO instant of a UTC datetime-local value; '' (invalid for the rules) when cleared. */
export const fromUtcInputValue = (value: string) => (value ? `${value}:00.000Z` : '');

/** The next full hour from `now`, as an ISO instant: a new block's default opening time. */
export function nextFullHour(now: number): string {
  const hour = 60 * 60 * 1000;
  return new Date(Math.ceil(now / hour) * hour).toISOString();
}

/** `iso` plus `hours`. */
export const hoursAfter = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * 60 * 60 * 1000).toISOString();
