/**
 * Admissibility made tangible: weighted A* (f = g + w * h) on one board for a range of weights.
 * At w = 1 it is A* and its path is optimal; as w grows, w * h can overestimate the moves left,
 * the guarantee lapses, and past some weight the path found gets longer while the search gets
 * cheaper. The sweep records both, so a slider can show any weight at once.
 */
import type { Budget, HeuristicId } from '../events';
import type { Puzzle } from '../puzzle';
import { startSearch } from '../solvers';

/** Each weighted run may expand this many nodes: plenty for any 3x3 or 2x4, an honest "limit" beyond. */
export const LAB_SWEEP_BUDGET: Readonly<Partial<Budget>> = { maxExpansions: 400_000, maxMs: 4_000 };

export interface WeightPoint {
  weight: number;
  /** 'limit' when the budget stopped the run before a path was found. */
  outcome: 'solved' | 'limit';
  /** Moves in the path found; -1 when none was found. */
  length: number;
  expanded: number;
}

/** The slider's positions: min, min + step, ... max, rounded so 1.1 is 1.1 and not 1.1000000000000001. */
export function weightSteps(min: number, max: number, step: number): number[] {
  if (!(step > 0) || !(max >= min)) throw new RangeError('weightSteps: need step > 0 and max >= min');
  const count = Math.round((max - min) / step);
  return Array.from({ length: count + 1 }, (_, i) => Math.round((min + i * step) * 1e6) / 1e6);
}

/** Weighted A* once per weight, yielding each point as it is found. Throws if no search can start. */
export function* weightSweep(
  puzzle: Puzzle,
  start: readonly number[],
  heuristic: HeuristicId,
  weights: readonly number[],
  budget: Partial<Budget>,
): Generator<WeightPoint, WeightPoint[]> {
  const points: WeightPoint[] = [];
  for (const weight of weights) {
    const started = startSearch(puzzle, start, {
      algorithm: 'wastar',
      heuristic,
      weight,
      budget,
      trace: 'progress',
      progressEvery: Number.MAX_SAFE_INTEGER,
    });
    if (!started.ok) {
      throw new Error(started.reason === 'unsolvable' ? 'unsolvable' : started.message);
    }
    let final;
    for (;;) {
      const step = started.search.next();
      if (step.done) {
        final = step.value;
        break;
      }
    }
    const point: WeightPoint =
      final.type === 'solved'
        ? { weight, outcome: 'solved', length: final.path.length, expanded: final.stats.expanded }
        : { weight, outcome: 'limit', length: -1, expanded: final.stats.expanded };
    points.push(point);
    yield point;
  }
  return points;
}

/** The smallest weight whose path is longer than the optimal length, or null if every path was optimal. */
export function firstSuboptimalWeight(points: readonly WeightPoint[], optimal: number): number | null {
  let first: number | null = null;
  for (const p of points) {
    if (p.outcome === 'solved' && p.length > optimal && (first === null || p.weight < first)) first = p.weight;
  }
  return first;
}
