/**
 * Recorded runs of the real solvers for the replay tests: every algorithm on a few small
 * boards, each capped by a small expansion budget so a run stays a few thousand events.
 */
import type { AlgorithmId, HeuristicId, SearchEvent } from '../../../src/core/events';
import { makePuzzle, type Puzzle } from '../../../src/core/puzzle';
import { seededRandom } from '../../../src/core/random';
import { scramble } from '../../../src/core/scramble';
import { runToEnd } from '../../../src/core/solvers';

export const ALL_ALGORITHMS: readonly AlgorithmId[] = [
  'bfs',
  'dfs',
  'iddfs',
  'greedy',
  'astar',
  'wastar',
  'idastar',
  'bibfs',
  'random',
];

export interface RecordedRun {
  label: string;
  algorithm: AlgorithmId;
  puzzle: Puzzle;
  start: number[];
  events: SearchEvent[];
}

export function recordRun(
  algorithm: AlgorithmId,
  puzzle: Puzzle,
  start: number[],
  options: { heuristic?: HeuristicId; maxExpansions?: number; weight?: number; depthLimit?: number } = {},
): RecordedRun {
  const { events } = runToEnd(puzzle, start, {
    algorithm,
    heuristic: options.heuristic,
    weight: options.weight,
    depthLimit: options.depthLimit,
    trace: 'all',
    maxIterations: options.maxExpansions ?? 400,
    budget: { maxExpansions: options.maxExpansions ?? 400 },
  });
  const label = `${algorithm} ${puzzle.rows}x${puzzle.cols} [${start.join(' ')}]`;
  return { label, algorithm, puzzle, start, events: events ?? [] };
}

/** A scrambled board of this shape (a walk from the goal: always solvable). */
export function scrambled(
  rows: number,
  cols: number,
  steps: number,
  seed: number,
): { puzzle: Puzzle; start: number[] } {
  const puzzle = makePuzzle(rows, cols);
  return { puzzle, start: scramble(puzzle, steps, seededRandom(seed)) };
}
