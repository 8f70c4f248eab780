/** Small statistics the lab shares. */

/** The arithmetic mean; NaN for no values (a chart leaves such a point out). */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}
