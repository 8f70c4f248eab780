/**
 * M4 decimation for long, growing series (compare mode's per-expansion lines): for each pixel
 * column only the first, lowest, highest and last sample are kept. The line drawn from those is
 * the same, pixel for pixel, as the line through every sample, so a run of 100,000 expansions
 * draws as fast as one of 500. Pure arithmetic, no DOM.
 */

/**
 * Per block of BLOCK consecutive samples, the index of its lowest and of its highest sample.
 * The series charted are append-only, so the summary only ever grows at its end (amortised
 * O(1) per sample); with it, drawing or taking the maximum of a long series walks its blocks,
 * not its samples, and a frame's chart work stays about the same however long the run.
 */
export class BlockExtrema {
  static readonly BLOCK = 32;
  readonly lo: number[] = [];
  readonly hi: number[] = [];

  /** Summarises the complete blocks of values[0..count) not summarised yet. */
  extend(values: ArrayLike<number>, count: number): void {
    const B = BlockExtrema.BLOCK;
    for (let b = this.lo.length; (b + 1) * B <= count; b++) {
      let lo = b * B;
      let hi = lo;
      for (let i = lo + 1; i < (b + 1) * B; i++) {
        if (values[i] < values[lo]) lo = i;
        if (values[i] > values[hi]) hi = i;
      }
      this.lo.push(lo);
      this.hi.push(hi);
    }
  }
}

/** One summary per series object (the store's growable arrays), kept as long as the series. */
const summaries = new WeakMap<object, BlockExtrema>();

/** The block summary of `source`'s values[0..count), brought up to date. */
export function extremaOf(source: object, values: ArrayLike<number>, count: number): BlockExtrema {
  let blocks = summaries.get(source);
  if (!blocks) summaries.set(source, (blocks = new BlockExtrema()));
  blocks.extend(values, count);
  return blocks;
}

/**
 * The points to draw for values[0..count) with x = index, scaled by `sx` (index -> px) and
 * `sy` (value -> px): per pixel column the first, min, max and last samples, in index order.
 * With `blocks` and more than 2 blocks per pixel column, whole blocks stand in for their
 * samples (a block then lies within about one pixel, so the line is the same to the eye).
 */
export function decimate(
  values: ArrayLike<number>,
  count: number,
  sx: (i: number) => number,
  sy: (v: number) => number,
  blocks?: BlockExtrema,
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
  /** Folds samples [from..to] (lowest at `min`, highest at `max`) into the column of `from`. */
  const visit = (from: number, to: number, min: number, max: number) => {
    const c = Math.round(sx(from));
    if (c !== column) {
      flush();
      column = c;
      first = from;
      lo = min;
      hi = max;
    } else {
      if (values[min] < values[lo]) lo = min;
      if (values[max] > values[hi]) hi = max;
    }
    last = to;
  };
  const B = BlockExtrema.BLOCK;
  const span = count > 1 ? Math.abs(sx(count - 1) - sx(0)) : 0;
  const useBlocks = blocks !== undefined && count >= 2 * B * Math.max(1, span);
  let i = 0;
  if (useBlocks) {
    const whole = Math.min(blocks.lo.length, Math.floor(count / B));
    for (let b = 0; b < whole; b++) visit(b * B, b * B + B - 1, blocks.lo[b], blocks.hi[b]);
    i = whole * B;
  }
  for (; i < count; i++) visit(i, i, i, i);
  flush();
  return out;
}

/** The largest of values[0..count) (and 0); by whole blocks where `blocks` has them. */
export function maxOf(values: ArrayLike<number>, count: number, blocks?: BlockExtrema): number {
  let m = 0;
  let i = 0;
  if (blocks) {
    const whole = Math.min(blocks.hi.length, Math.floor(count / BlockExtrema.BLOCK));
    for (let b = 0; b < whole; b++) if (values[blocks.hi[b]] > m) m = values[blocks.hi[b]];
    i = whole * BlockExtrema.BLOCK;
  }
  for (; i < count; i++) if (values[i] > m) m = values[i];
  return m;
}
