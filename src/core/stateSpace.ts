/**
 * The whole state space of a small puzzle: a breadth-first search from the goal over every
 * reachable arrangement, giving each state's exact distance to the goal.
 *
 * States are numbered by their Lehmer rank (a perfect hash of the permutation, 0..n!-1), so the
 * distances live in one Int8Array indexed by rank and the queue is a flat Uint8Array of boards
 * in BFS order: no Map, no strings, no allocation per state. Because the queue is in BFS order,
 * it also lists the states layer by layer, which is what `counts`, `hardest` and
 * `sampleAtDistance` read.
 *
 * Honest limits: only half of the n! arrangements are reachable, and the search is refused
 * (RangeError, before any work) when n!/2 exceeds STATE_SPACE_MAX_STATES. That admits 2x2, 2x3,
 * 2x4, 3x3 and 2x5 (1,814,400 states) and their transposes; 3x4 (239,500,800 states) would need
 * about 479 MB for the distances alone and minutes of CPU, so it is refused.
 */
import type { Puzzle } from './puzzle';
import { topology } from './topology';

export const STATE_SPACE_MAX_STATES = 2_000_000;

export interface StateSpaceProgress {
  type: 'progress';
  /** States expanded so far. */
  visited: number;
  /** Reachable states in all: n!/2. */
  total: number;
  /** The BFS layer being expanded. */
  depth: number;
}

export interface StateSpaceResult {
  rows: number;
  cols: number;
  states: number;
  diameter: number;
  /** counts[d] = states at distance d. */
  counts: number[];
  /** ALL states at the maximum distance, in lexicographic order. */
  hardest: number[][];
  /** Exact distance to the goal; -1 if unreachable (or not a board of this shape). */
  distanceOf(tiles: readonly number[]): number;
  /** A uniformly random state at distance d. Throws RangeError when no state is that far. */
  sampleAtDistance(d: number, random: () => number): number[];
  /**
   * Every reachable state in BFS order (so by increasing distance). `board` is one buffer
   * reused for every call: copy it to keep it. No allocation per state.
   */
  forEachState(visit: (board: Uint8Array, distance: number) => void): void;
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/** Reachable states of a rows x cols board: n!/2. */
export function stateSpaceSize(rows: number, cols: number): number {
  return factorial(rows * cols) / 2;
}

export function stateSpaceSupported(puzzle: Puzzle): boolean {
  return stateSpaceSize(puzzle.rows, puzzle.cols) <= STATE_SPACE_MAX_STATES;
}

/**
 * A generator for a worker with a progress bar: it yields progress every `progressEvery`
 * expansions and returns the result. The caller stops it by not calling next() again.
 * Checks the puzzle eagerly: an unsupported size throws here, not at the first next().
 */
export function exploreStateSpace(
  puzzle: Puzzle,
  options: { progressEvery?: number } = {},
): Generator<StateSpaceProgress, StateSpaceResult> {
  const { rows, cols, goal } = puzzle;
  const n = rows * cols;
  if (!(rows >= 2 && cols >= 2) || goal.length !== n || !isPermutation(goal, n)) {
    throw new RangeError(`exploreStateSpace: the goal is not a ${rows}x${cols} board`);
  }
  const total = stateSpaceSize(rows, cols);
  if (total > STATE_SPACE_MAX_STATES) {
    throw new RangeError(
      `A full search of ${rows}x${cols} would visit ${total.toLocaleString('en-US')} states; the limit is ` +
        `${STATE_SPACE_MAX_STATES.toLocaleString('en-US')} (2x5, with 1,814,400, is the largest board supported)`,
    );
  }
  const every = Math.max(1, Math.floor(options.progressEvery ?? 65_536));
  return breadthFirst(rows, cols, goal, total, every);
}

/** The whole search at once; `onProgress`, if given, hears every `progressEvery` expansions. */
export function solveStateSpace(
  puzzle: Puzzle,
  options: { progressEvery?: number; onProgress?: (progress: StateSpaceProgress) => void } = {},
): StateSpaceResult {
  const { onProgress } = options;
  const run = exploreStateSpace(puzzle, {
    progressEvery: onProgress ? options.progressEvery : Number.MAX_SAFE_INTEGER,
  });
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
    onProgress?.(step.value);
  }
}

function isPermutation(tiles: ArrayLike<number>, n: number): boolean {
  if (tiles.length !== n) return false;
  let seen = 0;
  for (let i = 0; i < n; i++) {
    const t = tiles[i];
    if (!Number.isInteger(t) || t < 0 || t >= n || seen & (1 << t)) return false;
    seen |= 1 << t;
  }
  return true;
}

/** popcount[m] for every m < 2^n: how many smaller tiles are already placed, in one lookup. */
function popcountTable(n: number): Uint8Array {
  const table = new Uint8Array(1 << n);
  for (let m = 1; m < table.length; m++) table[m] = table[m >> 1] + (m & 1);
  return table;
}

function* breadthFirst(
  rows: number,
  cols: number,
  goal: readonly number[],
  total: number,
  every: number,
): Generator<StateSpaceProgress, StateSpaceResult> {
  const n = rows * cols;
  const { neighbours, degree } = topology(rows, cols);
  const popcount = popcountTable(n);

  /** Lehmer rank of the board at queue offset `o`, in Horner form: r = r * (n - i) + digit. */
  const rankAt = (board: ArrayLike<number>, o: number): number => {
    let r = 0;
    let used = 0;
    for (let i = 0; i < n - 1; i++) {
      const t = board[o + i];
      r = r * (n - i) + t - popcount[used & ((1 << t) - 1)];
      used |= 1 << t;
    }
    return r;
  };

  const distance = new Int8Array(factorial(n)).fill(-1);
  const queue = new Uint8Array(total * n);
  const blankAt = new Uint8Array(total);
  queue.set(goal, 0);
  blankAt[0] = goal.indexOf(0);
  distance[rankAt(queue, 0)] = 0;

  // Layer d occupies queue slots [layerStart[d], layerStart[d + 1]).
  const layerStart: number[] = [0];
  let layerEnd = 1;
  let depth = 0;
  let head = 0;
  let tail = 1;
  let sinceProgress = 0;
  while (head < tail) {
    if (head === layerEnd) {
      layerStart.push(layerEnd);
      layerEnd = tail;
      depth++;
    }
    const from = head * n;
    const blank = blankAt[head];
    for (let k = 0; k < degree[blank]; k++) {
      const to = neighbours[blank * 4 + k];
      const moved = queue[from + to];
      // Rank the child as if the tile had moved, reading the parent: most children are
      // duplicates, and those are never copied.
      let r = 0;
      let used = 0;
      for (let i = 0; i < n - 1; i++) {
        const t = i === blank ? moved : i === to ? 0 : queue[from + i];
        r = r * (n - i) + t - popcount[used & ((1 << t) - 1)];
        used |= 1 << t;
      }
      if (distance[r] === -1) {
        distance[r] = depth + 1;
        const o = tail * n;
        for (let i = 0; i < n; i++) queue[o + i] = queue[from + i];
        queue[o + blank] = moved;
        queue[o + to] = 0;
        blankAt[tail] = to;
        tail++;
      }
    }
    head++;
    if (++sinceProgress >= every) {
      sinceProgress = 0;
      yield { type: 'progress', visited: head, total, depth };
    }
  }
  layerStart.push(tail);

  const counts = layerStart.slice(1).map((end, d) => end - layerStart[d]);
  const diameter = counts.length - 1;
  const boardAt = (slot: number) => Array.from(queue.subarray(slot * n, slot * n + n));
  const hardest: number[][] = [];
  for (let s = layerStart[diameter]; s < tail; s++) hardest.push(boardAt(s));
  hardest.sort((a, b) => {
    for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
    return 0;
  });

  return {
    rows,
    cols,
    states: tail,
    diameter,
    counts,
    hardest,
    distanceOf(tiles) {
      if (!isPermutation(tiles, n)) return -1;
      return distance[rankAt(tiles, 0)];
    },
    sampleAtDistance(d, random) {
      if (!Number.isInteger(d) || d < 0 || d > diameter) {
        throw new RangeError(`sampleAtDistance: no state at distance ${d} (the diameter is ${diameter})`);
      }
      const pick = Math.min(counts[d] - 1, Math.floor(random() * counts[d]));
      return boardAt(layerStart[d] + pick);
    },
    forEachState(visit) {
      const board = new Uint8Array(n);
      for (let d = 0; d <= diameter; d++) {
        for (let slot = layerStart[d]; slot < layerStart[d + 1]; slot++) {
          for (let i = 0; i < n; i++) board[i] = queue[slot * n + i];
          visit(board, d);
        }
      }
    },
  };
}
