/**
 * One search in a fresh search worker (`src/workers/search.worker.ts`). The visualizer's
 * background run, compare mode's background panes and its shortest-length check all start
 * theirs here. The worker is terminated when its answer arrives or on cancel().
 */
import type { SearchStats } from '../core/events';
import { PUZZLE_KIND, type RunSetup } from '../core/setups';
import type { SolveOptions } from '../core/solvers/types';
import type { BackgroundRequest, BackgroundResult, SearchWorkerApi } from '../workers/search.worker';

export interface SearchWorkerJob {
  /** The worker's answer; rejects when the worker fails; never settles after cancel(). */
  readonly result: Promise<BackgroundResult>;
  cancel(): void;
}

/**
 * The worker's request for a run the page shows beside its recorded runs: on another domain the
 * run's own set-up, on the puzzle its board and options, counting peak memory as the traced run
 * does (SolveOptions.exactPeaks) so the figures sit side by side.
 */
export function recordedRunRequest(
  setup: RunSetup,
  options: Omit<SolveOptions, 'trace' | 'now'>,
  passes?: boolean,
): BackgroundRequest {
  if (setup.domain !== undefined && setup.domain !== PUZZLE_KIND) return { domain: setup.domain, setup, passes };
  const { rows, cols, goal, start } = setup;
  return { rows, cols, goal, start, options: { exactPeaks: true, ...options }, passes };
}

/** Starts the search; null where the browser has no Web Workers. */
export function startSearchWorker(
  request: BackgroundRequest,
  onProgress: (stats: SearchStats) => void = () => {},
): SearchWorkerJob | null {
  if (typeof Worker === 'undefined') return null;
  const worker = new Worker(new URL('../workers/search.worker.ts', import.meta.url), { type: 'module' });
  const cancel = () => worker.terminate();
  // Comlink is loaded with the first worker, not in the first download.
  const run = async (): Promise<BackgroundResult> => {
    const { proxy, wrap } = await import('comlink');
    return wrap<SearchWorkerApi>(worker).run(request, proxy(onProgress));
  };
  const result = run();
  // Done with the worker either way: its thread and memory go at once.
  void result.then(cancel, cancel);
  return { result, cancel };
}
