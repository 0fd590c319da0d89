import { describe, expect, it } from 'vitest';
import { bannerPatches, countOf, luminance, ordinal } from './formatting';

describe('countOf', () => {
  it('puts the noun in the singular for exactly one only', () => {
    expect([0, 1, 2, 63].map((n) => countOf(n, 'viewer'))).toEqual([
      '0 viewers',
      '1 viewer',
      '2 viewers',
      '63 viewers',
    ]);
  });
});

describe('ordinal', () => {
  it('uses st, nd, rd and th, with 11th to 13th taking th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });
});

describe('bannerPatches', () => {
  it('lists 15.1 to 15.24 ascending, then 14.24 and 13.24 downwards', () => {
    const patches = bannerPatches();
    expect(patches).toHaveLength(72);
    expect(patches.slice(0, 2)).toEqual(['15.1', '15.2']);
    expect(patches.slice(23, 26)).toEqual(['15.24', '14.24', '14.23']);
    expect(patches.slice(47, 49)).toEqual(['14.1', '13.24']);
    expect(patches.at(-1)).toBe('13.1');
  });
});

describe('luminance', () => {
  it('puts white above and black below the contrast threshold of 186', () => {
    expect(luminance('#ffffff')).toBeGreaterThan(186);
    expect(luminance('#000000')).toBeLessThan(186);
  });
});
