/**
 * Each preset must make its lesson on its board: checked here with the core, so a change in
 * a solver or a board that breaks a lesson fails a test instead of confusing a class.
 */
import { describe, expect, it } from 'vitest';
import { COMPARE_PRESETS, findPreset, presetSetup } from '../../../src/store/comparePresets';
import { coreRun } from './compareHelpers';

function finals(id: string) {
  const setup = presetSetup(findPreset(id)!);
  return setup.panes.map((p) => coreRun(setup, p).final);
}

describe('compare presets make their lessons', () => {
  it('has the eight lessons, each with 2-4 panes', () => {
    expect(COMPARE_PRESETS.map((p) => p.id)).toEqual([
      'bfs-vs-idastar',
      'heuristics',
      'weighted',
      'random-walk',
      'memory-bounded',
      'local-search',
      'goal-test',
      'hard-board',
    ]);
    for (const p of COMPARE_PRESETS) {
      expect(p.panes.length).toBeGreaterThanOrEqual(2);
      expect(p.panes.length).toBeLessThanOrEqual(4);
    }
  });

  it('BFS vs IDA*: a 16+ move board both solve optimally; BFS holds >1000x the memory of IDA*', () => {
    const [bfs, ida] = finals('bfs-vs-idastar');
    expect(bfs.type).toBe('solved');
    expect(ida.type).toBe('solved');
    expect(bfs.stats.solutionLength).toBeGreaterThanOrEqual(16);
    expect(ida.stats.solutionLength).toBe(bfs.stats.solutionLength);
    expect(bfs.stats.peakMemory).toBeGreaterThan(1000 * ida.stats.peakMemory);
  });

  it('heuristics: the better the heuristic, the fewer expansions, for the same optimal path', () => {
    const [misplaced, manhattan, conflict] = finals('heuristics');
    for (const f of [misplaced, manhattan, conflict]) expect(f.type).toBe('solved');
    expect(manhattan.stats.solutionLength).toBe(misplaced.stats.solutionLength);
    expect(conflict.stats.solutionLength).toBe(misplaced.stats.solutionLength);
    expect(misplaced.stats.expanded).toBeGreaterThan(4 * manhattan.stats.expanded);
    expect(manhattan.stats.expanded).toBeGreaterThan(2 * conflict.stats.expanded);
  });

  it('weighted A*: at least 3x fewer expansions, but a longer path', () => {
    const [astar, weighted] = finals('weighted');
    expect(astar.type).toBe('solved');
    expect(weighted.type).toBe('solved');
    expect(weighted.stats.expanded * 3).toBeLessThan(astar.stats.expanded);
    expect(weighted.stats.solutionLength).toBeGreaterThan(astar.stats.solutionLength);
    expect(astar.stats.optimal).toBe(true);
    expect(weighted.stats.optimal).toBe(false);
  });

  it('random walk: it does find the goal, after a walk 100x longer than A*’s path', () => {
    const [walk, astar] = finals('random-walk');
    expect(walk.type).toBe('solved');
    expect(astar.type).toBe('solved');
    expect(walk.stats.solutionLength).toBeGreaterThan(100 * astar.stats.solutionLength);
    expect(walk.stats.optimal).toBe(false);
  });

  it('memory-bounded: all three find the optimum; RBFS and SMA* stay small and re-expand what they forgot', () => {
    const [ida, rbfs, sma] = finals('memory-bounded');
    for (const f of [ida, rbfs, sma]) expect(f.type).toBe('solved');
    expect(rbfs.stats.solutionLength).toBe(ida.stats.solutionLength);
    expect(sma.stats.solutionLength).toBe(ida.stats.solutionLength);
    expect(sma.stats.optimal).toBe(true);
    expect(rbfs.stats.peakMemory).toBeLessThan(100);
    expect(sma.stats.peakMemory).toBeLessThanOrEqual(100 + 4);
    for (const f of [rbfs, sma]) {
      expect(f.stats.reexpanded).toBeGreaterThan(100);
      expect(f.stats.forgotten).toBeGreaterThan(100);
    }
  });

  it("BFS's goal test: at expansion it expands every node it had stored at generation's stop, as UCS does", () => {
    const [early, late, ucs] = finals('goal-test');
    for (const f of [early, late, ucs]) expect(f.type).toBe('solved');
    expect(late.stats.solutionLength).toBe(early.stats.solutionLength);
    expect(ucs.stats.solutionLength).toBe(early.stats.solutionLength);
    // The figures the lesson quotes.
    expect(early.stats.expanded).toBe(3_633);
    expect(late.stats.expanded).toBe(5_961);
    expect(late.stats.expanded).toBe(early.stats.peakMemory); // every node stored when BFS saw the goal
    expect(ucs.stats.expanded).toBe(late.stats.expanded);
    expect(ucs.stats.generated).toBe(late.stats.generated);
  });

  it('local search: hill climbing sticks, restarts and annealing get through, A* finds the 14 moves', () => {
    const [hill, restarts, anneal, astar] = finals('local-search');
    expect(hill.type).toBe('exhausted');
    if (hill.type === 'exhausted') expect(hill.stuck).toBe('local-minimum');
    expect(restarts.type).toBe('solved');
    expect(anneal.type).toBe('solved');
    expect(astar.type).toBe('solved');
    expect(astar.stats.solutionLength).toBe(14);
    for (const f of [restarts, anneal]) expect(f.stats.solutionLength).toBeGreaterThan(14);
    // One board kept (and the path since the last restart), against A*'s whole frontier and closed set.
    expect(hill.stats.peakMemory).toBeLessThan(astar.stats.peakMemory);
  });

  it('hard board: BFS runs out of its budget while A* and IDA* solve the 31-move board', () => {
    const [bfs, astar, ida] = finals('hard-board');
    expect(bfs.type).toBe('limit');
    if (bfs.type === 'limit') expect(bfs.reason).toBe('expansions');
    expect(astar.type).toBe('solved');
    expect(ida.type).toBe('solved');
    expect(astar.stats.solutionLength).toBe(31);
  });
});
