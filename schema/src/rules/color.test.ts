import { describe, expect, it } from 'vitest';
import { colorChannels, colorLuminance, contrastTextColor, isCompleteColor } from './color';
import { isValidColor } from './validation';

describe('colour values', () => {
  it("accepts '#' and up to 6 hex digits while typing, but stores only #rgb or #rrggbb", () => {
    expect(['#', '#1', '#1a2b', '#A1B2C3'].every(isValidColor)).toBe(true);
    expect(['1a2b3c', '#1a2b3c4', '#ggg'].some(isValidColor)).toBe(false);
    expect(isCompleteColor('#1a2')).toBe(true);
    expect(isCompleteColor('#A1B2C3')).toBe(true);
    expect(isCompleteColor('#1a2b')).toBe(false);
    expect(isCompleteColor('#')).toBe(false);
  });

  it('reads channels from short and long forms', () => {
    expect(colorChannels('#1a2')).toEqual([0x11, 0xaa, 0x22]);
    expect(colorChannels('#E4002B')).toEqual([0xe4, 0x00, 0x2b]);
    expect(colorChannels('#12')).toBeNull();
  });
});

describe('contrast text (luminance threshold 186)', () => {
  it('puts black text on light colours and white text on dark ones', () => {
    expect(contrastTextColor('#FFFFFF')).toBe('#000000');
    expect(contrastTextColor('#FFD700')).toBe('#000000');
    expect(contrastTextColor('#000000')).toBe('#FFFFFF');
    expect(contrastTextColor('#E4002B')).toBe('#FFFFFF');
    expect(contrastTextColor('#0057B8')).toBe('#FFFFFF');
  });

  it('switches exactly above 186', () => {
    // A grey's luminance is its channel value.
    expect(colorLuminance('#BABABA')).toBeCloseTo(186);
    expect(contrastTextColor('#BABABA')).toBe('#FFFFFF');
    expect(contrastTextColor('#BBBBBB')).toBe('#000000');
  });

  it('treats an incomplete colour as none: black text on the white swatch', () => {
    expect(contrastTextColor('#12')).toBe('#000000');
  });
});
