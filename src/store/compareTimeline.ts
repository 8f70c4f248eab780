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
/** Events a frame must replay before its time says what replaying one costs. */
const MIN_REPLAYED = 64;

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

/**
 * The pane to record next: of those that must record to show `wanted`, the one furthest behind.
 * The clock shows the slowest pane's, so recording it first moves the clock; panes in turn, with
 * batches sized to the time left, gave the first pane of each slice a whole batch and the last
 * one the crumbs, and the clock crawled at the crumbs' pace. A pane at its limit waits for
 * another that may finish under its own and leave it room (compareCap.ts): those are recorded
 * ahead of the clock until they know.
 */
function slowestToRecord(
  sessions: readonly PaneSession[],
  wanted: number,
  spent: ReadonlySet<PaneSession>,
): PaneSession | null {
  const waiting = sessions.some((o) => o.waiting && o.needs(wanted));
  let slowest: PaneSession | null = null;
  for (const s of sessions) {
    if (spent.has(s) || !((s.needs(wanted) && !s.waiting) || (waiting && s.mayLeaveRoom))) continue;
    if (slowest === null || s.knownClock < slowest.knownClock) slowest = s;
  }
  return slowest;
}

export function compareTimeline(sessions: readonly PaneSession[], now: () => number): Timeline<CompareFrame> {
  const endClock = () => (sessions.every((s) => s.ended) ? endClockOf(sessions) : null);
  /**
   * Each pane's events recorded per millisecond, as last measured: a batch is sized to the time
   * left in the slice. Four panes of 256 events between two looks at the clock ran a 10 ms slice
   * on to 20-30; an event of BFS and one of A* with pattern databases do not cost the same.
   */
  const perMs = new Map<PaneSession, number>();
  /**
   * What replaying one recorded event costs, in ms, as the last frame that moved forward measured
   * it. A frame replays in every pane what the slice recorded (its views at the clock), after the
   * slice, in the same task: 60% of recording's cost on the 8-puzzle. A slice that counted only
   * recording ran its 5 ms on to 10-20.
   */
  let replayMs = 0;
  /** Each pane's cursor in the last frame, to count the events the next one replays. */
  const shownAt = sessions.map(() => 0);
  return {
    start: 0,

    /** Records in every pane that needs it to show `target`, the slowest first, in batches. */
    reach(_from, target, deadline) {
      const wanted = Math.max(0, Math.floor(target));
      // The frame that follows replays every pane up to the clock this walk reaches: owed to the slice.
      const owed = () => {
        if (replayMs === 0 || deadline === Infinity) return 0;
        const clock = Math.min(wanted, knownClockOf(sessions));
        let events = 0;
        sessions.forEach((o, k) => {
          if (!o.refusal) events += Math.max(0, o.cursorAt(clock) - shownAt[k]);
        });
        return events * replayMs;
      };
      // Panes that recorded nothing when asked (ended or stopped at their cap): not asked again.
      const spent = new Set<PaneSession>();
      for (;;) {
        const s = slowestToRecord(sessions, wanted, spent);
        if (!s) break;
        const began = now();
        const left = deadline - began - owed();
        if (left <= 0) break;
        // Events recorded and replayed a millisecond.
        const recordRate = perMs.get(s) ?? 0;
        const rate = recordRate > 0 ? 1 / (1 / recordRate + replayMs) : 0;
        const recorded = s.record(batchSize(left, rate, MIN_BATCH, BATCH));
        if (recorded === 0) spent.add(s);
        else if (left !== Infinity) perMs.set(s, recorded / Math.max(now() - began, 0.1));
      }
      return Math.min(wanted, knownClockOf(sessions));
    },

    // The clock counts expansions: the next one is the next tick, and every tick already shows
    // a pane's frontier complete (just before its next expansion).
    nextExpansion(from, before, deadline) {
      return before ? from : this.reach(from, from + 1, deadline);
    },

    frame(clock) {
      const began = now();
      let replayed = 0;
      let forward = true;
      const panes = sessions.map((s, k): PaneView => {
        const cursor = s.refusal ? 0 : s.cursorAt(clock);
        replayed += cursor - shownAt[k];
        forward &&= cursor >= shownAt[k];
        shownAt[k] = cursor;
        return {
          cursor,
          view: s.refusal ? null : s.replayer.seek(cursor),
          finished: s.finished,
          tooLarge: s.tooLarge,
          atEnd: s.ended && cursor >= s.recorded,
        };
      });
      // Only a frame that moved forward replayed its events one by one (a seek back restores a checkpoint).
      if (forward && replayed >= MIN_REPLAYED) replayMs = (now() - began) / replayed;
      return { clock, knownClock: Math.max(clock, knownClockOf(sessions)), endClock: endClock(), panes };
    },

    atEnd(clock) {
      const end = endClock();
      return end !== null && clock >= end;
    },

    dispose: () => sessions.forEach((s) => s.dispose()),
  };
}
