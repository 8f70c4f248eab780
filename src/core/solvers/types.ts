/**
 * The public types of the solver layer: what a caller asks for (SolveOptions) and what
 * `startSearch` hands back (a ready generator, or the reason no search was started).
 */
import type { AlgorithmId, Budget, FinalEvent, HeuristicId, SearchEvent, TraceLevel } from '../events';
import type { SolvabilityReport } from '../solvability';
import type { Solver } from './lazySolvers';
import type { TextbookId } from './textbook/lines';

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

/** A run option an algorithm reads (beside algorithm, heuristic and budget); SolveOptions says each. */
export type AlgorithmOption =
  | 'weight'
  | 'depthLimit'
  | 'memoryLimit'
  | 'goalTest'
  | 'seed'
  | 'sideways'
  | 'restarts'
  | 'temperature'
  | 'cooling'
  | 'beamWidth';

/** The options of the local searches' own settings (seed included: it is theirs to show). */
export const LOCAL_OPTIONS = ['seed', 'sideways', 'restarts', 'temperature', 'cooling', 'beamWidth'] as const;
export type LocalOption = (typeof LOCAL_OPTIONS)[number];

/** A node's value: its path cost g, its estimate h, or f, the value the algorithm orders by. */
export type NodeValue = 'f' | 'g' | 'h';

/** An equation for a node's values: g, h, g + h, or g + w·h (current.equation* in the catalogues). */
export type Equation = 'g' | 'h' | 'g+h' | 'g+wh';

/** Which sentence the quiz's reveal explains a choice with (quiz.why.* in the catalogues). */
export type QuizWhy = 'queue' | 'stack' | 'walk' | 'lowestH' | 'lowestF';

export interface QuizFacts {
  /** Whether a step has a choice to ask about (a walk holds one node: it never has). */
  readonly asks: boolean;
  /** The node value that decides which waiting node is taken. */
  readonly primary: NodeValue;
  /** A priority queue's tie-break on the primary value; null where age alone breaks ties. */
  readonly secondary: Exclude<NodeValue, 'f'> | null;
  readonly why: QuizWhy;
}

/** The caption of the frontier list (frontier.order.* in the catalogues): its kind, or its own. */
export type FrontierCaption = FrontierKind | 'greedy' | 'ucs' | 'rbfs' | 'smastar';

/**
 * The textbook version (src/core/solvers/textbook/) a run follows, and so the pseudocode listing
 * (src/i18n/pseudocode/) shown beside it: both are keyed by the same TextbookId.
 */
export interface TextbookTwins {
  readonly twin: TextbookId;
  /** The version a run on the pattern-database kernel follows (see pdbKernel). */
  readonly onPdbKernel?: TextbookId;
  /** The version a run testing the goal at expansion follows, where the default is generation. */
  readonly goalAtExpansion?: TextbookId;
}

/**
 * Everything the app knows about one algorithm: stores and views ask this row what an
 * algorithm does, never its id (an ESLint rule forbids comparing ids outside src/core/solvers
 * and src/i18n). Adding an algorithm is adding a row: docs/ARCHITECTURE.md lists the rest.
 */
export interface AlgorithmInfo {
  readonly id: AlgorithmId;
  readonly name: string;
  readonly usesHeuristic: boolean;
  /** Guarantees a shortest path (with an admissible heuristic, and weight <= 1 for weighted A*). */
  readonly optimal: boolean;
  /** Finds a solution whenever one exists (on the finite puzzle graphs, within its limits). */
  readonly complete: boolean;
  readonly frontierKind: FrontierKind;
  readonly frontierCaption: FrontierCaption;
  /**
   * f as ordering.ts fValue computes it, the equation the current node's card and an exported
   * frame show (RBFS and SMA* keep f = g + h in their own nodes; fValue and the card give g).
   */
  readonly equation: Equation;
  /** A priority queue's second key when f ties (before age): null where only age breaks ties. */
  readonly tieRule: 'g' | 'h' | null;
  /** Where its goal test is by default (BFS lets a run choose: SolveOptions.goalTest). */
  readonly goalTest: GoalTest;
  /** Graph searches keep a closed set; tree (depth-first) searches only check the current path. */
  readonly graphSearch: boolean;
  /** Searches in passes (IDDFS, IDA*): what bounds a pass, its depth or f; null for one pass. */
  readonly passes: 'depth' | 'f' | null;
  /** Forgets nodes to stay within its memory (RBFS, SMA*): 'forget' events, backed-up f. */
  readonly forgets: boolean;
  /** A local search (chapter 4): one board at a time, seeded, ending stuck or solved. */
  readonly local: boolean;
  /** A random walk: one random move at a time, revisits allowed: its path loops, its tree is a chain. */
  readonly randomWalk: boolean;
  /** The run options it reads, the local settings in the order their fields and link parts show. */
  readonly options: readonly AlgorithmOption[];
  readonly quiz: QuizFacts;
  /** Its solver is fetched when first chosen: `load` fetches it. */
  readonly lazy: boolean;
  /**
   * A lazy algorithm's loader: one dynamic import of the module its kernel is in (lazySolvers.ts
   * runs it once, on first use). Absent for the kernels in the first download (registry.ts SOLVERS).
   */
  readonly load?: () => Promise<Solver>;
  /**
   * Its order adds up step costs (its f is built from g): only such an algorithm can find the
   * cheapest path where steps cost other than 1. Absent where it does not (BFS, IDDFS and
   * bidirectional BFS count steps; the others promise no cheapest path): left out of those
   * rows, as the page's first download is at its byte limit.
   */
  readonly countsStepCosts?: true;
  /**
   * Has a kernel of its own for the pattern-database heuristic (src/core/pdb/), run in the pattern
   * database's worker where the tables live: a fact of this algorithm with that heuristic.
   */
  readonly pdbKernel: boolean;
  readonly textbook: TextbookTwins;
  /** The narration key of an expansion (narration.ts), with f, g, h, w, bound and limit. */
  readonly expandNarration: string;
  /** A compare pane's title when it names its options (compare.pane.*); null: the plain name. */
  readonly paneName: string | null;
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
