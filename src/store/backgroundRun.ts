/**
 * A run too large to record, finished in a Web Worker: progress while it runs, Cancel, and the
 * final event (answer and statistics) when it ends.
 */
import { proxy, wrap, type Remote } from 'comlink';
import { create } from 'zustand';
import type { SearchStats } from '../core/events';
import type { FinalEvent } from '../core/solvers/types';
import type { SearchWorkerApi } from '../workers/search.worker';
import type { RunSetup } from './runStore';

export interface BackgroundRunState {
  status: 'idle' | 'running' | 'done' | 'failed' | 'cancelled';
  progress: SearchStats | null;
  final: FinalEvent | null;
  message: string | null;
  start: (setup: RunSetup) => void;
  cancel: () => void;
  clear: () => void;
}

let worker: Worker | null = null;

function stopWorker() {
  worker?.terminate();
  worker = null;
}

export const useBackgroundRun = create<BackgroundRunState>((set) => ({
  status: 'idle',
  progress: null,
  final: null,
  message: null,
  start: (setup) => {
    stopWorker();
    if (typeof Worker === 'undefined') {
      set({ status: 'failed', message: 'Web Workers are not available in this browser.' });
      return;
    }
    const w = new Worker(new URL('../workers/search.worker.ts', import.meta.url), { type: 'module' });
    worker = w;
    const api: Remote<SearchWorkerApi> = wrap<SearchWorkerApi>(w);
    set({ status: 'running', progress: null, final: null, message: null });
    const onProgress = proxy((stats: SearchStats) => {
      if (worker === w) set({ progress: stats });
    });
    api
      .run(
        {
          rows: setup.rows,
          cols: setup.cols,
          goal: setup.goal,
          start: setup.start,
          options: {
            algorithm: setup.algorithm,
            heuristic: setup.heuristic,
            weight: setup.weight,
            depthLimit: setup.depthLimit,
            budget: { maxExpansions: setup.maxExpansions },
          },
        },
        onProgress,
      )
      .then((result) => {
        if (worker !== w) return;
        set(result.ok ? { status: 'done', final: result.final } : { status: 'failed', message: result.message });
        stopWorker();
      })
      .catch((err: unknown) => {
        if (worker !== w) return;
        set({ status: 'failed', message: String(err) });
        stopWorker();
      });
  },
  cancel: () => {
    stopWorker();
    set({ status: 'cancelled' });
  },
  clear: () => {
    stopWorker();
    set({ status: 'idle', progress: null, final: null, message: null });
  },
}));
