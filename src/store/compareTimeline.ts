/**
 * Compare mode's timeline: every pane on one clock counted in expansions (lockstep: one tick
 * advances every unfinished pane to its next expansion). A pane that ends (solved, out of
 * budget, too large to record) keeps showing its end while the others go on.
 */
import type { ReplayView } from '../core/replay';
import { batchSize } from './batchSize';
import type { Timeline } from './playbackEngine';
import type { PaneSession } from './compareSession';

/** Events pulled from one pane's generator before looking at the clock again, at most. */
const BATCH = 256;
/** The fewest: a batch before the cost of an event is known. */
const MIN_BATCH = 16;

/** What each pane shows at the clock; replaced (never mutated) on every move. */
export interface PaneView {
  /** The pane's event cursor. */
  cursor: number;
  /** The replayer's view at the cursor (null for a refused pane). Valid until the next move. */
  view: ReplayView | null;
  /** The pane has recorded its final event. */
  finished: boolean;
  /** Recording hit the pane's cap before the run ended, and no other pane can leave it room. */
  tooLarge: boolean;
  /** The clock has reached this pane's end: its last event is on screen. */
  atEnd: boolean;
}

/** What compare mode shows at its clock. */
export interface CompareFrame {
  /** The shared clock: expansions done (by every pane that has not ended earlier). */
  clock: number;
  /** The largest clock reachable without recording more (the scrubber's end). */
  knownClock: number;
  /** The clock at which every pane has ended, once known. */
  endClock: number | null;
  panes: PaneView[];
}

export const NO_COMPARE_FRAME: CompareFrame = { clock: 0, knownClock: 0, endClock: null, panes: [] };

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

export function compareTimeline(sessions: readonly PaneSession[], now: () => number): Timeline<CompareFrame> {
  const endClock = () => (sessions.every((s) => s.ended) ? endClockOf(sessions) : null);
  /**
   * The pane whose turn it is to record, kept from one call to the next: a slice that ends after
   * the first panes' batches must not leave the last ones waiting for ever (the clock shows the
   * slowest pane's).
   */
  let turn = 0;
  /**
   * Events recorded per millisecond, as last measured: a batch is sized to the time left in the
   * slice. Four panes of 256 events between two looks at the clock ran a 10 ms slice on to 20-30.
   */
  let perMs = 0;
  return {
    start: 0,

    /** Records in every pane that needs it to show `target`, round-robin in batches. */
    reach(_from, target, deadline) {
      const wanted = Math.max(0, Math.floor(target));
      // Panes in a row that had nothing to record: a whole round of them ends the walk.
      for (let idle = 0; idle < sessions.length;) {
        const s = sessions[turn];
        // A pane at its limit waits for another that may finish under its own and leave it
        // room (compareCap.ts): those are recorded ahead of the clock until they know.
        const waiting = sessions.some((o) => o.waiting && o.needs(wanted));
        if (!((s.needs(wanted) && !s.waiting) || (waiting && s.mayLeaveRoom))) {
          idle++;
          turn = (turn + 1) % sessions.length;
          continue;
        }
        idle = 0;
        const began = now();
        const left = deadline - began;
        if (left <= 0) break; // this pane's turn comes first in the next slice
        turn = (turn + 1) % sessions.length;
        const recorded = s.record(batchSize(left, perMs, MIN_BATCH, BATCH));
        if (left !== Infinity && recorded > 0) perMs = recorded / Math.max(now() - began, 0.1);
      }
      return Math.min(wanted, knownClockOf(sessions));
    },

    // The clock counts expansions: the next one is the next tick, and every tick already shows
    // a pane's frontier complete (just before its next expansion).
    nextExpansion(from, before, deadline) {
      return before ? from : this.reach(from, from + 1, deadline);
    },

    frame(clock) {
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
      return { clock, knownClock: Math.max(clock, knownClockOf(sessions)), endClock: endClock(), panes };
    },

    atEnd(clock) {
      const end = endClock();
      return end !== null && clock >= end;
    },

    dispose: () => sessions.forEach((s) => s.dispose()),
  };
}
