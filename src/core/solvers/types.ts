/**
 * The public types of the solver layer: what a caller asks for (SolveOptions) and what
 * `startSearch` hands back (a ready generator, or the reason no search was started).
 */
import type { AlgorithmId, Budget, FinalEvent, HeuristicId, SearchEvent, TraceLevel } from '../events';
import type { SolvabilityReport } from '../solvability';

/** Where an algorithm applies the goal test; the views and the docs say it. */
export const GOAL_TESTS = ['generation', 'expansion'] as const;
export type GoalTest = (typeof GOAL_TESTS)[number];

export interface SolveOptions {
  algorithm: AlgorithmId;
  /** Used by greedy, A*, weighted A* and IDA*; default 'linear-conflict' (ignored by the others). */
  heuristic?: HeuristicId;
  /** Weighted A*: f = g + weight * h. Default 2. Optimality is guaranteed only for weight <= 1. */
  weight?: number;
  /** Depth-limited DFS: nodes deeper than this are pruned. Default DEFAULT_DFS_DEPTH_LIMIT. */
  depthLimit?: number;
  /**
   * SMA*: the nodes it may hold at once (default DEFAULT_SMA_MEMORY_LIMIT); when full it forgets
   * the worst leaf. Optimal if the shortest solution's path fits (its length < the limit).
   */
  memoryLimit?: number;
  /**
   * BFS: when a node meets the goal test: 'generation' (default; AIMA's BFS stops as soon as the
   * goal is generated) or 'expansion' (as uniform-cost search and best-first search do, after the
   * rest of the layer before it has been expanded). Ignored by the other algorithms.
   */
  goalTest?: GoalTest;
  /** Random walk: the most steps taken (also capped by budget.maxExpansions). */
  maxIterations?: number;
  /** Random walk and local search: the PRNG seed, so a run can be replayed. Default 1. */
  seed?: number;
  /** Hill climbing: the most consecutive sideways moves (to an equal h). Default 0 (none). */
  sideways?: number;
  /** Hill climbing: how many random restarts when stuck. Default 0. */
  restarts?: number;
  /** Simulated annealing: the starting temperature T0 of T(t) = T0 * alpha^t. Default 2. */
  temperature?: number;
  /** Simulated annealing: the cooling factor alpha, 0 < alpha < 1. Default 0.995. */
  cooling?: number;
  /** Beam search: how many nodes each layer keeps. Default 3. */
  beamWidth?: number;
  budget?: Partial<Budget>;
  /** 'all' (default) yields every event; 'progress' only start, progress and the final event. */
  trace?: TraceLevel;
  /** Expansions between two progress events. Default DEFAULT_PROGRESS_EVERY. */
  progressEvery?: number;
  /**
   * IDA* with pattern databases at the 'progress' level: count peak memory and the peak frontier
   * as the traced run does (the path plus the stack of children waiting), though its kernel keeps
   * no stack (src/core/pdb/kernelPeaks.ts). About 15% of the kernel's speed, so off by default
   * (peaks are then the deepest path); on for a run whose figures are shown beside a traced one.
   */
  exactPeaks?: boolean;
  /** Milliseconds clock; injectable so tests can drive the time budget deterministically. */
  now?: () => number;
}

/** The final event of a run, declared with the events it ends (re-exported for the solvers' callers). */
export type { FinalEvent } from '../events';

/** A running search: yields every event (the final one included) and returns the final event. */
export type Search = Generator<SearchEvent, FinalEvent, void>;

export type SearchRefusal =
  | { ok: false; reason: 'invalid'; message: string }
  | { ok: false; reason: 'unsolvable'; report: SolvabilityReport }
  | { ok: false; reason: 'unsupported'; message: string };

export type SearchStart = { ok: true; search: Search; optimal: boolean } | SearchRefusal;

export type FrontierKind = 'queue' | 'stack' | 'priority' | 'two-queues' | 'walk' | 'beam';

export interface AlgorithmInfo {
  readonly id: AlgorithmId;
  readonly name: string;
  readonly usesHeuristic: boolean;
  /** Guarantees a shortest path (with an admissible heuristic, and weight <= 1 for weighted A*). */
  readonly optimal: boolean;
  readonly frontierKind: FrontierKind;
  /** Where its goal test is by default (BFS lets a run choose: SolveOptions.goalTest). */
  readonly goalTest: GoalTest;
  /** Graph searches keep a closed set; tree (depth-first) searches only check the current path. */
  readonly graphSearch: boolean;
  /**
   * A node's f may be a backed-up value above g + h (RBFS and SMA*: raised to its parent's f, or
   * to the best f of a subtree it forgot), so the frontier marks an f that is not g + h.
   */
  readonly backsUpF?: true;
  /**
   * Searches within the memory limit (SolveOptions.memoryLimit), generating an expansion's
   * children together before forgetting the worst leaves: its peak may pass the limit by them.
   */
  readonly memoryLimited?: true;
}

export const DEFAULT_HEURISTIC: HeuristicId = 'linear-conflict';
export const DEFAULT_WEIGHT = 2;
export const DEFAULT_DFS_DEPTH_LIMIT = 20;
export const DEFAULT_SMA_MEMORY_LIMIT = 500;
/** SMA* needs room for a path and a child: fewer nodes than this cannot search at all. */
export const MIN_SMA_MEMORY_LIMIT = 3;
export const DEFAULT_MAX_ITERATIONS = 1_000_000;
export const DEFAULT_PROGRESS_EVERY = 10_000;
export const DEFAULT_SEED = 1;
export const DEFAULT_SIDEWAYS = 0;
export const DEFAULT_RESTARTS = 0;
export const DEFAULT_TEMPERATURE = 2;
export const DEFAULT_COOLING = 0.995;
export const DEFAULT_BEAM_WIDTH = 3;
/** Upper bounds a caller may ask for (bigger ones only make a run that never ends visibly). */
export const MAX_SIDEWAYS = 10_000;
export const MAX_RESTARTS = 10_000;
export const MAX_BEAM_WIDTH = 10_000;
