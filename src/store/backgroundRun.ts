/**
 * A run too large to record, finished in a Web Worker: progress while it runs, Cancel, and the
 * final event (answer and statistics) when it ends. A run on a road map or a grid goes to the
 * worker as its set-up and is started there through its domain, as the page started it.
 *
 * A run on the pattern-database kernel is also started ahead, unseen, when Run to end is asked
 * (`startAhead`): the worker holds the tables and is idle, and it finishes Korf's instance 1 in
 * a fifth of a second where the page needs seconds to record it. Its answer is shown at once
 * (answerAhead.ts) and tells the recording the run's true size (Recording.knowEnd): a run that
 * fits is recorded to its end, and one that does not stops at once, its notice revealing the job
 * (`start`).
 */
import { create } from 'zustand';
import type { FinalEvent, SearchStats } from '../core/events';
import { runSearchOptions } from '../core/setupOptions';
import { PUZZLE_KIND } from '../core/setups';
import { runsOnPdbKernel } from '../core/solvers/algorithms';
import { sharedPdbWorker, type PdbClient } from '../workers/pdbClient';
import type { RunSetup } from './runStore';
import { useFinishedPasses, type FinishedPasses } from './finishedPasses';
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
  /** The page shows this job: false while a job started ahead has not been asked for. */
  shown: boolean;
  /** Finishes the run in the worker, shown; reveals a job already started ahead for it. */
  start: (setup: RunSetup, runId: number) => void;
  /**
   * Starts the run unseen when it runs on the pattern-database kernel (else does nothing and
   * gives null): its final event, or null if it failed or was dropped.
   */
  startAhead: (setup: RunSetup, runId: number) => Promise<FinalEvent | null> | null;
  /** Stops a job started ahead that nobody asked to see (the run was replaced). */
  dropAhead: () => void;
  cancel: () => void;
  clear: () => void;
}

let job: SearchWorkerJob | null = null;
/** Bumped to forget a pattern-database solve the page no longer waits for. */
let pdbJob = 0;
/** The job started ahead for the current runId, and its passes, published once it is shown. */
let ahead: Promise<FinalEvent | null> | null = null;
let aheadPasses: FinishedPasses | null = null;

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

/** The pattern-database worker when this run goes there (IDA* with pattern databases on the puzzle). */
function pdbWorkerFor(setup: RunSetup) {
  const onPuzzle = setup.domain === undefined || setup.domain === PUZZLE_KIND;
  return onPuzzle && runsOnPdbKernel(setup.algorithm, setup.heuristic) ? sharedPdbWorker() : null;
}

export const useBackgroundRun = create<BackgroundRunState>((set, get) => {
  /** Solves in the pattern-database worker, where the tables live; shown or started ahead. */
  const solveOnKernel = (pdb: PdbClient, setup: RunSetup, runId: number, shown: boolean) => {
    const mine = ++pdbJob;
    set({ runId, shown, status: 'running', progress: null, final: null, failure: null });
    if (shown) useFinishedPasses.setState({ runId, passes: null, solved: false });
    aheadPasses = null;
    const request = {
      rows: setup.rows,
      cols: setup.cols,
      goal: setup.goal,
      start: setup.start,
      budget: { maxExpansions: setup.maxExpansions },
    };
    return pdb
      .solve(request, (p) => {
        if (mine === pdbJob && p.phase === 'search')
          set({ progress: { ...EMPTY_STATS, expanded: p.expanded, generated: p.generated } });
      })
      .then((result) => {
        if (mine !== pdbJob) return null;
        if (!result.ok) {
          set(result.reason === 'cancelled' ? { status: 'cancelled' } : { status: 'failed', failure: result.reason });
          return null;
        }
        const passes = { runId, passes: result.passes, solved: result.final.type === 'solved' };
        // The pass table completes only once the page shows the answer.
        if (get().shown) useFinishedPasses.setState(passes);
        else aheadPasses = passes;
        set({ status: 'done', final: result.final });
        return result.final;
      });
  };

  return {
    status: 'idle',
    progress: null,
    final: null,
    failure: null,
    runId: -1,
    shown: false,
    start: (setup, runId) => {
      const s = get();
      if (ahead && s.runId === runId && !s.shown && (s.status === 'running' || s.status === 'done')) {
        set({ shown: true });
        if (aheadPasses) useFinishedPasses.setState(aheadPasses);
        else useFinishedPasses.setState({ runId, passes: null, solved: false });
        return;
      }
      ahead = null;
      stopWorker();
      const pdb = pdbWorkerFor(setup);
      if (pdb) {
        void solveOnKernel(pdb, setup, runId, true);
        return;
      }
      set({ runId, shown: true });
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
    startAhead: (setup, runId) => {
      if (ahead && get().runId === runId) return ahead;
      const pdb = pdbWorkerFor(setup);
      if (!pdb) return null;
      stopWorker();
      ahead = solveOnKernel(pdb, setup, runId, false);
      return ahead;
    },
    dropAhead: () => {
      const s = get();
      if (!ahead || s.shown) return;
      ahead = null;
      aheadPasses = null;
      if (s.status === 'running') {
        pdbJob++;
        void sharedPdbWorker()?.cancel();
      }
      set({ status: 'idle', progress: null, final: null, failure: null });
    },
    cancel: () => {
      ahead = null;
      pdbJob++;
      void sharedPdbWorker()?.cancel();
      stopWorker();
      set({ status: 'cancelled' });
    },
    clear: () => {
      ahead = null;
      aheadPasses = null;
      pdbJob++;
      stopWorker();
      set({ status: 'idle', progress: null, final: null, failure: null });
    },
  };
});
