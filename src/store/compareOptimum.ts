/**
 * The true shortest length on the compared board, so the results table can say whether each
 * pane's path IS the shortest (measured), not only whether its algorithm guarantees it. Known
 * for free when a pane with an optimality guarantee solved the board; otherwise one A* run
 * with the strongest admissible heuristic the board supports, in a Web Worker (the same search
 * worker as the background runs), so the page never waits for it.
 */
import { create } from 'zustand';
import type { HeuristicId } from '../core/events';
import { heuristicSupported } from '../core/heuristics';
import { makePuzzle } from '../core/puzzle';
import type { BoardSetup } from './compareSession';
import { startSearchWorker, type SearchWorkerJob } from './searchWorkerJob';

/** Budget of the check: ample for any 3x3 and most 4x4 boards with these heuristics. */
const OPTIMUM_BUDGET = 2_000_000;
/** Strongest first: the check takes the first the board supports (both consistent, no tables to build). */
const ADMISSIBLE: readonly HeuristicId[] = ['linear-conflict', 'manhattan'];

export type OptimumState =
  { status: 'idle' } | { status: 'running' } | { status: 'known'; length: number } | { status: 'unknown' };

interface CompareOptimumStore {
  /** The board the state is about (a key of rows, cols, goal and start). */
  board: string | null;
  state: OptimumState;
  /** Starts the check for `board` unless it runs or is known already. */
  ensure: (board: BoardSetup) => void;
  clear: () => void;
}

let job: SearchWorkerJob | null = null;
const stop = () => {
  job?.cancel();
  job = null;
};
const keyOf = (b: BoardSetup) => `${b.rows}x${b.cols}|${b.goal.join(',')}|${b.start.join(',')}`;

export const useCompareOptimum = create<CompareOptimumStore>((set, get) => ({
  board: null,
  state: { status: 'idle' },
  ensure: (board) => {
    const key = keyOf(board);
    if (get().board === key && get().state.status !== 'idle') return;
    stop();
    const puzzle = makePuzzle(board.rows, board.cols, board.goal);
    const heuristic = ADMISSIBLE.find((h) => heuristicSupported(h, puzzle));
    const j = heuristic
      ? startSearchWorker({
          rows: board.rows,
          cols: board.cols,
          goal: board.goal,
          start: board.start,
          options: { algorithm: 'astar', heuristic, budget: { maxExpansions: OPTIMUM_BUDGET } },
        })
      : null;
    if (!j) {
      set({ board: key, state: { status: 'unknown' } });
      return;
    }
    job = j;
    set({ board: key, state: { status: 'running' } });
    const settle = (state: OptimumState) => {
      if (job !== j) return; // replaced or cleared meanwhile
      job = null;
      set({ state });
    };
    j.result
      .then((r) =>
        settle(
          r.ok && r.final.type === 'solved'
            ? { status: 'known', length: r.final.stats.solutionLength }
            : { status: 'unknown' },
        ),
      )
      .catch(() => settle({ status: 'unknown' }));
  },
  clear: () => {
    stop();
    set({ board: null, state: { status: 'idle' } });
  },
}));
