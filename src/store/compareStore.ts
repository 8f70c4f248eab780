/**
 * Compare mode: 2-4 panes search the same board, each with its own algorithm and options, and
 * one shared playback moves them all on a common clock counted in expansions. Playback is the
 * engine's (`playbackEngine.ts`) over every pane's recording (`compareTimeline.ts`); this store
 * adds the set-up: presets, panes, the shared solvability check and recording budget.
 */
import { create } from 'zustand';
import type { SolvabilityReport } from '../core/solvability';
import { checkSolvability } from '../core/solvability';
import { makePuzzle } from '../core/puzzle';
import type { AlgorithmId } from '../core/events';
import { loadSolver, solverLoaded, type Search } from '../core/solvers';
import type { Divergence } from '../core/trace/divergence';
import { MAX_PANES, MIN_PANES, PUZZLE_KIND } from '../core/setups';
import { useCompareBackground } from './compareBackground';
import { SharedRecordCap } from './compareCap';
import { useCompareOptimum } from './compareOptimum';
import { COMPARE_PRESETS, DEFAULT_PANE, findPreset, presetSetup, type CompareSetup } from './comparePresets';
import { startDomainPanes } from './compareDomain';
import { PaneSession, type PaneSetup } from './compareSession';
import { compareTimeline, NO_COMPARE_FRAME, type CompareFrame } from './compareTimeline';
import { pageClock, type Clock } from './frameClock';
import { announceModeStore } from './modeStores';
import { playbackSlice, type PlaybackState } from './playbackEngine';
import { deviceRecordCap } from './deviceRecordCap';
import { DEFAULT_SPEED_STEP } from './speed';

export type { PaneView } from './compareTimeline';

export { MAX_PANES, MIN_PANES } from '../core/setups';
/** Compare mode counts expansions per second; ~330/s lets a class watch IDA* and still see BFS move. */
export const DEFAULT_COMPARE_SPEED_STEP = Math.min(DEFAULT_SPEED_STEP + 10, 38);

export type CompareStatus =
  | { kind: 'empty' }
  | { kind: 'unsolvable'; report: SolvabilityReport }
  /** A pane's algorithm is not in the first download: its chunk is being fetched (lazySolvers.ts). */
  | { kind: 'preparing' }
  | { kind: 'loaded' };

/**
 * A pane that replays a search recorded elsewhere instead of running its algorithm: a student's
 * trace beside the reference (traceCompare.ts). It stays through the comparison's own changes
 * (another algorithm in another pane, a pane added, Reset) and goes with a new comparison.
 */
export interface RecordedPane {
  readonly index: number;
  /** What the pane is called (the trace's file name). */
  readonly label: string;
  /** A fresh replay of the recorded events (each load starts from the first). */
  readonly search: () => Search;
  /** Where it first parts from the reference, and the algorithm it was checked against. */
  readonly divergence: Divergence | null;
  readonly against: AlgorithmId | null;
}

export interface CompareState extends PlaybackState<CompareFrame>, CompareFrame {
  setup: CompareSetup;
  /** The preset last loaded, while the setup still matches it. */
  presetId: string | null;
  status: CompareStatus;
  /** Increments on every load, so views can reset local state. */
  runId: number;
  sessions: PaneSession[];
  /** Events recorded at most, over all panes together: the device's (deviceRecordCap.ts). */
  recordCap: number;
  /** The pane replaying a recorded search, if any. */
  recorded: RecordedPane | null;

  load: (setup: CompareSetup, presetId?: string | null) => void;
  /** Loads a comparison in which one pane replays a recorded search. */
  loadRecorded: (setup: CompareSetup, recorded: RecordedPane) => void;
  loadPreset: (id: string) => void;
  reset: () => void;
  setPane: (index: number, patch: Partial<PaneSetup>) => void;
  addPane: () => void;
  removePane: (index: number) => void;
  setRecordCap: (events: number) => void;
}

/** What a comparison on another domain may fetch before it starts: the domain's module, the solvers. */
const FETCH_ROUNDS = 2;

/** The comparison's domain kind when it is not the puzzle, else null. */
export function onDomain(setup: CompareSetup): string | null {
  return setup.domain !== undefined && setup.domain !== PUZZLE_KIND ? setup.domain : null;
}

export const DEFAULT_COMPARE_SETUP: CompareSetup = presetSetup(COMPARE_PRESETS[0]);

export function createCompareStore(clock: Clock) {
  return create<CompareState>()((set, get) => {
    const engine = playbackSlice<CompareFrame>(set, get, { clock, speedStep: DEFAULT_COMPARE_SPEED_STEP });
    /**
     * Fetches the panes' lazy solvers, then loads again. `fetched`: the fetch was already tried,
     * so a pane whose chunk still failed starts anyway and shows startSearch's refusal.
     */
    /** The recorded search pane `k` replays, if it is the recorded pane. */
    const recordedAt = (k: number): Search | undefined => {
      const recorded = get().recorded;
      return recorded?.index === k ? recorded.search() : undefined;
    };
    /** The comparison's own changes keep the recorded pane (while it is still there). */
    const reload = (setup: CompareSetup): void => {
      const recorded = get().recorded;
      if (recorded !== null && recorded.index >= setup.panes.length) set({ recorded: null });
      load(setup, null, false);
    };
    const load = (setup: CompareSetup, presetId: string | null, fetched: boolean): void => {
      // The puzzle's own solvers only: another domain's panes run the textbook solvers (loadDomain).
      const missing = onDomain(setup) === null ? setup.panes.filter((p) => !solverLoaded(p.algorithm)) : [];
      if (fetched || missing.length === 0) return loadNow(setup, presetId);
      engine.pause();
      engine.attach(null);
      const runId = get().runId + 1;
      set({ ...NO_COMPARE_FRAME, setup, presetId, runId, status: { kind: 'preparing' }, sessions: [] });
      void Promise.allSettled(missing.map((p) => loadSolver(p.algorithm))).then(() => {
        if (get().runId === runId) load(setup, presetId, true);
      });
    };
    const loadNow = (setup: CompareSetup, presetId: string | null): void => {
      engine.pause();
      useCompareBackground.getState().clear();
      useCompareOptimum.getState().clear();
      const panes = setup.panes.slice(0, MAX_PANES);
      const clean: CompareSetup = { ...setup, panes };
      const base = { setup: clean, presetId, runId: get().runId + 1 };
      const kind = onDomain(clean);
      if (kind !== null) return loadDomain(clean, presetId, kind, 0);
      // The board is shared: an unsolvable one is refused once, for every pane.
      const report = checkSolvability(makePuzzle(setup.rows, setup.cols, setup.goal), setup.start);
      if (!report.solvable) {
        engine.attach(null);
        set({ ...base, ...NO_COMPARE_FRAME, status: { kind: 'unsolvable', report }, sessions: [] });
        return;
      }
      // The recording cap is shared so four panes hold no more than one visualizer run, by
      // need: what a pane leaves when it finishes goes to the others (compareCap.ts).
      const shared = new SharedRecordCap(get().recordCap, panes.length);
      const sessions = panes.map((p, k) => new PaneSession(clean, p, shared, undefined, recordedAt(k)));
      set({ ...base, status: { kind: 'loaded' }, sessions });
      engine.attach(compareTimeline(sessions, clock.now));
    };
    /**
     * Every pane on one problem of another domain: its module, then the textbook solvers, fetched
     * first (a round each; past them a pane that still misses one shows its refusal).
     */
    const loadDomain = (setup: CompareSetup, presetId: string | null, kind: string, rounds: number): void => {
      engine.pause();
      const runId = get().runId + 1;
      const started = startDomainPanes(setup, kind);
      if ('fetch' in started && rounds < FETCH_ROUNDS) {
        engine.attach(null);
        set({ ...NO_COMPARE_FRAME, setup, presetId, runId, status: { kind: 'preparing' }, sessions: [] });
        void started
          .fetch()
          .catch(() => undefined)
          .then(() => {
            if (get().runId === runId) loadDomain(setup, presetId, kind, rounds + 1);
          });
        return;
      }
      const starts = 'starts' in started ? started.starts : setup.panes.map(() => undefined);
      const shared = new SharedRecordCap(get().recordCap, setup.panes.length);
      const sessions = setup.panes.map(
        (p, k) =>
          new PaneSession(setup, p, shared, starts[k] ?? { kind: 'refused', message: 'not loaded' }, recordedAt(k)),
      );
      set({ setup, presetId, runId, status: { kind: 'loaded' }, sessions });
      engine.attach(compareTimeline(sessions, clock.now));
    };
    return {
      ...engine,
      ...NO_COMPARE_FRAME,
      setup: DEFAULT_COMPARE_SETUP,
      presetId: null,
      status: { kind: 'empty' },
      runId: 0,
      sessions: [],
      recordCap: deviceRecordCap(),
      runToEnd: () => {
        // A pane that will not fit says so after a few hundred thousand events, not at its cap.
        for (const session of get().sessions) session.expectEnd();
        engine.runToEnd();
      },

      recorded: null,

      load: (setup, presetId = null) => {
        set({ recorded: null });
        load(setup, presetId, false);
      },

      loadRecorded: (setup, recorded) => {
        set({ recorded });
        load(setup, null, false);
      },

      loadPreset: (id) => {
        const preset = findPreset(id);
        if (preset) get().load(presetSetup(preset), id);
      },

      reset: () => (get().recorded !== null ? reload(get().setup) : get().load(get().setup, get().presetId)),

      setPane: (index, patch) => {
        const { setup } = get();
        if (index < 0 || index >= setup.panes.length) return;
        const panes = setup.panes.map((p, i) => (i === index ? { ...p, ...patch } : p));
        reload({ ...setup, panes });
      },

      addPane: () => {
        const { setup } = get();
        if (setup.panes.length >= MAX_PANES) return;
        const last = setup.panes[setup.panes.length - 1] ?? DEFAULT_PANE;
        reload({ ...setup, panes: [...setup.panes, { ...last }] });
      },

      removePane: (index) => {
        const { setup } = get();
        if (setup.panes.length <= MIN_PANES) return;
        const recorded = get().recorded;
        if (recorded !== null && index <= recorded.index) {
          // The recorded pane goes, or moves up one place.
          set({ recorded: index === recorded.index ? null : { ...recorded, index: recorded.index - 1 } });
        }
        reload({ ...setup, panes: setup.panes.filter((_, i) => i !== index) });
      },

      setRecordCap: (events) => set({ recordCap: Math.max(1, Math.floor(events)) }),
    };
  });
}

export const useCompareStore = createCompareStore(pageClock);
announceModeStore('compare', useCompareStore);
