/**
 * How much to record before looking at the clock again, in a walk bounded by a deadline: as much
 * as three quarters of the time left holds at the last measured rate (events per ms), between
 * `fewest` and `most`; `fewest` while the rate is unknown, `most` with no deadline.
 */
export function batchSize(leftMs: number, perMs: number, fewest: number, most: number): number {
  if (leftMs === Infinity) return most;
  if (perMs <= 0) return fewest;
  return Math.max(fewest, Math.min(most, Math.floor(leftMs * perMs * 0.75)));
}
