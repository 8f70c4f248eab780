/**
 * The true distance of the lab's board, the yardstick every heuristic is measured against: read
 * from a full state-space table where one is small enough to build in a moment, otherwise
 * found by an optimal search (IDA*, which needs little memory) within a budget, and said
 * honestly when the budget runs out.
 */
import type { Budget, HeuristicId } from '../events';
import { heuristicSupported } from '../heuristics';
import type { Puzzle } from '../puzzle';
import { checkSolvability } from '../solvability';
import { startSearch } from '../solvers';
import { stateSpaceSize } from '../stateSpace';

/** Tables up to the 3x3's 181,440 states build in a fraction of a second; bigger ones are searched. */
export const LAB_TABLE_MAX_STATES = 181_440;

export const LAB_SEARCH_BUDGET: Readonly<Partial<Budget>> = { maxExpansions: 3_000_000, maxMs: 8_000 };

export type LabTruth =
  | { kind: 'table'; distance: number }
  | { kind: 'search'; distance: number; expanded: number; heuristic: HeuristicId }
  | { kind: 'limit'; expanded: number; heuristic: HeuristicId }
  | { kind: 'unsolvable' };

export function labUsesTable(puzzle: Puzzle): boolean {
  return stateSpaceSize(puzzle.rows, puzzle.cols) <= LAB_TABLE_MAX_STATES;
}

/** The strongest admissible heuristic available for this puzzle: the optimal search's guide. */
export function strongestHeuristic(puzzle: Puzzle): HeuristicId {
  for (const id of ['pdb', 'walking-distance', 'linear-conflict'] as const) {
    if (heuristicSupported(id, puzzle)) return id;
  }
  return 'manhattan';
}

export function truthFromTable(
  puzzle: Puzzle,
  start: readonly number[],
  distanceOf: (t: readonly number[]) => number,
): LabTruth {
  if (!checkSolvability(puzzle, [...start]).solvable) return { kind: 'unsolvable' };
  return { kind: 'table', distance: distanceOf(start) };
}

export function truthBySearch(
  puzzle: Puzzle,
  start: readonly number[],
  budget: Partial<Budget> = LAB_SEARCH_BUDGET,
): LabTruth {
  const heuristic = strongestHeuristic(puzzle);
  const started = startSearch(puzzle, start, {
    algorithm: 'idastar',
    heuristic,
    budget,
    trace: 'progress',
    progressEvery: Number.MAX_SAFE_INTEGER,
  });
  if (!started.ok) {
    if (started.reason === 'unsolvable') return { kind: 'unsolvable' };
    throw new Error(started.message);
  }
  for (;;) {
    const step = started.search.next();
    if (!step.done) continue;
    const final = step.value;
    if (final.type === 'solved') {
      return { kind: 'search', distance: final.path.length, expanded: final.stats.expanded, heuristic };
    }
    return { kind: 'limit', expanded: final.stats.expanded, heuristic };
  }
}
