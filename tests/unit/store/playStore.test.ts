import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRESETS } from '../../../src/core/presets';
import {
  applyMove,
  directionForTile,
  goalBlankLast,
  isGoal,
  makeGoal,
  makePuzzle,
  type Direction,
} from '../../../src/core/puzzle';
import { seededRandom } from '../../../src/core/random';
import { checkSolvability } from '../../../src/core/solvability';
import { runToEnd } from '../../../src/core/solvers';
import { solveStateSpace, type StateSpaceResult } from '../../../src/core/stateSpace';
import { useAppStore } from '../../../src/store/appStore';
import { openPlayInVisualizer } from '../../../src/store/navigation';
import { createInProcessSolver, type PlaySolver } from '../../../src/store/playSolver';
import { WALK_LENGTH, createPlayStore, distanceFor } from '../../../src/store/playStore';
import { useRunStore } from '../../../src/store/runStore';

const P33 = makePuzzle(3, 3);
const LESSON = [8, 1, 3, 4, 0, 2, 7, 6, 5]; // 14 moves
let table: StateSpaceResult;
beforeAll(() => {
  table = solveStateSpace(P33);
});
afterEach(() => {
  vi.useRealTimers();
});

function makeStore(solver: PlaySolver = createInProcessSolver()) {
  let clock = 1_000;
  const store = createPlayStore({ solver, now: () => clock });
  return { store, tick: (ms: number) => (clock += ms) };
}

/** Lets pending promise callbacks run (the in-process solver answers asynchronously). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('play store: moving tiles', () => {
  it('a tile next to the blank slides; any other tile does nothing', () => {
    const { store, tick } = makeStore();
    expect(store.getState().setBoard(P33, LESSON)).toBe(true);
    expect(store.getState().moveTile(5)).toBe(false); // not next to the blank
    expect(store.getState().moves).toBe(0);
    expect(store.getState().startedAt).toBeNull();
    tick(500);
    expect(store.getState().moveTile(1)).toBe(true); // above the blank: the blank moves up
    const s = store.getState();
    expect(s.tiles).toEqual([8, 0, 3, 4, 1, 2, 7, 6, 5]);
    expect(s.moves).toBe(1);
    expect(s.startedAt).toBe(1_500);
    expect(s.lastMove).toEqual({ tile: 1, dir: 'U', by: 'player' });
  });

  it('arrow keys: by default the tile slides the arrow’s way; the setting can move the blank instead', () => {
    const { store } = makeStore();
    store.getState().setBoard(P33, LESSON);
    // Tile mode: ArrowLeft slides the tile right of the blank (2) to the left.
    store.getState().arrow('ArrowLeft');
    expect(store.getState().tiles).toEqual([8, 1, 3, 4, 2, 0, 7, 6, 5]);
    store.getState().setArrowMode('blank');
    // Blank mode: ArrowLeft moves the blank left (tile 2 slides back right).
    store.getState().arrow('ArrowLeft');
    expect(store.getState().tiles).toEqual(LESSON);
    store.getState().arrow('ArrowLeft');
    expect(store.getState().tiles).toEqual([8, 1, 3, 0, 4, 2, 7, 6, 5]);
    // At the edge nothing happens and nothing is counted.
    expect(store.getState().arrow('ArrowLeft')).toBe(false);
    expect(store.getState().moves).toBe(3);
  });

  it('a swipe pushes a tile the way of the finger', () => {
    const { store } = makeStore();
    store.getState().setBoard(P33, LESSON);
    store.getState().swipe('down'); // the tile above the blank (1) comes down
    expect(store.getState().tiles).toEqual([8, 0, 3, 4, 1, 2, 7, 6, 5]);
  });

  it('reaching the goal ends the game: the time stops and further moves are refused', () => {
    const { store, tick } = makeStore();
    const oneAway = applyMove(P33, P33.goal, 'L') as number[];
    store.getState().setBoard(P33, oneAway);
    tick(1000);
    store.getState().moveBlank('R');
    tick(2500);
    const s = store.getState();
    expect(s.solved).toBe(true);
    expect(s.finishedAt! - s.startedAt!).toBe(0);
    expect(store.getState().moveBlank('L')).toBe(false);
    expect(store.getState().moves).toBe(1);
  });

  it('refuses a board that cannot reach the goal', () => {
    const { store } = makeStore();
    const unsolvable = PRESETS.find((p) => p.id === 'textbook-unsolvable')!;
    expect(store.getState().setBoard(P33, unsolvable.start)).toBe(false);
    expect(store.getState().game.source).toBe('initial');
  });

  it('restart returns to the game’s first board with fresh counters', () => {
    const { store } = makeStore();
    store.getState().setBoard(P33, LESSON);
    store.getState().moveTile(1);
    store.getState().moveTile(3);
    store.getState().restart();
    const s = store.getState();
    expect(s.tiles).toEqual(LESSON);
    expect(s.moves).toBe(0);
    expect(s.startedAt).toBeNull();
  });
});

describe('play store: new games', () => {
  it('3x3: every difficulty is an exact optimal distance, never the goal, always solvable', async () => {
    const { store } = makeStore();
    const random = seededRandom(7);
    for (const difficulty of ['easy', 'medium', 'hard', 'hardest'] as const) {
      store.getState().setDifficulty(difficulty);
      await store.getState().newGame(random);
      const s = store.getState();
      const d = distanceFor(difficulty, 31, 0);
      expect(table.distanceOf(s.tiles)).toBe(d);
      expect(s.game).toMatchObject({ source: 'distance', optimal: d, optimalStatus: 'known' });
      expect(s.diameter).toBe(31);
      expect(isGoal(P33, s.tiles)).toBe(false);
    }
    expect([8, 16, 23, 31]).toEqual(['easy', 'medium', 'hard', 'hardest'].map((d) => distanceFor(d as never, 31, 0)));
  });

  it('3x3 custom: the chosen distance, clamped to the diameter', async () => {
    const { store } = makeStore();
    store.getState().setDifficulty('custom', 5);
    await store.getState().newGame(seededRandom(3));
    expect(table.distanceOf(store.getState().tiles)).toBe(5);
    store.getState().setDifficulty('custom', 99);
    await store.getState().newGame(seededRandom(3));
    expect(table.distanceOf(store.getState().tiles)).toBe(31);
  });

  it('4x4: a random walk of the chosen length from the goal (so solvable), its length an upper bound', async () => {
    const { store } = makeStore();
    store.getState().setDifficulty('easy');
    await store.getState().setSize(4, 4, seededRandom(11));
    const s = store.getState();
    expect(s.puzzle.rows).toBe(4);
    expect(s.game).toMatchObject({ source: 'walk', upperBound: WALK_LENGTH.easy, optimal: null });
    expect(checkSolvability(s.puzzle, s.tiles).solvable).toBe(true);
    expect(isGoal(s.puzzle, s.tiles)).toBe(false);
  });

  it('a new size keeps the goal kind (blank first stays blank first)', async () => {
    const { store } = makeStore();
    store.getState().setBoard(makePuzzle(3, 3, makeGoal('blank-first', 3, 3)), [3, 1, 2, 4, 7, 5, 6, 8, 0]);
    await store.getState().setSize(2, 3, seededRandom(5));
    expect(store.getState().puzzle.goal).toEqual(makeGoal('blank-first', 2, 3));
  });

  it('the quick shuffle still changes the board', () => {
    const { store } = makeStore();
    const before = store.getState().tiles;
    store.getState().shuffle(seededRandom(1));
    expect(store.getState().tiles).not.toEqual(before);
    expect(checkSolvability(P33, store.getState().tiles).solvable).toBe(true);
  });

  it('a board set while a new game is being prepared wins: the late sample is dropped', async () => {
    const { store } = makeStore();
    const pending = store.getState().newGame(seededRandom(2));
    store.getState().setBoard(P33, LESSON);
    await pending;
    expect(store.getState().tiles).toEqual(LESSON);
    expect(store.getState().game.source).toBe('editor');
  });

  it('a board from the editor learns its optimal count from the table', async () => {
    const { store } = makeStore();
    store.getState().setBoard(P33, LESSON);
    await settle();
    expect(store.getState().game).toMatchObject({ optimal: 14, optimalStatus: 'known' });
  });
});

describe('play store: hints', () => {
  it('3x3: following the hint every time finishes in exactly the optimal number of moves', async () => {
    const { store } = makeStore();
    const hardest = PRESETS.find((p) => p.id === 'hardest-a')!;
    store.getState().setBoard(P33, hardest.start);
    for (let left = 31; left > 0; left--) {
      await store.getState().hintMe();
      const hint = store.getState().hint;
      if (hint.status !== 'ready') throw new Error(`no hint: ${hint.status}`);
      expect(hint.movesLeft).toBe(left);
      expect(table.distanceOf(store.getState().tiles)).toBe(left);
      // The hint names the tile that slides: clicking it makes the move.
      expect(directionForTile(P33, store.getState().tiles, hint.tile)).toBe(hint.move);
      store.getState().moveTile(hint.tile);
    }
    const s = store.getState();
    expect(s.solved).toBe(true);
    expect(s.moves).toBe(31);
    expect(s.hintsUsed).toBe(31);
  });

  it('a hint is cleared by the next move', async () => {
    const { store } = makeStore();
    store.getState().setBoard(P33, LESSON);
    await store.getState().hintMe();
    expect(store.getState().hint.status).toBe('ready');
    store.getState().moveTile(1);
    expect(store.getState().hint.status).toBe('idle');
  });

  it('4x4: the hint comes from IDA* and is the first move of a shortest solution', async () => {
    const { store } = makeStore();
    const worksheet = PRESETS.find((p) => p.id === 'worksheet-4x4')!;
    const p44 = makePuzzle(4, 4);
    store.getState().setBoard(p44, worksheet.start);
    await store.getState().hintMe();
    const hint = store.getState().hint;
    if (hint.status !== 'ready') throw new Error(`no hint: ${hint.status}`);
    expect(hint.movesLeft).toBe(worksheet.optimal);
    const after = applyMove(p44, worksheet.start, hint.move) as number[];
    const rest = runToEnd(p44, after, { algorithm: 'idastar', heuristic: 'linear-conflict', trace: 'progress' });
    expect(rest.final.type === 'solved' && rest.final.path.length).toBe(worksheet.optimal! - 1);
    // Asked on the start board, it also gives the optimal count for the congratulation.
    expect(store.getState().game).toMatchObject({ optimal: worksheet.optimal, optimalStatus: 'known' });
  });

  it('says honestly when the search hit its limit', async () => {
    const limited: PlaySolver = {
      ...createInProcessSolver(),
      hasTable: () => false,
      solve: async () => ({ kind: 'limit', reason: 'time', expanded: 9_000_000 }),
    };
    const { store } = makeStore(limited);
    const korf = PRESETS.find((p) => p.id === 'korf-1')!;
    expect(store.getState().setBoard(makePuzzle(4, 4, makeGoal('blank-first', 4, 4)), korf.start, 'link')).toBe(true);
    await store.getState().hintMe();
    expect(store.getState().hint).toEqual({ status: 'limit', reason: 'time', expanded: 9_000_000 });
    expect(store.getState().hintsUsed).toBe(0);
  });

  it('a failure is a reason code for the page to translate, never English from the engine', async () => {
    const broken: PlaySolver = {
      ...createInProcessSolver(),
      hasTable: () => false,
      solve: async () => ({ kind: 'failed', reason: 'error', detail: 'worker crashed' }),
    };
    const { store } = makeStore(broken);
    store.getState().setBoard(makePuzzle(4, 4), PRESETS.find((p) => p.id === 'worksheet-4x4')!.start, 'link');
    await store.getState().hintMe();
    expect(store.getState().hint).toEqual({ status: 'failed', reason: 'error', detail: 'worker crashed' });
    // The real engine says why in a code too: an unsolvable board, with and without a table.
    const engine = createInProcessSolver();
    const flipped = [2, 1, 3, 4, 5, 6, 7, 8, 0];
    expect(await engine.solve({ rows: 3, cols: 3, goal: goalBlankLast(3, 3) }, flipped)).toEqual({
      kind: 'failed',
      reason: 'unsolvable',
    });
    const flipped44 = [2, 1, ...Array.from({ length: 13 }, (_, i) => i + 3), 0];
    expect(await engine.solve({ rows: 4, cols: 4, goal: goalBlankLast(4, 4) }, flipped44)).toEqual({
      kind: 'failed',
      reason: 'unsolvable',
    });
  });
});

describe('play store: solve it for me', () => {
  it('plays a shortest solution at the chosen pace; manual moves wait; it ends solved', async () => {
    vi.useFakeTimers();
    const { store } = makeStore();
    store.getState().setBoard(P33, LESSON);
    store.getState().setPace(200);
    await store.getState().solveForMe();
    expect(store.getState().auto).toMatchObject({ status: 'playing', index: 0, total: 14 });
    expect(store.getState().moveTile(1)).toBe(false); // manual moves are disabled while it plays
    expect(store.getState().moves).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().moves).toBe(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(store.getState().moves).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().moves).toBe(2);
    await vi.advanceTimersByTimeAsync(200 * 12);
    const s = store.getState();
    expect(s.solved).toBe(true);
    expect(s.moves).toBe(14);
    expect(s.autoMoves).toBe(14);
    expect(s.auto.status).toBe('idle');
    expect(s.game.optimal).toBe(14);
  });

  it('Stop leaves the board where it is and gives the moves back to the player', async () => {
    vi.useFakeTimers();
    const { store } = makeStore();
    store.getState().setBoard(P33, LESSON);
    store.getState().setPace(100);
    await store.getState().solveForMe();
    await vi.advanceTimersByTimeAsync(250); // moves at 0, 100 and 200 ms
    store.getState().stop();
    const tiles = store.getState().tiles;
    expect(store.getState().moves).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().tiles).toEqual(tiles);
    expect(table.distanceOf(tiles)).toBe(11); // three optimal moves from 14
    expect(store.getState().moveBlank(findLegal(tiles))).toBe(true);
  });

  it('the pace can change while it plays', async () => {
    vi.useFakeTimers();
    const { store } = makeStore();
    store.getState().setBoard(P33, LESSON);
    store.getState().setPace(2000);
    await store.getState().solveForMe();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().moves).toBe(1);
    store.getState().setPace(100); // the next move comes 100 ms from now, not 2 s
    await vi.advanceTimersByTimeAsync(100);
    expect(store.getState().moves).toBe(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(store.getState().moves).toBe(7);
  });

  it('after a hint, solving reuses the remembered solution', async () => {
    vi.useFakeTimers();
    const solver = createInProcessSolver();
    const solve = vi.spyOn(solver, 'solve');
    const { store } = makeStore(solver);
    store.getState().setBoard(P33, LESSON);
    await store.getState().hintMe();
    const hint = store.getState().hint;
    if (hint.status !== 'ready') throw new Error('no hint');
    store.getState().moveTile(hint.tile);
    await store.getState().solveForMe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(solve).toHaveBeenCalledTimes(1);
    expect(store.getState().solved).toBe(true);
    expect(store.getState().moves).toBe(14);
  });
});

describe('play store: open in the visualizer', () => {
  it('loads the current board into the run and switches mode', () => {
    const { store } = makeStore();
    store.getState().setBoard(P33, LESSON);
    store.getState().moveTile(1);
    openPlayInVisualizer(store);
    const run = useRunStore.getState();
    expect(run.setup.start).toEqual([8, 0, 3, 4, 1, 2, 7, 6, 5]);
    expect(run.setup.goal).toEqual(goalBlankLast(3, 3));
    expect(run.status.kind).toBe('loaded');
    expect(useAppStore.getState().mode).toBe('visualize');
  });
});

function findLegal(tiles: number[]): Direction {
  return (['U', 'D', 'L', 'R'] as const).find((d) => applyMove(P33, tiles, d)) as Direction;
}

describe('play store: late answers', () => {
  it('a hint that arrives after a new game of another size is dropped, not applied to the new board', async () => {
    const inner = createInProcessSolver();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const slow: PlaySolver = {
      ...inner,
      solve: async (p, tiles, onProgress) => {
        await gate;
        return inner.solve(p, tiles, onProgress);
      },
    };
    const { store } = makeStore(slow);
    store.getState().setBoard(P33, LESSON);
    const pending = store.getState().hintMe();
    await store.getState().setSize(2, 2, seededRandom(4));
    release();
    await pending;
    const s = store.getState();
    expect(s.puzzle.rows).toBe(2);
    expect(s.hint.status).toBe('idle');
    // The new board still gets its own hints.
    await store.getState().hintMe();
    expect(store.getState().hint.status).toBe('ready');
  });
});
