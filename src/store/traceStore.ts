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

export type TraceStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading'; readonly name: string; readonly progress: TraceProgress }
  /** The file was refused: the first malformed line and what was wrong (nothing of it is kept). */
  | { readonly kind: 'refused'; readonly name: string; readonly error: TraceReadError }
  /** The worker could not run or failed (`message` is technical English). */
  | { readonly kind: 'failed'; readonly reason: 'no-workers' | 'worker'; readonly message: string }
  | { readonly kind: 'open'; readonly checking: boolean };

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
  open: (file: Blob, name: string) => void;
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
}

export function createTraceStore(deps: TraceStoreDeps) {
  return create<TraceState>()((set, get) => {
    let client: TraceClient | null = null;
    /** Each open or check gets a number: the answer to an older one is dropped. */
    let ticket = 0;
    let lineToEvent = new Map<number, number>();
    let log: Replayer | null = null;

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
      return true;
    };

    const fail = (mine: number) => (error: unknown) => {
      if (ticket !== mine) return;
      drop();
      set({ status: { kind: 'failed', reason: 'worker', message: String(error) } });
    };

    return {
      status: { kind: 'idle' },
      opened: null,
      checked: null,
      replayed: false,
      log: () => log,

      open: (file, name) => {
        drop();
        const mine = ++ticket;
        client = deps.worker();
        if (client === null) {
          set({ status: { kind: 'failed', reason: 'no-workers', message: 'Web Workers are not available' } });
          return;
        }
        set({ status: { kind: 'reading', name, progress: { bytes: 0, total: file.size, lines: 0 } } });
        const from = client;
        from
          .open(file, name, (progress) => {
            if (ticket === mine) set({ status: { kind: 'reading', name, progress } });
          })
          .then(async (result) => {
            if (ticket !== mine) return;
            if (!result.ok) {
              set({ status: { kind: 'refused', name, error: result.error } });
              return;
            }
            const replayed = await replay(from, result.trace, result.trace, mine);
            if (replayed === null) return;
            set({
              status: { kind: 'open', checking: false },
              opened: result.trace,
              checked: result.trace,
              replayed,
            });
          })
          .catch(fail(mine));
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
        set({ status: { kind: 'idle' }, opened: null, checked: null, replayed: false });
      },
    };
  });
}

/** Loaded with the trace part only (src/ui/trace): not in the page's first download. */
export const useTraceStore = createTraceStore({ worker: openTraceWorker, run: useRunStore, clock: pageClock });
