/** `FRONTIER_FULL=1` (npm run test:full) runs the heavy variants: more samples, default budgets. */
export const FULL = process.env.FRONTIER_FULL === '1';

/** `small` in the routine run, `full` under FRONTIER_FULL. */
export function scale(small: number, full: number): number {
  return FULL ? full : small;
}
