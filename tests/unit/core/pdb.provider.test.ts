// The pattern-database runtime is not in the page's first download: the registries refuse a
// pattern-database search until `loadPdbRuntime()` has installed it, and the visualizer's run
// store waits for it (a 'preparing' status) before it starts the run. The shared test setup
// imports src/core/pdb, which installs it; each test here starts from fresh modules instead.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETUP } from '../../../src/store/runStore';

const EIGHT_PUZZLE = { rows: 3, cols: 3, goal: [1, 2, 3, 4, 5, 6, 7, 8, 0] };
const START = [8, 1, 3, 4, 0, 2, 7, 6, 5];

beforeEach(() => {
  vi.resetModules();
});

describe('pattern-database runtime behind a lazy seam', () => {
  it('is refused clearly before it is loaded, and runs once it is', async () => {
    const { startSearch } = await import('../../../src/core/solvers');
    const { loadPdbRuntime, pdbRuntime, PDB_NOT_LOADED } = await import('../../../src/core/pdb/provider');
    expect(pdbRuntime()).toBeNull();
    for (const algorithm of ['idastar', 'astar'] as const) {
      const refused = startSearch(EIGHT_PUZZLE, START, { algorithm, heuristic: 'pdb' });
      expect(refused).toEqual({ ok: false, reason: 'unsupported', message: PDB_NOT_LOADED });
    }
    // Other heuristics never needed it.
    expect(startSearch(EIGHT_PUZZLE, START, { algorithm: 'astar', heuristic: 'manhattan' }).ok).toBe(true);

    await loadPdbRuntime();
    const length = (algorithm: 'idastar' | 'astar', heuristic: 'pdb' | 'manhattan') => {
      const started = startSearch(EIGHT_PUZZLE, START, { algorithm, heuristic, trace: 'progress' });
      if (!started.ok) throw new Error(started.reason);
      let last;
      for (const e of started.search) last = e;
      return last?.type === 'solved' ? last.stats.solutionLength : -1;
    };
    expect(length('idastar', 'pdb')).toBe(length('astar', 'manhattan'));
    expect(length('idastar', 'pdb')).toBeGreaterThan(0);
  });

  it('asking the heuristic registry for it too early throws a message, not a crash deep inside', async () => {
    const { makeHeuristic, heuristicSupported } = await import('../../../src/core/heuristics');
    const { PDB_NOT_LOADED } = await import('../../../src/core/pdb/provider');
    // Whether a puzzle can have tables is known without the runtime (the set-up form asks it).
    expect(heuristicSupported('pdb', EIGHT_PUZZLE)).toBe(true);
    expect(() => makeHeuristic('pdb', EIGHT_PUZZLE)).toThrow(PDB_NOT_LOADED);
  });

  it('the visualizer prepares while it loads, then starts the run by itself', async () => {
    const { createRunStore } = await import('../../../src/store/runStore');
    const { pdbRuntime } = await import('../../../src/core/pdb/provider');
    const clock = { now: () => 0, nextFrame: () => () => {}, nextTask: () => () => {} };
    const store = createRunStore({ pdbWorker: () => null, clock });
    store.getState().load({ ...DEFAULT_SETUP, start: START, algorithm: 'idastar', heuristic: 'pdb' });
    expect(store.getState().status.kind).toBe('preparing');
    await vi.waitFor(() => expect(store.getState().status.kind).toBe('loaded'), { timeout: 10_000 });
    expect(pdbRuntime()).not.toBeNull();
    expect(store.getState().cursor).toBe(1);
  });

  it('importing src/core/pdb installs it at once (Node, workers, the CLI)', async () => {
    const { pdbRuntime } = await import('../../../src/core/pdb/provider');
    expect(pdbRuntime()).toBeNull();
    await import('../../../src/core/pdb');
    expect(pdbRuntime()).not.toBeNull();
  });
});
