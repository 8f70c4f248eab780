/**
 * The board a learner plays with, kept apart from the search run so that playing never
 * disturbs a recorded run: the game (its start, counters, timer), moves by click, key or swipe,
 * "New game" at a chosen difficulty, hints, "Solve it for me", and handing the board to the
 * visualizer. All solving goes through a PlaySolver (a Web Worker in the browser).
 */
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { LimitReason } from '../core/events';
import { heuristicSupported } from '../core/heuristics';
import {
  OPPOSITE,
  applyMove,
  directionForTile,
  isGoal,
  makeGoal,
  makePuzzle,
  sameTiles,
  tileMoved,
  type Direction,
  type GoalKind,
  type Puzzle,
} from '../core/puzzle';
import { checkSolvability } from '../core/solvability';
import { scramble } from '../core/scramble';
import { useAppStore } from './appStore';
import {
  createDefaultSolver,
  type EngineProgress,
  type FailReason,
  type PlaySolver,
  type SolveOutcome,
} from './playSolver';
import { useRunStore } from './runStore';

export type ArrowMode = 'tile' | 'blank';
export const DIFFICULTIES = ['easy', 'medium', 'hard', 'hardest', 'custom'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Share of the diameter for each exact-distance difficulty (3x3: 8, 16, 23, 31 moves). */
const DISTANCE_SHARE: Record<Exclude<Difficulty, 'custom'>, number> = {
  easy: 0.25,
  medium: 0.5,
  hard: 0.75,
  hardest: 1,
};
/** Random-walk lengths where no table exists (4x4, 5x5...). The optimal distance is at most this. */
export const WALK_LENGTH: Record<Exclude<Difficulty, 'custom'>, number> = {
  easy: 10,
  medium: 30,
  hard: 60,
  hardest: 150,
};
export const MAX_CUSTOM_WALK = 500;
export const PACE_RANGE = { min: 100, max: 2000, default: 600 } as const;
/** The legacy quick shuffle's walk length. */
const SHUFFLE_STEPS = 40;

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

export type HintState =
  | { status: 'idle' }
  | { status: 'thinking'; progress: EngineProgress | null }
  | { status: 'ready'; board: number[]; move: Direction; tile: number; movesLeft: number }
  | { status: 'limit'; reason: LimitReason; expanded: number }
  | { status: 'failed'; reason: FailReason; detail?: string };

export type AutoState =
  | { status: 'idle' }
  | { status: 'thinking'; progress: EngineProgress | null }
  | { status: 'playing'; index: number; total: number }
  | { status: 'limit'; reason: LimitReason; expanded: number }
  | { status: 'failed'; reason: FailReason; detail?: string };

export interface LastMove {
  tile: number;
  /** The blank's move; the tile slid the opposite way. */
  dir: Direction;
  by: 'player' | 'computer';
}

export interface PlayState {
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
  arrow: (key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight') => boolean;
  /** A swipe: the finger pushes a tile that way. */
  swipe: (toward: 'up' | 'down' | 'left' | 'right') => boolean;
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
  openInVisualizer: () => void;
}

export interface PlayStoreOptions {
  solver?: PlaySolver;
  /** Milliseconds clock for the game timer. */
  now?: () => number;
}

const ARROWS: Record<'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight', Direction> = {
  ArrowUp: 'U',
  ArrowDown: 'D',
  ArrowLeft: 'L',
  ArrowRight: 'R',
};
const SWIPES: Record<'up' | 'down' | 'left' | 'right', Direction> = { up: 'U', down: 'D', left: 'L', right: 'R' };

/** The goal kind of a puzzle, so a new size keeps "blank first" or "spiral". */
export function goalKindOf(puzzle: Puzzle): GoalKind | null {
  for (const kind of ['blank-last', 'blank-first', 'spiral'] as const) {
    if (sameTiles(makeGoal(kind, puzzle.rows, puzzle.cols), puzzle.goal)) return kind;
  }
  return null;
}

/** The exact distance a difficulty asks for on a table shape with this diameter. */
export function distanceFor(difficulty: Difficulty, diameter: number, custom: number): number {
  const d = difficulty === 'custom' ? custom : Math.round(diameter * DISTANCE_SHARE[difficulty]);
  return Math.max(1, Math.min(diameter, Math.round(d)));
}

export function walkLengthFor(difficulty: Difficulty, custom: number): number {
  const n = difficulty === 'custom' ? custom : WALK_LENGTH[difficulty];
  return Math.max(1, Math.min(MAX_CUSTOM_WALK, Math.round(n)));
}

const key = (tiles: readonly number[]) => tiles.join(',');

function freshGame(start: number[], source: GameSource, extra: Partial<Game> = {}): Game {
  return { start, source, optimal: null, upperBound: null, optimalStatus: 'idle', ...extra };
}

/** Everything a new game resets: the board, the counters, the clock, hint and auto-play. */
function freshPlay(puzzle: Puzzle, start: number[], source: GameSource, extra: Partial<Game> = {}) {
  return {
    puzzle,
    tiles: [...start],
    game: freshGame([...start], source, extra),
    moves: 0,
    autoMoves: 0,
    hintsUsed: 0,
    startedAt: null,
    finishedAt: null,
    solved: false,
    lastMove: null,
    preparing: false,
    hint: { status: 'idle' },
    auto: { status: 'idle' },
  } satisfies Partial<PlayState>;
}

export function createPlayStore(options: PlayStoreOptions = {}): UseBoundStore<StoreApi<PlayState>> {
  let solverInstance = options.solver ?? null;
  const solver = () => (solverInstance ??= createDefaultSolver());
  const now = options.now ?? (() => Date.now());

  return create<PlayState>((set, get) => {
    /** Bumped by anything that replaces the game: late answers for an old game are dropped. */
    let gameToken = 0;
    let autoTimer: ReturnType<typeof setTimeout> | null = null;
    /** The boards along the last optimal solution found, so following it needs no new search. */
    let solution: { boards: string[]; path: Direction[] } | null = null;

    const enginePuzzle = () => {
      const { puzzle } = get();
      return { rows: puzzle.rows, cols: puzzle.cols, goal: [...puzzle.goal] };
    };

    const remember = (puzzle: Puzzle, from: readonly number[], path: Direction[]) => {
      const boards = [key(from)];
      let board: number[] | null = [...from];
      for (const m of path) {
        board = applyMove(puzzle, board, m);
        if (!board) return; // not a path on this board: nothing worth remembering
        boards.push(key(board));
      }
      solution = { boards, path };
    };

    /** The rest of the remembered optimal solution from this board, if it lies on it. */
    const knownPathFrom = (tiles: readonly number[]): Direction[] | null => {
      if (!solution) return null;
      const i = solution.boards.indexOf(key(tiles));
      return i < 0 ? null : solution.path.slice(i);
    };

    const stopAutoTimer = () => {
      if (autoTimer !== null) clearTimeout(autoTimer);
      autoTimer = null;
    };

    /** Cancels any hint or solve in flight (the worker's search is terminated). */
    const cancelWork = () => {
      const { hint, auto } = get();
      if (hint.status === 'thinking' || auto.status === 'thinking') solver().cancel();
    };

    const startGame = (puzzle: Puzzle, start: number[], source: GameSource, extra: Partial<Game> = {}) => {
      stopAutoTimer();
      cancelWork();
      gameToken++;
      solution = null;
      set(freshPlay(puzzle, start, source, extra));
      if (source !== 'initial' && get().game.optimal === null) void learnOptimalFromTable();
    };

    /** Table shapes know the exact optimal count of any start at once: ask for it. */
    const learnOptimalFromTable = async () => {
      const p = enginePuzzle();
      if (!solver().hasTable(p)) return;
      const token = gameToken;
      const start = get().game.start;
      set((s) => ({ game: { ...s.game, optimalStatus: 'pending' } }));
      try {
        const info = await solver().table(p);
        if (token !== gameToken) return;
        set({ diameter: info.diameter });
        const d = await solver().distance(p, start);
        if (token !== gameToken) return;
        set((s) => ({
          game: d >= 0 ? { ...s.game, optimal: d, optimalStatus: 'known' } : { ...s.game, optimalStatus: 'unknown' },
        }));
      } catch {
        if (token === gameToken) set((s) => ({ game: { ...s.game, optimalStatus: 'unknown' } }));
      }
    };

    /** After a win on a shape without a table: work out the optimal count for the comparison. */
    const learnOptimalBySearch = async () => {
      const { game } = get();
      if (game.optimal !== null || game.optimalStatus === 'pending') return;
      const token = gameToken;
      set({ game: { ...game, optimalStatus: 'pending' } });
      const outcome = await solver().solve(enginePuzzle(), game.start);
      if (token !== gameToken) return;
      set((s) => ({
        game:
          outcome.kind === 'solved'
            ? { ...s.game, optimal: outcome.path.length, optimalStatus: 'known' }
            : { ...s.game, optimalStatus: 'unknown' },
      }));
    };

    /** Applies one move; `by` says whose. Returns whether the board changed. */
    const apply = (dir: Direction, by: 'player' | 'computer'): boolean => {
      const s = get();
      const next = applyMove(s.puzzle, s.tiles, dir);
      if (!next) return false;
      const tile = tileMoved(s.puzzle, s.tiles, dir) as number;
      const t = now();
      const solved = isGoal(s.puzzle, next);
      // A hint being worked out is for the old board. A table answers in a moment and a late
      // answer is dropped anyway; a long search is stopped so the worker is free again.
      if (s.hint.status === 'thinking' && !solver().hasTable(enginePuzzle())) solver().cancel();
      const autoMessage = s.auto.status === 'limit' || s.auto.status === 'failed';
      set({
        tiles: next,
        moves: s.moves + 1,
        autoMoves: s.autoMoves + (by === 'computer' ? 1 : 0),
        startedAt: s.startedAt ?? t,
        finishedAt: solved ? t : null,
        solved,
        lastMove: { tile, dir, by },
        hint: { status: 'idle' },
        ...(autoMessage ? { auto: { status: 'idle' } as AutoState } : {}),
      });
      if (solved) void learnOptimalBySearch();
      return true;
    };

    const canPlayerMove = () => {
      const s = get();
      return !s.solved && s.preparing === false && s.auto.status !== 'thinking' && s.auto.status !== 'playing';
    };

    const playerMove = (dir: Direction | null) => (dir !== null && canPlayerMove() ? apply(dir, 'player') : false);

    /** An optimal path from the current board: remembered, or from the solver. */
    const optimalPath = async (
      onProgress: (p: EngineProgress) => void,
    ): Promise<{ path: Direction[] } | Exclude<SolveOutcome, { kind: 'solved' }>> => {
      const from = [...get().tiles];
      const known = knownPathFrom(from);
      if (known) return { path: known };
      const token = gameToken;
      const puzzle = get().puzzle;
      const outcome = await solver().solve(enginePuzzle(), from, onProgress);
      // Another game (maybe another size) began while the answer was on its way: it is not ours.
      if (token !== gameToken) return { kind: 'cancelled' };
      if (outcome.kind !== 'solved') return outcome;
      remember(puzzle, from, outcome.path);
      const { game, moves } = get();
      // Asked from the start board: that is the game's optimal count.
      if (moves === 0 && game.optimal === null && sameTiles(from, game.start)) {
        set({ game: { ...game, optimal: outcome.path.length, optimalStatus: 'known' } });
      }
      return { path: outcome.path };
    };

    /** The solution being played, so a change of pace can reschedule the next move. */
    let autoPlan: { path: Direction[]; index: number; token: number } | null = null;

    const scheduleAutoStep = (path: Direction[], index: number, token: number, delay: number) => {
      autoPlan = { path, index, token };
      autoTimer = setTimeout(() => {
        autoTimer = null;
        autoPlan = null;
        if (token !== gameToken || get().auto.status !== 'playing') return;
        apply(path[index], 'computer');
        const next = index + 1;
        if (next >= path.length || get().solved) {
          set({ auto: { status: 'idle' } });
          return;
        }
        set({ auto: { status: 'playing', index: next, total: path.length } });
        scheduleAutoStep(path, next, token, get().paceMs);
      }, delay);
    };

    const initialPuzzle = makePuzzle(3, 3);
    return {
      ...freshPlay(initialPuzzle, [...initialPuzzle.goal], 'initial'),
      arrowMode: 'tile',
      difficulty: 'medium',
      customLength: 12,
      paceMs: PACE_RANGE.default,
      diameter: null,

      moveBlank: (dir) => playerMove(dir),
      moveTile: (tile) => playerMove(directionForTile(get().puzzle, get().tiles, tile)),
      arrow: (k) => {
        const pressed = ARROWS[k];
        // 'tile': the arrow says where a tile slides, so the blank goes the other way.
        return playerMove(get().arrowMode === 'blank' ? pressed : OPPOSITE[pressed]);
      },
      swipe: (toward) => playerMove(OPPOSITE[SWIPES[toward]]),

      newGame: async (random = Math.random) => {
        const { puzzle, difficulty, customLength } = get();
        const p = enginePuzzle();
        if (!solver().hasTable(p)) {
          const length = walkLengthFor(difficulty, customLength);
          let tiles = scramble(puzzle, length, random);
          while (isGoal(puzzle, tiles)) tiles = scramble(puzzle, length, random);
          startGame(puzzle, tiles, 'walk', { upperBound: length });
          return;
        }
        stopAutoTimer();
        cancelWork();
        const token = ++gameToken;
        set({ preparing: null, hint: { status: 'idle' }, auto: { status: 'idle' } });
        try {
          const info = await solver().table(p, (progress) => {
            if (token === gameToken) set({ preparing: progress });
          });
          if (token !== gameToken) return;
          const d = distanceFor(difficulty, info.diameter, customLength);
          const seed = Math.floor(random() * 2 ** 31);
          const tiles = await solver().sample(p, d, seed);
          if (token !== gameToken) return;
          set({ diameter: info.diameter });
          startGame(puzzle, tiles, 'distance', { optimal: d, optimalStatus: 'known' });
        } catch {
          // The worker failed or was replaced: a walk still gives a fair, solvable game.
          if (token !== gameToken) return;
          const tiles = scramble(puzzle, SHUFFLE_STEPS, random);
          startGame(puzzle, tiles, 'walk', { upperBound: SHUFFLE_STEPS });
        }
      },

      shuffle: (random = Math.random) => {
        const { puzzle, tiles } = get();
        let next = scramble(puzzle, SHUFFLE_STEPS, random);
        // A walk can return to where it started; a shuffle must visibly change the board.
        while (sameTiles(next, tiles) || isGoal(puzzle, next)) next = scramble(puzzle, SHUFFLE_STEPS, random);
        startGame(puzzle, next, 'shuffle', { upperBound: SHUFFLE_STEPS });
      },

      setSize: async (rows, cols, random) => {
        const kind = goalKindOf(get().puzzle) ?? 'blank-last';
        const puzzle = makePuzzle(rows, cols, makeGoal(kind, rows, cols));
        startGame(puzzle, [...puzzle.goal], 'initial');
        set({ diameter: null });
        await get().newGame(random);
      },

      setBoard: (puzzleIn, tiles, source = 'editor') => {
        const puzzle = makePuzzle(puzzleIn.rows, puzzleIn.cols, puzzleIn.goal);
        if (tiles.length !== puzzle.rows * puzzle.cols) return false;
        if (!checkSolvability(puzzle, tiles).solvable) return false;
        const sameShape = (() => {
          const old = get().puzzle;
          return old.rows === puzzle.rows && old.cols === puzzle.cols && sameTiles(old.goal, puzzle.goal);
        })();
        if (!sameShape) set({ diameter: null });
        startGame(puzzle, [...tiles], source);
        return true;
      },

      restart: () => {
        const { puzzle, game } = get();
        const keep = { optimal: game.optimal, upperBound: game.upperBound, optimalStatus: game.optimalStatus };
        const remembered = solution;
        startGame(puzzle, game.start, game.source, keep);
        solution = remembered; // the same board: the same optimal solution still applies
      },

      hintMe: async () => {
        const s = get();
        if (s.solved || s.preparing !== false || s.auto.status === 'thinking' || s.auto.status === 'playing') return;
        if (s.hint.status === 'thinking') return;
        if (s.hint.status === 'ready' && sameTiles(s.hint.board, s.tiles)) return;
        if (isGoal(s.puzzle, s.tiles)) return;
        const token = gameToken;
        const board = [...s.tiles];
        set({ hint: { status: 'thinking', progress: null } });
        const result = await optimalPath((progress) => {
          if (token === gameToken && get().hint.status === 'thinking') set({ hint: { status: 'thinking', progress } });
        });
        // The board moved on (or a new game began) while the answer was on its way.
        if (token !== gameToken || !sameTiles(board, get().tiles)) return;
        if ('path' in result) {
          const move = result.path[0];
          set((st) => ({
            hintsUsed: st.hintsUsed + 1,
            hint: {
              status: 'ready',
              board,
              move,
              tile: tileMoved(st.puzzle, board, move) as number,
              movesLeft: result.path.length,
            },
          }));
        } else if (result.kind === 'limit') {
          set({ hint: { status: 'limit', reason: result.reason, expanded: result.expanded } });
        } else if (result.kind === 'failed') {
          set({ hint: { status: 'failed', reason: result.reason, detail: result.detail } });
        } else {
          set({ hint: { status: 'idle' } });
        }
      },

      solveForMe: async () => {
        const s = get();
        if (s.solved || s.preparing !== false || s.auto.status === 'thinking' || s.auto.status === 'playing') return;
        if (isGoal(s.puzzle, s.tiles)) return;
        if (s.hint.status === 'thinking') solver().cancel();
        const token = gameToken;
        set({ auto: { status: 'thinking', progress: null }, hint: { status: 'idle' } });
        const result = await optimalPath((progress) => {
          if (token === gameToken && get().auto.status === 'thinking') set({ auto: { status: 'thinking', progress } });
        });
        if (token !== gameToken || get().auto.status !== 'thinking') return;
        if ('path' in result) {
          set({ auto: { status: 'playing', index: 0, total: result.path.length } });
          // The first move at once (the button was just pressed), then at the chosen pace.
          scheduleAutoStep(result.path, 0, token, 0);
        } else if (result.kind === 'limit') {
          set({ auto: { status: 'limit', reason: result.reason, expanded: result.expanded } });
        } else if (result.kind === 'failed') {
          set({ auto: { status: 'failed', reason: result.reason, detail: result.detail } });
        } else {
          set({ auto: { status: 'idle' } });
        }
      },

      stop: () => {
        stopAutoTimer();
        cancelWork();
        set((s) => ({
          auto: { status: 'idle' },
          hint: s.hint.status === 'thinking' ? { status: 'idle' } : s.hint,
        }));
      },

      setPace: (ms) => {
        if (!Number.isFinite(ms)) return;
        const paceMs = Math.max(PACE_RANGE.min, Math.min(PACE_RANGE.max, Math.round(ms)));
        set({ paceMs });
        // Playing: the next move follows the new pace now, not after the old, longer wait.
        if (autoTimer !== null && autoPlan) {
          const { path, index, token } = autoPlan;
          stopAutoTimer();
          scheduleAutoStep(path, index, token, paceMs);
        }
      },
      setArrowMode: (mode) => set({ arrowMode: mode === 'blank' ? 'blank' : 'tile' }),
      setDifficulty: (difficulty, customLength) =>
        set((s) => ({
          difficulty,
          customLength:
            customLength !== undefined && Number.isFinite(customLength)
              ? Math.max(1, Math.min(MAX_CUSTOM_WALK, Math.round(customLength)))
              : s.customLength,
        })),

      openInVisualizer: () => {
        get().stop();
        const { puzzle, tiles } = get();
        const run = useRunStore.getState();
        const heuristic = heuristicSupported(run.setup.heuristic, puzzle) ? run.setup.heuristic : 'manhattan';
        run.load({
          ...run.setup,
          rows: puzzle.rows,
          cols: puzzle.cols,
          goal: [...puzzle.goal],
          start: [...tiles],
          heuristic,
        });
        useAppStore.getState().setMode('visualize');
      },
    };
  });
}

export const usePlayStore = createPlayStore();
