/**
 * The visualizer's run: the set-up a teacher chose and what is particular to it (pattern
 * databases built first, refusals). Playback itself is the engine's (`playbackEngine.ts`):
 * this store is the engine's slice over one recording (`runTimeline.ts`) plus the set-up.
 */
import { create } from 'zustand';
import { makePuzzle, type Puzzle } from '../core/puzzle';
import { createReplayer, type Replayer } from '../core/replay';
import type { SolvabilityReport } from '../core/solvability';
import type { AnyDomain } from '../core/domain/types';
import type { FinalEvent } from '../core/events';
import { loadSolver, solverLoaded, startSearch, type Search } from '../core/solvers';
import { layoutEntries, layoutFor } from '../core/pdb/databaseSet';
import { loadPdbRuntime, pdbRuntime } from '../core/pdb/provider';
import { cachedPatternDatabases } from '../core/pdb/tableCache';
import { checkSolvability } from '../core/solvability';
import { algorithmInfo } from '../core/solvers/algorithms';
import { DEFAULT_SETUP, PUZZLE_KIND, type RunSetup } from '../core/setups';
import { runSearchOptions } from '../core/setupOptions';
import { sharedPdbWorker, type PdbClient } from '../workers/pdbClient';
import { pageClock, type Clock } from './frameClock';
import { playbackSlice, type PlaybackState } from './playbackEngine';
import type { startDomainRun } from '../core/solvers/domainRun';
import { deviceRecordCap } from './deviceRecordCap';
import { Recording } from './recording';
import type { BackgroundRunState } from './backgroundRun';
import { NO_RUN_FRAME, runTimeline, type RunFrame } from './runTimeline';
export { FAST_EVENTS_PER_SECOND } from './playbackDriver';
export { DEFAULT_SETUP, DEFAULT_VISUAL_MAX_EXPANSIONS, MAX_RECORDED_EVENTS, type RunSetup } from '../core/setups';

export type RunStatus =
  | { kind: 'empty' }
  | { kind: 'unsolvable'; report: SolvabilityReport }
  /** `message` is the core's own (English, technical); `cause` names the store's reasons. */
  | { kind: 'refused'; message: string; cause?: 'no-workers' | 'pdb-failed' | 'pdb-not-loaded' | 'solver-failed' }
  /**
   * Pattern databases are being built (or loaded) in a worker before the run can start; or,
   * with `solver`, the algorithm's own chunk is being fetched (solvers/lazySolvers.ts).
   */
  | { kind: 'preparing'; done: number; total: number; solver?: true }
  | { kind: 'loaded' };

/**
 * The loaded run: its domain's kind, its puzzle (null on any other domain) or its domain (null
 * on the puzzle, whose views draw from `puzzle`), and its event log (the replayer). Replaced as
 * a whole by `load`.
 */
export interface RunSession {
  readonly kind: string;
  readonly domain: AnyDomain | null;
  readonly puzzle: Puzzle | null;
  readonly replayer: Replayer;
}

export interface RunState extends PlaybackState<RunFrame>, RunFrame {
  setup: RunSetup;
  status: RunStatus;
  /** Increments on every load, so views can reset local state. */
  runId: number;
  session: RunSession | null;
  /** Events recorded at most: the device's (deviceRecordCap.ts); tests may lower it (from the next load). */
  recordCap: number;
  /**
   * The run whose end was asked for (Run to end, End): if it proves too large to record, the
   * rest is finished in the background on its own (TooLargeNotice), not after a second click;
   * an answer found ahead of the recording shows meanwhile (answerAhead.ts).
   */
  endAskedFor: number;

  /** Starts a run; `then` runs once it is loaded (after any pattern databases are ready). */
  load: (setup: RunSetup, then?: () => void) => void;
  /** Stops building pattern databases for a run that has not started. */
  cancelPreparing: () => void;
  /** Loads a setup and replays it to this cursor (a shared link: the run is deterministic). */
  loadAt: (setup: RunSetup, cursor: number) => void;
  reset: () => void;
  setRecordCap: (events: number) => void;
}

/** What the run store is given: the pattern-database worker, the clock, and a worker to finish runs. */
export interface RunStoreDeps {
  pdbWorker: () => PdbClient | null;
  clock: Clock;
  /**
   * Run to end: the same run started unseen in a worker, where that is quick (backgroundRun.ts
   * `startAhead`); its final event, or null. Null when the run does not go there.
   */
  finishAhead?: (setup: RunSetup, runId: number) => Promise<FinalEvent | null> | null;
  /** A run is replaced: stop what `finishAhead` started for the old one. */
  dropAhead?: () => void;
}

/** Tables this large (4x4: 11.5M entries) are built in a worker; small ones (3x3) right here. */
const PDB_BUILD_IN_PAGE_MAX_ENTRIES = 200_000;

function usesPdb(setup: RunSetup): boolean {
  return setup.heuristic === 'pdb' && algorithmInfo(setup.algorithm)?.usesHeuristic === true;
}

function needsPdbTables(setup: RunSetup, puzzle: Puzzle): boolean {
  if (!usesPdb(setup)) return false;
  try {
    const layout = layoutFor(puzzle);
    return !cachedPatternDatabases(layout) && layoutEntries(layout) > PDB_BUILD_IN_PAGE_MAX_ENTRIES;
  } catch {
    return false; // no layout for this puzzle: startSearch will say 'unsupported'
  }
}

/** domainRun.ts once fetched: runs on a domain other than the puzzle start there. */
let domainRun: typeof startDomainRun | null = null;

export function createRunStore(deps: RunStoreDeps) {
  return create<RunState>()((set, get) => {
    const engine = playbackSlice<RunFrame>(set, get, { clock: deps.clock });
    /** The loaded run's recording, which Run to end asks to judge early (earlyVerdict.ts). */
    let recording: Recording | null = null;
    /** No run to play: the engine lets go of the old one, the frame fields go blank. */
    const detach = (fields: Partial<RunState>) => {
      recording = null;
      engine.attach(null);
      set({ ...NO_RUN_FRAME, session: null, ...fields });
    };
    /** The run is loaded: its session set, its recording attached to the engine. */
    const attachRun = (
      setup: RunSetup,
      runId: number,
      what: Omit<RunSession, 'replayer'>,
      search: Search,
      then?: () => void,
    ) => {
      const replayer = createReplayer(setup.algorithm);
      set({ setup, runId, status: { kind: 'loaded' }, session: { ...what, replayer } });
      // Opens on the start event: the root in the frontier, nothing expanded yet.
      recording = new Recording(search, replayer, get().recordCap);
      engine.attach(runTimeline(recording, deps.clock.now));
      then?.();
    };
    return {
      ...engine,
      ...NO_RUN_FRAME,
      setup: DEFAULT_SETUP,
      status: { kind: 'empty' },
      runId: 0,
      session: null,
      recordCap: deviceRecordCap(),
      endAskedFor: -1,
      runToEnd: () => {
        const { runId, setup } = get();
        set({ endAskedFor: runId });
        // A run that will not fit goes to the background worker after a few hundred thousand
        // events, not after recording up to the cap (TooLargeNotice starts the worker).
        const asked = recording;
        asked?.expectEnd(setup.maxExpansions);
        // Where a worker finishes it sooner than the page can judge it, its true size decides.
        if (asked && !asked.ended) {
          void deps.finishAhead?.(setup, runId)?.then((final) => {
            if (final && recording === asked) asked.knowEnd(final.stats.expanded);
          });
        }
        engine.runToEnd();
      },

      load: (setup, then) => {
        engine.pause();
        deps.dropAhead?.();
        const runId = get().runId + 1;
        const kind = setup.domain ?? PUZZLE_KIND;
        if (kind !== PUZZLE_KIND) {
          // Another domain: its run starts in a module of its own (domainRun.ts), fetched on first use.
          const fetchThenLoad = (fetch: () => Promise<unknown>, failed: string) => {
            detach({ setup, runId, status: { kind: 'preparing', done: 0, total: 1, solver: true } });
            const stillWanted = () => get().runId === runId && get().status.kind === 'preparing';
            fetch().then(
              () => {
                if (stillWanted()) get().load(setup, then);
              },
              () => {
                if (stillWanted()) set({ status: { kind: 'refused', message: failed, cause: 'solver-failed' } });
              },
            );
          };
          if (domainRun === null) {
            const fetchRun = () => import('../core/solvers/domainRun').then((m) => (domainRun = m.startDomainRun));
            fetchThenLoad(fetchRun, `The ${kind} domain could not be loaded.`);
            return;
          }
          const begun = domainRun(setup, kind);
          if (begun.kind === 'refused') detach({ setup, runId, status: { kind: 'refused', message: begun.message } });
          else if (begun.kind === 'fetch') fetchThenLoad(begun.fetch, begun.failed);
          else attachRun(setup, runId, { kind, domain: begun.domain, puzzle: null }, begun.search, then);
          return;
        }
        const puzzle = makePuzzle(setup.rows, setup.cols, setup.goal);
        if (usesPdb(setup) && !pdbRuntime()) {
          // The pattern-database search is not in the first download: fetch it, then start again.
          detach({ setup, runId, status: { kind: 'preparing', done: 0, total: 1 } });
          const stillWanted = () => get().runId === runId && get().status.kind === 'preparing';
          loadPdbRuntime().then(
            () => {
              if (stillWanted()) get().load(setup, then);
            },
            () => {
              if (stillWanted())
                set({
                  status: {
                    kind: 'refused',
                    message: 'The pattern-database search could not be loaded.',
                    cause: 'pdb-not-loaded',
                  },
                });
            },
          );
          return;
        }
        if (needsPdbTables(setup, puzzle) && checkSolvability(puzzle, setup.start).solvable) {
          // Building 4x4 tables takes seconds: a worker builds (or loads) them, then the run starts.
          const pdb = deps.pdbWorker();
          if (!pdb) {
            detach({
              setup,
              runId,
              status: {
                kind: 'refused',
                message: 'Pattern databases need Web Workers, which this browser does not offer.',
                cause: 'no-workers',
              },
            });
            return;
          }
          detach({ setup, runId, status: { kind: 'preparing', done: 0, total: 1 } });
          const stillWanted = () => get().runId === runId && get().status.kind === 'preparing';
          void pdb
            .importTables({ rows: setup.rows, cols: setup.cols, goal: setup.goal }, (p) => {
              if (stillWanted()) set({ status: { kind: 'preparing', done: p.done, total: p.total } });
            })
            .then((ok) => {
              if (!stillWanted()) return;
              if (ok) get().load(setup, then);
              else
                set({
                  status: {
                    kind: 'refused',
                    message: 'The pattern databases could not be built.',
                    cause: 'pdb-failed',
                  },
                });
            });
          return;
        }
        if (!solverLoaded(setup.algorithm)) {
          // The algorithm is not in the first download: fetch its chunk, then load again.
          detach({ setup, runId, status: { kind: 'preparing', done: 0, total: 1, solver: true } });
          const stillWanted = () => get().runId === runId && get().status.kind === 'preparing';
          loadSolver(setup.algorithm).then(
            () => {
              if (stillWanted()) get().load(setup, then);
            },
            () => {
              if (!stillWanted()) return;
              const message = `The ${setup.algorithm} solver could not be loaded.`;
              set({ status: { kind: 'refused', message, cause: 'solver-failed' } });
            },
          );
          return;
        }
        // The puzzle domain's own kernels (src/core/domain/puzzle.ts `kernels` is this call).
        const started = startSearch(puzzle, setup.start, { ...runSearchOptions(setup), trace: 'all' });
        if (!started.ok) {
          const status: RunStatus =
            started.reason === 'unsolvable'
              ? { kind: 'unsolvable', report: started.report }
              : { kind: 'refused', message: started.message };
          detach({ setup, runId, status });
          return;
        }
        attachRun(setup, runId, { kind, domain: null, puzzle }, started.search, then);
      },

      cancelPreparing: () => {
        const status = get().status;
        if (status.kind !== 'preparing') return;
        if (!status.solver) void deps.pdbWorker()?.cancel(); // a chunk being fetched just goes unused

        set((s) => ({ runId: s.runId + 1, status: { kind: 'empty' } }));
      },

      loadAt: (setup, cursor) => {
        const target = Math.max(1, Math.floor(cursor));
        // Seek once the run exists: at once, or after its pattern databases are ready.
        get().load(setup, () => get().seekInSlices(target));
      },

      reset: () => get().load(get().setup),
      setRecordCap: (events) => set({ recordCap: Math.max(1, Math.floor(events)) }),
    };
  });
}

/** The background run's store, fetched by the first Run to end: it is not in the first download. */
let backgroundRun: Promise<() => BackgroundRunState> | null = null;
const background = () =>
  (backgroundRun ??= import('./backgroundRun').then((m) => m.useBackgroundRun.getState)).then((get) => get());

export const useRunStore = createRunStore({
  pdbWorker: sharedPdbWorker,
  clock: pageClock,
  // Not once the run is replaced while the store was being fetched.
  finishAhead: (setup, runId) =>
    background().then((bg) => (useRunStore.getState().runId === runId ? bg.startAhead(setup, runId) : null)),
  // Nothing was started ahead before the store was first fetched.
  dropAhead: () => void backgroundRun?.then((get) => get().dropAhead()),
});
