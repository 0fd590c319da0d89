/** Small display helpers shared by the gateway and the web (spec 1 §9). */

/** 1st, 2nd, 3rd, 4th … with 11th, 12th and 13th taking 'th'. */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (Math.abs(n) % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** A count with its noun in the right number: '1 viewer', '0 viewers', '63 viewers'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * Banner patch list, produced locally (spec 2 §7): 15.1 to 15.24 ascending,
 * then 14.24 down to 14.1, then 13.24 down to 13.1.
 */
export function bannerPatches(): string[] {
  const range = (from: number, to: number) =>
    Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from < to ? from + i : from - i));
  return [
    ...range(1, 24).map((p) => `15.${p}`),
    ...range(24, 1).map((p) => `14.${p}`),
    ...range(24, 1).map((p) => `13.${p}`),
  ];
}

/** Perceived luminance of a '#rrggbb' colour; text on it is dark above the contrast threshold. */
export function luminance(hex: string): number {
  const value = hex.replace('#', '').padEnd(6, '0');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0);
}
