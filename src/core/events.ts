/**
 * The typed event stream every solver yields. Events are plain, small objects: the views,
 * the reducer, the CLI's `--trace` and the worker all consume exactly this.
 */
import type { Direction } from './puzzle';

/** A compact, hashable state identity (see `stateKey.ts`); decode it to get the tiles back. */
export type StateKey = number | string;

export type AlgorithmId =
  | 'bfs'
  | 'dfs'
  | 'iddfs'
  | 'greedy'
  | 'astar'
  | 'wastar'
  | 'idastar'
  | 'bibfs'
  | 'random'
  // Local search (chapter 4): steepest-ascent hill climbing, simulated annealing, beam search.
  | 'hill'
  | 'anneal'
  | 'beam'
  // Loaded when first chosen (solvers/lazySolvers.ts): not in the page's first download.
  | 'ucs'
  | 'rbfs'
  | 'smastar';

export type HeuristicId = 'misplaced' | 'manhattan' | 'linear-conflict' | 'walking-distance' | 'pdb';

/**
 * One search node as the views see it. On the sliding puzzle every move costs 1, so depth
 * equals g and the three fields about costs below are never there; a domain with other step
 * costs (src/core/domain/) sets them where they differ from that.
 */
export interface NodeInfo {
  /** Unique within one run, in creation order (the root is 0). */
  readonly id: number;
  /** -1 for the root. */
  readonly parentId: number;
  readonly key: StateKey;
  readonly g: number;
  readonly h: number;
  /** The priority the algorithm orders by: g + h for A* and IDA*, g + w * h for weighted A*, h for greedy, g for BFS. */
  readonly f: number;
  /** The blank move that produced this node from its parent; null for the root and in any other domain than the puzzle. */
  readonly move: Direction | null;
  /** Any other domain than the puzzle: the name of the action that produced this node (absent for the root). */
  readonly action?: string;
  /** c(parent, action, node), the cost of the step into this node; absent when it is 1 (and for the root). */
  readonly stepCost?: number;
  /** Steps from the root, when not equal to g (some step did not cost 1); orders by depth read depthOf. */
  readonly depth?: number;
  /** Bidirectional search only: which side the node belongs to. */
  readonly side?: 'forward' | 'backward';
}

/** A node's number of steps from the root (g itself when every step cost 1). */
export function depthOf(node: Pick<NodeInfo, 'g' | 'depth'>): number {
  return node.depth ?? node.g;
}

/** What happened to a generated child. */
export type GenerateOutcome =
  | 'new' // entered the frontier
  | 'closed' // already expanded (a duplicate), dropped
  | 'frontier' // already waiting in the frontier with an equal or better g, dropped
  | 'improved' // already in the frontier with a worse g: its entry is replaced
  | 'reopened' // already expanded but reached with a better g: back to the frontier
  | 'pruned' // f exceeds the IDA* bound or the depth limit: not entered
  | 'cycle' // repeats a state on the current path (depth-first searches): not entered
  | 'rejected'; // local and beam search: looked at (its h is known) but not taken: not entered

/**
 * Why a local search took (or did not take) the neighbour it looked at, h being minimised:
 * 'better' lowers h (hill climbing's uphill step, AIMA's "ascent"); 'sideways' keeps h (a move
 * on a plateau, allowed up to a cap); 'worse' raises h and was accepted anyway (annealing, with
 * probability exp(-delta / T)); 'rejected' was not taken (annealing drew against it).
 */
export type LocalMoveKind = 'better' | 'sideways' | 'worse' | 'rejected';

/**
 * Why a local search stopped without the goal: every neighbour is worse ('local-minimum'), the
 * best only as good with no sideways move left ('plateau'), the last climb stuck with every
 * restart spent ('out-of-restarts'), annealing's temperature fell below its floor ('frozen'),
 * or beam search found no new state to keep ('beam-empty').
 */
export type LocalStuck = 'local-minimum' | 'plateau' | 'out-of-restarts' | 'frozen' | 'beam-empty';

export interface SearchStats {
  expanded: number;
  generated: number;
  /** Children dropped or merged because their state had been seen (closed/frontier/cycle). */
  duplicates: number;
  peakFrontier: number;
  /** Peak number of nodes held in memory at once (frontier + closed, or the path for depth-first). */
  peakMemory: number;
  /** Solution length, or -1 while unsolved. */
  solutionLength: number;
  /**
   * Whether the algorithm guarantees an optimal (shortest) path with these options. SMA*'s
   * final event says whether its memory limit allowed it (see smaStar.ts).
   */
  optimal: boolean;
  /** RBFS, SMA*: expansions of a state expanded before (what forgetting costs). */
  reexpanded?: number;
  /** SMA*: nodes forgotten (RBFS: subtrees left). */
  forgotten?: number;
  elapsedMs: number;
}

export type LimitReason = 'expansions' | 'memory' | 'time';

export type SearchEvent =
  | { readonly type: 'start'; readonly root: NodeInfo; readonly algorithm: AlgorithmId; readonly optimal: boolean }
  | {
      readonly type: 'expand';
      readonly node: NodeInfo;
      /** RBFS: this call's f-limit, the best f of an alternative path waiting above it. */
      readonly fLimit?: number;
      /** RBFS, SMA*: this state was expanded before in the run (then forgotten): a re-expansion. */
      readonly again?: true;
    }
  | { readonly type: 'generate'; readonly node: NodeInfo; readonly outcome: GenerateOutcome }
  /** IDA* (f bound) or IDDFS (depth limit) starts a new pass. */
  | {
      readonly type: 'iteration';
      /** 1 for the first pass. */
      readonly pass: number;
      readonly bound: number;
      /** The root re-entered for this pass, with a fresh id: the frontier restarts as just this node. */
      readonly root: NodeInfo;
    }
  /**
   * Local search: what was decided about the neighbour just generated (`node`). `delta` is its h
   * minus the current h. Annealing also gives the temperature of this step and the probability
   * of accepting the move (1 for a better one). Follows the neighbour's `generate` event.
   */
  | {
      readonly type: 'move';
      readonly node: NodeInfo;
      readonly kind: LocalMoveKind;
      readonly delta: number;
      readonly temperature?: number;
      readonly probability?: number;
    }
  /**
   * Hill climbing got stuck (`reason`) and starts over: from the start board, a seeded random
   * scramble of `scramble` moves leads to `root` (a fresh id; the frontier is just this node).
   * The path still starts at the start board: the scramble's moves are part of it. 1 for the first restart.
   */
  | {
      readonly type: 'restart';
      readonly restart: number;
      readonly reason: 'local-minimum' | 'plateau';
      readonly scramble: number;
      readonly root: NodeInfo;
    }
  /** A depth-first search leaves a node: it is popped off the path. */
  | { readonly type: 'backtrack'; readonly node: NodeInfo }
  /**
   * RBFS and SMA* (memory-bounded searches): `node` is dropped from memory. RBFS leaves a
   * subtree: `node` comes off the path and its waiting children go; SMA* forgets a leaf of the
   * frontier when memory is full. `backedUp` is what memory keeps of it: the node re-entering
   * the frontier with the backed-up f, the best f found below (RBFS: `node` itself; SMA*: its
   * parent, to regenerate the forgotten children from), with a fresh id; null when the parent
   * already waits with an f as good. `replaced`: the id of the parent's older frontier entry
   * that `backedUp` takes the place of, or -1.
   */
  | {
      readonly type: 'forget';
      readonly node: NodeInfo;
      readonly backedUp: NodeInfo | null;
      readonly replaced: number;
    }
  /** Periodic, at the 'progress' trace level (and also at 'all'). */
  | { readonly type: 'progress'; readonly stats: SearchStats; readonly bound?: number }
  | {
      readonly type: 'solved';
      /** The blank moves from the start (the puzzle); empty in any other domain, whose steps are in `actions`. */
      readonly path: readonly Direction[];
      /** Any other domain than the puzzle: the names of the actions from the start, in order. */
      readonly actions?: readonly string[];
      /** The path's cost, when not its number of steps (some step did not cost 1). */
      readonly cost?: number;
      /** Node ids from the root to the goal. */
      readonly nodeIds: readonly number[];
      readonly stats: SearchStats;
    }
  /**
   * The reachable space was searched to the end with no goal: no solution exists. Depth-limited
   * DFS sets `depthLimit` when it pruned nodes at that depth: then it only means "no solution
   * within depthLimit moves". A local search sets `stuck` instead: it gave up, which says
   * nothing about whether a solution exists.
   */
  | {
      readonly type: 'exhausted';
      readonly stats: SearchStats;
      readonly depthLimit?: number;
      readonly stuck?: LocalStuck;
    }
  | { readonly type: 'limit'; readonly reason: LimitReason; readonly stats: SearchStats };

export type SearchEventType = SearchEvent['type'];

/** The event that ends a run: `solved`, `exhausted` or `limit`. Nothing follows it in a log. */
export type FinalEvent = Extract<SearchEvent, { type: 'solved' | 'exhausted' | 'limit' }>;

/** Whether `e` ends its run (see FinalEvent). */
export function isFinal(e: SearchEvent): e is FinalEvent {
  return isFinalType(e.type);
}

/** Whether an event of this type ends its run (for scans that read types, not events). */
export function isFinalType(type: SearchEventType): boolean {
  return type === 'solved' || type === 'exhausted' || type === 'limit';
}

/** A run's budget: hitting any bound ends the run with a `limit` event. */
export interface Budget {
  maxExpansions: number;
  maxMemoryNodes: number;
  maxMs: number;
}

export const DEFAULT_BUDGET: Readonly<Budget> = {
  maxExpansions: 2_000_000,
  maxMemoryNodes: 4_000_000,
  maxMs: 60_000,
};

/** 'all' yields every event; 'progress' yields only start, progress and the final event. */
export type TraceLevel = 'all' | 'progress';
