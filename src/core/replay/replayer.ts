/**
 * A replayer over an append-only event log: `seek(cursor)` gives the view after `cursor`
 * events. Moving forward applies the events in between to the live state; moving back restores
 * the nearest checkpoint at or before the cursor and replays from there ("step back" is
 * replaying, never undoing by hand).
 *
 * Checkpoints are taken while replaying new ground, once the events since the previous one
 * reach max(minInterval, ratio * state size). The state size counts frontier and path entries;
 * a checkpoint stores one shared reference per entry (4-8 bytes), while each logged event with
 * its NodeInfo takes some 80-150 bytes. So with the default ratio 1/4 all checkpoints together
 * hold at most 4 entries per logged event, a fraction of the log's own memory, and any seek
 * costs one O(state size) copy plus at most an interval of replay (a 100,000-entry frontier
 * means at most 25,000 events, ~15 ms at 1.5M events/s).
 */
import type { AlgorithmId, NodeInfo, SearchEvent } from '../events';
import { createNodeIndex, indexEvent } from './nodeIndex';
import { PassLog } from './passLog';
import { applyEvent, cloneState, createState, stateSize, type ReplayState } from './reducer';
import type { Replayer, ReplayView } from './types';

export interface ReplayerOptions {
  /** The fewest events between two checkpoints. Default 1024. */
  minCheckpointInterval?: number;
  /** Events between checkpoints per entry of state (frontier + path). Default 0.25. */
  checkpointRatio?: number;
}

export interface ReplayerStats {
  checkpoints: number;
  /** Entries held by all checkpoints together (frontier + path sizes). */
  checkpointEntries: number;
}

export interface FullReplayer extends Replayer {
  /** Memory accounting for tests and the benchmark. */
  stats(): ReplayerStats;
}

export function createReplayer(algorithm?: AlgorithmId, options: ReplayerOptions = {}): FullReplayer {
  const minInterval = Math.max(1, options.minCheckpointInterval ?? 1024);
  const ratio = options.checkpointRatio ?? 0.25;
  const log: SearchEvent[] = [];
  const index = createNodeIndex();
  const passes = new PassLog();
  // checkpoints[i].cursor strictly increases; the first is the empty state at cursor 0.
  const checkpoints: ReplayState[] = [createState(algorithm ?? null, index)];
  let state = cloneState(checkpoints[0]);

  /** The last checkpoint whose cursor is <= target (binary search). */
  function checkpointAtOrBefore(target: number): ReplayState {
    let lo = 0;
    let hi = checkpoints.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (checkpoints[mid].cursor <= target) lo = mid;
      else hi = mid - 1;
    }
    return checkpoints[lo];
  }

  function replayTo(target: number): void {
    let last = checkpoints[checkpoints.length - 1];
    while (state.cursor < target) {
      applyEvent(state, log[state.cursor]);
      if (state.cursor > last.cursor && state.cursor - last.cursor >= Math.max(minInterval, ratio * stateSize(state))) {
        last = cloneState(state);
        checkpoints.push(last);
      }
    }
  }

  return {
    append(events: readonly SearchEvent[]): void {
      for (const event of events) {
        indexEvent(index, event);
        passes.add(event, log.length);
        log.push(event);
      }
    },

    get length(): number {
      return log.length;
    },

    passes,

    event(i: number): SearchEvent {
      if (!(i >= 0 && i < log.length)) throw new RangeError(`event ${i} outside [0, ${log.length})`);
      return log[i];
    },

    node(id: number): NodeInfo | undefined {
      return index.nodes[id];
    },

    /** Clamps the cursor to [0, length]. The view is valid until the next call. */
    seek(cursor: number): ReplayView {
      const target = Math.max(0, Math.min(log.length, Math.floor(cursor)));
      const checkpoint = checkpointAtOrBefore(target);
      // Restore when going back, or when a checkpoint lies ahead of us on the way forward
      // (copying it is cheaper than replaying the events up to it).
      if (target < state.cursor || checkpoint.cursor > state.cursor) state = cloneState(checkpoint);
      replayTo(target);
      return state;
    },

    stats(): ReplayerStats {
      return {
        checkpoints: checkpoints.length,
        checkpointEntries: checkpoints.reduce((sum, c) => sum + stateSize(c), 0),
      };
    },
  };
}
