/**
 * Walking distance (Ken'ichiro Takahashi, 2002).
 *
 * Forget which tile is which and keep only, for every row, how many of its tiles belong to each
 * goal row: an L x L count matrix plus the blank's row. A vertical move takes one tile from the
 * row above or below the blank into the blank's row. The fewest such moves from this matrix to
 * the goal's matrix is the vertical walking distance: a lower bound on the vertical moves of the
 * real puzzle, since every real vertical move is one such step. The same over columns gives the
 * horizontal part; real moves are either vertical or horizontal, so the sum is admissible. It
 * is consistent too: a real move changes one of the two parts by exactly one step of its
 * abstract space, so by at most 1.
 *
 * Both distances come from a breadth-first search over the abstract space from the goal's
 * matrix, once per (number of lines, cells per line, goal line of the blank); for a square
 * board whose goal blank sits on the diagonal, the two tables are the same one. The tables are
 * open-addressing hash tables keyed by the count matrix (an exact integer), so a lookup does
 * not allocate. Any goal permutation works: only each tile's goal row and column are used.
 */
import type { Puzzle } from '../puzzle';
import { goalPositions, tileTable } from './goalPositions';
import type { Heuristic } from './types';

/** Larger abstract spaces are refused (5x5's vertical space is too slow to build in a page). */
export const WALKING_DISTANCE_MAX_STATES = 1_000_000;

/** Distances in one abstract space: L lines of `cap` cells, the goal's blank in line `goalBlankLine`. */
export interface WalkingDistanceTable {
  readonly lines: number;
  readonly cap: number;
  readonly goalBlankLine: number;
  readonly states: number;
  readonly maxDistance: number;
  /** Distance of a count matrix (row-major L x L: line, goal line) with the blank in `blankLine`; -1 if not a state. */
  lookup(matrix: ArrayLike<number>, blankLine: number): number;
}

const tables = new Map<string, WalkingDistanceTable>();
const stateCounts = new Map<string, number>();

/**
 * The key of a count matrix: the blank's line, then the top-left (L-1) x (L-1) counts in base
 * cap+1. The last column and row follow from the line sums and goal-line sizes, so they are left
 * out: that keeps a 5x5 key below 2^53 and exact.
 */
function encode(m: ArrayLike<number>, blankLine: number, lines: number, base: number): number {
  let key = blankLine;
  for (let i = 0; i < lines - 1; i++) for (let j = 0; j < lines - 1; j++) key = key * base + m[i * lines + j];
  return key;
}

/** Fills `m` from a key; `need` are the goal-line sizes (column sums). */
function decode(key: number, m: Int8Array, lines: number, cap: number, need: Int8Array): number {
  const base = cap + 1;
  for (let i = lines - 2; i >= 0; i--) {
    for (let j = lines - 2; j >= 0; j--) {
      m[i * lines + j] = key % base;
      key = Math.floor(key / base);
    }
  }
  const blankLine = key;
  const L = lines;
  let lastRowSum = 0;
  for (let j = 0; j < L - 1; j++) {
    let col = 0;
    for (let i = 0; i < L - 1; i++) col += m[i * L + j];
    m[(L - 1) * L + j] = need[j] - col;
  }
  for (let i = 0; i < L - 1; i++) {
    let row = 0;
    for (let j = 0; j < L - 1; j++) row += m[i * L + j];
    m[i * L + L - 1] = cap - (i === blankLine ? 1 : 0) - row;
    lastRowSum += m[i * L + L - 1];
  }
  m[L * L - 1] = need[L - 1] - lastRowSum;
  return blankLine;
}

/** Open addressing on exact integer keys: Float64 keys, linear probing, power-of-two capacity. */
class KeyTable {
  readonly keys: Float64Array;
  readonly values: Uint8Array;
  readonly mask: number;
  size = 0;
  constructor(capacity: number) {
    let cap = 16;
    while (cap < capacity * 2) cap *= 2;
    this.keys = new Float64Array(cap).fill(-1);
    this.values = new Uint8Array(cap);
    this.mask = cap - 1;
  }
  slot(key: number): number {
    const lo = key >>> 0;
    const hi = (key / 4294967296) >>> 0;
    let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 15;
    let i = h & this.mask;
    while (this.keys[i] !== -1 && this.keys[i] !== key) i = (i + 1) & this.mask;
    return i;
  }
  get(key: number): number {
    const i = this.slot(key);
    return this.keys[i] === key ? this.values[i] : -1;
  }
  /** Inserts when absent; returns false when the key was already there. */
  add(key: number, value: number): boolean {
    const i = this.slot(key);
    if (this.keys[i] === key) return false;
    this.keys[i] = key;
    this.values[i] = value;
    this.size++;
    return true;
  }
}

/**
 * How many states the abstract space has, counted without building it (count matrices with the
 * given line sums, one row at a time, memoised on the goal-line counts still to place), so
 * support can be decided up front in a few milliseconds.
 */
export function walkingDistanceStates(lines: number, cap: number, goalBlankLine: number): number {
  const id = `${lines}:${cap}:${goalBlankLine}`;
  const known = stateCounts.get(id);
  if (known !== undefined) return known;
  const need = Array.from({ length: lines }, (_, j) => cap - (j === goalBlankLine ? 1 : 0));
  let total = 0;
  for (let blank = 0; blank < lines; blank++) {
    // Count matrices with row sums (cap, or cap-1 on the blank's line) and column sums `need`.
    const left = [...need];
    const memo = new Map<string, number>();
    const rowsFilled = (i: number): number => {
      if (i === lines) return left.every((x) => x === 0) ? 1 : 0;
      const id = `${i}:${left.join(',')}`;
      const known = memo.get(id);
      if (known !== undefined) return known;
      const rowSum = cap - (i === blank ? 1 : 0);
      let ways = 0;
      const fill = (j: number, remaining: number) => {
        if (j === lines - 1) {
          if (remaining > left[j]) return;
          left[j] -= remaining;
          ways += rowsFilled(i + 1);
          left[j] += remaining;
          return;
        }
        for (let x = Math.min(remaining, left[j]); x >= 0; x--) {
          left[j] -= x;
          fill(j + 1, remaining - x);
          left[j] += x;
        }
      };
      fill(0, rowSum);
      memo.set(id, ways);
      return ways;
    };
    total += rowsFilled(0);
  }
  stateCounts.set(id, total);
  return total;
}

export function walkingDistanceTable(lines: number, cap: number, goalBlankLine: number): WalkingDistanceTable {
  const id = `${lines}:${cap}:${goalBlankLine}`;
  const hit = tables.get(id);
  if (hit) return hit;

  const states = walkingDistanceStates(lines, cap, goalBlankLine);
  if (states > WALKING_DISTANCE_MAX_STATES) {
    throw new RangeError(`walking distance: ${states} abstract states for ${lines} lines of ${cap}; too many`);
  }
  const L = lines;
  const base = cap + 1;
  const need = new Int8Array(L);
  for (let j = 0; j < L; j++) need[j] = cap - (j === goalBlankLine ? 1 : 0);
  const table = new KeyTable(states);
  const m = new Int8Array(L * L);
  for (let j = 0; j < L; j++) m[j * L + j] = need[j];
  const queue = new Float64Array(states);
  let head = 0;
  let tail = 0;
  const goalKey = encode(m, goalBlankLine, L, base);
  table.add(goalKey, 0);
  queue[tail++] = goalKey;
  let maxDistance = 0;
  while (head < tail) {
    const key = queue[head++];
    const d = table.get(key);
    const blank = decode(key, m, L, cap, need);
    for (let from = blank - 1; from <= blank + 1; from += 2) {
      if (from < 0 || from >= L) continue;
      for (let j = 0; j < L; j++) {
        if (m[from * L + j] === 0) continue;
        m[from * L + j]--;
        m[blank * L + j]++;
        const next = encode(m, from, L, base);
        if (table.add(next, d + 1)) {
          queue[tail++] = next;
          if (d + 1 > maxDistance) maxDistance = d + 1;
        }
        m[from * L + j]++;
        m[blank * L + j]--;
      }
    }
  }
  const result: WalkingDistanceTable = {
    lines,
    cap,
    goalBlankLine,
    states: table.size,
    maxDistance,
    lookup(matrix, blankLine) {
      return table.get(encode(matrix, blankLine, L, base));
    },
  };
  tables.set(id, result);
  return result;
}

export function walkingDistanceSupported(puzzle: Puzzle): boolean {
  const blank = puzzle.goal.indexOf(0);
  if (blank < 0) return false;
  const goalRow = Math.floor(blank / puzzle.cols);
  const goalCol = blank % puzzle.cols;
  return (
    walkingDistanceStates(puzzle.rows, puzzle.cols, goalRow) <= WALKING_DISTANCE_MAX_STATES &&
    walkingDistanceStates(puzzle.cols, puzzle.rows, goalCol) <= WALKING_DISTANCE_MAX_STATES
  );
}

export function walkingDistanceHeuristic(puzzle: Puzzle): Heuristic {
  const g = goalPositions(puzzle);
  const { rows, cols, size, goalRow, goalCol } = g;
  const goalBlank = g.goalCell[0];
  // Vertical: lines are rows (cols cells each), classes are goal rows. Horizontal: transposed.
  const vertical = walkingDistanceTable(rows, cols, Math.floor(goalBlank / cols));
  const horizontal = walkingDistanceTable(cols, rows, goalBlank % cols);
  const vm = new Int8Array(rows * rows);
  const hm = new Int8Array(cols * cols);

  function parts(tiles: ArrayLike<number>): number {
    vm.fill(0);
    hm.fill(0);
    let blankRow = 0;
    let blankCol = 0;
    for (let cell = 0; cell < size; cell++) {
      const t = tiles[cell];
      const r = (cell / cols) | 0;
      const c = cell - r * cols;
      if (t === 0) {
        blankRow = r;
        blankCol = c;
      } else {
        vm[r * rows + goalRow[t]]++;
        hm[c * cols + goalCol[t]]++;
      }
    }
    // Two small integers in one number, so the hot path returns without allocating.
    return vertical.lookup(vm, blankRow) * 256 + horizontal.lookup(hm, blankCol);
  }

  return {
    id: 'walking-distance',
    estimate(tiles) {
      const p = parts(tiles);
      return (p >> 8) + (p & 255);
    },
    explain(tiles) {
      const p = parts(tiles);
      const v = p >> 8;
      const h = p & 255;
      return {
        value: v + h,
        // Walking distance is not a sum over tiles: the rows give positions, and value 0 each.
        tiles: tileTable(g, tiles, () => 0),
        parts: [
          { label: 'vertical', value: v },
          { label: 'horizontal', value: h },
        ],
      };
    },
  };
}
