/**
 * A* on the sampled boards, once per heuristic: how many nodes each expands at each true
 * distance, and the effective branching factor that count implies. A generator, so a worker can
 * report progress after every run and show each distance as soon as it is done.
 */
import type { HeuristicId } from '../events';
import type { Puzzle } from '../puzzle';
import { runToEnd } from '../solvers';
import { effectiveBranchingFactor } from './branchingFactor';
import { mean } from './stats';

export interface ExpansionRow {
  distance: number;
  boards: number;
  /** Mean nodes A* expanded, aligned with the ids asked for. */
  meanExpanded: number[];
  /** b* solving meanExpanded = b* + ... + b*^distance; null at distance 0. */
  branching: (number | null)[];
  /** Runs whose path was longer than the true distance (0 unless a heuristic is inadmissible). */
  nonOptimal: number[];
}

export interface ExpansionProgress {
  /** A* runs finished so far, out of `total`. */
  done: number;
  total: number;
  /** Set when a whole distance has just finished. */
  row?: ExpansionRow;
}

export interface AStarCost {
  expanded: number;
  length: number;
}

/** One A* run at the progress trace level (no events kept): what it cost and what it found. */
export function aStarCost(puzzle: Puzzle, board: readonly number[], heuristic: HeuristicId): AStarCost {
  const { final } = runToEnd(puzzle, board, {
    algorithm: 'astar',
    heuristic,
    trace: 'progress',
    // The full 3x3 space is 181,440 states: A* never needs more, so no budget can cut it short.
    budget: { maxExpansions: Number.MAX_SAFE_INTEGER, maxMemoryNodes: Number.MAX_SAFE_INTEGER, maxMs: Infinity },
    progressEvery: Number.MAX_SAFE_INTEGER,
  });
  return { expanded: final.stats.expanded, length: final.type === 'solved' ? final.path.length : -1 };
}

export function* expansionsByDistance(
  puzzle: Puzzle,
  samples: readonly (readonly (readonly number[])[])[],
  ids: readonly HeuristicId[],
): Generator<ExpansionProgress, ExpansionRow[]> {
  const total = samples.reduce((n, layer) => n + layer.length, 0) * ids.length;
  let done = 0;
  const rows: ExpansionRow[] = [];
  for (let distance = 0; distance < samples.length; distance++) {
    const layer = samples[distance];
    const expanded: number[][] = ids.map(() => []);
    const nonOptimal = ids.map(() => 0);
    for (const board of layer) {
      for (let a = 0; a < ids.length; a++) {
        const cost = aStarCost(puzzle, board, ids[a]);
        expanded[a].push(cost.expanded);
        if (cost.length !== distance) nonOptimal[a]++;
        done++;
        yield { done, total };
      }
    }
    const meanExpanded = expanded.map(mean);
    const row: ExpansionRow = {
      distance,
      boards: layer.length,
      meanExpanded,
      branching: meanExpanded.map((n) => (layer.length ? effectiveBranchingFactor(n, distance) : null)),
      nonOptimal,
    };
    rows.push(row);
    yield { done, total, row };
  }
  return rows;
}
