/**
 * The visualizer's timeline: one recording, counted in events. Position N shows the view after
 * N events (the start event is 1: before it there is nothing to show).
 */
import { isFinalType, type SearchEventType } from '../core/events';
import { childrenAfter, LOOKAHEAD_LIMIT, type GeneratedChild, type ReplayView } from '../core/replay';
import { batchSize } from './batchSize';
import type { Timeline } from './playbackEngine';
import type { Recording } from './recording';

/**
 * Events pulled from the generator at a time while playing, at most, between two looks at the
 * clock. A chunk is sized by the last one's rate, and now and then an event costs ten times its
 * neighbours (the solver's code re-optimised after a new case, a table growing): 512 events of
 * BFS then took 5-20 ms, past a frame's whole budget. 128 bounds that overshoot at a quarter;
 * looking at the clock four times as often costs nothing measurable.
 */
const CHUNK = 128;
/** The fewest: a walk's first chunk, before the cost of an event is known. */
const MIN_CHUNK = 32;

/** What the visualizer shows at its cursor. */
export interface RunFrame {
  cursor: number;
  /** The replayer's view at the cursor: the replayer reuses this object, valid until the next move. */
  view: ReplayView | null;
  /**
   * When the cursor is on an expand event: the children that expansion generates (read ahead in
   * the log), so the narration can summarise them there. Null elsewhere or when not yet known.
   */
  expansionChildren: readonly GeneratedChild[] | null;
  /** Events recorded so far. */
  recorded: number;
  /** The generator has ended: the last recorded event is final. */
  finished: boolean;
  /** Recording hit the cap before the run ended. */
  tooLarge: boolean;
}

/** The frame's fields when no run is loaded. */
export const NO_RUN_FRAME: RunFrame = {
  cursor: 0,
  view: null,
  expansionChildren: null,
  recorded: 0,
  finished: false,
  tooLarge: false,
};

export function runTimeline(recording: Recording, now: () => number): Timeline<RunFrame> {
  const log = recording.replayer;

  /**
   * Events recorded and replayed per millisecond, as last measured: a chunk is sized to the time
   * left in the slice. A fixed 512 was a whole 10 ms slice on a grid (an event costs some 20 us
   * there, a few on a puzzle), so a slice ran on to nearly twice its length.
   */
  let perMs = 0;

  /** From `from`, as far as `target` or `deadline` allow; `stop` ends the walk just after an event. */
  const walk = (from: number, target: number, deadline: number, stop?: (type: SearchEventType) => boolean) => {
    let cursor = from;
    while (cursor < target) {
      const began = now();
      const left = deadline - began;
      if (left <= 0) break;
      const size = batchSize(left, perMs, MIN_CHUNK, CHUNK);
      if (cursor >= log.length && recording.record(size) === 0) break;
      const stepTo = Math.min(cursor + size, target, log.length);
      if (stop) {
        for (let i = cursor; i < stepTo; i++) if (stop(log.eventType(i))) return i + 1;
      }
      log.seek(stepTo); // replaying counts against the slice too
      perMs = (stepTo - cursor) / Math.max(now() - began, 0.1);
      cursor = stepTo;
    }
    return cursor;
  };

  return {
    start: 1,

    reach(from, target, deadline) {
      if (deadline === Infinity) {
        // A step or a seek: record all it needs at once.
        if (target > log.length) recording.record(target - log.length);
        return Math.max(0, Math.min(target, log.length));
      }
      return walk(from, target, deadline);
    },

    nextExpansion(from, before, deadline) {
      const isStop = (type: SearchEventType) => type === 'expand' || isFinalType(type);
      if (!before) return walk(from, Number.MAX_SAFE_INTEGER, deadline, isStop);
      // The next expansion is a few events ahead (the current node's remaining children).
      for (let i = from; ; i++) {
        if (i >= log.length && recording.record(64) === 0) return i;
        if (isStop(log.eventType(i))) return i;
      }
    },

    previousExpansion(from) {
      // Position N shows event N-1: the expansion on screen is at from-1, the one before it earlier.
      for (let i = Math.min(from, log.length) - 2; i >= 0; i--) if (log.eventType(i) === 'expand') return i + 1;
      return 1;
    },

    frame(cursor) {
      const onExpand = cursor > 0 && log.eventType(cursor - 1) === 'expand';
      // An expansion's children are a few events ahead: record them so the narration can tell them.
      const ahead = cursor + LOOKAHEAD_LIMIT - log.length;
      if (onExpand && ahead > 0) recording.record(ahead);
      return {
        cursor,
        view: log.seek(cursor),
        expansionChildren: onExpand ? childrenAfter(log, cursor - 1) : null,
        recorded: log.length,
        finished: recording.finished,
        tooLarge: recording.tooLarge,
      };
    },

    atEnd: (cursor) => cursor >= log.length && recording.ended,
    dispose: () => recording.dispose(),
  };
}
