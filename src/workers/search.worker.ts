/**
 * Runs a whole search off the main thread, at the 'progress' trace level: the page gets the
 * progress and the final event, and stays responsive. Cancel = terminate the worker.
 */
import { expose } from 'comlink';
import { isFinal, type SearchStats } from '../core/events';
import { makePuzzle } from '../core/puzzle';
// Installs the pattern-database search and heuristic (core/pdb/provider.ts): runs here may use them.
import '../core/pdb';
import { loadSolver, startSearch } from '../core/solvers';
import { algorithmInfo } from '../core/solvers/algorithms';
import type { FinalEvent, SolveOptions } from '../core/solvers/types';

export interface BackgroundRequest {
  rows: number;
  cols: number;
  goal: number[];
  start: number[];
  options: Omit<SolveOptions, 'trace' | 'now'>;
  /**
   * IDA* / IDDFS: also count the expansions of each pass (compare mode's per-bound chart, for a
   * pane too large to record). Only the traced run has passes, so this one runs traced, its
   * events folded here and not sent (several times slower than the 'progress' level).
   */
  passes?: boolean;
}

/** One pass of IDA* or IDDFS: its bound and the nodes it expanded. */
export interface PassCount {
  bound: number;
  expanded: number;
}

/** `reason` is what the page translates; `message` is the core's technical English, for the console. */
export type BackgroundResult =
  | { ok: true; final: FinalEvent; passes?: PassCount[] }
  | { ok: false; reason: 'unsolvable' | 'refused'; message: string };

const api = {
  async run(request: BackgroundRequest, onProgress: (stats: SearchStats) => void): Promise<BackgroundResult> {
    // A lazy algorithm's chunk first (solvers/lazySolvers.ts); a failed fetch is a refusal.
    const fetched = await loadSolver(request.options.algorithm).then(
      () => null,
      (error: unknown) => String(error),
    );
    if (fetched !== null) return { ok: false, reason: 'refused', message: fetched };
    const puzzle = makePuzzle(request.rows, request.cols, request.goal);
    const { algorithm } = request.options;
    const passes: PassCount[] | undefined = request.passes && algorithmInfo(algorithm)?.passes ? [] : undefined;
    const started = startSearch(puzzle, request.start, { ...request.options, trace: passes ? 'all' : 'progress' });
    if (!started.ok)
      return started.reason === 'unsolvable'
        ? { ok: false, reason: 'unsolvable', message: 'unsolvable' }
        : { ok: false, reason: 'refused', message: started.message };
    for (;;) {
      const step = started.search.next();
      if (step.done) return { ok: true, final: step.value, passes };
      const e = step.value;
      if (e.type === 'progress') onProgress(e.stats);
      else if (passes && e.type === 'iteration') passes.push({ bound: e.bound, expanded: 0 });
      else if (passes && e.type === 'expand' && passes.length) passes[passes.length - 1].expanded++;
      if (isFinal(e)) return { ok: true, final: e, passes };
    }
  },
};

export type SearchWorkerApi = typeof api;
expose(api);
