/**
 * Compare mode: 2-4 panes search the same board, each with its own algorithm and options, and
 * one shared playback moves them all on a common clock counted in expansions (lockstep: one
 * tick advances every unfinished pane to its next expansion). A pane that ends (solved, out of
 * budget, too large to record) keeps showing its end while the others go on.
 *
 * Recording works as in the visualizer's run store: events are pulled from each live
 * generator in batches, in slices of at most SLICE_MS of recording per frame, and the view of each pane is
 * the core's replayer at that pane's cursor, so scrubbing back is replaying, never undoing.
 */
import { create } from 'zustand';
import type { ReplayView } from '../core/replay';
import type { SolvabilityReport } from '../core/solvability';
import { checkSolvability } from '../core/solvability';
import { makePuzzle } from '../core/puzzle';
import { MAX_PANES, MIN_PANES } from '../core/setups';
import { useCompareBackground } from './compareBackground';
import { useCompareOptimum } from './compareOptimum';
import { COMPARE_PRESETS, DEFAULT_PANE, findPreset, presetSetup, type CompareSetup } from './comparePresets';
import { PaneSession, type PaneSetup } from './compareSession';
import { createPlaybackDriver } from './playbackDriver';
import { MAX_RECORDED_EVENTS } from './runStore';
import { DEFAULT_SPEED_STEP, clampSpeedStep, eventsPerSecond } from './speed';

export { MAX_PANES, MIN_PANES } from '../core/setups';
/**
 * Recording time per frame while playing. Every event recorded is then replayed once more to
 * show it (about 0.7 of its recording cost, profiled on the hard board), so recording and
 * replaying together stay near the visualizer's 10 ms slice, and a frame with its rendering
 * well under 50 ms.
 */
const SLICE_MS = 6;
/** Events pulled from one pane's generator before looking at the clock again. */
const BATCH = 256;
/** Compare mode counts expansions per second; ~330/s lets a class watch IDA* and still see BFS move. */
export const DEFAULT_COMPARE_SPEED_STEP = Math.min(DEFAULT_SPEED_STEP + 10, 38);

/** What each pane shows at the clock; replaced (never mutated) on every move. */
export interface PaneView {
  /** The pane's event cursor. */
  cursor: number;
  /** The replayer's view at the cursor (null for a refused pane). Valid until the next move. */
  view: ReplayView | null;
  /** The pane has recorded its final event. */
  finished: boolean;
  /** Recording hit the pane's cap before the run ended. */
  tooLarge: boolean;
  /** The clock has reached this pane's end: its last event is on screen. */
  atEnd: boolean;
}

export type CompareStatus = { kind: 'empty' } | { kind: 'unsolvable'; report: SolvabilityReport } | { kind: 'loaded' };

export interface CompareState {
  setup: CompareSetup;
  /** The preset last loaded, while the setup still matches it. */
  presetId: string | null;
  status: CompareStatus;
  /** Increments on every load, so views can reset local state. */
  runId: number;
  sessions: PaneSession[];
  panes: PaneView[];
  /** The shared clock: expansions done (by every pane that has not ended earlier). */
  clock: number;
  /** The largest clock reachable without recording more (the scrubber's end). */
  knownClock: number;
  /** The clock at which every pane has ended, once known. */
  endClock: number | null;
  /** Bumped on every move (the replayers reuse their view objects). */
  version: number;
  /**
   * Bumped on the moves the charts follow: every move, except while playing fast, when the
   * driver asks for a repaint only a few times a second (the charts are the heavy part).
   */
  chartVersion: number;
  playing: boolean;
  draining: boolean;
  speedStep: number;
  /** Events recorded at most, over all panes together. */
  recordCap: number;

  load: (setup: CompareSetup, presetId?: string | null) => void;
  loadPreset: (id: string) => void;
  reset: () => void;
  setPane: (index: number, patch: Partial<PaneSetup>) => void;
  addPane: () => void;
  removePane: (index: number) => void;
  play: () => void;
  pause: () => void;
  togglePlay: () => void;
  stepForward: () => void;
  stepBack: () => void;
  jumpToStart: () => void;
  runToEnd: () => void;
  seek: (clock: number) => void;
  setSpeedStep: (step: number) => void;
  faster: () => void;
  slower: () => void;
  setRecordCap: (events: number) => void;
}

export const DEFAULT_COMPARE_SETUP: CompareSetup = presetSetup(COMPARE_PRESETS[0]);

/** The clock every pane can show now: the slowest live pane's, or the end once all have ended. */
function knownClockOf(sessions: readonly PaneSession[]): number {
  let known = Infinity;
  for (const s of sessions) known = Math.min(known, s.knownClock);
  return known === Infinity ? endClockOf(sessions) : known;
}

/** Every pane has ended: the clock at which the last one shows its end. */
function endClockOf(sessions: readonly PaneSession[]): number {
  let end = 0;
  for (const s of sessions) end = Math.max(end, s.expansions);
  return end;
}

/**
 * Records in every pane that needs it to show `target`, round-robin in batches, until each can
 * or `deadline` passes. Returns the clock now reachable (at most `target`).
 */
function recordUntil(sessions: readonly PaneSession[], target: number, deadline: number): number {
  for (;;) {
    let busy = false;
    for (const s of sessions) {
      if (!s.needs(target)) continue;
      busy = true;
      s.record(BATCH);
    }
    if (!busy || performance.now() >= deadline) break;
  }
  return Math.min(target, knownClockOf(sessions));
}

export const useCompareStore = create<CompareState>((set, get) => {
  /**
   * Moves the clock and publishes every pane. Playback records within one time slice (the
   * clock goes as far as the slice allowed); a step or a seek (the scrubber never goes past
   * what is recorded) records all it needs.
   */
  const moveTo = (target: number, sliced = false, repaint = true) => {
    const { sessions } = get();
    if (!sessions.length) return;
    const wanted = Math.max(0, Math.floor(target));
    const clock = recordUntil(sessions, wanted, sliced ? performance.now() + SLICE_MS : Infinity);
    publish(clock, repaint);
  };

  const publish = (clock: number, repaint = true) => {
    const { sessions } = get();
    const allEnded = sessions.every((s) => s.ended);
    const endClock = allEnded ? endClockOf(sessions) : null;
    const panes = sessions.map((s): PaneView => {
      const cursor = s.refusal ? 0 : s.cursorAt(clock);
      return {
        cursor,
        view: s.refusal ? null : s.replayer.seek(cursor),
        finished: s.finished,
        tooLarge: s.tooLarge,
        atEnd: s.ended && cursor >= s.recorded,
      };
    });
    set((st) => ({
      clock,
      knownClock: Math.max(clock, knownClockOf(sessions)),
      endClock,
      panes,
      version: st.version + 1,
      chartVersion: repaint ? st.chartVersion + 1 : st.chartVersion,
    }));
  };

  const atEnd = () => {
    const s = get();
    return s.endClock !== null && s.clock >= s.endClock;
  };

  const playback = createPlaybackDriver({
    perSecond: () => eventsPerSecond(get().speedStep),
    advance: (units, repaint) => {
      const before = get().clock;
      moveTo(units === Infinity ? Number.MAX_SAFE_INTEGER : before + units, true, repaint);
      return get().clock - before;
    },
    atEnd,
    // The last frame may have been a throttled one: the charts show the end.
    ended: () => publish(get().clock),
    running: (mode) => set({ playing: mode === 'playing', draining: mode === 'draining' }),
  });

  const interrupt = () => {
    const wasRunning = get().playing || get().draining;
    playback.stop();
    // Repaint what a throttled run left unpainted.
    if (wasRunning && get().sessions.length) publish(get().clock);
  };

  const disposeSessions = () => {
    for (const s of get().sessions) s.dispose();
  };

  return {
    setup: DEFAULT_COMPARE_SETUP,
    presetId: null,
    status: { kind: 'empty' },
    runId: 0,
    sessions: [],
    panes: [],
    clock: 0,
    knownClock: 0,
    endClock: null,
    version: 0,
    chartVersion: 0,
    playing: false,
    draining: false,
    speedStep: DEFAULT_COMPARE_SPEED_STEP,
    recordCap: MAX_RECORDED_EVENTS,

    load: (setup, presetId = null) => {
      interrupt();
      disposeSessions();
      useCompareBackground.getState().clear();
      useCompareOptimum.getState().clear();
      const panes = setup.panes.slice(0, MAX_PANES);
      const clean: CompareSetup = { ...setup, panes };
      const base = { setup: clean, presetId, runId: get().runId + 1, clock: 0, knownClock: 0, endClock: null };
      // The board is shared: an unsolvable one is refused once, for every pane.
      const report = checkSolvability(makePuzzle(setup.rows, setup.cols, setup.goal), setup.start);
      if (!report.solvable) {
        set({ ...base, status: { kind: 'unsolvable', report }, sessions: [], panes: [] });
        return;
      }
      // The recording budget is shared so four panes hold no more than one visualizer run.
      const cap = Math.max(1, Math.floor(get().recordCap / panes.length));
      const sessions = panes.map((p) => new PaneSession(clean, p, cap));
      set({ ...base, status: { kind: 'loaded' }, sessions });
      moveTo(0);
    },

    loadPreset: (id) => {
      const preset = findPreset(id);
      if (preset) get().load(presetSetup(preset), id);
    },

    reset: () => get().load(get().setup, get().presetId),

    setPane: (index, patch) => {
      const { setup } = get();
      if (index < 0 || index >= setup.panes.length) return;
      const panes = setup.panes.map((p, i) => (i === index ? { ...p, ...patch } : p));
      get().load({ ...setup, panes });
    },

    addPane: () => {
      const { setup } = get();
      if (setup.panes.length >= MAX_PANES) return;
      const last = setup.panes[setup.panes.length - 1] ?? DEFAULT_PANE;
      get().load({ ...setup, panes: [...setup.panes, { ...last }] });
    },

    removePane: (index) => {
      const { setup } = get();
      if (setup.panes.length <= MIN_PANES) return;
      get().load({ ...setup, panes: setup.panes.filter((_, i) => i !== index) });
    },

    play: () => {
      const s = get();
      if (!s.sessions.length || s.playing || atEnd()) return;
      playback.play();
    },
    pause: () => interrupt(),
    togglePlay: () => (get().playing ? get().pause() : get().play()),

    stepForward: () => {
      interrupt();
      moveTo(get().clock + 1);
    },
    stepBack: () => {
      interrupt();
      moveTo(Math.max(0, get().clock - 1));
    },
    jumpToStart: () => {
      interrupt();
      moveTo(0);
    },
    runToEnd: () => {
      if (!get().sessions.length || atEnd()) return;
      playback.drain();
    },
    seek: (clock) => {
      interrupt();
      moveTo(clock);
    },

    setSpeedStep: (step) => set({ speedStep: clampSpeedStep(step) }),
    faster: () => set((s) => ({ speedStep: clampSpeedStep(s.speedStep + 1) })),
    slower: () => set((s) => ({ speedStep: clampSpeedStep(s.speedStep - 1) })),
    setRecordCap: (events) => set({ recordCap: Math.max(1, Math.floor(events)) }),
  };
});
