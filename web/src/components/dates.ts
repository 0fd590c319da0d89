/**
 * Dates in the staff tool are UTC calendar days: seasons and splits start and end at 00:00 UTC,
 * so every staff member sees the same day whatever their own time zone.
 */

/**
 * A display formatter in UTC: '—' for no value, an unparsable value as given, else the time
 * formatted with `options` and `suffix`. Its Intl formatter is built on first use: building one
 * is a visible part of the app's start-up on a phone, and most pages need one of them or none.
 */
function utcFormatter(options: Intl.DateTimeFormatOptions, suffix = '') {
  let format: Intl.DateTimeFormat | undefined;
  return (iso: string | null | undefined): string => {
    if (!iso) return '—';
    const time = Date.parse(iso);
    if (Number.isNaN(time)) return iso;
    format ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    return `${format.format(time)}${suffix}`;
  };
}

/** '2026-01-01T00:00:00.000Z' → 'Jan 1, 2026'. */
export const formatUtcDate = utcFormatter({ year: 'numeric', month: 'short', day: 'numeric' });

/** The value of an <input type="date"> for an ISO instant: its UTC day, or '' when unset. */
export function toDateInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
}

/**
 * The ISO instant for a date input's 'YYYY-MM-DD' (midnight UTC). When the day is unchanged the
 * previous instant is kept, so editing other fields never shifts a stored time of day.
 */
export function fromDateInputValue(value: string, previous: string | null): string {
  if (!value) return '';
  if (previous && toDateInputValue(previous) === value) return previous;
  return `${value}T00:00:00.000Z`;
}

/** An operation's time to the minute: 'Nov 23, 2026, 04:30 AM UTC'. */
export const formatUtcDateTime = utcFormatter({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An instant with its time of day, for journal entries: 'Jan 1, 2026, 14:05:09 UTC'. */
export const formatUtcInstant = utcFormatter(
  {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  },
  ' UTC',
);
