/**
 * What the page's searches are set up from, as plain data: the visualizer's run, compare mode's
 * board and panes, and the page's modes. The stores run them and the links (src/links) write and
 * read them, so both take the shapes and the defaults from here rather than from each other.
 */
import type { AlgorithmId, HeuristicId } from './events';
import type { GoalTest } from './solvers/types';

/** The page's modes (the app store switches between them; a link names one). */
export const MODES = ['visualize', 'compare', 'play', 'explore'] as const;
export type Mode = (typeof MODES)[number];

/**
 * Recording stops here at the most (the log holds about 33-40 bytes an event: 200 MB at this
 * cap): bigger runs go to a background worker. A device with less memory records less
 * (src/store/deviceRecordCap.ts); a link may still name any step up to this.
 */
export const MAX_RECORDED_EVENTS = 5_000_000;
/** The visualizer's default expansion budget: a run a class can step through. */
export const DEFAULT_VISUAL_MAX_EXPANSIONS = 200_000;

/**
 * A problem in a domain other than the sliding puzzle, as text its domain reads (Domain.parse):
 * the start and goal states, the instance they belong to (a map, a grid; null: the domain's own
 * default), and the heuristic by the domain's own id (absent: the domain's default).
 */
export interface DomainProblem {
  instance: string | null;
  /**
   * A map of the teacher's own as a link carries it (compressed: src/links/mapText.ts), until
   * the page unpacks it into `instance` (src/store/openScenario.ts).
   */
  packedMap?: string;
  start: string;
  goal: string;
  heuristic?: string;
}

/** The sliding puzzle's domain kind (src/core/domain/registry.ts): a set-up that names no domain means it. */
export const PUZZLE_KIND = 'puzzle';

/** The visualizer's run: one board, one search (or, with `domain`, one problem of that domain). */
export interface RunSetup {
  /**
   * The problem domain's kind (src/core/domain/registry.ts); absent: the sliding puzzle, whose
   * board is rows, cols, start and goal. Any other kind reads its problem from `problem`.
   */
  domain?: string;
  /** The problem of a domain other than the puzzle (rows, cols, start, goal and heuristic are then unused). */
  problem?: DomainProblem;
  rows: number;
  cols: number;
  goal: number[];
  start: number[];
  algorithm: AlgorithmId;
  heuristic: HeuristicId;
  weight: number;
  depthLimit: number;
  /** SMA*: the nodes it may hold (default DEFAULT_SMA_MEMORY_LIMIT). */
  memoryLimit?: number;
  /** BFS: when the goal is tested (absent: at generation, the textbook's BFS). */
  goalTest?: GoalTest;
  maxExpansions: number;
  /** Hill climbing, annealing, beam search: their seed and settings (absent: the defaults). */
  local?: LocalRunSettings;
}

/** A local search's settings as the page and the links hold them (SolveOptions' names). */
export interface LocalRunSettings {
  seed: number;
  /** Hill climbing: the most sideways moves in a row. */
  sideways: number;
  /** Hill climbing: random restarts. */
  restarts: number;
  /** Annealing: T0 of T(t) = T0 * alpha^t. */
  temperature: number;
  /** Annealing: alpha. */
  cooling: number;
  /** Beam search: k. */
  beamWidth: number;
}

export const DEFAULT_LOCAL: Readonly<LocalRunSettings> = {
  seed: 1,
  sideways: 0,
  restarts: 0,
  temperature: 2,
  cooling: 0.995,
  beamWidth: 3,
};

/** A compare pane's local settings: the same defaults without the seed, which is the pane's own. */
export type PaneLocalSettings = Omit<LocalRunSettings, 'seed'>;
const { seed: _seed, ...paneLocal } = DEFAULT_LOCAL;
export const DEFAULT_PANE_LOCAL: Readonly<PaneLocalSettings> = paneLocal;

export const DEFAULT_SETUP: RunSetup = {
  rows: 3,
  cols: 3,
  goal: [1, 2, 3, 4, 5, 6, 7, 8, 0],
  start: [8, 1, 3, 4, 0, 2, 7, 6, 5],
  algorithm: 'astar',
  heuristic: 'manhattan',
  weight: 2,
  depthLimit: 20,
  maxExpansions: DEFAULT_VISUAL_MAX_EXPANSIONS,
};

/** Compare mode shows two to four panes side by side. */
export const MIN_PANES = 2;
export const MAX_PANES = 4;

/** One search of compare mode. */
export interface PaneSetup {
  algorithm: AlgorithmId;
  heuristic: HeuristicId;
  /** Weighted A*: f = g + w * h. */
  weight: number;
  /** Depth-limited DFS. */
  depthLimit: number;
  /** Random walk: the seed of its random choices. */
  seed: number;
  /** SMA*: the nodes it may hold (default DEFAULT_SMA_MEMORY_LIMIT). */
  memoryLimit?: number;
  /** BFS: when the goal is tested (absent: at generation). */
  goalTest?: GoalTest;
  /** Hill climbing, annealing, beam search (their seed is `seed`); absent: the defaults. */
  local?: PaneLocalSettings;
  /** A grid's moves in this pane alone (4- vs 8-connected on one map); absent: the problem's. */
  moves?: 4 | 8;
  /** A road map's or grid's heuristic in this pane alone, by the domain's id; absent: the problem's. */
  domainHeuristic?: string;
}

/** The board every pane of compare mode searches. */
export interface BoardSetup {
  rows: number;
  cols: number;
  goal: number[];
  start: number[];
  /** Each pane's expansion budget. */
  maxExpansions: number;
}

export interface CompareSetup extends BoardSetup {
  panes: PaneSetup[];
  /**
   * A domain other than the puzzle (as RunSetup.domain): every pane searches `problem` on it,
   * and the board fields are unused. A pane's heuristic is then the problem's (the domain's own).
   */
  domain?: string;
  problem?: DomainProblem;
}
