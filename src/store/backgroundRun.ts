/**
 * A run too large to record, finished in a Web Worker: progress while it runs, Cancel, and the
 * final event (answer and statistics) when it ends. A run on a road map or a grid goes to the
 * worker as its set-up and is started there through its domain, as the page started it.
 */
import { create } from 'zustand';
import type { FinalEvent, SearchStats } from '../core/events';
import { runSearchOptions } from '../core/setupOptions';
import { PUZZLE_KIND } from '../core/setups';
import { runsOnPdbKernel } from '../core/solvers/algorithms';
import { sharedPdbWorker } from '../workers/pdbClient';
import type { RunSetup } from './runStore';
import { useFinishedPasses } from './finishedPasses';
import { recordedRunRequest, startSearchWorker, type SearchWorkerJob } from './searchWorkerJob';

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

let job: SearchWorkerJob | null = null;
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
  job?.cancel();
  job = null;
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
    const onPuzzle = setup.domain === undefined || setup.domain === PUZZLE_KIND;
    const pdb = onPuzzle && runsOnPdbKernel(setup.algorithm, setup.heuristic) ? sharedPdbWorker() : null;
    if (pdb) {
      const job = ++pdbJob;
      set({ status: 'running', progress: null, final: null, failure: null });
      useFinishedPasses.setState({ runId, passes: null, solved: false });
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
          if (result.ok) {
            set({ status: 'done', final: result.final });
            useFinishedPasses.setState({ runId, passes: result.passes, solved: result.final.type === 'solved' });
          } else if (result.reason === 'cancelled') set({ status: 'cancelled' });
          else set({ status: 'failed', failure: result.reason });
        });
      return;
    }
    const j = startSearchWorker(recordedRunRequest(setup, runSearchOptions(setup)), (stats) => {
      if (job === j) set({ progress: stats });
    });
    if (!j) {
      set({ status: 'failed', failure: 'no-workers' });
      return;
    }
    job = j;
    set({ status: 'running', progress: null, final: null, failure: null });
    j.result
      .then((result) => {
        if (job !== j) return;
        job = null;
        set(result.ok ? { status: 'done', final: result.final } : { status: 'failed', failure: result.reason });
      })
      .catch((err: unknown) => {
        if (job !== j) return;
        job = null;
        console.warn('background run failed', err);
        set({ status: 'failed', failure: 'error' });
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
