/**
 * Which tiles go into which pattern. Patterns are named by the goal cells of their tiles in the
 * canonical frame (see `symmetry.ts`), so one set of tables serves every goal with an equivalent
 * blank cell, whatever the tile labels: a custom goal only relabels tiles.
 */

/** The largest pattern we build: 6 tiles on 16 cells is 5,765,760 entries (1 byte each). */
export const MAX_PATTERN_TILES = 6;

/** Boards with more cells need patterns too large (or too many) to build in a page: not supported. */
export const MAX_PDB_CELLS = 16;

/**
 * The 4x4 split for a blank in the top-left corner (cells 0..15 row-major): the bottom-right
 * triple, the left column with the three cells above-right of it, and the top-right 2x3 block.
 * Chosen by measurement among nine 6-6-3 splits (IDA* with reflection, Korf's instances 1-30):
 * 5.8M expansions, against 11-71M for the others (top row + two 2x3 blocks: 14.9M).
 * A blank elsewhere is simply dropped from its group (6-6-3 or 6-5-4, still disjoint).
 */
const FOUR_BY_FOUR_CELLS: readonly (readonly number[])[] = [
  [0, 13, 14, 15],
  [1, 4, 5, 8, 9, 12],
  [2, 3, 6, 7, 10, 11],
];

/**
 * The 6-6-3 split of the literature (Korf & Felner 2002; Felner, Korf & Hanan 2004) as we read
 * its figure, in the same frame: the top row beside the blank, and the two 2x3 blocks below it.
 * Not checked against the paper itself: the figure is a picture, and no copy of it could be
 * read on the machines this project is built on. So the benchmark (bench/suites/heldOut.ts)
 * runs ours beside this one AND beside `COMMON_OPEN_SOURCE_CELLS`, on instances ours was not
 * chosen on.
 */
export const KORF_FELNER_CELLS: readonly (readonly number[])[] = [
  [1, 2, 3],
  [4, 5, 8, 9, 12, 13],
  [6, 7, 10, 11, 14, 15],
];

/**
 * The 6-6-3 split most open 15-puzzle solvers copy (tiles 2,3,4 | 1,5,6,9,10,13 |
 * 7,8,11,12,14,15 on the blank-last goal), turned half a circle into this frame: the triple on
 * the bottom row, far from the blank.
 */
export const COMMON_OPEN_SOURCE_CELLS: readonly (readonly number[])[] = [
  [12, 13, 14],
  [1, 2, 4, 5, 8, 9],
  [3, 6, 7, 10, 11, 15],
];

export interface PartitionOptions {
  /** Largest pattern size for the generic split (default 6). Tests pass smaller values to build fast. */
  readonly maxTiles?: number;
  /** Explicit groups of canonical goal cells; must cover every cell except the blank's exactly once. */
  readonly groups?: readonly (readonly number[])[];
}

/** The patterns for a board whose (canonical) goal blank cell is `blankCell`. */
export function partitionFor(
  rows: number,
  cols: number,
  blankCell: number,
  options: PartitionOptions = {},
): number[][] {
  const size = rows * cols;
  if (options.groups) {
    const groups = options.groups.map((g) => [...g]);
    checkPartition(size, blankCell, groups);
    return groups;
  }
  // A pattern of every tile but one would reach only half its placements (parity): keep two free.
  const maxTiles = Math.min(options.maxTiles ?? MAX_PATTERN_TILES, size - 2);
  if (rows === 4 && cols === 4 && maxTiles >= 6) {
    return FOUR_BY_FOUR_CELLS.map((g) => g.filter((c) => c !== blankCell));
  }
  // Bands across the longer side keep each pattern's tiles close together (stronger tables).
  const order: number[] = [];
  if (cols >= rows) {
    for (let c = 0; c < cols; c++) for (let r = 0; r < rows; r++) order.push(r * cols + c);
  } else {
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) order.push(r * cols + c);
  }
  const cells = order.filter((c) => c !== blankCell);
  const count = Math.ceil(cells.length / maxTiles);
  const groups: number[][] = [];
  let at = 0;
  for (let g = 0; g < count; g++) {
    const take = Math.ceil((cells.length - at) / (count - g));
    groups.push(cells.slice(at, at + take));
    at += take;
  }
  return groups;
}

function checkPartition(size: number, blankCell: number, groups: number[][]): void {
  const seen = new Uint8Array(size);
  for (const g of groups) {
    if (g.length === 0 || g.length > MAX_PATTERN_TILES) throw new Error(`pattern size ${g.length} out of range`);
    for (const c of g) {
      if (!(c >= 0 && c < size) || c === blankCell || seen[c]) throw new Error(`bad cell ${c} in partition`);
      seen[c] = 1;
    }
  }
  for (let c = 0; c < size; c++) if (c !== blankCell && !seen[c]) throw new Error(`cell ${c} missing from partition`);
}
