/**
 * How the checker's sentences write a number: a whole number as it is, any other rounded to
 * four decimals (a diagonal step's sqrt(2) reads 1.4142, not 1.4142135623730951).
 */
export function numberText(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 10000) / 10000);
}
