/**
 * The clock behind Play and Run to end, shared by the visualizer (units: events) and compare
 * mode (units: expansions of the shared clock). Play advances once per animation frame at the
 * chosen speed; Run to end and other long walks advance one time slice per task, so the page
 * paints and takes input in between. The store says how to advance and when the end is on
 * screen; the driver owns the timing, the one pending frame or task, and which of the two is
 * running (it tells the store, which shows it as its `playing` / `draining` flags).
 */
import { createFrameBudget } from './frameBudget';
import { pageClock, type Clock } from './frameClock';

/** Above this speed the heavy panels repaint every FAST_REPAINT_MS instead of every frame. */
export const FAST_EVENTS_PER_SECOND = 60;
const FAST_REPAINT_MS = 120;
/**
 * At top speed the panels repaint less often still: a repaint frame records nothing, nor does the
 * frame after it, so each repaint costs two frames of recording. Four pictures a second is still
 * more than the eye reads at hundreds of thousands of events a second.
 */
export const TOP_SPEED_REPAINT_MS = 250;
/** A frame after a stall (a background tab, a slow device) counts as at most this long; also
 * the most playback time a store that falls behind may owe. */
const MAX_FRAME_MS = 250;
/**
 * Recording per frame at top speed, at most: each frame's slice is what its budget leaves after
 * the rest of its script (frameBudget.ts). Longer than a drain task's slice: a frame comes only
 * every 16.7 ms (60 Hz). With 6 ms the main thread idled most of each frame, and on a busy
 * machine, where frames come late, top speed fell far below what the page could do.
 */
export const TOP_SPEED_SLICE_MS = 10;

/** What the driver is doing: playing frame by frame, draining task by task, or nothing. */
export type PlaybackMode = 'playing' | 'draining' | null;

export interface PlaybackHooks {
  /** Units per second at the current speed; Infinity: as far as each time slice goes. */
  perSecond(): number;
  /**
   * Moves forward by up to `units` (Infinity: as far as one time slice goes; `sliceMs` long when
   * given) and returns how far it got. `repaint` false: the heavy panels may keep their last picture.
   */
  advance(units: number, repaint: boolean, sliceMs?: number): number;
  /** Nothing more can be shown. */
  atEnd(): boolean;
  /** The mode changed (started, ended, stopped): the store's flags follow it. */
  running(mode: PlaybackMode): void;
  /** Play or Run to end reached the end, before the mode goes back to null: the final picture. */
  ended?(): void;
}

export interface PlaybackDriver {
  play(): void;
  /** Run to end: as fast as time slicing allows, repainting a few times a second. */
  drain(): void;
  /** Draining, but by the caller's own steps: `slice` runs once now and then once per task
   * until it returns true (done) or stop(). */
  sliced(slice: () => boolean): void;
  /** Cancels the pending frame or task, if any; the mode goes back to null. */
  stop(): void;
}

export function createPlaybackDriver(hooks: PlaybackHooks, clock: Clock = pageClock): PlaybackDriver {
  let cancel: (() => void) | null = null;
  /** Cancels what is pending and enters `mode`. */
  const enter = (mode: PlaybackMode) => {
    cancel?.();
    cancel = null;
    hooks.running(mode);
  };
  const done = () => {
    cancel = null;
    hooks.running(null);
  };

  /** Faster than the eye can follow: repaint the panels a few times a second only. */
  const repaintGate = () => {
    // The click that started the run has just painted: the first repaint is due a period later.
    let lastRepaint = clock.now();
    return (now: number, perSecond: number) => {
      const period = perSecond === Infinity ? TOP_SPEED_REPAINT_MS : FAST_REPAINT_MS;
      const repaint = perSecond < FAST_EVENTS_PER_SECOND || now - lastRepaint >= period;
      if (repaint) lastRepaint = now;
      return repaint;
    };
  };

  const finishIfAtEnd = () => {
    if (!hooks.atEnd()) return false;
    hooks.ended?.();
    done();
    return true;
  };

  const play = () => {
    enter('playing');
    const shouldRepaint = repaintGate();
    let last = clock.now();
    let carry = 0;
    /**
     * At top speed, frames to let pass before recording again. The first frame follows the
     * click that started Play: it is handled in the frame's own task, with the re-render Play
     * causes.
     */
    let idle = 1;
    let recorded = false;
    const budget = createFrameBudget(TOP_SPEED_SLICE_MS);
    const frame = (now: number) => {
      const perSecond = hooks.perSecond();
      const dt = Math.min(MAX_FRAME_MS, now - last);
      last = now;
      const repaint = shouldRepaint(now, perSecond);
      if (perSecond === Infinity) {
        // A repaint frame does nothing but repaint: a time slice plus React, layout and paint of
        // the heavy panels in one task would go past a frame. The frame after it records nothing
        // either: the side column repaints in a task between the two (useRun.ts, LaggedRepaint),
        // and its layout and paint, 8-13 ms for BFS's frontier and closed set, fall in this one.
        recorded = !repaint && idle === 0;
        if (repaint) {
          hooks.advance(0, true, TOP_SPEED_SLICE_MS);
          idle = 1;
        } else if (recorded) {
          const began = clock.now();
          const slice = budget.slice();
          hooks.advance(Infinity, false, slice);
          // React renders the playback bar in a microtask the store's update queued: this one
          // runs after it, at the end of the frame's script.
          queueMicrotask(() => budget.measured(clock.now() - began, slice));
        } else idle--;
        // The end reached by a slice is painted a frame later, not in the slice's task.
        if (recorded && hooks.atEnd()) {
          cancel = clock.nextFrame(() => {
            if (!finishIfAtEnd()) cancel = clock.nextFrame(frame);
          });
          return;
        }
      } else {
        carry += (perSecond * dt) / 1000;
        const units = Math.floor(carry);
        if (units > 0) {
          // Whatever the slice could not reach is owed to the next frames, not lost; but at
          // most a quarter second's worth, so a store that falls behind never bursts ahead.
          carry -= hooks.advance(units, repaint);
          carry = Math.min(carry, (perSecond * MAX_FRAME_MS) / 1000 + 1);
        }
      }
      if (!finishIfAtEnd()) cancel = clock.nextFrame(frame);
    };
    cancel = clock.nextFrame(frame);
  };

  const sliced = (slice: () => boolean) => {
    enter('draining');
    const step = () => {
      cancel = null;
      if (slice()) done();
      else cancel = clock.nextTask(step);
    };
    step();
  };

  const drain = () => {
    enter('draining');
    const shouldRepaint = repaintGate();
    const step = () => {
      const repaint = shouldRepaint(clock.now(), Infinity);
      hooks.advance(repaint ? 0 : Infinity, repaint); // as in play(): a repaint task only repaints
      if (!finishIfAtEnd()) cancel = clock.nextTask(step);
    };
    cancel = clock.nextTask(step);
  };

  return { play, drain, sliced, stop: () => enter(null) };
}
