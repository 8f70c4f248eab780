/**
 * The state-space explorer's worker-side logic, kept apart from the worker shell so tests can
 * drive it in Node. The distance table (up to 3.6 MB for 2x5) stays on this side: the page gets
 * the summary (counts, diameter, hardest boards) and asks for boards and paths on demand, so
 * nothing large crosses the worker boundary.
 */
import { pathDownhill } from '../core/lab';
import { makePuzzle, type Direction, type Puzzle } from '../core/puzzle';
import { seededRandom } from '../core/random';
import { solveStateSpace, stateSpaceSize, type StateSpaceResult } from '../core/stateSpace';

export interface SpaceRequest {
  rows: number;
  cols: number;
  goal: number[];
}

export interface SpaceProgress {
  visited: number;
  total: number;
  depth: number;
}

export interface SpaceSummary extends SpaceRequest {
  states: number;
  diameter: number;
  counts: number[];
  hardest: number[][];
  /** Wall-clock time of the search in the worker, progress messages included. */
  elapsedMs: number;
}

export function createStateSpaceEngine() {
  let table: { puzzle: Puzzle; result: StateSpaceResult } | null = null;

  const current = (): { puzzle: Puzzle; result: StateSpaceResult } => {
    if (!table) throw new Error('No state space has been explored yet');
    return table;
  };

  return {
    explore(request: SpaceRequest, onProgress: (p: SpaceProgress) => void): SpaceSummary {
      table = null;
      const puzzle = makePuzzle(request.rows, request.cols, request.goal);
      // About a hundred progress updates whatever the size: smooth for 2x5, not chatty for 2x3.
      const progressEvery = Math.max(1024, Math.floor(stateSpaceSize(puzzle.rows, puzzle.cols) / 100));
      const t0 = performance.now();
      const result = solveStateSpace(puzzle, {
        progressEvery,
        onProgress: ({ visited, total, depth }) => onProgress({ visited, total, depth }),
      });
      const elapsedMs = performance.now() - t0;
      table = { puzzle, result };
      return {
        ...request,
        states: result.states,
        diameter: result.diameter,
        counts: result.counts,
        hardest: result.hardest,
        elapsedMs,
      };
    },

    /** A uniformly random board at this distance, reproducible from the seed. */
    sample(distance: number, seed: number): number[] {
      return current().result.sampleAtDistance(distance, seededRandom(seed));
    },

    /** An optimal path to the goal, read off the table (no search needed). */
    pathToGoal(tiles: number[]): Direction[] {
      const { puzzle, result } = current();
      return pathDownhill(puzzle, tiles, (t) => result.distanceOf(t));
    },

    distanceOf(tiles: number[]): number {
      return current().result.distanceOf(tiles);
    },
  };
}

export type StateSpaceEngine = ReturnType<typeof createStateSpaceEngine>;
