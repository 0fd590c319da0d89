import { describe, expect, it } from 'vitest';
import { formatGameTime, parseGameTime, validateGameTime, validateVodDraft } from './vod';

describe('game times (hh:mm:ss)', () => {
  it('parses hours, minutes and seconds to milliseconds', () => {
    expect(parseGameTime('00:00:00')).toBe(0);
    expect(parseGameTime('00:12:34')).toBe(754_000);
    expect(parseGameTime('01:02:03')).toBe(3_723_000);
    expect(parseGameTime(' 1:00:05 ')).toBe(3_605_000);
  });

  it('refuses what is not hh:mm:ss', () => {
    for (const text of ['', '12:34', '00:60:00', '00:00:60', 'ab:cd:ef', '100:00:00', '1:2:3']) {
      expect(parseGameTime(text)).toBeNull();
      expect(validateGameTime(text)).toBe('Game time must be hh:mm:ss');
    }
    expect(validateGameTime('00:59:59')).toBeNull();
  });

  it('formats milliseconds back, dropping fractions of a second', () => {
    expect(formatGameTime(3_723_999)).toBe('01:02:03');
    expect(formatGameTime(0)).toBe('00:00:00');
    expect(parseGameTime(formatGameTime(754_000))).toBe(754_000);
  });
});

describe('vod drafts', () => {
  const valid = { provider: 'youtube', locale: 'en_US', value: 'dQw4w9WgXcQ', offset: '' };

  it('accepts a complete vod with or without an offset', () => {
    expect(validateVodDraft(valid)).toEqual({});
    expect(validateVodDraft({ ...valid, offset: '00:05:00' })).toEqual({});
  });

  it('names every field that is wrong', () => {
    expect(
      validateVodDraft({ provider: 'kick', locale: '', value: 'a b', offset: '5 min' }),
    ).toEqual({
      provider: 'Field is not valid.',
      locale: 'Field is not valid.',
      value: 'Field is not valid.',
      offset: 'Game time must be hh:mm:ss',
    });
  });
});
