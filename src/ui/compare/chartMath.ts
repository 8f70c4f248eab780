/**
 * The arithmetic behind compare mode's charts: "nice" axis ticks, and M4 decimation, which
 * keeps for each pixel column only the first, lowest, highest and last sample. The line drawn
 * from those is the same, pixel for pixel, as the line through every sample, so a run of
 * 100,000 expansions draws as fast as one of 500.
 */

/** Round tick values (1, 2, 5 x 10^k, whole numbers: we count nodes) covering [0, max], about `count` of them. */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = Math.max(1, max / count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let v = 0; v <= max + step * 1e-9; v += step) ticks.push(Math.round(v / step) * step);
  if (ticks[ticks.length - 1] < max) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}

/** Powers of ten covering [1, max]: the ticks of a log axis. */
export function logTicks(max: number): number[] {
  const top = Math.max(1, Math.ceil(Math.log10(Math.max(1, max))));
  return Array.from({ length: top + 1 }, (_, k) => 10 ** k);
}

/**
 * The points to draw for values[0..count) with x = index, scaled by `sx` (index -> px) and
 * `sy` (value -> px): per pixel column the first, min, max and last samples, in index order.
 */
export function decimate(
  values: ArrayLike<number>,
  count: number,
  sx: (i: number) => number,
  sy: (v: number) => number,
): [number, number][] {
  const out: [number, number][] = [];
  let column = Number.NaN;
  let first = 0;
  let last = 0;
  let lo = 0;
  let hi = 0;
  const flush = () => {
    if (Number.isNaN(column)) return;
    const picks = [first, lo, hi, last].sort((a, b) => a - b);
    let prev = -1;
    for (const i of picks) {
      if (i === prev) continue;
      out.push([sx(i), sy(values[i])]);
      prev = i;
    }
  };
  for (let i = 0; i < count; i++) {
    const c = Math.round(sx(i));
    if (c !== column) {
      flush();
      column = c;
      first = last = lo = hi = i;
      continue;
    }
    last = i;
    if (values[i] < values[lo]) lo = i;
    if (values[i] > values[hi]) hi = i;
  }
  flush();
  return out;
}

/** The largest of values[0..count). */
export function maxOf(values: ArrayLike<number>, count: number): number {
  let m = 0;
  for (let i = 0; i < count; i++) if (values[i] > m) m = values[i];
  return m;
}

/** An SVG path through the points. */
export function pathOf(points: readonly [number, number][]): string {
  let d = '';
  for (let k = 0; k < points.length; k++) {
    const [x, y] = points[k];
    d += `${k === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
  }
  return d;
}
