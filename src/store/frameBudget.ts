/**
 * How long a top-speed frame may record. Recording is not all a frame's script: the store's
 * update and React's render of the playback bar follow it in the same task, and then the page
 * lays out and paints. With a fixed 10 ms slice a frame's task ran 12-18 ms of CPU (a 60 x 40
 * grid, where the render costs more than on a puzzle): past a 60 Hz frame. So each recording
 * frame's whole script is timed, and the next slice is what the frame's budget leaves after the
 * rest, as the recent frames measured it.
 *
 * The estimate of the rest leans high: a frame that cost more lifts it halfway at once, and a
 * cheaper one lowers it a tenth of the way, so after a slow frame the next ones are shorter and
 * the slice grows back over a few dozen frames. The wall clock times a frame, and on a busy
 * machine another process may take the core in the middle of one: it then measures long though
 * the page did no more work. So no frame counts for more than REST_CAP_MS (the slowest render
 * measured, the grid's, was 3-4 ms), and a slice never falls below what that leaves.
 */

/** The script a recording frame may run, in ms: recording, the store's update and React's render. */
export const FRAME_SCRIPT_MS = 11;
/** The most a frame's rest may count for. */
const REST_CAP_MS = 6;
/** What the rest of a frame is taken to cost before one is measured (a puzzle's bar renders in 1-2 ms). */
const FIRST_ESTIMATE_MS = 3;
const RISE = 0.5;
const FALL = 0.1;
/**
 * A run's first frames record a smaller share of the slice. The solver's and the log's code is
 * still being optimised then (V8 compiles it on the other core while this one runs it slower),
 * and a chunk sized by the last one's rate took 5-30 ms instead of 1: full slices there ran
 * frames to 20-23 ms at a run's start.
 */
export const WARM_UP_FRAMES = 20;
const WARM_UP_SHARE = 0.5;

export interface FrameBudget {
  /** The slice the next recording frame may record, in ms. */
  slice(): number;
  /** A recording frame asked for `sliceMs` and its script took `spentMs` in all. */
  measured(spentMs: number, sliceMs: number): void;
}

export function createFrameBudget(maxSliceMs: number): FrameBudget {
  let rest = FIRST_ESTIMATE_MS;
  let frames = 0;
  return {
    slice: () => Math.min(maxSliceMs, FRAME_SCRIPT_MS - rest) * (frames < WARM_UP_FRAMES ? WARM_UP_SHARE : 1),
    measured(spentMs, sliceMs) {
      frames++;
      // A slice that reached the run's end stops early: what it left over is not the rest's cost.
      const sample = Math.min(REST_CAP_MS, Math.max(0, spentMs - sliceMs));
      rest += (sample - rest) * (sample > rest ? RISE : FALL);
    },
  };
}
