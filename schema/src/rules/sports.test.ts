import { describe, expect, it } from 'vitest';
import { isSportCode, sportLabel } from './sports';

describe('sports (spec 1 §1)', () => {
  it('labels sports and recognises only the four codes', () => {
    expect(sportLabel('tft')).toBe('Teamfight Tactics');
    expect(isSportCode('val')).toBe(true);
    expect(isSportCode('dota')).toBe(false);
  });
});
