/**
 * The board a learner plays with, kept apart from the search run so that playing never
 * disturbs a recorded run. The game itself (moves, counters, solved) is the core's reducer
 * (src/core/game); this store adds what takes time: new games prepared by the solver, hints and
 * "Solve it for me" (one path for both: `askForPath`), and the timed moves of auto-play. All
 * solving goes through a PlaySolver (a Web Worker in the browser). Taking the board to another
 * mode is src/store/navigation.ts.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import {
  SHUFFLE_STEPS,
  blankMoveForArrow,
  blankMoveForSwipe,
  clampCustomLength,
  distanceFor,
  gameOf,
  gameReducer,
  pathFrom,
  rememberSolution,
  startGame,
  walkLengthFor,
  type GameAction,
  type GameSource,
  type KnownOptimal,
  type SolutionMemory,
} from '../core/game';
import { directionForTile, goalKindOf, isGoal, makeGoal, makePuzzle, sameTiles, tileMoved } from '../core/puzzle';
import type { Direction, Puzzle } from '../core/puzzle';
import { checkSolvability } from '../core/solvability';
import { scramble } from '../core/scramble';
import { createDefaultSolver, type EngineProgress, type PlaySolver, type SolveOutcome } from './playSolver';
import { PACE_RANGE, type PlayState, type PlayStoreApi, type Unanswered } from './playState';
import { announceModeStore } from './modeStores';
import { createStepTimer } from './stepTimer';

export { PACE_RANGE, type AutoState, type HintState, type PlayState, type PlayStoreApi } from './playState';
export {
  DIFFICULTIES,
  MAX_CUSTOM_WALK,
  WALK_LENGTH,
  distanceFor,
  walkLengthFor,
  type ArrowMode,
  type Difficulty,
  type Game,
  type GameSource,
  type LastMove,
} from '../core/game';

export interface PlayStoreOptions {
  solver?: PlaySolver;
  /** Milliseconds clock for the game timer. */
  now?: () => number;
}

/** What a new game resets beside the game itself: no preparation, no hint, no auto-play. */
const IDLE = { preparing: false, hint: { status: 'idle' }, auto: { status: 'idle' } } as const;

/** A search's answer when it is not a path, as the hint or auto-play state shows it. */
function unanswered(outcome: Exclude<SolveOutcome, { kind: 'solved' }>): Unanswered | { status: 'idle' } {
  if (outcome.kind === 'limit') return { status: 'limit', reason: outcome.reason, expanded: outcome.expanded };
  if (outcome.kind === 'failed') return { status: 'failed', reason: outcome.reason, detail: outcome.detail };
  return { status: 'idle' };
}

export function createPlayStore(options: PlayStoreOptions = {}): PlayStoreApi {
  let solverInstance = options.solver ?? null;
  const solver = () => (solverInstance ??= createDefaultSolver());
  const now = options.now ?? (() => Date.now());
  const autoTimer = createStepTimer();

  return createStore<PlayState>((set, get) => {
    /** Bumped by anything that replaces the game: late answers for an old game are dropped. */
    let gameToken = 0;
    let solution: SolutionMemory | null = null;

    const dispatch = (action: GameAction) => set(gameReducer(gameOf(get()), action));

    const enginePuzzle = () => {
      const { puzzle } = get();
      return { rows: puzzle.rows, cols: puzzle.cols, goal: [...puzzle.goal] };
    };

    /** Cancels any hint or solve in flight (the worker's search is terminated). */
    const cancelWork = () => {
      const { hint, auto } = get();
      if (hint.status === 'thinking' || auto.status === 'thinking') solver().cancel();
    };

    /** Ends whatever the old game had going: auto-play, searches, late answers. */
    const leaveGame = () => {
      autoTimer.stop();
      cancelWork();
      return ++gameToken;
    };

    const beginGame = (puzzle: Puzzle, start: readonly number[], source: GameSource, known: KnownOptimal = {}) => {
      leaveGame();
      solution = null;
      set({ ...startGame(puzzle, start, source, known), ...IDLE });
      solver().warmUp(enginePuzzle());
      if (source !== 'initial' && get().game.optimal === null) void learnOptimalFromTable();
    };

    /** Table shapes know the exact optimal count of any start at once: ask for it. */
    const learnOptimalFromTable = async () => {
      const p = enginePuzzle();
      if (!solver().hasTable(p)) return;
      const token = gameToken;
      const start = get().game.start;
      dispatch({ type: 'optimal-pending' });
      try {
        const info = await solver().table(p);
        if (token !== gameToken) return;
        set({ diameter: info.diameter });
        const d = await solver().distance(p, start);
        if (token === gameToken) dispatch({ type: 'optimal-learned', optimal: d });
      } catch {
        if (token === gameToken) dispatch({ type: 'optimal-learned', optimal: null });
      }
    };

    /** After a win on a shape without a table: work out the optimal count for the comparison. */
    const learnOptimalBySearch = async () => {
      const { game } = get();
      if (game.optimal !== null || game.optimalStatus === 'pending') return;
      const token = gameToken;
      dispatch({ type: 'optimal-pending' });
      const outcome = await solver().solve(enginePuzzle(), game.start);
      if (token !== gameToken) return;
      dispatch({ type: 'optimal-learned', optimal: outcome.kind === 'solved' ? outcome.path.length : null });
    };

    /** Applies one move; `by` says whose. Returns whether the board changed. */
    const apply = (dir: Direction, by: 'player' | 'computer'): boolean => {
      const before = get();
      const game = gameOf(before);
      const after = gameReducer(game, { type: 'move', dir, by, at: now() });
      if (after === game) return false;
      // A hint being worked out is for the old board. A table answers in a moment and a late
      // answer is dropped anyway; a long search is stopped so the worker is free again.
      if (before.hint.status === 'thinking' && !solver().hasTable(enginePuzzle())) solver().cancel();
      const autoMessage = before.auto.status === 'limit' || before.auto.status === 'failed';
      set({ ...after, hint: { status: 'idle' }, ...(autoMessage ? { auto: { status: 'idle' } } : {}) });
      if (after.solved) void learnOptimalBySearch();
      return true;
    };

    /** Hints and the player's moves wait while a game is prepared or the computer plays. */
    const busy = (s: PlayState) =>
      s.solved || s.preparing !== false || s.auto.status === 'thinking' || s.auto.status === 'playing';

    const playerMove = (dir: Direction | null) => (dir !== null && !busy(get()) ? apply(dir, 'player') : false);

    /** An optimal path from this board: remembered, or from the solver. */
    const optimalPath = async (
      from: number[],
      onProgress: (p: EngineProgress) => void,
    ): Promise<{ path: Direction[] } | Exclude<SolveOutcome, { kind: 'solved' }>> => {
      const known = pathFrom(solution, from);
      if (known) return { path: known };
      const token = gameToken;
      const puzzle = get().puzzle;
      const outcome = await solver().solve(enginePuzzle(), from, onProgress);
      // Another game (maybe another size) began while the answer was on its way: it is not ours.
      if (token !== gameToken) return { kind: 'cancelled' };
      if (outcome.kind !== 'solved') return outcome;
      solution = rememberSolution(puzzle, from, outcome.path) ?? solution;
      dispatch({ type: 'path-found', from, length: outcome.path.length });
      return { path: outcome.path };
    };

    /**
     * Hint and "Solve it for me" alike: asks for an optimal path from the board on screen,
     * showing progress in `slot`. A path goes to `onPath` while `stillWanted` holds; a limit,
     * a failure or a cancel is shown in the slot.
     */
    const askForPath = async (
      slot: 'hint' | 'auto',
      stillWanted: (board: number[]) => boolean,
      onPath: (path: Direction[], board: number[], token: number) => void,
    ) => {
      const token = gameToken;
      const board = [...get().tiles];
      const result = await optimalPath(board, (progress) => {
        if (token === gameToken && get()[slot].status === 'thinking') set({ [slot]: { status: 'thinking', progress } });
      });
      if (token !== gameToken || !stillWanted(board)) return;
      if ('path' in result) onPath(result.path, board, token);
      else set({ [slot]: unanswered(result) });
    };

    /** Auto-play's move `index` of `path`; false once it is over (or no longer this game's). */
    const autoStep = (path: Direction[], token: number) => (index: number) => {
      if (token !== gameToken || get().auto.status !== 'playing') return false;
      apply(path[index], 'computer');
      const next = index + 1;
      if (next >= path.length || get().solved) {
        set({ auto: { status: 'idle' } });
        return false;
      }
      set({ auto: { status: 'playing', index: next, total: path.length } });
      return true;
    };

    const initialPuzzle = makePuzzle(3, 3);
    return {
      ...startGame(initialPuzzle, initialPuzzle.goal, 'initial'),
      ...IDLE,
      arrowMode: 'tile',
      difficulty: 'medium',
      customLength: 12,
      paceMs: PACE_RANGE.default,
      diameter: null,

      moveBlank: (dir) => playerMove(dir),
      moveTile: (tile) => playerMove(directionForTile(get().puzzle, get().tiles, tile)),
      arrow: (key) => playerMove(blankMoveForArrow(key, get().arrowMode)),
      swipe: (toward) => playerMove(blankMoveForSwipe(toward)),

      newGame: async (random = Math.random) => {
        const { puzzle, difficulty, customLength } = get();
        const p = enginePuzzle();
        if (!solver().hasTable(p)) {
          const length = walkLengthFor(difficulty, customLength);
          let tiles = scramble(puzzle, length, random);
          while (isGoal(puzzle, tiles)) tiles = scramble(puzzle, length, random);
          beginGame(puzzle, tiles, 'walk', { upperBound: length });
          return;
        }
        const token = leaveGame();
        set({ ...IDLE, preparing: null });
        try {
          const info = await solver().table(p, (progress) => {
            if (token === gameToken) set({ preparing: progress });
          });
          if (token !== gameToken) return;
          const d = distanceFor(difficulty, info.diameter, customLength);
          const tiles = await solver().sample(p, d, Math.floor(random() * 2 ** 31));
          if (token !== gameToken) return;
          set({ diameter: info.diameter });
          beginGame(puzzle, tiles, 'distance', { optimal: d, optimalStatus: 'known' });
        } catch {
          // The worker failed or was replaced: a walk still gives a fair, solvable game.
          if (token !== gameToken) return;
          beginGame(puzzle, scramble(puzzle, SHUFFLE_STEPS, random), 'walk', { upperBound: SHUFFLE_STEPS });
        }
      },

      shuffle: (random = Math.random) => {
        const { puzzle, tiles } = get();
        let next = scramble(puzzle, SHUFFLE_STEPS, random);
        // A walk can return to where it started; a shuffle must visibly change the board.
        while (sameTiles(next, tiles) || isGoal(puzzle, next)) next = scramble(puzzle, SHUFFLE_STEPS, random);
        beginGame(puzzle, next, 'shuffle', { upperBound: SHUFFLE_STEPS });
      },

      setSize: async (rows, cols, random) => {
        const { puzzle: old } = get();
        const kind = goalKindOf(old.goal, old.rows, old.cols) ?? 'blank-last';
        const puzzle = makePuzzle(rows, cols, makeGoal(kind, rows, cols));
        beginGame(puzzle, puzzle.goal, 'initial');
        set({ diameter: null });
        await get().newGame(random);
      },

      setBoard: (puzzleIn, tiles, source = 'editor') => {
        const puzzle = makePuzzle(puzzleIn.rows, puzzleIn.cols, puzzleIn.goal);
        if (tiles.length !== puzzle.rows * puzzle.cols) return false;
        if (!checkSolvability(puzzle, tiles).solvable) return false;
        const old = get().puzzle;
        if (old.rows !== puzzle.rows || old.cols !== puzzle.cols || !sameTiles(old.goal, puzzle.goal)) {
          set({ diameter: null });
        }
        beginGame(puzzle, tiles, source);
        return true;
      },

      restart: () => {
        // The same board: the same optimal solution still applies, so it is not forgotten.
        leaveGame();
        set({ ...gameReducer(gameOf(get()), { type: 'restart' }), ...IDLE });
        if (get().game.source !== 'initial' && get().game.optimal === null) void learnOptimalFromTable();
      },

      hintMe: async () => {
        const s = get();
        if (busy(s) || s.hint.status === 'thinking' || isGoal(s.puzzle, s.tiles)) return;
        if (s.hint.status === 'ready' && sameTiles(s.hint.board, s.tiles)) return;
        set({ hint: { status: 'thinking', progress: null } });
        await askForPath(
          'hint',
          // The board moved on while the answer was on its way: it is for another board.
          (board) => sameTiles(board, get().tiles),
          (path, board) => {
            const move = path[0];
            const tile = tileMoved(get().puzzle, board, move) as number;
            const game = gameReducer(gameOf(get()), { type: 'hint-used' });
            set({ ...game, hint: { status: 'ready', board, move, tile, movesLeft: path.length } });
          },
        );
      },

      solveForMe: async () => {
        const s = get();
        if (busy(s) || isGoal(s.puzzle, s.tiles)) return;
        if (s.hint.status === 'thinking') solver().cancel();
        set({ auto: { status: 'thinking', progress: null }, hint: { status: 'idle' } });
        await askForPath(
          'auto',
          () => get().auto.status === 'thinking',
          (path, _board, token) => {
            set({ auto: { status: 'playing', index: 0, total: path.length } });
            // The first move at once (the button was just pressed), then at the chosen pace.
            autoTimer.start(autoStep(path, token), () => get().paceMs, 0, 0);
          },
        );
      },

      stop: () => {
        autoTimer.stop();
        cancelWork();
        set((s) => ({ auto: { status: 'idle' }, hint: s.hint.status === 'thinking' ? { status: 'idle' } : s.hint }));
      },

      setPace: (ms) => {
        if (!Number.isFinite(ms)) return;
        const paceMs = Math.max(PACE_RANGE.min, Math.min(PACE_RANGE.max, Math.round(ms)));
        set({ paceMs });
        // Playing: the next move follows the new pace now, not after the old, longer wait.
        autoTimer.reschedule(paceMs);
      },
      setArrowMode: (mode) => set({ arrowMode: mode === 'blank' ? 'blank' : 'tile' }),
      setDifficulty: (difficulty, customLength) => {
        const clamped = customLength === undefined ? null : clampCustomLength(customLength);
        set((s) => ({ difficulty, customLength: clamped ?? s.customLength }));
      },
    };
  });
}

/** The app's play store, and its React hook (`usePlayStore(selector)`, `usePlayStore.getState()`). */
export const playStore = createPlayStore();
export const usePlayStore = Object.assign(
  <T>(selector: (s: PlayState) => T): T => useStore(playStore, selector),
  playStore,
);
announceModeStore('play', playStore);
