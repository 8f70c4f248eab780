/**
 * Axis ticks a person would write by hand: 0, 5,000, 10,000 ... on a linear axis; 1, 10, 100 ...
 * on a log axis. Pure numbers (no DOM): every chart formats them for the reader's language.
 */

export interface TickOptions {
  /**
   * Counts of things (nodes, expansions): steps of 1, 2 or 5 x 10^k and never below 1, so no
   * tick reads 0.5 nodes. Otherwise 2.5 x 10^k is a step too and fractions are allowed.
   */
  whole?: boolean;
}

/** About `target` round ticks covering [min, max], from the round value at or below min to the one at or above max. */
export function niceTicks(min: number, max: number, target = 5, { whole = false }: TickOptions = {}): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (max <= min) return [min];
  const raw = whole ? Math.max(1, (max - min) / Math.max(1, target)) : (max - min) / Math.max(1, target);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const mantissas = whole ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const step = mantissas.map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const first = Math.floor(min / step) * step;
  const last = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Math.round(v / step) * step);
  return ticks;
}

/** Powers of ten from 1 up to the first one at or above max: at least [1, 10], so the axis has a height. */
export function logTicks(max: number): number[] {
  const ticks = [1];
  while (ticks[ticks.length - 1] < max || ticks.length < 2) ticks.push(ticks[ticks.length - 1] * 10);
  return ticks;
}
