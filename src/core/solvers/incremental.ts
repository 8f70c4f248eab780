/**
 * O(1) heuristic updates for the solvers' hot loops. When one tile slides, only that tile's
 * Manhattan term changes, and only the two lines it crosses can change their linear conflicts
 * (a tile sliding inside a row keeps the row's order; it leaves one column and enters another).
 * So a child's h is its parent's h plus a few table lookups, instead of a full `estimate`.
 *
 * The values must equal the heuristics' own `estimate` exactly (tests check it on random
 * boards for every shape and goal): the line-conflict cost below is the same rule as in
 * heuristics/linearConflict.ts, 2 x (tiles of the line in their goal line - the longest run of
 * them already in goal order). Heuristics without an update here (walking distance, pattern
 * databases) are evaluated with `estimate`.
 */
import type { HeuristicId } from '../events';
import type { Puzzle } from '../puzzle';
import { longestIncreasing } from '../heuristics/longestIncreasing';

/**
 * How a child's h is computed from its parent's (small integers: the hot loop switches on them).
 * ESTIMATE calls `heuristic.estimate(child)` (or gives 0 without a heuristic).
 */
export const ESTIMATE = 0;
export const MANHATTAN = 1;
export const MISPLACED = 2;
export const LINEAR_CONFLICT = 3;
export type Update = typeof ESTIMATE | typeof MANHATTAN | typeof MISPLACED | typeof LINEAR_CONFLICT;

/** Past this many table entries in all, linear conflict falls back to `estimate` (4x4 needs 2^19). */
const LINE_TABLES_MAX_ENTRIES = 1 << 20;

export interface Incremental {
  readonly update: Update;
  /** distance[tile * size + cell]: Manhattan (and the basis of linear conflict). */
  readonly distance: Int32Array;
  /** goal[cell]: for misplaced tiles. */
  readonly goal: Int8Array;
  /**
   * Linear conflict only: rowCost[r][index of the row's tiles] and colCost[c][...], the index of
   * a line being sum(tile_i * size^i) along it, so sliding a tile changes it by tile * size^i.
   */
  readonly rowCost: readonly Uint8Array[];
  readonly colCost: readonly Uint8Array[];
  /** size^i */
  readonly power: Float64Array;
}

const cache = new Map<string, Incremental>();

export function makeIncremental(puzzle: Puzzle, heuristic: HeuristicId | null): Incremental {
  const id = `${heuristic}|${puzzle.rows}x${puzzle.cols}|${puzzle.goal.join(',')}`;
  const hit = cache.get(id);
  if (hit) return hit;
  const { rows, cols, goal } = puzzle;
  const size = rows * cols;
  const goalRow = new Int8Array(size);
  const goalCol = new Int8Array(size);
  for (let cell = 0; cell < size; cell++) {
    goalRow[goal[cell]] = Math.floor(cell / cols);
    goalCol[goal[cell]] = cell % cols;
  }
  const distance = new Int32Array(size * size);
  for (let tile = 1; tile < size; tile++) {
    for (let at = 0; at < size; at++) {
      distance[tile * size + at] =
        Math.abs(Math.floor(at / cols) - goalRow[tile]) + Math.abs((at % cols) - goalCol[tile]);
    }
  }
  const power = Float64Array.from({ length: Math.max(rows, cols) + 1 }, (_, i) => size ** i);
  let update: Update = ESTIMATE;
  let rowCost: Uint8Array[] = [];
  let colCost: Uint8Array[] = [];
  if (heuristic === 'manhattan') update = MANHATTAN;
  if (heuristic === 'misplaced') update = MISPLACED;
  if (heuristic === 'linear-conflict' && rows * size ** cols + cols * size ** rows <= LINE_TABLES_MAX_ENTRIES) {
    update = LINEAR_CONFLICT;
    rowCost = Array.from({ length: rows }, (_, r) => lineTable(size, cols, (t) => goalRow[t] === r, goalCol));
    colCost = Array.from({ length: cols }, (_, c) => lineTable(size, rows, (t) => goalCol[t] === c, goalRow));
  }
  const made: Incremental = { update, distance, goal: Int8Array.from(goal), rowCost, colCost, power };
  cache.set(id, made);
  return made;
}

/**
 * The conflict cost of every possible content of one line of `length` cells, indexed by
 * sum(tile_i * base^i) along it (repeats included: impossible contents are simply never looked
 * up). `base` is the board size here, 16 for the nibble-packed lines of board3x3.ts; digits that
 * are no tile (`belongs` says false) count as cells outside the line's goal tiles.
 */
export function lineTable(
  base: number,
  length: number,
  belongs: (tile: number) => boolean,
  goalPos: Int8Array,
): Uint8Array {
  const table = new Uint8Array(base ** length);
  const digits = new Int32Array(length);
  const seq = new Int8Array(length);
  const best = new Int8Array(length);
  for (let index = 0; index < table.length; index++) {
    let k = 0;
    for (let i = 0; i < length; i++) {
      const t = digits[i];
      if (t !== 0 && belongs(t)) seq[k++] = goalPos[t];
    }
    table[index] = k > 1 ? 2 * (k - longestIncreasing(seq, k, best)) : 0;
    // Next index: increment the base-`base` digits, least significant first.
    for (let i = 0; i < length && ++digits[i] === base; i++) digits[i] = 0;
  }
  return table;
}

/**
 * The linear-conflict h of the child board `tiles`, where `tile` has just slid from cell `from`
 * to cell `to` (the parent's blank cell), given the parent's h.
 */
export function linearConflictChild(
  inc: Incremental,
  cols: number,
  rows: number,
  parentH: number,
  tiles: Uint8Array,
  tile: number,
  from: number,
  to: number,
): number {
  const size = rows * cols;
  let h = parentH - inc.distance[tile * size + from] + inc.distance[tile * size + to];
  const power = inc.power;
  const fromRow = (from / cols) | 0;
  const toRow = (to / cols) | 0;
  if (fromRow !== toRow) {
    // A vertical slide: the two rows change members; the column keeps its order.
    const c = from - fromRow * cols;
    const w = tile * power[c];
    const a = lineIndex(tiles, fromRow * cols, 1, cols, power);
    const b = lineIndex(tiles, toRow * cols, 1, cols, power);
    const ra = inc.rowCost[fromRow];
    const rb = inc.rowCost[toRow];
    h += ra[a] - ra[a + w] + rb[b] - rb[b - w];
  } else {
    // A horizontal slide: the two columns change members; the row keeps its order.
    const fromCol = from - fromRow * cols;
    const toCol = to - toRow * cols;
    const w = tile * power[fromRow];
    const a = lineIndex(tiles, fromCol, cols, rows, power);
    const b = lineIndex(tiles, toCol, cols, rows, power);
    const ca = inc.colCost[fromCol];
    const cb = inc.colCost[toCol];
    h += ca[a] - ca[a + w] + cb[b] - cb[b - w];
  }
  return h;
}

function lineIndex(tiles: Uint8Array, start: number, step: number, length: number, power: Float64Array): number {
  let index = 0;
  for (let i = 0, cell = start; i < length; i++, cell += step) index += tiles[cell] * power[i];
  return index;
}
