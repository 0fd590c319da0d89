/**
 * Dates in the staff tool are UTC calendar days: seasons and splits start and end at 00:00 UTC,
 * so every staff member sees the same day whatever their own time zone.
 */
const displayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A display formatter: '—' for no value, an unparsable value as given, else `format` of it. */
function utcFormatter(format: (time: number) => string) {
  return (iso: string | null | undefined): string => {
    if (!iso) return '—';
    const time = Date.parse(iso);
    return Number.isNaN(time) ? iso : format(time);
  };
}

/** '2026-01-01T00:00:00.000Z' → 'Jan 1, 2026'. */
export const formatUtcDate = utcFormatter((time) => displayFormat.format(time));

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

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** An operation's time to the minute: 'Nov 23, 2026, 04:30 AM UTC'. */
export const formatUtcDateTime = utcFormatter((time) => dateTimeFormat.format(time));

const instantFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** An instant with its time of day, for journal entries: 'Jan 1, 2026, 14:05:09 UTC'. */
export const formatUtcInstant = utcFormatter((time) => `${instantFormat.format(time)} UTC`);
