/**
 * The lazy-solver seam (src/core/solvers/lazySolvers.ts): a lazy algorithm is refused until its
 * chunk is loaded, then runs; the visualizer's store shows 'preparing' while it loads. The
 * shared set-up loads every lazy solver, so each test starts from a fresh module graph.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makePuzzle } from '../../../src/core/puzzle';

const PUZZLE = makePuzzle(3, 3, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
const START = [1, 2, 3, 4, 5, 6, 0, 7, 8]; // two moves from the goal
/** A clock that never ticks: nothing here plays. */
const STILL_CLOCK = { now: () => 0, nextFrame: () => () => {}, nextTask: () => () => {} };

beforeEach(() => {
  vi.resetModules();
});

describe('lazy solvers', () => {
  it('refuses a lazy algorithm before it is loaded, and runs it after', async () => {
    const solvers = await import('../../../src/core/solvers');
    expect(solvers.isLazyAlgorithm('ucs')).toBe(true);
    expect(solvers.isLazyAlgorithm('astar')).toBe(false);
    expect(solvers.solverLoaded('astar')).toBe(true);
    expect(solvers.solverLoaded('ucs')).toBe(false);
    const before = solvers.startSearch(PUZZLE, START, { algorithm: 'ucs' });
    expect(before).toMatchObject({ ok: false, reason: 'unsupported' });
    expect(before.ok ? '' : solvers.describeRefusal(before)).toMatch(/Uniform-cost search is not loaded yet/);
    // Bad input is still refused as bad input, loaded or not.
    expect(solvers.startSearch(PUZZLE, [1, 2, 3], { algorithm: 'ucs' })).toMatchObject({ reason: 'invalid' });

    const twice = [solvers.loadSolver('ucs'), solvers.loadSolver('ucs')];
    await Promise.all(twice);
    expect(solvers.solverLoaded('ucs')).toBe(true);
    const after = solvers.runToEnd(PUZZLE, START, { algorithm: 'ucs' });
    expect(after.final).toMatchObject({ type: 'solved', path: ['R', 'R'] });
    await expect(solvers.loadSolver('astar')).resolves.toBeUndefined();
  });

  it("the visualizer's store shows 'preparing' while the solver loads, then runs", async () => {
    const { createRunStore, DEFAULT_SETUP } = await import('../../../src/store/runStore');
    const store = createRunStore({ pdbWorker: () => null, clock: STILL_CLOCK });
    let then = 0;
    store.getState().load({ ...DEFAULT_SETUP, algorithm: 'ucs', start: START }, () => then++);
    expect(store.getState().status).toMatchObject({ kind: 'preparing', solver: true });
    expect(store.getState().session).toBeNull();
    const { loadSolver } = await import('../../../src/core/solvers');
    await loadSolver('ucs');
    await Promise.resolve();
    expect(store.getState().status.kind).toBe('loaded');
    expect(then).toBe(1);
    expect(store.getState().session?.replayer.length).toBeGreaterThan(0);
  });

  it('compare mode prepares the panes, then loads them all', async () => {
    const { createCompareStore } = await import('../../../src/store/compareStore');
    const store = createCompareStore(STILL_CLOCK);
    const pane = { heuristic: 'manhattan' as const, weight: 2, depthLimit: 20, seed: 1 };
    const setup = {
      rows: 3,
      cols: 3,
      goal: [...PUZZLE.goal],
      start: START,
      maxExpansions: 1000,
      panes: [
        { ...pane, algorithm: 'bfs' as const },
        { ...pane, algorithm: 'ucs' as const },
      ],
    };
    store.getState().load(setup);
    expect(store.getState().status.kind).toBe('preparing');
    const { loadSolver } = await import('../../../src/core/solvers');
    await loadSolver('ucs');
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().status.kind).toBe('loaded');
    expect(store.getState().sessions.map((s) => s.refusal)).toEqual([null, null]);
  });
});
