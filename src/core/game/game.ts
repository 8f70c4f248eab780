/**
 * The game's rules as a pure reducer: a board, its start, the moves made (by the player or by
 * "Solve it for me"), the clock times of the first and the solving move, and what is known of
 * the optimal number of moves. No timers, no solver: the play store (src/store/playStore.ts)
 * asks the solvers and dispatches what they answer. A move that the rules refuse returns the
 * same state object, so a caller can tell.
 */
import { applyMove, isGoal, sameTiles, tileMoved, type Direction, type Puzzle } from '../puzzle';

export type GameSource = 'initial' | 'distance' | 'walk' | 'editor' | 'link' | 'shuffle';

export interface Game {
  /** The board the game began with (Restart returns here). */
  start: number[];
  source: GameSource;
  /** The exact optimal number of moves from `start`, once known. */
  optimal: number | null;
  /** Known upper bound on `optimal` (a random walk of n moves is at most n moves away). */
  upperBound: number | null;
  /** 'pending' while a solver works the optimal count out; 'unknown' when it gave up. */
  optimalStatus: 'known' | 'pending' | 'unknown' | 'idle';
}

/** What is known of a game's optimal count when it starts (a table sample, a walk's length). */
export type KnownOptimal = Partial<Pick<Game, 'optimal' | 'upperBound' | 'optimalStatus'>>;

export interface LastMove {
  tile: number;
  /** The blank's move; the tile slid the opposite way. */
  dir: Direction;
  by: 'player' | 'computer';
}

export interface GameState {
  puzzle: Puzzle;
  tiles: number[];
  game: Game;
  moves: number;
  /** Moves "Solve it for me" made (they count in `moves` too). */
  autoMoves: number;
  hintsUsed: number;
  /** Clock time of the first move, and of the solving move. */
  startedAt: number | null;
  finishedAt: number | null;
  /** The goal was reached by moves in this game. */
  solved: boolean;
  lastMove: LastMove | null;
}

export type GameAction =
  /** A new game on this board (its counters and clock fresh). */
  | { type: 'start'; puzzle: Puzzle; start: readonly number[]; source: GameSource; known?: KnownOptimal }
  /** Back to the game's first board; what is known of its optimal count stays. */
  | { type: 'restart' }
  /** The blank moves; `at` is the clock time. Refused when illegal or once the game is solved. */
  | { type: 'move'; dir: Direction; by: LastMove['by']; at: number }
  | { type: 'hint-used' }
  /** A solver is working the optimal count out. */
  | { type: 'optimal-pending' }
  /** The optimal count of the start board (-1 or null: the solver could not tell). */
  | { type: 'optimal-learned'; optimal: number | null }
  /** An optimal path of `length` moves was found from `from`: from the untouched start, that is the optimal count. */
  | { type: 'path-found'; from: readonly number[]; length: number };

export function startGame(
  puzzle: Puzzle,
  start: readonly number[],
  source: GameSource,
  known: KnownOptimal = {},
): GameState {
  return {
    puzzle,
    tiles: [...start],
    game: { start: [...start], source, optimal: null, upperBound: null, optimalStatus: 'idle', ...known },
    moves: 0,
    autoMoves: 0,
    hintsUsed: 0,
    startedAt: null,
    finishedAt: null,
    solved: false,
    lastMove: null,
  };
}

export function gameReducer(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'start':
      return startGame(action.puzzle, action.start, action.source, action.known);
    case 'restart': {
      const { optimal, upperBound, optimalStatus, start, source } = state.game;
      return startGame(state.puzzle, start, source, { optimal, upperBound, optimalStatus });
    }
    case 'move':
      return move(state, action.dir, action.by, action.at);
    case 'hint-used':
      return { ...state, hintsUsed: state.hintsUsed + 1 };
    case 'optimal-pending':
      return { ...state, game: { ...state.game, optimalStatus: 'pending' } };
    case 'optimal-learned': {
      const known = action.optimal !== null && action.optimal >= 0;
      const game: Game = known
        ? { ...state.game, optimal: action.optimal, optimalStatus: 'known' }
        : { ...state.game, optimalStatus: 'unknown' };
      return { ...state, game };
    }
    case 'path-found': {
      const { game, moves } = state;
      if (moves !== 0 || game.optimal !== null || !sameTiles(action.from, game.start)) return state;
      return { ...state, game: { ...game, optimal: action.length, optimalStatus: 'known' } };
    }
  }
}

function move(state: GameState, dir: Direction, by: LastMove['by'], at: number): GameState {
  if (state.solved) return state;
  const next = applyMove(state.puzzle, state.tiles, dir);
  if (!next) return state;
  const solved = isGoal(state.puzzle, next);
  return {
    ...state,
    tiles: next,
    moves: state.moves + 1,
    autoMoves: state.autoMoves + (by === 'computer' ? 1 : 0),
    startedAt: state.startedAt ?? at,
    finishedAt: solved ? at : null,
    solved,
    lastMove: { tile: tileMoved(state.puzzle, state.tiles, dir) as number, dir, by },
  };
}

/** The fields of a larger state that are the game's. */
export function gameOf<S extends GameState>(s: S): GameState {
  const { puzzle, tiles, game, moves, autoMoves, hintsUsed, startedAt, finishedAt, solved, lastMove } = s;
  return { puzzle, tiles, game, moves, autoMoves, hintsUsed, startedAt, finishedAt, solved, lastMove };
}
