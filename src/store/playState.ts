/**
 * What play mode shows beside the game itself (src/core/game): a new game being prepared, the
 * hint, "Solve it for me", and the player's settings; with the actions the page calls.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { LimitReason } from '../core/events';
import type { ArrowKey, ArrowMode, Difficulty, GameSource, GameState, SwipeDirection } from '../core/game';
import type { Direction, Puzzle } from '../core/puzzle';
import type { EngineProgress, FailReason } from './playSolver';

export const PACE_RANGE = { min: 100, max: 2000, default: 600 } as const;

/** How a search for an optimal path ended when it gave no path (hint and auto-play alike). */
export type Unanswered =
  | { status: 'limit'; reason: LimitReason; expanded: number }
  | { status: 'failed'; reason: FailReason; detail?: string };

export type HintState =
  | { status: 'idle' }
  | { status: 'thinking'; progress: EngineProgress | null }
  | { status: 'ready'; board: number[]; move: Direction; tile: number; movesLeft: number }
  | Unanswered;

export type AutoState =
  | { status: 'idle' }
  | { status: 'thinking'; progress: EngineProgress | null }
  | { status: 'playing'; index: number; total: number }
  | Unanswered;

export interface PlayState extends GameState {
  /** New game in preparation: building the distance table, with its progress. */
  preparing: EngineProgress | null | false;
  hint: HintState;
  auto: AutoState;
  arrowMode: ArrowMode;
  difficulty: Difficulty;
  /** The custom difficulty: an exact distance (table shapes) or a walk length. */
  customLength: number;
  /** Milliseconds between two moves of "Solve it for me". */
  paceMs: number;
  /** The state-space diameter of this puzzle, once its table is known (3x3: 31). */
  diameter: number | null;

  /** Moves the blank; false when illegal or when moves are not allowed now. */
  moveBlank: (dir: Direction) => boolean;
  moveTile: (tile: number) => boolean;
  /** An arrow key, read by the arrow-key setting. */
  arrow: (key: ArrowKey) => boolean;
  /** A swipe: the finger pushes a tile that way. */
  swipe: (toward: SwipeDirection) => boolean;
  newGame: (random?: () => number) => Promise<void>;
  /** Quick synchronous scramble (40 random moves): kept for callers that cannot wait. */
  shuffle: (random?: () => number) => void;
  setSize: (rows: number, cols: number, random?: () => number) => Promise<void>;
  /** Plays this board from now on (from the editor or a link); false when it cannot reach the goal. */
  setBoard: (puzzle: Puzzle, tiles: readonly number[], source?: GameSource) => boolean;
  restart: () => void;
  hintMe: () => Promise<void>;
  solveForMe: () => Promise<void>;
  stop: () => void;
  setPace: (ms: number) => void;
  setArrowMode: (mode: ArrowMode) => void;
  setDifficulty: (difficulty: Difficulty, customLength?: number) => void;
}

export type PlayStoreApi = StoreApi<PlayState>;
