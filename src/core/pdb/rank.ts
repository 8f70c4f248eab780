/**
 * Dense indexing of a pattern's placement: k distinct cells out of n, ranked in mixed radix
 * n, n-1, ..., n-k+1 (n!/(n-k)! entries, no gaps). Each digit is a tile's cell minus the number
 * of earlier tiles on smaller cells, counted with one table look-up on a bit mask.
 */

/** POPCOUNT16[m]: the number of set bits of a 16-bit mask. */
export const POPCOUNT16: Uint8Array = (() => {
  const t = new Uint8Array(1 << 16);
  for (let m = 1; m < t.length; m++) t[m] = t[m >> 1] + (m & 1);
  return t;
})();

/** n! / (n-k)!: the number of placements of k distinct tiles on n cells. */
export function placementCount(cells: number, tiles: number): number {
  let count = 1;
  for (let i = 0; i < tiles; i++) count *= cells - i;
  return count;
}

/** The rank of `positions[from .. from+k)` (distinct cells < n). */
export function rankPlacement(positions: ArrayLike<number>, from: number, k: number, cells: number): number {
  let used = 0;
  let index = 0;
  for (let i = 0; i < k; i++) {
    const p = positions[from + i];
    index = index * (cells - i) + p - POPCOUNT16[used & ((1 << p) - 1)];
    used |= 1 << p;
  }
  return index;
}

/** The inverse of `rankPlacement`, written into `out[0 .. k)`. */
export function unrankPlacement(index: number, k: number, cells: number, out: number[] | Int8Array): void {
  const digits: number[] = new Array<number>(k);
  for (let i = k - 1; i >= 0; i--) {
    const radix = cells - i;
    digits[i] = index % radix;
    index = Math.floor(index / radix);
  }
  let used = 0;
  for (let i = 0; i < k; i++) {
    // The digit-th free cell, counting from 0.
    let d = digits[i];
    let p = 0;
    for (; ; p++) {
      if (used & (1 << p)) continue;
      if (d === 0) break;
      d--;
    }
    out[i] = p;
    used |= 1 << p;
  }
}
