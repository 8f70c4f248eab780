/**
 * The clock behind Play and Run to end, shared by the visualizer (units: events) and compare
 * mode (units: expansions of the shared clock). Play advances once per animation frame at the
 * chosen speed; Run to end and other long walks advance one time slice per task, so the page
 * paints and takes input in between. The store says how to advance and when the end is on
 * screen; the driver owns the timing and the one pending frame or task.
 */
import { nextFrame, nextTask } from './frameClock';

/** Above this speed the heavy panels repaint every FAST_REPAINT_MS instead of every frame. */
export const FAST_EVENTS_PER_SECOND = 60;
const FAST_REPAINT_MS = 120;
/** A frame after a stall (a background tab, a slow device) counts as at most this long; also
 * the most playback time a store that falls behind may owe. */
const MAX_FRAME_MS = 250;

export interface PlaybackHooks {
  /** Units per second at the current speed; Infinity: as far as each time slice goes. */
  perSecond(): number;
  /**
   * Moves forward by up to `units` (Infinity: as far as one time slice goes) and returns how
   * far it got. `repaint` false: the heavy panels may keep their last picture.
   */
  advance(units: number, repaint: boolean): number;
  /** Nothing more can be shown. */
  atEnd(): boolean;
  /** Play or Run to end reached the end: show the final picture, clear the store's flag. */
  ended(): void;
}

export interface PlaybackDriver {
  play(): void;
  /** Run to end: as fast as time slicing allows, repainting a few times a second. */
  drain(): void;
  /** Calls `slice` once now and then once per task until it returns true (done) or stop(). */
  sliced(slice: () => boolean): void;
  /** Cancels the pending frame or task, if any. */
  stop(): void;
}

export function createPlaybackDriver(hooks: PlaybackHooks): PlaybackDriver {
  let cancel: (() => void) | null = null;
  const stop = () => {
    cancel?.();
    cancel = null;
  };

  /** Faster than the eye can follow: repaint the panels a few times a second only. */
  const repaintGate = () => {
    let lastRepaint = 0;
    return (now: number, perSecond: number) => {
      const repaint = perSecond < FAST_EVENTS_PER_SECOND || now - lastRepaint >= FAST_REPAINT_MS;
      if (repaint) lastRepaint = now;
      return repaint;
    };
  };

  const finishIfAtEnd = () => {
    if (!hooks.atEnd()) return false;
    cancel = null;
    hooks.ended();
    return true;
  };

  const play = () => {
    stop();
    const shouldRepaint = repaintGate();
    let last = performance.now();
    let carry = 0;
    const frame = (now: number) => {
      const perSecond = hooks.perSecond();
      const dt = Math.min(MAX_FRAME_MS, now - last);
      last = now;
      const repaint = shouldRepaint(now, perSecond);
      if (perSecond === Infinity) {
        hooks.advance(Infinity, repaint);
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
      if (!finishIfAtEnd()) cancel = nextFrame(frame);
    };
    cancel = nextFrame(frame);
  };

  const sliced = (slice: () => boolean) => {
    stop();
    const step = () => {
      cancel = null;
      if (!slice()) cancel = nextTask(step);
    };
    step();
  };

  const drain = () => {
    stop();
    const shouldRepaint = repaintGate();
    const step = () => {
      hooks.advance(Infinity, shouldRepaint(performance.now(), Infinity));
      if (!finishIfAtEnd()) cancel = nextTask(step);
    };
    cancel = nextTask(step);
  };

  return { play, drain, sliced, stop };
}
