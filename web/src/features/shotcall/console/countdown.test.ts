import { describe, expect, it } from 'vitest';
import { formatSecondsLeft, secondsLeft } from './countdown';

describe('the open window countdown', () => {
  it('counts from the server clock, not the browser clock', () => {
    // The browser is an hour ahead of the server; the answer arrived 5 s ago.
    const received = Date.parse('2026-11-27T11:00:00.000Z');
    const left = secondsLeft(
      '2026-11-27T10:00:30.000Z',
      '2026-11-27T10:00:00.000Z',
      received,
      received + 5_000,
    );
    expect(left).toBe(25);
  });

  it('stops at zero once the window has passed', () => {
    const now = Date.parse('2026-11-27T10:00:00.000Z');
    expect(
      secondsLeft('2026-11-27T10:00:10.000Z', '2026-11-27T10:00:00.000Z', now, now + 60_000),
    ).toBe(0);
  });

  it('reads as minutes and seconds', () => {
    expect(formatSecondsLeft(65)).toBe('1:05');
    expect(formatSecondsLeft(9)).toBe('0:09');
  });
});
