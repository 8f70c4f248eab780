/**
 * The one reader of FRONTIER_FULL. `npm test -- --full` sets it to 1 for every step and the
 * heavy variants run (more samples, default budgets); any other value, or none, is the routine run.
 */
export const FULL = process.env.FRONTIER_FULL === '1';

/** `small` in the routine run, `full` under `npm test -- --full`. */
export function scale(small: number, full: number): number {
  return FULL ? full : small;
}
