/**
 * The shared scenario table (tests/unit/scenarios.ts): first every length in it is proven by a
 * search that uses no heuristic, then every solver and every heuristic runs against it.
 */
import { describe, expect, it } from 'vitest';
import type { AlgorithmId } from '../../../src/core/events';
import { makeHeuristic } from '../../../src/core/heuristics';
import { checkSolvability } from '../../../src/core/solvability';
import { ALGORITHMS, startSearch } from '../../../src/core/solvers';
import { solveStateSpace, stateSpaceSupported } from '../../../src/core/stateSpace';
import { puzzleOfScenario, SCENARIOS, SOLVABLE, UNSOLVABLE, type Scenario } from '../scenarios';
import { combos, localGaveUp, reachesGoal, solve, supportedHeuristics } from './solvers.helpers';

const OPTIMAL: readonly AlgorithmId[] = ['bfs', 'iddfs', 'astar', 'idastar', 'bibfs', 'ucs', 'rbfs', 'smastar'];
const BUDGET = { maxExpansions: 3_000_000, maxMemoryNodes: 3_000_000 };

/** One full breadth-first search per puzzle (size and goal), shared by the scenarios on it. */
const spaces = new Map<string, ReturnType<typeof solveStateSpace>>();
function space(s: Scenario) {
  const key = `${s.rows}x${s.cols} ${s.goal}`;
  if (!spaces.has(key)) spaces.set(key, solveStateSpace(puzzleOfScenario(s)));
  return spaces.get(key)!;
}

describe('the scenario table is true', () => {
  it('has every size from 2x2 to 4x4, every goal, and unsolvable boards', () => {
    const kinds = new Set(SCENARIOS.map((s) => `${s.rows}x${s.cols} ${s.goal}`));
    for (const size of ['2x2', '2x3', '3x2', '2x4', '3x3', '4x4'])
      for (const goal of ['blank-last', 'blank-first', 'spiral']) expect(kinds).toContain(`${size} ${goal}`);
    expect(UNSOLVABLE.length).toBeGreaterThanOrEqual(18);
    expect(new Set(SCENARIOS.map((s) => s.name)).size).toBe(SCENARIOS.length);
  });

  // A full BFS of the state space (no heuristic involved) up to 2x4 and 3x3: -1 is unreachable.
  it.each(SCENARIOS.filter((s) => stateSpaceSupported(puzzleOfScenario(s))).map((s) => [s.name, s] as const))(
    '%s: the full breadth-first search agrees',
    (_name, s) => {
      expect(space(s).distanceOf([...s.start])).toBe(s.optimal ?? -1);
    },
  );

  // 4x4 is too big for a full search: bidirectional BFS (no heuristic) proves the length, and
  // the parity rule (proven equal to reachability exhaustively in solvability.test.ts) the rest.
  it.each(SCENARIOS.filter((s) => !stateSpaceSupported(puzzleOfScenario(s))).map((s) => [s.name, s] as const))(
    '%s: bidirectional BFS or the parity rule agrees',
    (_name, s) => {
      const puzzle = puzzleOfScenario(s);
      expect(checkSolvability(puzzle, s.start).solvable).toBe(s.optimal !== null);
      if (s.optimal === null) return;
      const f = solve(puzzle, s.start, { algorithm: 'bibfs', budget: BUDGET });
      expect(f.type === 'solved' && f.path.length).toBe(s.optimal);
    },
  );
});

/**
 * What each solver can afford on a board of this size and length in the routine run (a
 * different set of cases per board, not a skip): BFS needs the whole space in memory, IDDFS
 * and weak heuristics grow exponentially with the length, DFS and the random walk wander.
 */
function affordable(s: Scenario & { optimal: number }, algorithm: AlgorithmId, heuristic?: string): boolean {
  const cells = s.rows * s.cols;
  if (algorithm === 'dfs' || algorithm === 'random') return cells <= 6;
  if (algorithm === 'bfs' || algorithm === 'ucs') return cells <= 8 || s.optimal <= 20;
  if (algorithm === 'iddfs') return s.optimal <= 16 && cells <= 9;
  if (heuristic === 'misplaced') return s.optimal <= 21;
  // RBFS re-expands what it forgot; SMA* here has room to spare but scans its frontier for the best.
  if (algorithm === 'rbfs') return cells <= 9 || heuristic === 'pdb' || heuristic === 'walking-distance';
  if (algorithm === 'smastar') return cells <= 9 && (heuristic === 'pdb' || s.optimal <= 21);
  return true;
}

describe('every solver on every solvable scenario', () => {
  const cases = SOLVABLE.flatMap((s) =>
    combos(puzzleOfScenario(s))
      .filter((c) => affordable(s, c.algorithm, c.heuristic))
      .map((c) => [`${c.algorithm}${c.heuristic ? `+${c.heuristic}` : ''}`, s.name, s, c] as const),
  );

  it.each(cases)('%s on %s', (_label, _name, s, c) => {
    const puzzle = puzzleOfScenario(s);
    // SMA* with a memory limit that allows it: then it is optimal.
    const f = solve(puzzle, s.start, { ...c, budget: BUDGET, maxIterations: 20_000, memoryLimit: 100_000 });
    if (c.algorithm === 'random' && f.type === 'limit') return; // a walk may run out: allowed
    if (localGaveUp(c.algorithm, f)) return; // a local search may get stuck: allowed
    if (c.algorithm === 'dfs' && f.type === 'exhausted') return; // below its depth limit: allowed
    expect(f.type).toBe('solved');
    if (f.type !== 'solved') return;
    expect(reachesGoal(puzzle, s.start, f.path)).toBe(true);
    if (OPTIMAL.includes(c.algorithm)) expect(f.path.length).toBe(s.optimal);
    else expect(f.path.length).toBeGreaterThanOrEqual(s.optimal);
  });
});

describe('every heuristic on every solvable scenario', () => {
  it.each(SOLVABLE.map((s) => [s.name, s] as const))(
    '%s: each estimate is at most the optimum, 0 at the goal',
    (_n, s) => {
      const puzzle = puzzleOfScenario(s);
      const ids = supportedHeuristics(puzzle, 'idastar');
      expect(ids.length).toBeGreaterThanOrEqual(3);
      for (const id of ids) {
        const h = makeHeuristic(id, puzzle);
        expect(h.estimate(s.start), id).toBeLessThanOrEqual(s.optimal);
        expect(h.estimate(puzzle.goal), id).toBe(0);
      }
    },
  );
});

describe('every solver refuses every unsolvable scenario', () => {
  it.each(UNSOLVABLE.map((s) => [s.name, s] as const))('%s', (_name, s) => {
    const puzzle = puzzleOfScenario(s);
    for (const { id } of ALGORITHMS) {
      const started = startSearch(puzzle, s.start, { algorithm: id });
      expect(started.ok ? 'started' : started.reason, id).toBe('unsolvable');
    }
  });
});
