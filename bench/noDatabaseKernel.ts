/**
 * IDA* with the strongest heuristic here that needs no pattern database:
 * h = max(walking distance, Manhattan + linear conflict).
 *
 * Two jobs in the benchmark: the honest baseline for the pattern databases (what the tables buy,
 * with the engine held equal), and the independent proof of the random set's optimal lengths
 * (it shares no table and no code path with the databases, so an error in one cannot hide in
 * the other).
 *
 * The loop has the design of the pattern-database kernel (src/core/pdb/idaKernel.ts): typed
 * arrays per depth, no object per node, children tried last-neighbour-first, the inverse move
 * never entered, the goal tested when a node is expanded, each pass's root counted as an
 * expansion. Only the heuristic differs, and it is updated per move, not recomputed: Manhattan +
 * linear conflict through the solvers' O(1) tables (src/core/solvers/incremental.ts), walking
 * distance through a successor table over its abstract space (walkingDistanceSpace.ts; the
 * start's value is checked against src/core/heuristics/walkingDistance.ts).
 */
import { walkingDistanceTable } from '../src/core/heuristics/walkingDistance';
import type { Puzzle } from '../src/core/puzzle';
import { isSolvable } from '../src/core/solvability';
import { linearConflictChild, makeIncremental } from '../src/core/solvers/incremental';
import { topology } from '../src/core/topology';
import { walkingDistanceSpace } from './walkingDistanceSpace';

export interface NoDatabaseResult {
  /** Optimal number of moves. */
  readonly length: number;
  readonly expanded: number;
  readonly ms: number;
}

/** The heuristic's name as the benchmark prints it. */
export const NO_DATABASE_HEURISTIC = 'max(walking distance, Manhattan + linear conflict)';

const MAX_DEPTH = 250;

/** Solves `start` optimally; throws when it has no solution (an unsolvable start). */
export function solveWithoutDatabase(puzzle: Puzzle, start: readonly number[]): NoDatabaseResult {
  // A tree search would take forever to exhaust the other half of the state space: refuse first.
  if (!isSolvable(puzzle, start)) throw new Error('no solution: the board has the wrong parity for this goal');
  const t0 = performance.now();
  const { rows, cols, goal } = puzzle;
  const cells = rows * cols;
  const { neighbours, degree } = topology(rows, cols);
  const inc = makeIncremental(puzzle, 'linear-conflict');
  if (inc.rowCost.length === 0) throw new Error(`no linear-conflict tables for ${rows}x${cols}`);
  const goalRow = new Int8Array(cells);
  const goalCol = new Int8Array(cells);
  for (let c = 0; c < cells; c++) {
    goalRow[goal[c]] = Math.floor(c / cols);
    goalCol[goal[c]] = c % cols;
  }
  const goalBlank = goal.indexOf(0);
  const vSpace = walkingDistanceSpace(rows, cols, Math.floor(goalBlank / cols));
  const hSpace = walkingDistanceSpace(cols, rows, goalBlank % cols);
  const { distance: vDist, next: vNext } = vSpace;
  const { distance: hDist, next: hNext } = hSpace;

  const tiles = Uint8Array.from(start);
  const blank0 = tiles.indexOf(0);
  const vm = new Int8Array(rows * rows);
  const hm = new Int8Array(cols * cols);
  let mdlc = 0;
  for (let c = 0; c < cells; c++) {
    const t = tiles[c];
    if (t === 0) continue;
    vm[Math.floor(c / cols) * rows + goalRow[t]]++;
    hm[(c % cols) * cols + goalCol[t]]++;
    mdlc += inc.distance[t * cells + c];
  }
  for (let r = 0; r < rows; r++) mdlc += inc.rowCost[r][lineIndex(tiles, r * cols, 1, cols, inc.power)];
  for (let c = 0; c < cols; c++) mdlc += inc.colCost[c][lineIndex(tiles, c, cols, rows, inc.power)];
  const v0 = vSpace.idOf(vm, Math.floor(blank0 / cols));
  const h0 = hSpace.idOf(hm, blank0 % cols);
  // The move tables against the app's own walking distance, once per solve.
  const wd0 =
    walkingDistanceTable(rows, cols, Math.floor(goalBlank / cols)).lookup(vm, Math.floor(blank0 / cols)) +
    walkingDistanceTable(cols, rows, goalBlank % cols).lookup(hm, blank0 % cols);
  if (vDist[v0] + hDist[h0] !== wd0) throw new Error('walking distance tables disagree');

  // Per depth: blank cell, where it came from, the next neighbour to try (counting down),
  // Manhattan + linear conflict, and the two walking-distance state ids.
  const blankAt = new Int8Array(MAX_DEPTH + 2);
  const cameFrom = new Int8Array(MAX_DEPTH + 2);
  const nextChild = new Int8Array(MAX_DEPTH + 2);
  const mdlcAt = new Int16Array(MAX_DEPTH + 2);
  const vAt = new Int32Array(MAX_DEPTH + 2);
  const hAt = new Int32Array(MAX_DEPTH + 2);
  blankAt[0] = blank0;
  cameFrom[0] = -1;
  mdlcAt[0] = mdlc;
  vAt[0] = v0;
  hAt[0] = h0;

  let expanded = 0;
  let nextBound = Math.max(mdlc, wd0);
  for (;;) {
    if (nextBound === Infinity || nextBound > MAX_DEPTH) throw new Error('no solution (an unsolvable start?)');
    const bound = nextBound;
    nextBound = Infinity;
    let d = 0;
    expanded++;
    if (mdlc === 0) return { length: 0, expanded, ms: performance.now() - t0 };
    nextChild[0] = degree[blank0] - 1;
    while (d >= 0) {
      const blank = blankAt[d];
      const k = nextChild[d];
      if (k < 0) {
        if (d === 0) break;
        // All children done: slide the tile back.
        const from = cameFrom[d];
        tiles[blank] = tiles[from];
        tiles[from] = 0;
        d--;
        continue;
      }
      nextChild[d] = k - 1;
      const to = neighbours[blank * 4 + k];
      if (to === cameFrom[d]) continue;
      const tile = tiles[to];
      const g = d + 1;
      // Slide `tile` from `to` into `blank`; `to` becomes the blank.
      tiles[blank] = tile;
      tiles[to] = 0;
      const h1 = linearConflictChild(inc, cols, rows, mdlcAt[d], tiles, tile, to, blank);
      let v = vAt[d];
      let h = hAt[d];
      const rowTo = (to / cols) | 0;
      const rowBlank = (blank / cols) | 0;
      if (rowTo !== rowBlank) v = vNext[(v * 2 + (rowTo < rowBlank ? 0 : 1)) * rows + goalRow[tile]];
      else h = hNext[(h * 2 + (to < blank ? 0 : 1)) * cols + goalCol[tile]];
      const wd = vDist[v] + hDist[h];
      const f = g + (h1 > wd ? h1 : wd);
      if (f > bound) {
        if (f < nextBound) nextBound = f;
        tiles[to] = tile;
        tiles[blank] = 0;
        continue;
      }
      blankAt[g] = to;
      cameFrom[g] = blank;
      mdlcAt[g] = h1;
      vAt[g] = v;
      hAt[g] = h;
      d = g;
      expanded++;
      if (h1 === 0) return { length: g, expanded, ms: performance.now() - t0 };
      nextChild[g] = degree[to] - 1;
    }
  }
}

function lineIndex(tiles: Uint8Array, start: number, step: number, length: number, power: Float64Array): number {
  let index = 0;
  for (let i = 0, cell = start; i < length; i++, cell += step) index += tiles[cell] * power[i];
  return index;
}
