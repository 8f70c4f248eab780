/**
 * The view of a run at one cursor, derived from the event log alone by a deterministic
 * reducer. Stepping back is replaying from the nearest checkpoint, never undoing by hand.
 */
import type { AlgorithmId, GenerateOutcome, NodeInfo, SearchEvent, StateKey } from '../events';
import type { PassLog } from './passLog';

/** Read-only access to the frontier in the solver's real order (index 0 is taken next). */
export interface FrontierView {
  readonly size: number;
  /** The entry at this rank, 0 = the next node the solver will take. */
  at(rank: number): NodeInfo;
  /** Entries [from, to) in order, for a virtualised list. */
  slice(from: number, to: number): NodeInfo[];
  /** The rank of a node id in the current order, or -1 when it is not in the frontier. */
  rankOf(id: number): number;
  has(id: number): boolean;
}

export interface GeneratedChild {
  readonly node: NodeInfo;
  readonly outcome: GenerateOutcome;
}

export interface IterationView {
  readonly pass: number;
  readonly bound: number;
  /** Nodes pruned in this pass because f > bound (IDA*) or depth > limit (IDDFS). */
  readonly pruned: number;
  /** The smallest f among the pruned nodes of this pass: the next bound. Infinity if none yet. */
  readonly nextBound: number;
  /** Expansions in this pass (nodes re-expanded across passes are what IDA* pays for memory). */
  readonly expanded: number;
}

export interface ReplayCounters {
  readonly expanded: number;
  readonly generated: number;
  readonly duplicates: number;
  readonly pruned: number;
  readonly reopened: number;
  readonly peakFrontier: number;
  /** Closed set size (graph searches). */
  readonly closed: number;
  /**
   * Nodes held now, counted as the solvers count them: every node stored so far for graph
   * searches and the walk (root + new, improved and reopened children), stack + path for the
   * depth-first ones.
   */
  readonly memory: number;
  /** The largest `memory` so far: at the final event, the solver's own peakMemory. */
  readonly peakMemory: number;
  /** RBFS, SMA*: nodes forgotten ('forget' events). */
  readonly forgotten: number;
  /**
   * RBFS, SMA*: expansions of a state expanded before (expand events marked `again`); IDA*,
   * IDDFS: expansions of a path the previous pass expanded too.
   */
  readonly reexpanded: number;
}

export interface ReplayView {
  /** How many events have been applied (0 = nothing yet; the log's length at the end). */
  readonly cursor: number;
  readonly algorithm: AlgorithmId | null;
  readonly root: NodeInfo | null;
  /** The event applied last, i.e. the one the narration describes. */
  readonly lastEvent: SearchEvent | null;
  /** The node expanded most recently (the board shown large). */
  readonly current: NodeInfo | null;
  /** The children generated from `current` so far, with what happened to each. */
  readonly children: readonly GeneratedChild[];
  readonly frontier: FrontierView;
  /** The most recently closed nodes, newest first (at most RECENT_LIMIT). */
  readonly recentClosed: RecentView<NodeInfo>;
  /** The most recent duplicates and re-openings, newest first (at most RECENT_LIMIT). */
  readonly recentDuplicates: RecentView<GeneratedChild>;
  /** Depth-first searches: the current path from the root to `current`. Empty otherwise. */
  readonly path: readonly NodeInfo[];
  /** RBFS: the f-limit of each call on `path` (same length); empty for the other searches. */
  readonly pathLimits: readonly number[];
  readonly counters: ReplayCounters;
  /** IDA* / IDDFS: the pass in progress. */
  readonly iteration: IterationView | null;
  /** The final event once reached: solved, exhausted or limit. */
  readonly final: Extract<SearchEvent, { type: 'solved' | 'exhausted' | 'limit' }> | null;
}

export const RECENT_LIMIT = 50;

/** The last RECENT_LIMIT items of a kind (recentList.ts), read newest first. */
export interface RecentView<T> {
  readonly length: number;
  /** Newest first, ranks `from` to `to` (exclusive), clamped as Array.prototype.slice clamps them. */
  slice(from?: number, to?: number): T[];
}

/**
 * A replayer over a growing event log. `seek` returns the view at any cursor; the result is
 * valid until the next call (it may be the same object mutated in place, for speed).
 */
export interface Replayer {
  /** Appends events recorded from the live generator. */
  append(events: readonly SearchEvent[]): void;
  readonly length: number;
  /** Event `index` (made from the columnar log: equal to the appended one, not the same object). */
  event(index: number): SearchEvent;
  /** Event `index`'s type, without making the event (for scans over a long log). */
  eventType(index: number): SearchEvent['type'];
  /** The state key of the node event `index` is about (undefined for an event without one), without making the event. */
  eventKey(index: number): StateKey | undefined;
  /** The node with this id, for any node ever generated in the recorded log. */
  node(id: number): NodeInfo | undefined;
  /** IDA* / IDDFS: the log's passes, for the pass table at any cursor (empty for other searches). */
  readonly passes: PassLog;
  seek(cursor: number): ReplayView;
}
