// Shared helpers of the solver tests (not a test file itself).
import type { AlgorithmId, HeuristicId, SearchEvent } from '../../../src/core/events';
import { heuristicSupported } from '../../../src/core/heuristics';
import { pdbSupported } from '../../../src/core/pdb';
import type { Direction, Puzzle } from '../../../src/core/puzzle';
import { applyMoves, makeGoal, makePuzzle, sameTiles } from '../../../src/core/puzzle';
import { seededRandom } from '../../../src/core/random';
import { scramble } from '../../../src/core/scramble';
import { ALGORITHMS, runToEnd } from '../../../src/core/solvers';
import { isLocalSearch } from '../../../src/core/solvers/algorithms';
import type { FinalEvent, SolveOptions } from '../../../src/core/solvers';
import { FULL } from '../full';

export const ALL_HEURISTICS: HeuristicId[] = ['misplaced', 'manhattan', 'linear-conflict', 'walking-distance', 'pdb'];

/**
 * Pattern databases take a second or more to build past 10 cells: 4x4 reads the tables the run's
 * global setup made (pdbTables.globalSetup.ts); other shapes past 10 cells only in the full run.
 */
const pdbAffordable = (puzzle: Puzzle) =>
  puzzle.rows * puzzle.cols <= 10 || (puzzle.rows === 4 && puzzle.cols === 4) || FULL;

export function supportedHeuristics(puzzle: Puzzle, algorithm?: AlgorithmId): HeuristicId[] {
  return ALL_HEURISTICS.filter((h) =>
    h === 'pdb'
      ? pdbAffordable(puzzle) && (algorithm === 'idastar' ? pdbSupported(puzzle) : heuristicSupported(h, puzzle))
      : heuristicSupported(h, puzzle),
  );
}

/** Every (algorithm, heuristic) pair that runs on this puzzle; heuristic undefined when unused. */
export function combos(
  puzzle: Puzzle,
  which = ALGORITHMS.map((a) => a.id),
): { algorithm: AlgorithmId; heuristic?: HeuristicId }[] {
  const out: { algorithm: AlgorithmId; heuristic?: HeuristicId }[] = [];
  for (const a of ALGORITHMS) {
    if (!which.includes(a.id)) continue;
    if (a.usesHeuristic) for (const h of supportedHeuristics(puzzle, a.id)) out.push({ algorithm: a.id, heuristic: h });
    else out.push({ algorithm: a.id });
  }
  return out;
}

export function solve(puzzle: Puzzle, start: readonly number[], options: SolveOptions): FinalEvent {
  return runToEnd(puzzle, start, { trace: 'progress', ...options }).final;
}

export function events(puzzle: Puzzle, start: readonly number[], options: SolveOptions): SearchEvent[] {
  const r = runToEnd(puzzle, start, { ...options, trace: 'all' });
  return r.events ?? [];
}

/** True when the moves are legal from `start` and end on the goal. */
export function reachesGoal(puzzle: Puzzle, start: readonly number[], path: readonly Direction[]): boolean {
  const boards = applyMoves(puzzle, start, path);
  return boards !== null && sameTiles(boards[boards.length - 1], puzzle.goal);
}

/** A solvable board: a seeded random walk of `steps` moves from the goal. */
export function walkedBoard(puzzle: Puzzle, steps: number, seed: number): number[] {
  return scramble(puzzle, steps, seededRandom(seed));
}

export const SHAPES = [
  { rows: 2, cols: 2 },
  { rows: 2, cols: 3 },
  { rows: 3, cols: 2 },
  { rows: 3, cols: 3 },
] as const;

export const GOAL_KINDS = ['blank-last', 'blank-first', 'spiral'] as const;

export function puzzleOf(rows: number, cols: number, goal: (typeof GOAL_KINDS)[number]): Puzzle {
  return makePuzzle(rows, cols, makeGoal(goal, rows, cols));
}

/**
 * A local search (hill climbing, annealing, beam search) may give up: stuck (with its reason) or
 * out of budget. Allowed for them only; a plain 'exhausted' (no stuck reason) never is.
 */
export function localGaveUp(algorithm: AlgorithmId, f: FinalEvent): boolean {
  if (!isLocalSearch(algorithm)) return false;
  return (f.type === 'exhausted' && f.stuck !== undefined) || f.type === 'limit';
}
