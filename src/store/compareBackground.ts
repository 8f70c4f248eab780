/**
 * A pane too large to record is finished in a Web Worker (the same search worker as the
 * visualizer's background run), so the final table still gets its numbers. A road-map or grid
 * pane goes as its own run set-up (paneRunSetup), started in the worker through its domain. One
 * worker per pane; a new comparison cancels them all.
 */
import { create } from 'zustand';
import type { FinalEvent, SearchStats } from '../core/events';
import { paneSearchOptions } from '../core/setupOptions';
import type { CompareSetup, PaneSetup } from '../core/setups';
import { paneRunSetup } from './compareDomain';
import type { PassCount } from '../workers/search.worker';
import { recordedRunRequest, startSearchWorker, type SearchWorkerJob } from './searchWorkerJob';

export interface PaneBackground {
  status: 'running' | 'done' | 'failed';
  progress: SearchStats | null;
  final: FinalEvent | null;
  /** IDA* / IDDFS: the expansions of every pass of the whole run, for the per-bound chart. */
  passes: PassCount[] | null;
  /** Why a failed run failed, as a code the UI translates. */
  failure: BackgroundFailure | null;
  /** The technical detail of a failure (English, not for the page's text). */
  message: string | null;
}

export type BackgroundFailure = 'no-worker' | 'refused' | 'error';

export interface CompareBackgroundState {
  /** By pane index, for the comparison loaded now. */
  runs: Record<number, PaneBackground>;
  start: (index: number, setup: CompareSetup, pane: PaneSetup) => void;
  cancel: (index: number) => void;
  clear: () => void;
}

const jobs = new Map<number, SearchWorkerJob>();

function stop(index: number) {
  jobs.get(index)?.cancel();
  jobs.delete(index);
}

export const useCompareBackground = create<CompareBackgroundState>((set, get) => {
  const update = (index: number, job: SearchWorkerJob, patch: Partial<PaneBackground>) => {
    if (jobs.get(index) !== job) return; // cancelled or replaced meanwhile
    const previous = get().runs[index];
    if (!previous) return;
    set({ runs: { ...get().runs, [index]: { ...previous, ...patch } } });
  };

  return {
    runs: {},
    start: (index, setup, pane) => {
      stop(index);
      const job = startSearchWorker(
        recordedRunRequest(paneRunSetup(setup, pane), paneSearchOptions(setup, pane), true),
        (stats) => update(index, job!, { progress: stats }),
      );
      const run: PaneBackground = job
        ? { status: 'running', progress: null, final: null, passes: null, failure: null, message: null }
        : {
            status: 'failed',
            progress: null,
            final: null,
            passes: null,
            failure: 'no-worker',
            message: 'Web Workers are not available',
          };
      set({ runs: { ...get().runs, [index]: run } });
      if (!job) return;
      jobs.set(index, job);
      const forget = () => {
        if (jobs.get(index) === job) jobs.delete(index); // the worker is done; a newer one stays
      };
      job.result
        .then((result) => {
          update(
            index,
            job,
            result.ok
              ? { status: 'done', final: result.final, passes: result.passes ?? null }
              : { status: 'failed', failure: 'refused', message: result.message },
          );
          forget();
        })
        .catch((err: unknown) => {
          update(index, job, { status: 'failed', failure: 'error', message: String(err) });
          forget();
        });
    },
    cancel: (index) => {
      stop(index);
      const runs = { ...get().runs };
      delete runs[index];
      set({ runs });
    },
    clear: () => {
      for (const index of [...jobs.keys()]) stop(index);
      set({ runs: {} });
    },
  };
});
