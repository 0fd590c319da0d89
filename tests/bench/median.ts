/** The median of the values that were measured, or undefined when none was. */
export function median(values: (number | undefined)[]): number | undefined {
  const known = values
    .filter((value): value is number => value !== undefined)
    .sort((a, b) => a - b);
  if (known.length === 0) return undefined;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1]! + known[middle]!) / 2;
}
