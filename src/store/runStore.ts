/**
 * The run: the setup a teacher chose, the live generator, the recorded event log (inside the
 * replayer), the cursor, and playback. The view at the cursor is derived by the core's
 * replayer, so stepping back is replaying from a checkpoint, never undoing by hand.
 */
import { create } from 'zustand';
import type { SearchEvent } from '../core/events';
import { makePuzzle, type Puzzle } from '../core/puzzle';
import {
  childrenAfter,
  createReplayer,
  LOOKAHEAD_LIMIT,
  type GeneratedChild,
  type Replayer,
  type ReplayView,
} from '../core/replay';
import type { SolvabilityReport } from '../core/solvability';
import { startSearch, type Search } from '../core/solvers';
import { cachedPatternDatabases, layoutEntries, layoutFor } from '../core/pdb';
import { checkSolvability } from '../core/solvability';
import { algorithmInfo } from '../core/solvers/algorithms';
import { MAX_RECORDED_EVENTS, DEFAULT_SETUP, type RunSetup } from '../core/setups';
import { sharedPdbWorker } from '../workers/pdbClient';
import { createPlaybackDriver } from './playbackDriver';
import { DEFAULT_SPEED_STEP, clampSpeedStep, eventsPerSecond } from './speed';

/**
 * Longest slice of main-thread work between two yields to the browser. Small, because the task
 * around it also holds the playback bar's render, a garbage collection now and then, and on a
 * busy machine other processes' time: the whole task must stay under 50 ms.
 */
const SLICE_MS = 6;
export { FAST_EVENTS_PER_SECOND } from './playbackDriver';
export { DEFAULT_SETUP, DEFAULT_VISUAL_MAX_EXPANSIONS, MAX_RECORDED_EVENTS, type RunSetup } from '../core/setups';

export type RunStatus =
  | { kind: 'empty' }
  | { kind: 'unsolvable'; report: SolvabilityReport }
  /** `message` is the core's own (English, technical); `cause` names the store's reasons. */
  | { kind: 'refused'; message: string; cause?: 'no-workers' | 'pdb-failed' }
  /** Pattern databases are being built (or loaded) in a worker before the run can start. */
  | { kind: 'preparing'; done: number; total: number }
  | { kind: 'loaded' };

/** Mutable per-run machinery: replaced as a whole by `load`, never mutated from outside. */
interface Session {
  readonly puzzle: Puzzle;
  readonly replayer: Replayer;
  search: Search | null;
}

export interface RunState {
  setup: RunSetup;
  status: RunStatus;
  /** Increments on every load, so views can reset local state. */
  runId: number;
  session: Session | null;
  /** Events recorded so far. */
  recorded: number;
  /** The generator has ended: the last recorded event is final. */
  finished: boolean;
  /** Recording hit the cap (recordCap) before the run ended. */
  tooLarge: boolean;
  cursor: number;
  view: ReplayView | null;
  /**
   * When the cursor is on an expand event: the children that expansion generates (read ahead in
   * the log), so the narration can summarise them there. Null elsewhere or when not yet known.
   */
  expansionChildren: readonly GeneratedChild[] | null;
  /** Bumped whenever the view changes (the replayer may reuse the same object). */
  viewVersion: number;
  playing: boolean;
  /** Run to end in progress (time-sliced on the main thread). */
  draining: boolean;
  speedStep: number;
  /** Events recorded at most; a device with little memory may lower it. */
  recordCap: number;

  /** Starts a run; `then` runs once it is loaded (after any pattern databases are ready). */
  load: (setup: RunSetup, then?: () => void) => void;
  /** Stops building pattern databases for a run that has not started. */
  cancelPreparing: () => void;
  /** Loads a setup and replays it to this cursor (a shared link: the run is deterministic). */
  loadAt: (setup: RunSetup, cursor: number) => void;
  reset: () => void;
  play: () => void;
  pause: () => void;
  togglePlay: () => void;
  stepForward: () => void;
  stepToNextExpansion: () => void;
  /** Applies everything up to, not including, the next expansion: the frontier is then complete. */
  stepToBeforeNextExpansion: () => void;
  stepBack: () => void;
  jumpToStart: () => void;
  runToEnd: () => void;
  seek: (cursor: number) => void;
  setSpeedStep: (step: number) => void;
  faster: () => void;
  slower: () => void;
  setRecordCap: (events: number) => void;
}

/** Pulls up to `count` more events from the live generator into the log. Returns how many. */
function record(session: Session, count: number, cap: number): number {
  const search = session.search;
  if (!search || count <= 0) return 0;
  const room = cap - session.replayer.length;
  const want = Math.min(count, room);
  const batch: SearchEvent[] = [];
  while (batch.length < want) {
    const step = search.next();
    if (step.done) {
      session.search = null;
      break;
    }
    batch.push(step.value);
    if (isFinal(step.value)) {
      session.search = null;
      break;
    }
  }
  if (batch.length) session.replayer.append(batch);
  return batch.length;
}

/** Tables this large (4x4: 11.5M entries) are built in a worker; small ones (3x3) right here. */
const PDB_BUILD_IN_PAGE_MAX_ENTRIES = 200_000;

function needsPdbTables(setup: RunSetup, puzzle: Puzzle): boolean {
  if (setup.heuristic !== 'pdb' || !algorithmInfo(setup.algorithm)?.usesHeuristic) return false;
  try {
    const layout = layoutFor(puzzle);
    return !cachedPatternDatabases(layout) && layoutEntries(layout) > PDB_BUILD_IN_PAGE_MAX_ENTRIES;
  } catch {
    return false; // no layout for this puzzle: startSearch will say 'unsupported'
  }
}

function isFinal(e: SearchEvent): boolean {
  return e.type === 'solved' || e.type === 'exhausted' || e.type === 'limit';
}

export const useRunStore = create<RunState>((set, get) => {
  /**
   * Records as needed and moves the cursor. `repaint` false skips bumping viewVersion, so the
   * heavy panels keep their last picture: at top speed they repaint a few times a second while
   * the cursor (and the playback bar) moves every frame.
   */
  const moveTo = (target: number, repaint = true) => {
    const { session, recordCap } = get();
    if (!session) return;
    if (target > session.replayer.length) record(session, target - session.replayer.length, recordCap);
    const cursor = Math.max(0, Math.min(target, session.replayer.length));
    const onExpand = cursor > 0 && session.replayer.event(cursor - 1).type === 'expand';
    // An expansion's children are a few events ahead: record them so the narration can tell them.
    const ahead = cursor + LOOKAHEAD_LIMIT - session.replayer.length;
    if (onExpand && ahead > 0) record(session, ahead, recordCap);
    const length = session.replayer.length;
    const view = session.replayer.seek(cursor);
    set((s) => ({
      cursor,
      view,
      expansionChildren: onExpand ? childrenAfter(session.replayer, cursor - 1) : null,
      viewVersion: repaint ? s.viewVersion + 1 : s.viewVersion,
      recorded: length,
      finished: session.search === null && length > 0 && isFinal(session.replayer.event(length - 1)),
      tooLarge: session.search !== null && length >= recordCap,
    }));
  };

  /** Nothing more can be shown: the final event is on screen, or recording is full. */
  const atEnd = () => {
    const s = get();
    if (!s.session) return true;
    const length = s.session.replayer.length;
    return s.cursor >= length && (s.session.search === null || length >= s.recordCap);
  };

  /**
   * Advances for at most SLICE_MS of recording and replaying together; `until` may stop early
   * at an event. Returns how many events the cursor moved.
   */
  const advanceFor = (maxEvents: number, until?: (e: SearchEvent) => boolean, repaint = true): number => {
    const { session, recordCap } = get();
    if (!session) return 0;
    const from = get().cursor;
    const t0 = performance.now();
    let cursor = get().cursor;
    let moved = 0;
    while (moved < maxEvents && performance.now() - t0 < SLICE_MS) {
      if (cursor >= session.replayer.length && record(session, 512, recordCap) === 0) break;
      const stepTo = Math.min(cursor + Math.min(512, maxEvents - moved), session.replayer.length);
      if (until) {
        let stop = -1;
        for (let i = cursor; i < stepTo; i++) {
          if (until(session.replayer.event(i))) {
            stop = i + 1;
            break;
          }
        }
        if (stop >= 0) {
          cursor = stop;
          break;
        }
      }
      moved += stepTo - cursor;
      cursor = stepTo;
      session.replayer.seek(cursor); // replaying counts against the slice too
    }
    moveTo(cursor, repaint);
    return get().cursor - from;
  };

  const playback = createPlaybackDriver({
    perSecond: () => eventsPerSecond(get().speedStep),
    advance: (units, repaint) => advanceFor(units === Infinity ? Number.MAX_SAFE_INTEGER : units, undefined, repaint),
    atEnd,
    running: (mode) => set({ playing: mode === 'playing', draining: mode === 'draining' }),
    ended: () => moveTo(get().cursor), // the final picture
  });

  const interrupt = () => {
    const wasRunning = get().playing || get().draining;
    playback.stop();
    if (wasRunning) moveTo(get().cursor); // repaint what a throttled run left unpainted
  };

  return {
    setup: DEFAULT_SETUP,
    status: { kind: 'empty' },
    runId: 0,
    session: null,
    recorded: 0,
    finished: false,
    tooLarge: false,
    cursor: 0,
    view: null,
    expansionChildren: null,
    viewVersion: 0,
    playing: false,
    draining: false,
    speedStep: DEFAULT_SPEED_STEP,
    recordCap: MAX_RECORDED_EVENTS,

    load: (setup, then) => {
      interrupt();
      const puzzle = makePuzzle(setup.rows, setup.cols, setup.goal);
      const runId = get().runId + 1;
      if (needsPdbTables(setup, puzzle) && checkSolvability(puzzle, setup.start).solvable) {
        // Building 4x4 tables takes seconds: a worker builds (or loads) them, then the run starts.
        const pdb = sharedPdbWorker();
        if (!pdb) {
          set({
            setup,
            runId,
            session: null,
            view: null,
            status: {
              kind: 'refused',
              message: 'Pattern databases need Web Workers, which this browser does not offer.',
              cause: 'no-workers',
            },
          });
          return;
        }
        set({ setup, runId, session: null, view: null, status: { kind: 'preparing', done: 0, total: 1 } });
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
                status: { kind: 'refused', message: 'The pattern databases could not be built.', cause: 'pdb-failed' },
              });
          });
        return;
      }
      const started = startSearch(puzzle, setup.start, {
        algorithm: setup.algorithm,
        heuristic: setup.heuristic,
        weight: setup.weight,
        depthLimit: setup.depthLimit,
        budget: { maxExpansions: setup.maxExpansions },
        trace: 'all',
      });
      const base = { setup, runId, recorded: 0, finished: false, tooLarge: false, cursor: 0 };
      if (!started.ok) {
        const status: RunStatus =
          started.reason === 'unsolvable'
            ? { kind: 'unsolvable', report: started.report }
            : { kind: 'refused', message: started.message };
        set({ ...base, status, session: null, view: null });
        return;
      }
      const session: Session = { puzzle, replayer: createReplayer(setup.algorithm), search: started.search };
      set({ ...base, status: { kind: 'loaded' }, session });
      // Show the start event at once: the root in the frontier, nothing expanded yet.
      moveTo(1);
      then?.();
    },

    cancelPreparing: () => {
      if (get().status.kind !== 'preparing') return;
      void sharedPdbWorker()?.cancel();
      set((s) => ({ runId: s.runId + 1, status: { kind: 'empty' } }));
    },

    loadAt: (setup, cursor) => {
      const target = Math.max(1, Math.floor(cursor));
      // Seek once the run exists: at once, or after its pattern databases are ready.
      get().load(setup, () => {
        if (!get().session || target <= get().cursor) return;
        // Far cursors are reached in slices, like Run to end, so a link never freezes the page;
        // the first slice runs now, so a near step is on screen before the first paint.
        playback.sliced(() => {
          advanceFor(target - get().cursor, undefined, false);
          if (get().cursor < target && !atEnd()) return false;
          moveTo(get().cursor);
          return true;
        });
      });
    },

    reset: () => {
      const { setup } = get();
      get().load(setup);
    },

    play: () => {
      const s = get();
      if (!s.session || s.playing) return;
      if (atEnd()) return;
      playback.play();
    },
    pause: () => interrupt(),
    togglePlay: () => (get().playing ? get().pause() : get().play()),

    stepForward: () => {
      interrupt();
      moveTo(get().cursor + 1);
    },
    stepToNextExpansion: () => {
      interrupt();
      advanceFor(Number.MAX_SAFE_INTEGER, (e) => e.type === 'expand' || isFinal(e));
    },
    stepToBeforeNextExpansion: () => {
      interrupt();
      const { session, recordCap } = get();
      if (!session) return;
      // The next expansion is a few events ahead (the current node's remaining children).
      for (let i = get().cursor; ; i++) {
        if (i >= session.replayer.length && record(session, 64, recordCap) === 0) return moveTo(i);
        const e = session.replayer.event(i);
        if (e.type === 'expand' || isFinal(e)) return moveTo(i);
      }
    },
    stepBack: () => {
      interrupt();
      // The start event stays applied: before it there is nothing to show.
      moveTo(Math.max(1, get().cursor - 1));
    },
    jumpToStart: () => {
      interrupt();
      moveTo(1);
    },
    runToEnd: () => {
      if (!get().session || atEnd()) return;
      playback.drain();
    },
    seek: (cursor) => {
      interrupt();
      moveTo(Math.max(1, cursor));
    },

    setSpeedStep: (step) => set({ speedStep: clampSpeedStep(step) }),
    faster: () => set((s) => ({ speedStep: clampSpeedStep(s.speedStep + 1) })),
    slower: () => set((s) => ({ speedStep: clampSpeedStep(s.speedStep - 1) })),
    setRecordCap: (events) => set({ recordCap: Math.max(1, Math.floor(events)) }),
  };
});
