/**
 * A pane too large to record is finished in a Web Worker (the same search worker as the
 * visualizer's background run), so the final table still gets its numbers. One worker per
 * pane; a new comparison cancels them all.
 */
import { proxy, wrap, type Remote } from 'comlink';
import { create } from 'zustand';
import type { SearchStats } from '../core/events';
import type { FinalEvent } from '../core/solvers/types';
import type { SearchWorkerApi } from '../workers/search.worker';
import type { BoardSetup, PaneSetup } from './compareSession';

export interface PaneBackground {
  status: 'running' | 'done' | 'failed';
  progress: SearchStats | null;
  final: FinalEvent | null;
  /** Why a failed run failed, as a code the UI translates. */
  failure: BackgroundFailure | null;
  /** The technical detail of a failure (English, not for the page's text). */
  message: string | null;
}

export type BackgroundFailure = 'no-worker' | 'refused' | 'error';

export interface CompareBackgroundState {
  /** By pane index, for the comparison loaded now. */
  runs: Record<number, PaneBackground>;
  start: (index: number, board: BoardSetup, pane: PaneSetup) => void;
  cancel: (index: number) => void;
  clear: () => void;
}

const workers = new Map<number, Worker>();

function stop(index: number) {
  workers.get(index)?.terminate();
  workers.delete(index);
}

export const useCompareBackground = create<CompareBackgroundState>((set, get) => {
  const update = (index: number, w: Worker, patch: Partial<PaneBackground>) => {
    if (workers.get(index) !== w) return; // cancelled or replaced meanwhile
    const previous = get().runs[index];
    if (!previous) return;
    set({ runs: { ...get().runs, [index]: { ...previous, ...patch } } });
  };

  return {
    runs: {},
    start: (index, board, pane) => {
      stop(index);
      if (typeof Worker === 'undefined') {
        set({
          runs: {
            ...get().runs,
            [index]: {
              status: 'failed',
              progress: null,
              final: null,
              failure: 'no-worker',
              message: 'Web Workers are not available',
            },
          },
        });
        return;
      }
      const w = new Worker(new URL('../workers/search.worker.ts', import.meta.url), { type: 'module' });
      workers.set(index, w);
      set({
        runs: {
          ...get().runs,
          [index]: { status: 'running', progress: null, final: null, failure: null, message: null },
        },
      });
      const api: Remote<SearchWorkerApi> = wrap<SearchWorkerApi>(w);
      const onProgress = proxy((stats: SearchStats) => update(index, w, { progress: stats }));
      api
        .run(
          {
            rows: board.rows,
            cols: board.cols,
            goal: board.goal,
            start: board.start,
            options: {
              algorithm: pane.algorithm,
              heuristic: pane.heuristic,
              weight: pane.weight,
              depthLimit: pane.depthLimit,
              seed: pane.seed,
              budget: { maxExpansions: board.maxExpansions },
            },
          },
          onProgress,
        )
        .then((result) => {
          update(
            index,
            w,
            result.ok
              ? { status: 'done', final: result.final }
              : { status: 'failed', failure: 'refused', message: result.message },
          );
          stop(index);
        })
        .catch((err: unknown) => {
          update(index, w, { status: 'failed', failure: 'error', message: String(err) });
          stop(index);
        });
    },
    cancel: (index) => {
      stop(index);
      const runs = { ...get().runs };
      delete runs[index];
      set({ runs });
    },
    clear: () => {
      for (const index of [...workers.keys()]) stop(index);
      set({ runs: {} });
    },
  };
});
