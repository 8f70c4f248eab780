/**
 * Axis ticks a person would write by hand: 0, 5,000, 10,000 ... on a linear axis; 1, 10, 100 ...
 * on a log axis. Pure numbers; the charts format them for the reader's language.
 */

/** About `target` round ticks covering [0, max] (or [min, max]), always including the ends' round neighbours. */
export function niceTicks(min: number, max: number, target = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (max <= min) return [min];
  const raw = (max - min) / Math.max(1, target);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const first = Math.floor(min / step) * step;
  const last = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Math.round(v / step) * step);
  return ticks;
}

/** Powers of ten from 1 up to the first one at or above max (at least [1, 10]). */
export function logTicks(max: number): number[] {
  const ticks = [1];
  while (ticks[ticks.length - 1] < max || ticks.length < 2) ticks.push(ticks[ticks.length - 1] * 10);
  return ticks;
}
