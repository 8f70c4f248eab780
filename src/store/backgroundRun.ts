/**
 * A run too large to record, finished in a Web Worker: progress while it runs, Cancel, and the
 * final event (answer and statistics) when it ends.
 */
import { proxy, wrap, type Remote } from 'comlink';
import { create } from 'zustand';
import type { SearchStats } from '../core/events';
import type { FinalEvent } from '../core/solvers/types';
import { sharedPdbWorker } from '../workers/pdbClient';
import type { SearchWorkerApi } from '../workers/search.worker';
import type { RunSetup } from './runStore';

/** Why a background run failed, as a catalogue key (tooLarge.failure.*): the store holds no sentences. */
export type BackgroundFailure = 'no-workers' | 'unsolvable' | 'refused' | 'unsupported' | 'error';

export interface BackgroundRunState {
  status: 'idle' | 'running' | 'done' | 'failed' | 'cancelled';
  progress: SearchStats | null;
  final: FinalEvent | null;
  failure: BackgroundFailure | null;
  /** The visualizer run this job finishes (a new run makes the result stale). */
  runId: number;
  start: (setup: RunSetup, runId: number) => void;
  cancel: () => void;
  clear: () => void;
}

let worker: Worker | null = null;
/** Bumped to forget a pattern-database solve the page no longer waits for. */
let pdbJob = 0;

const EMPTY_STATS: SearchStats = {
  expanded: 0,
  generated: 0,
  duplicates: 0,
  peakFrontier: 0,
  peakMemory: 0,
  solutionLength: -1,
  optimal: true,
  elapsedMs: 0,
};

function stopWorker() {
  worker?.terminate();
  worker = null;
}

export const useBackgroundRun = create<BackgroundRunState>((set) => ({
  status: 'idle',
  progress: null,
  final: null,
  failure: null,
  runId: -1,
  start: (setup, runId) => {
    set({ runId });
    stopWorker();
    // IDA* with pattern databases runs in the pattern-database worker, where the tables live.
    const pdb = setup.algorithm === 'idastar' && setup.heuristic === 'pdb' ? sharedPdbWorker() : null;
    if (pdb) {
      const job = ++pdbJob;
      set({ status: 'running', progress: null, final: null, failure: null });
      pdb
        .solve(
          {
            rows: setup.rows,
            cols: setup.cols,
            goal: setup.goal,
            start: setup.start,
            budget: { maxExpansions: setup.maxExpansions },
          },
          (p) => {
            if (job === pdbJob && p.phase === 'search')
              set({ progress: { ...EMPTY_STATS, expanded: p.expanded, generated: p.generated } });
          },
        )
        .then((result) => {
          if (job !== pdbJob) return;
          if (result.ok) set({ status: 'done', final: result.final });
          else if (result.reason === 'cancelled') set({ status: 'cancelled' });
          else set({ status: 'failed', failure: result.reason });
        });
      return;
    }
    if (typeof Worker === 'undefined') {
      set({ status: 'failed', failure: 'no-workers' });
      return;
    }
    const w = new Worker(new URL('../workers/search.worker.ts', import.meta.url), { type: 'module' });
    worker = w;
    const api: Remote<SearchWorkerApi> = wrap<SearchWorkerApi>(w);
    set({ status: 'running', progress: null, final: null, failure: null });
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
        set(result.ok ? { status: 'done', final: result.final } : { status: 'failed', failure: result.reason });
        stopWorker();
      })
      .catch((err: unknown) => {
        if (worker !== w) return;
        console.warn('background run failed', err);
        set({ status: 'failed', failure: 'error' });
        stopWorker();
      });
  },
  cancel: () => {
    pdbJob++;
    void sharedPdbWorker()?.cancel();
    stopWorker();
    set({ status: 'cancelled' });
  },
  clear: () => {
    pdbJob++;
    stopWorker();
    set({ status: 'idle', progress: null, final: null, failure: null });
  },
}));
