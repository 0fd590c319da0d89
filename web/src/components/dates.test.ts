import { describe, expect, it } from 'vitest';
import { formatUtcDate, formatUtcDateTime, formatUtcInstant } from './dates';

describe('UTC display formats', () => {
  it('shows days, minutes and instants in UTC whatever the browser’s zone', () => {
    expect(formatUtcDate('2026-01-01T00:00:00.000Z')).toBe('Jan 1, 2026');
    expect(formatUtcDate('2026-01-01T23:30:00.000-05:00')).toBe('Jan 2, 2026');
    expect(formatUtcDateTime('2026-11-23T04:30:00.000Z')).toBe('Nov 23, 2026, 04:30 AM UTC');
    expect(formatUtcInstant('2026-01-01T14:05:09.000Z')).toBe('Jan 1, 2026, 14:05:09 UTC');
  });

  it('shows a dash for no value and an unreadable value as it came', () => {
    for (const format of [formatUtcDate, formatUtcDateTime, formatUtcInstant]) {
      expect(format(null)).toBe('—');
      expect(format('')).toBe('—');
      expect(format('next week')).toBe('next week');
    }
  });
});
