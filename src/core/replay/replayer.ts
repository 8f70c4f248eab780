/**
 * A replayer over an append-only event log: `seek(cursor)` gives the view after `cursor`
 * events. Moving forward applies the events in between to the live state; moving back restores
 * the nearest checkpoint at or before the cursor and replays from there ("step back" is
 * replaying, never undoing by hand).
 *
 * The log is columnar (eventColumns.ts, nodeTable.ts): an event costs 5 bytes and a node about
 * 38, in typed arrays the garbage collector never walks, so a 5-million-event run fits in the
 * page and a full collection does not pause playback. Replaying reads the columns directly;
 * event objects are made only when asked for (`event(i)`, the view's `lastEvent`).
 *
 * Checkpoints are taken while replaying new ground, once the events since the previous one
 * reach max(minInterval, ratio * state size). The state size counts frontier and path entries;
 * a checkpoint packs its frontier into 4 bytes an entry (frontier.ts). So with the default
 * ratio 1/2 all checkpoints together hold at most 2 entries (8 bytes) per logged event, and any
 * seek costs one O(state size) copy plus at most an interval of replay (a 100,000-entry frontier
 * means at most 50,000 events, ~30 ms at 1.5M events/s). A ratio of 1/4 halved that replay but
 * cost 16 bytes an event, 80 MB of a 5-million-event recording: a step back is one click, once
 * in a while, and 30 ms then goes unseen, while the memory is held for as long as the run.
 */
import type { AlgorithmId, NodeInfo, SearchEvent, SearchEventType, StateKey } from '../events';
import { EventColumns, OBJECT } from './eventColumns';
import { createNodeIndex, indexEvent } from './nodeIndex';
import { PassLog } from './passLog';
import { applyAt, checkpointOf, cloneState, createState, stateSize, type ReplayState } from './reducer';
import type { Replayer, ReplayView } from './types';

export interface ReplayerOptions {
  /** The fewest events between two checkpoints. Default 1024. */
  minCheckpointInterval?: number;
  /** Events between checkpoints per entry of state (frontier + path). Default 0.5. */
  checkpointRatio?: number;
}

export interface ReplayerStats {
  checkpoints: number;
  /** Entries held by all checkpoints together (frontier + path sizes). */
  checkpointEntries: number;
  /** Bytes of the log's columns (events, nodes, key chains once built; capacity, not just what is used). */
  logBytes: number;
  /** Events kept as objects rather than columns (a handful per run, or one per local-search step). */
  keptWhole: number;
}

export interface FullReplayer extends Replayer {
  /** Memory accounting for tests and the benchmark. */
  stats(): ReplayerStats;
}

export function createReplayer(algorithm?: AlgorithmId, options: ReplayerOptions = {}): FullReplayer {
  const minInterval = Math.max(1, options.minCheckpointInterval ?? 1024);
  const ratio = options.checkpointRatio ?? 0.5;
  const index = createNodeIndex();
  const log = new EventColumns(index.nodes);
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
      applyAt(state, log, state.cursor);
      if (state.cursor > last.cursor && state.cursor - last.cursor >= Math.max(minInterval, ratio * stateSize(state))) {
        last = checkpointOf(state);
        checkpoints.push(last);
      }
    }
  }

  return {
    append(events: readonly SearchEvent[]): void {
      for (const event of events) {
        const intact = indexEvent(index, event);
        passes.add(event, log.length);
        log.push(event, intact);
      }
    },

    get length(): number {
      return log.length;
    },

    passes,

    event(i: number): SearchEvent {
      if (!(i >= 0 && i < log.length)) throw new RangeError(`event ${i} outside [0, ${log.length})`);
      return log.at(i);
    },

    eventType(i: number): SearchEventType {
      if (!(i >= 0 && i < log.length)) throw new RangeError(`event ${i} outside [0, ${log.length})`);
      return log.typeAt(i);
    },

    eventKey(i: number): StateKey | undefined {
      if (!(i >= 0 && i < log.length)) throw new RangeError(`event ${i} outside [0, ${log.length})`);
      if (log.kind(i) !== OBJECT) return index.nodes.key(log.subject(i));
      const event = log.object(i);
      return 'node' in event ? event.node.key : undefined;
    },

    node(id: number): NodeInfo | undefined {
      return index.nodes.node(id);
    },

    /** Clamps the cursor to [0, length]. The view is valid until the next call. */
    seek(cursor: number): ReplayView {
      const target = Math.max(0, Math.min(log.length, Math.floor(cursor)));
      const checkpoint = checkpointAtOrBefore(target);
      // Restore when going back, or when a checkpoint lies ahead of us on the way forward
      // (copying it is cheaper than replaying the events up to it).
      if (target < state.cursor || checkpoint.cursor > state.cursor) state = cloneState(checkpoint);
      replayTo(target);
      state.lastEvent = target > 0 ? log.at(target - 1) : null;
      return state;
    },

    stats(): ReplayerStats {
      return {
        checkpoints: checkpoints.length,
        checkpointEntries: checkpoints.reduce((sum, c) => sum + stateSize(c), 0),
        logBytes: log.bytes() + index.nodes.bytes() + (index.byKey?.bytes() ?? 0),
        keptWhole: log.keptWhole,
      };
    },
  };
}
