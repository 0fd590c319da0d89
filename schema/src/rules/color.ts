/** Colour rules of spec 1 §5 and §9: what a colour field accepts and which text reads on it. */
import { COLOR_CONTRAST_LUMINANCE_THRESHOLD } from './constants';

const COMPLETE_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * A colour that can be stored and painted: '#rgb' or '#rrggbb'. Typing may pass through partial
 * values ('#', '#1a2b', which `isValidColor` accepts); those are not saved.
 */
export function isCompleteColor(value: string): boolean {
  return COMPLETE_COLOR.test(value);
}

/** '#1a2' → [17, 170, 34]; null for anything that is not a complete colour. */
export function colorChannels(value: string): [number, number, number] | null {
  if (!isCompleteColor(value)) return null;
  const hex = value.slice(1);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

/** Perceived brightness 0–255 (ITU-R BT.601 weights), the measure the 186 threshold is set on. */
export function colorLuminance(value: string): number | null {
  const channels = colorChannels(value);
  if (!channels) return null;
  const [r, g, b] = channels;
  return r * 0.299 + g * 0.587 + b * 0.114;
}

/**
 * Text colour for a swatch of `background`: black above the luminance threshold (186), white at or
 * below it. An incomplete colour is shown as no colour (white background), so black.
 */
export function contrastTextColor(background: string): '#000000' | '#FFFFFF' {
  const luminance = colorLuminance(background);
  if (luminance === null) return '#000000';
  return luminance > COLOR_CONTRAST_LUMINANCE_THRESHOLD ? '#000000' : '#FFFFFF';
}
