/**
 * What play mode asks of the solvers, as plain synchronous functions: exact distances from the
 * full state space where it fits (3x3, 2x4, 2x5 and smaller), an optimal solution for any board
 * (the distance table, else IDA* within a budget), and boards at an exact distance.
 *
 * It runs inside `play.worker.ts` in the browser, so the page never waits on it; Node tests and
 * browsers without workers call it directly. Pure core, no DOM.
 */
import type { Budget, LimitReason } from '../core/events';
import { pathDownhill } from '../core/lab';
import { makePuzzle, type Direction, type Puzzle } from '../core/puzzle';
// Installs the pattern-database search and heuristic (core/pdb/provider.ts): runs here may use them.
import '../core/pdb';
import { seededRandom } from '../core/random';
import { startSearch } from '../core/solvers';
import { solveStateSpace, stateSpaceSize, stateSpaceSupported, type StateSpaceResult } from '../core/stateSpace';

/** A puzzle as it crosses the worker boundary (plain data). */
export interface EnginePuzzle {
  rows: number;
  cols: number;
  goal: number[];
}

export interface EngineProgress {
  /**
   * 'table': building the distance table; 'patterns': building the pattern databases (once,
   * then kept); 'search': IDA* looking for a shortest path.
   */
  phase: 'table' | 'patterns' | 'search';
  /** States visited (table), entries filled (patterns) or nodes expanded (search). */
  done: number;
  /** States in the whole table / entries in all patterns; absent for a search (unknown in advance). */
  total?: number;
  /** IDA*: the current cost bound. */
  bound?: number;
}

export type EngineOutcome =
  | { kind: 'solved'; path: Direction[]; source: 'table' | 'search'; expanded: number }
  | { kind: 'limit'; reason: LimitReason; expanded: number }
  | { kind: 'failed'; reason: FailReason; detail?: string };

/**
 * Why no answer came: a code the page turns into a sentence in the reader's language. `detail`
 * keeps the raw error text for debugging only; it is never shown.
 */
export type FailReason = 'unsolvable' | 'no-solution' | 'inconsistent' | 'error';

export interface TableInfo {
  states: number;
  diameter: number;
  /** counts[d]: states at distance d. */
  counts: number[];
}

/**
 * The search budget of one hint or solve on a board without a table. IDA* with linear conflict
 * expands about half a million nodes a second here: a 4x4 board 40-45 moves from the goal fits,
 * the hardest ones do not, and the page then says so instead of pretending.
 */
export const PLAY_SEARCH_BUDGET: Readonly<Pick<Budget, 'maxExpansions' | 'maxMs'>> = {
  maxExpansions: 40_000_000,
  maxMs: 20_000,
};

/** Tables kept at once: a 2x5 table holds about 22 MB. */
const MAX_TABLES = 2;

export function hasTable(p: EnginePuzzle): boolean {
  return stateSpaceSupported(makePuzzle(p.rows, p.cols, p.goal));
}

export interface PlayEngine {
  table(p: EnginePuzzle, onProgress?: (progress: EngineProgress) => void): TableInfo;
  /** A uniformly random board exactly `distance` moves from the goal (table puzzles only). */
  sample(p: EnginePuzzle, distance: number, seed: number): number[];
  /** The exact distance to the goal (table puzzles), -1 when the board cannot reach it. */
  distance(p: EnginePuzzle, tiles: number[]): number;
  /** A shortest solution from `tiles`, or why none was found within the budget. */
  solve(
    p: EnginePuzzle,
    tiles: number[],
    onProgress?: (progress: EngineProgress) => void,
    budget?: Partial<Budget>,
  ): EngineOutcome;
}

export function createPlayEngine(): PlayEngine {
  const tables = new Map<string, StateSpaceResult>();

  const tableFor = (p: EnginePuzzle, onProgress?: (progress: EngineProgress) => void): StateSpaceResult => {
    const key = `${p.rows}x${p.cols}:${p.goal.join(',')}`;
    const hit = tables.get(key);
    if (hit) return hit;
    const puzzle = makePuzzle(p.rows, p.cols, p.goal);
    const total = stateSpaceSize(p.rows, p.cols);
    const result = solveStateSpace(puzzle, {
      progressEvery: 32_768,
      onProgress: (step) => onProgress?.({ phase: 'table', done: step.visited, total }),
    });
    if (tables.size >= MAX_TABLES) tables.delete(tables.keys().next().value as string);
    tables.set(key, result);
    return result;
  };

  return {
    table(p, onProgress) {
      const t = tableFor(p, onProgress);
      return { states: t.states, diameter: t.diameter, counts: t.counts.slice() };
    },
    sample(p, distance, seed) {
      return tableFor(p).sampleAtDistance(distance, seededRandom(seed));
    },
    distance(p, tiles) {
      return tableFor(p).distanceOf(tiles);
    },
    solve(p, tiles, onProgress, budget) {
      const puzzle = makePuzzle(p.rows, p.cols, p.goal);
      if (stateSpaceSupported(puzzle)) return descend(puzzle, tableFor(p, onProgress), tiles);
      return search(puzzle, tiles, onProgress, { ...PLAY_SEARCH_BUDGET, ...budget });
    },
  };
}

/** Walks down the distance table: each step goes to a neighbour one move closer (U, D, L, R first). */
function descend(puzzle: Puzzle, table: StateSpaceResult, tiles: number[]): EngineOutcome {
  if (table.distanceOf(tiles) < 0) return { kind: 'failed', reason: 'unsolvable' };
  try {
    const path = pathDownhill(puzzle, tiles, (t) => table.distanceOf(t));
    return { kind: 'solved', path, source: 'table', expanded: path.length };
  } catch {
    // No neighbour one move closer: the table is not what it should be.
    return { kind: 'failed', reason: 'inconsistent' };
  }
}

/**
 * IDA* with Manhattan + linear conflict at the 'progress' trace level. Pattern databases are
 * far stronger on 4x4 but need their tables first; the page's solver (src/store/playSolver.ts)
 * tries this quickly and hands hard boards to the pattern-database worker.
 */
function search(
  puzzle: Puzzle,
  tiles: number[],
  onProgress: ((progress: EngineProgress) => void) | undefined,
  budget: Partial<Budget>,
): EngineOutcome {
  const started = startSearch(puzzle, tiles, {
    algorithm: 'idastar',
    heuristic: 'linear-conflict',
    trace: 'progress',
    progressEvery: 100_000,
    budget,
  });
  if (!started.ok) {
    return started.reason === 'unsolvable'
      ? { kind: 'failed', reason: 'unsolvable' }
      : { kind: 'failed', reason: 'error', detail: started.message };
  }
  for (const e of started.search) {
    if (e.type === 'progress') onProgress?.({ phase: 'search', done: e.stats.expanded, bound: e.bound });
    else if (e.type === 'solved')
      return { kind: 'solved', path: [...e.path], source: 'search', expanded: e.stats.expanded };
    else if (e.type === 'limit') return { kind: 'limit', reason: e.reason, expanded: e.stats.expanded };
    else if (e.type === 'exhausted') return { kind: 'failed', reason: 'no-solution' };
  }
  return { kind: 'failed', reason: 'no-solution' };
}
