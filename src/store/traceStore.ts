/**
 * A student's search trace, opened: reading it (in a worker, with progress and Cancel), its
 * verdict against the reference algorithm, and its replay in the visualizer. The replay is the
 * visualizer's own run store given the trace's events (traceEvents in src/core/trace) instead
 * of a live search, through the store's public state and `attach`: the board, frontier table,
 * closed set, narration, step, back and scrub then work as for any run.
 *
 * A trace on a road map or a grid replays on that domain's view (traceRun.ts), as a run of the
 * app's own there; one whose domain cannot be opened on the page is still read and checked, and
 * `replayed` says it is not shown.
 */
import { create, type StoreApi } from 'zustand';
import type { AlgorithmId } from '../core/events';
import { createReplayer, type Replayer } from '../core/replay';
import {
  openTraceWorker,
  type CheckedTrace,
  type OpenedTrace,
  type TraceClient,
  type TraceProgress,
} from '../workers/traceClient';
import type { TraceReadError } from '../core/trace';
import { pageClock, type Clock } from './frameClock';
import { Recording } from './recording';
import { useRunStore, type RunState } from './runStore';
import { runTimeline } from './runTimeline';
import { traceRun } from './traceRun';
import { indexedDbShelf, keepTrace, takeTrace, type TraceShelf } from './traceKeep';
import { useTracePanel } from './tracePanel';

export type TraceStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading'; readonly name: string; readonly progress: TraceProgress }
  /** The file was refused: the first malformed line and what was wrong (nothing of it is kept). */
  | { readonly kind: 'refused'; readonly name: string; readonly error: TraceReadError }
  /** The worker could not run or failed (`message` is technical English). */
  | { readonly kind: 'failed'; readonly reason: 'no-workers' | 'worker'; readonly message: string }
  | { readonly kind: 'open'; readonly checking: boolean };

/** Whether the open trace is kept in the browser, so that a link to one of its steps reopens it. */
export type TraceKept =
  | { readonly kind: 'none' }
  | { readonly kind: 'kept'; readonly id: string }
  | { readonly kind: 'too-large'; readonly bytes: number; readonly max: number }
  /** The browser refused to store it (private mode, quota, no IndexedDB). */
  | { readonly kind: 'not-kept' };

/** Why a link's trace did not reopen: no longer kept (or never, in this browser), damaged, or storage refused. */
export type TraceLost = 'unknown' | 'damaged' | 'storage';

export interface TraceState {
  status: TraceStatus;
  /** The trace last opened (its events are in the run store's replayer once replayed). */
  opened: OpenedTrace | null;
  /** Its verdict against the algorithm last asked for (at first the header's). */
  checked: CheckedTrace | null;
  /** Whether the visualizer shows the trace: false on a domain it cannot open. */
  replayed: boolean;
  /** The trace's events as last replayed (compare mode's pane of the student reads them). */
  log: () => Replayer | null;
  kept: TraceKept;
  /** A link's trace that could not be reopened, and why (cleared by the next open). */
  lost: TraceLost | null;
  /** A link's step past the replay's end: the step asked for and the last one, shown instead. */
  clampedStep: { readonly asked: number; readonly last: number } | null;
  open: (file: Blob, name: string) => void;
  /**
   * Reopens a kept trace (a link's `#trace=<id>&step=<n>`) at that step of its replay, checked
   * against the algorithm the link names (`against`), else the header's.
   */
  restore: (id: string, step: number, against?: AlgorithmId) => void;
  cancel: () => void;
  /** Checks (and replays) against another algorithm, with the header's heuristic or another. */
  checkAgainst: (algorithm: AlgorithmId, heuristic: string | null) => void;
  /** The step (1-based) a line of the trace became in the replay, or null when it is not a step. */
  stepOfLine: (line: number) => number | null;
  /** The visualizer's view at the step a line of the trace became. False when the line is not a step. */
  showLine: (line: number) => boolean;
  close: () => void;
}

/** Events asked of the worker at a time: some 30 ms of the page's thread to receive and index. */
const EVENT_SLICE = 10_000;

export interface TraceStoreDeps {
  worker: () => TraceClient | null;
  run: StoreApi<RunState>;
  clock: Clock;
  /** Where opened traces are kept (IndexedDB in the page). */
  shelf?: TraceShelf;
}

const NOTHING_OPEN = {
  status: { kind: 'idle' },
  opened: null,
  checked: null,
  replayed: false,
  kept: { kind: 'none' },
  lost: null,
  clampedStep: null,
} as const satisfies Partial<TraceState>;

export function createTraceStore(deps: TraceStoreDeps) {
  return create<TraceState>()((set, get) => {
    let client: TraceClient | null = null;
    /** Each open or check gets a number: the answer to an older one is dropped. */
    let ticket = 0;
    let lineToEvent = new Map<number, number>();
    let log: Replayer | null = null;
    /** The run store's run that replays the trace: a link names the trace only while it is on screen. */
    let traceRunId: number | null = null;
    const shelf = deps.shelf ?? null;

    const showing = (runId: number | null) => {
      traceRunId = runId;
      // The page's own link (the first download's linkSync) then leaves the run out of the address.
      if (useTracePanel.getState().replaying !== (runId !== null))
        useTracePanel.setState({ replaying: runId !== null });
    };
    deps.run.subscribe((s) => {
      if (traceRunId !== null && s.runId !== traceRunId) showing(null);
    });

    const drop = () => {
      client?.terminate();
      client = null;
    };

    /**
     * The trace's events become the visualizer's run, fetched from the worker a
     * slice at a time: each slice is one short task on the page's thread, where the whole of a
     * 200,000-line trace in one message was half a second of it. Resolves to null when a newer
     * open, a check or Cancel overtook it.
     */
    const replay = async (
      from: TraceClient,
      opened: OpenedTrace,
      checked: CheckedTrace,
      mine: number,
    ): Promise<boolean | null> => {
      lineToEvent = new Map();
      for (let i = 0; i + 1 < checked.eventOfLine.length; i += 2)
        lineToEvent.set(checked.eventOfLine[i], checked.eventOfLine[i + 1]);
      const replayer = createReplayer(checked.replayAs);
      for (let at = 0; at < checked.eventCount; at += EVENT_SLICE) {
        const slice = await from.events(at, Math.min(checked.eventCount, at + EVENT_SLICE));
        if (ticket !== mine) return null;
        replayer.append(slice);
      }
      const shown = await traceRun(opened, checked.replayAs);
      if (ticket !== mine) return null;
      if (shown === null) return false;
      log = replayer;
      const run = deps.run;
      run.getState().pause();
      run.setState((s) => ({
        setup: shown.setup,
        runId: s.runId + 1,
        status: { kind: 'loaded' },
        session: { ...shown.session, replayer },
      }));
      const recording = new Recording(null, replayer, Math.max(1, checked.eventCount));
      run.getState().attach(runTimeline(recording, deps.clock.now));
      showing(run.getState().runId);
      return true;
    };

    /** Keeps a newly opened trace (a link to its steps then works after a reload), or says why not. */
    const keep = async (file: Blob, name: string, mine: number) => {
      if (shelf === null) return;
      const result = await keepTrace(shelf, name, file);
      if (ticket !== mine) return;
      if (result.ok) set({ kept: { kind: 'kept', id: result.id } });
      else if (result.reason === 'too-large')
        set({ kept: { kind: 'too-large', bytes: result.bytes, max: result.max } });
      else set({ kept: { kind: 'not-kept' } });
    };

    /** Reads, checks and replays a file; a kept one (restored from a link) is not kept again. */
    const openFile = (
      file: Blob,
      name: string,
      from: { id: string; step: number; against: AlgorithmId | undefined } | null,
    ) => {
      drop();
      const mine = ++ticket;
      client = deps.worker();
      if (client === null) {
        set({ status: { kind: 'failed', reason: 'no-workers', message: 'Web Workers are not available' } });
        return;
      }
      set({
        status: { kind: 'reading', name, progress: { bytes: 0, total: file.size, lines: 0 } },
        kept: { kind: 'none' },
        lost: null,
        clampedStep: null,
      });
      const worker = client;
      worker
        .open(file, name, (progress) => {
          if (ticket === mine) set({ status: { kind: 'reading', name, progress } });
        })
        .then(async (result) => {
          if (ticket !== mine) return;
          if (!result.ok) {
            set({ status: { kind: 'refused', name, error: result.error } });
            return;
          }
          let checked: CheckedTrace = result.trace;
          const against = from?.against;
          if (against !== undefined && against !== result.trace.verdict.algorithm) {
            checked = (await worker.recheck(against, null)) ?? checked;
            if (ticket !== mine) return;
          }
          const replayed = await replay(worker, result.trace, checked, mine);
          if (replayed === null) return;
          set({
            status: { kind: 'open', checking: false },
            opened: result.trace,
            checked,
            replayed,
            kept: from === null ? { kind: 'none' } : { kind: 'kept', id: from.id },
          });
          if (from !== null && replayed) {
            const last = checked.eventCount;
            deps.run.getState().seek(Math.min(Math.max(1, from.step), last));
            if (from.step > last) set({ clampedStep: { asked: from.step, last } });
          }
          if (from === null) await keep(file, name, mine);
        })
        .catch(fail(mine));
    };

    const fail = (mine: number) => (error: unknown) => {
      if (ticket !== mine) return;
      drop();
      set({ status: { kind: 'failed', reason: 'worker', message: String(error) } });
    };

    return {
      ...NOTHING_OPEN,
      log: () => log,

      open: (file, name) => openFile(file, name, null),

      restore: (id, step, against) => {
        const mine = ++ticket;
        if (shelf === null) {
          set({ lost: 'storage' });
          return;
        }
        void takeTrace(shelf, id).then((taken) => {
          if (ticket !== mine) return;
          if (!taken.ok) set({ lost: taken.reason });
          else {
            const file = new Blob([taken.trace.text], { type: 'text/plain' });
            openFile(file, taken.trace.name, { id, step, against });
          }
        });
      },

      cancel: () => {
        if (get().status.kind !== 'reading') return;
        ticket++;
        drop();
        set({ status: { kind: 'idle' } });
      },

      checkAgainst: (algorithm, heuristic) => {
        const opened = get().opened;
        if (client === null || opened === null) return;
        const mine = ++ticket;
        set({ status: { kind: 'open', checking: true } });
        const from = client;
        from
          .recheck(algorithm, heuristic)
          .then(async (checked) => {
            if (ticket !== mine || checked === null) return;
            const replayed = await replay(from, opened, checked, mine);
            if (replayed === null) return;
            set({ status: { kind: 'open', checking: false }, checked, replayed });
          })
          .catch(fail(mine));
      },

      stepOfLine: (line) => {
        const at = lineToEvent.get(line);
        return at === undefined ? null : at + 1;
      },

      showLine: (line) => {
        const at = lineToEvent.get(line);
        if (at === undefined || !get().replayed) return false;
        // Position N shows the view after N events: the line's own event is the last applied.
        deps.run.getState().seek(at + 1);
        return true;
      },

      close: () => {
        ticket++;
        drop();
        lineToEvent = new Map();
        log = null;
        showing(null);
        set(NOTHING_OPEN);
      },
    };
  });
}

/** Loaded with the trace part only (src/ui/trace): not in the page's first download. */
export const useTraceStore = createTraceStore({
  worker: openTraceWorker,
  run: useRunStore,
  clock: pageClock,
  shelf: indexedDbShelf,
});
