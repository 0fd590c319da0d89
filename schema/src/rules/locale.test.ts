import { describe, expect, it } from 'vitest';
import { isLocaleCode } from './locale';

describe('locale codes', () => {
  it('accepts a lower-case language and an upper-case country joined by an underscore', () => {
    expect(['en_US', 'ko_KR', 'es_MX'].every(isLocaleCode)).toBe(true);
  });

  it('refuses other spellings', () => {
    expect(['en-US', 'EN_us', 'en_USA', 'en', '', ' en_US'].some(isLocaleCode)).toBe(false);
  });
});
