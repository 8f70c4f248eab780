/**
 * One search in a fresh search worker (`src/workers/search.worker.ts`). The visualizer's
 * background run, compare mode's background panes and its shortest-length check all start
 * theirs here. The worker is terminated when its answer arrives or on cancel().
 */
import type { SearchStats } from '../core/events';
import type { BackgroundRequest, BackgroundResult, SearchWorkerApi } from '../workers/search.worker';

export interface SearchWorkerJob {
  /** The worker's answer; rejects when the worker fails; never settles after cancel(). */
  readonly result: Promise<BackgroundResult>;
  cancel(): void;
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
