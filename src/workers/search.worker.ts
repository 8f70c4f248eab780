/**
 * Runs a whole search off the main thread, at the 'progress' trace level: the page gets the
 * progress and the final event, and stays responsive. Cancel = terminate the worker.
 */
import { expose } from 'comlink';
import { isFinal, type SearchStats } from '../core/events';
import { makePuzzle } from '../core/puzzle';
import { startSearch } from '../core/solvers';
import type { FinalEvent, SolveOptions } from '../core/solvers/types';

export interface BackgroundRequest {
  rows: number;
  cols: number;
  goal: number[];
  start: number[];
  options: Omit<SolveOptions, 'trace' | 'now'>;
}

/** `reason` is what the page translates; `message` is the core's technical English, for the console. */
export type BackgroundResult =
  { ok: true; final: FinalEvent } | { ok: false; reason: 'unsolvable' | 'refused'; message: string };

const api = {
  run(request: BackgroundRequest, onProgress: (stats: SearchStats) => void): BackgroundResult {
    const puzzle = makePuzzle(request.rows, request.cols, request.goal);
    const started = startSearch(puzzle, request.start, { ...request.options, trace: 'progress' });
    if (!started.ok)
      return started.reason === 'unsolvable'
        ? { ok: false, reason: 'unsolvable', message: 'unsolvable' }
        : { ok: false, reason: 'refused', message: started.message };
    for (;;) {
      const step = started.search.next();
      if (step.done) return { ok: true, final: step.value };
      const e = step.value;
      if (e.type === 'progress') onProgress(e.stats);
      if (isFinal(e)) return { ok: true, final: e };
    }
  },
};

export type SearchWorkerApi = typeof api;
expose(api);
