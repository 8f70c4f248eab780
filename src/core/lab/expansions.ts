/**
 * A* on the sampled boards, once per heuristic: how many nodes each generates and expands at
 * each true distance, and the effective branching factor each count implies. Both counts,
 * because a textbook (AIMA 3rd ed., Fig. 3.29) counts nodes generated while expanded is what
 * the visualizer steps through. A generator, so a worker can report progress after every run
 * and show each distance as soon as it is done; one budget of expansions for the whole job, so
 * 100 boards at every distance cannot run for minutes unasked.
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
  /** Mean nodes A* generated: every child of every expansion, the root not counted (the textbook's N). */
  meanGenerated: number[];
  /** b* solving meanExpanded = b* + ... + b*^distance; null at distance 0. */
  branching: (number | null)[];
  /** b* from meanGenerated, as the textbook computes it; null at distance 0. */
  branchingGenerated: (number | null)[];
  /** Runs whose path was longer than the true distance (0 unless a heuristic is inadmissible). */
  nonOptimal: number[];
}

export interface ExpansionProgress {
  /** A* runs finished so far, out of `total`. */
  done: number;
  total: number;
  /** Set when a whole distance has just finished. */
  row?: ExpansionRow;
  /** Set, last, when the budget ran out: the distance under way is left out, the rows before it stand. */
  budgetReached?: true;
}

export interface ExpansionOptions {
  /** The distances to run, in order (default: every distance the samples hold). */
  distances?: readonly number[];
  /** Expansions the whole job may spend, summed over every run (default: no limit). */
  maxExpansions?: number;
}

/**
 * The lab's budget for one "Run A*": about what 50 boards at every 3x3 distance cost (~20 M),
 * and 100 boards at the even distances; 100 at every distance stops near the deepest ones.
 */
export const LAB_EFFORT_BUDGET = 30_000_000;

export interface AStarCost {
  expanded: number;
  generated: number;
  /** Moves in the path; -1 when the expansion limit stopped the run first. */
  length: number;
}

/** One A* run at the progress trace level (no events kept): what it cost and what it found. */
export function aStarCost(
  puzzle: Puzzle,
  board: readonly number[],
  heuristic: HeuristicId,
  maxExpansions = Number.MAX_SAFE_INTEGER,
): AStarCost {
  const { final } = runToEnd(puzzle, board, {
    algorithm: 'astar',
    heuristic,
    trace: 'progress',
    // The full 3x3 space is 181,440 states: A* never needs more, so only the job's budget can cut it short.
    budget: { maxExpansions, maxMemoryNodes: Number.MAX_SAFE_INTEGER, maxMs: Infinity },
    progressEvery: Number.MAX_SAFE_INTEGER,
  });
  return {
    expanded: final.stats.expanded,
    generated: final.stats.generated,
    length: final.type === 'solved' ? final.path.length : -1,
  };
}

/** Every even distance from 2 up to `diameter`: the depths a textbook table lists by default. */
export function evenDistances(diameter: number): number[] {
  const out: number[] = [];
  for (let d = 2; d <= diameter; d += 2) out.push(d);
  return out;
}

const branchingAt = (counts: number[], distance: number, boards: number) =>
  counts.map((n) => (boards ? effectiveBranchingFactor(n, distance) : null));

export function* expansionsByDistance(
  puzzle: Puzzle,
  samples: readonly (readonly (readonly number[])[])[],
  ids: readonly HeuristicId[],
  options: ExpansionOptions = {},
): Generator<ExpansionProgress, ExpansionRow[]> {
  const distances = (options.distances ?? samples.map((_, d) => d)).filter((d) => d >= 0 && d < samples.length);
  const budget = options.maxExpansions ?? Number.MAX_SAFE_INTEGER;
  const total = distances.reduce((n, d) => n + samples[d].length, 0) * ids.length;
  let done = 0;
  let spent = 0;
  const rows: ExpansionRow[] = [];
  for (const distance of distances) {
    const layer = samples[distance];
    const expanded: number[][] = ids.map(() => []);
    const generated: number[][] = ids.map(() => []);
    const nonOptimal = ids.map(() => 0);
    for (const board of layer) {
      for (let a = 0; a < ids.length; a++) {
        const cost = aStarCost(puzzle, board, ids[a], budget - spent);
        spent += cost.expanded;
        if (cost.length < 0) {
          // Out of budget mid-distance: a mean over part of the boards would be a different sample.
          yield { done, total, budgetReached: true };
          return rows;
        }
        expanded[a].push(cost.expanded);
        generated[a].push(cost.generated);
        if (cost.length !== distance) nonOptimal[a]++;
        done++;
        yield { done, total };
      }
    }
    const meanExpanded = expanded.map(mean);
    const meanGenerated = generated.map(mean);
    const row: ExpansionRow = {
      distance,
      boards: layer.length,
      meanExpanded,
      meanGenerated,
      branching: branchingAt(meanExpanded, distance, layer.length),
      branchingGenerated: branchingAt(meanGenerated, distance, layer.length),
      nonOptimal,
    };
    rows.push(row);
    yield { done, total, row };
  }
  return rows;
}
