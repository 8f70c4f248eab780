/**
 * The playback engine: one recorded run (or several on one clock) with its position, Play and
 * Pause on the frame clock, the speed, steps, seeks and Run to end in time slices. It knows
 * nothing of React, of setups or of workers: a mode gives it a Timeline (what a position means
 * and how to record up to it) and gets back a store whose state is the picture at the position.
 *
 * - The visualizer's timeline counts events of one recording (`runTimeline.ts`); compare mode's
 *   counts expansions of every pane together (`compareTimeline.ts`). Each mode's store is this
 *   engine's slice plus its own set-up (`runStore.ts`, `compareStore.ts`).
 * - Every move publishes a new frame (an immutable record the timeline builds: position, view,
 *   counts). Its identity changes on each move, so selectors re-run even though the core's
 *   replayer reuses its view object. `painted` is the frame the heavy panels draw: while playing
 *   faster than the eye follows it is only updated a few times a second (the driver decides),
 *   while the playback bar follows `position` on every frame.
 *
 * Cost: a move is one timeline reach (recording, at most SLICE_MS while playing) plus one frame
 * (seeking the replayers); the store update itself is a few fields.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { pageClock, type Clock } from './frameClock';
import { isRunning } from './isRunning';
import { createPlaybackDriver } from './playbackDriver';
import { DEFAULT_SPEED_STEP, clampSpeedStep, eventsPerSecond } from './speed';

/**
 * Longest slice of main-thread recording and replaying between two yields to the browser.
 * Small, because the task around it also holds the playback bar's render, a garbage collection
 * now and then, and on a busy machine other processes' time: the whole task must stay under 50 ms.
 */
export const SLICE_MS = 6;

/** What a mode plays: positions on its clock, recorded on demand. */
export interface Timeline<F> {
  /** The first position: where Back stops and the run opens. */
  readonly start: number;
  /**
   * Records what showing `target` needs, going on from `from`, until `deadline` (clock
   * milliseconds; Infinity: all of it). Returns the position now reachable, at most `target`.
   */
  reach(from: number, target: number, deadline: number): number;
  /**
   * The position just after the next expansion from `from` (`before`: just before it, so the
   * frontier is complete), recording as needed until `deadline`.
   */
  nextExpansion(from: number, before: boolean, deadline: number): number;
  /**
   * The position just after the last expansion before the one shown at `from` (the start when
   * there is none): the way back for "next expansion". Absent: every position is an expansion.
   */
  previousExpansion?(from: number): number;
  /** The picture at `position`: a new object on every call. */
  frame(position: number): F;
  /** Nothing more can be shown past `position`: its end is on screen. */
  atEnd(position: number): boolean;
  /** Stops the live generators (the timeline is replaced). */
  dispose(): void;
}

export interface PlaybackState<F> {
  /** Where the clock stands, in the timeline's units (events or expansions). */
  position: number;
  /** The timeline's first position (0 when nothing is loaded). */
  start: number;
  /** The end is on screen (also when nothing is loaded). */
  atEnd: boolean;
  /** The picture at the position; null when nothing is loaded. */
  frame: F | null;
  /** The picture the heavy panels draw: the frame, a few times a second at top speed. */
  painted: F | null;
  playing: boolean;
  /** Run to end (or a long seek) in progress, in time slices. */
  draining: boolean;
  speedStep: number;

  /** Plays `timeline` from its start (null: nothing). The previous one is stopped and disposed. */
  attach: (timeline: Timeline<F> | null) => void;
  play: () => void;
  pause: () => void;
  togglePlay: () => void;
  stepForward: () => void;
  stepBack: () => void;
  stepToNextExpansion: () => void;
  /** Back to the previous expansion (a replay from a checkpoint, like every step back). */
  stepToPreviousExpansion: () => void;
  /** Applies everything up to, not including, the next expansion: the frontier is then complete. */
  stepToBeforeNextExpansion: () => void;
  jumpToStart: () => void;
  runToEnd: () => void;
  seek: (position: number) => void;
  /** Seeks far ahead in time slices, like Run to end, so the page never freezes (a shared link). */
  seekInSlices: (position: number) => void;
  setSpeedStep: (step: number) => void;
  faster: () => void;
  slower: () => void;
}

/** What playback controls read and call: the state without the frames and the timeline. */
export type PlaybackControls = Omit<PlaybackState<never>, 'attach' | 'frame' | 'painted'>;

export interface EngineOptions {
  clock?: Clock;
  speedStep?: number;
}

type Set<F> = (partial: Partial<PlaybackState<F>>) => void;

/**
 * The engine as a slice of a mode's store: `set` and `get` are the store's. The frame's own
 * fields are also spread into the state (`cursor`, `view`... for the visualizer, `clock`,
 * `panes`... for compare), so a store reads as one object.
 */
export function playbackSlice<F extends object>(
  set: Set<F>,
  get: () => PlaybackState<F>,
  options: EngineOptions = {},
): PlaybackState<F> {
  const clock = options.clock ?? pageClock;
  let timeline: Timeline<F> | null = null;

  const publish = (position: number, repaint = true) => {
    if (!timeline) return;
    const frame = timeline.frame(position);
    set({
      ...frame,
      position,
      atEnd: timeline.atEnd(position),
      frame,
      ...(repaint ? { painted: frame } : {}),
    });
  };

  /** Records up to `target` (within a slice when `sliced`) and shows it. */
  const moveTo = (target: number, sliced = false, repaint = true, sliceMs = SLICE_MS) => {
    if (!timeline) return;
    publish(timeline.reach(get().position, target, sliced ? clock.now() + sliceMs : Infinity), repaint);
  };

  const driver = createPlaybackDriver(
    {
      perSecond: () => eventsPerSecond(get().speedStep),
      advance: (units, repaint, sliceMs) => {
        const before = get().position;
        moveTo(units === Infinity ? Number.MAX_SAFE_INTEGER : before + units, true, repaint, sliceMs);
        return get().position - before;
      },
      atEnd: () => get().atEnd,
      running: (mode) => set({ playing: mode === 'playing', draining: mode === 'draining' }),
      // The last frame may have been a throttled one: the panels show the end.
      ended: () => publish(get().position),
    },
    clock,
  );

  const interrupt = () => {
    const wasRunning = isRunning(get());
    driver.stop();
    if (wasRunning) publish(get().position); // repaint what a throttled run left unpainted
  };

  /** Stops what runs, then moves: every step and seek. */
  const step = (target: () => number) => () => {
    interrupt();
    if (timeline) moveTo(target());
  };

  return {
    position: 0,
    start: 0,
    atEnd: true,
    frame: null,
    painted: null,
    playing: false,
    draining: false,
    speedStep: options.speedStep ?? DEFAULT_SPEED_STEP,

    attach: (next) => {
      interrupt();
      timeline?.dispose();
      timeline = next;
      if (!next) {
        set({ position: 0, start: 0, atEnd: true, frame: null, painted: null });
        return;
      }
      set({ start: next.start });
      moveTo(next.start);
    },
    play: () => {
      if (timeline && !get().playing && !get().atEnd) driver.play();
    },
    pause: () => interrupt(),
    togglePlay: () => (get().playing ? get().pause() : get().play()),
    stepForward: step(() => get().position + 1),
    stepBack: step(() => Math.max(get().start, get().position - 1)),
    jumpToStart: step(() => get().start),
    seek: (position) => step(() => Math.max(get().start, position))(),
    // Whole, not in a time slice: a step is a few events (a node's children), and a slice that ran
    // out on a busy machine left the cursor short of the expansion (the quiz then judged no answer).
    stepToNextExpansion: () => {
      interrupt();
      if (timeline) publish(timeline.nextExpansion(get().position, false, Infinity));
    },
    stepToPreviousExpansion: step(() =>
      Math.max(get().start, timeline?.previousExpansion?.(get().position) ?? get().position - 1),
    ),
    stepToBeforeNextExpansion: () => {
      interrupt();
      if (timeline) publish(timeline.nextExpansion(get().position, true, Infinity));
    },
    runToEnd: () => {
      if (timeline && !get().atEnd) driver.drain();
    },
    seekInSlices: (target) => {
      if (!timeline || target <= get().position) return;
      // The first slice runs now, so a near position is on screen before the first paint.
      driver.sliced(() => {
        moveTo(target, true, false);
        if (get().position < target && !get().atEnd) return false;
        publish(get().position);
        return true;
      });
    },
    setSpeedStep: (speed) => set({ speedStep: clampSpeedStep(speed) }),
    faster: () => set({ speedStep: clampSpeedStep(get().speedStep + 1) }),
    slower: () => set({ speedStep: clampSpeedStep(get().speedStep - 1) }),
  };
}

/** A stand-alone engine (a vanilla store), for a mode with nothing of its own and for tests. */
export function createPlaybackEngine<F extends object>(options: EngineOptions = {}): StoreApi<PlaybackState<F>> {
  return createStore<PlaybackState<F>>()((set, get) => playbackSlice<F>(set, get, options));
}
