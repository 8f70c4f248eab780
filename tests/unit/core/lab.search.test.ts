import { describe, expect, it } from 'vitest';
import type { HeuristicId } from '../../../src/core/events';
import {
  aStarCost,
  effectiveBranchingFactor,
  expansionsByDistance,
  firstSuboptimalWeight,
  mean,
  pathDownhill,
  sampleBoardsBySeed,
  truthBySearch,
  truthFromTable,
  weightSteps,
  weightSweep,
  type ExpansionProgress,
  type ExpansionRow,
  type WeightPoint,
} from '../../../src/core/lab';
import { applyMoves, makePuzzle } from '../../../src/core/puzzle';
import { runToEnd } from '../../../src/core/solvers';
import { solveStateSpace } from '../../../src/core/stateSpace';
import { HARDEST_3X3 } from '../scenarios';

const puzzle = makePuzzle(3, 3);
const space = solveStateSpace(puzzle);
const HARDEST = HARDEST_3X3[0];

describe('A* expansions per distance', () => {
  const ids: HeuristicId[] = ['misplaced', 'manhattan', 'linear-conflict'];
  // Distances 0..18, two boards each: quick, yet deep enough for the heuristics to differ.
  const samples = sampleBoardsBySeed(space, 2, 11).slice(0, 19);
  const events: ExpansionProgress[] = [];
  const run = expansionsByDistance(puzzle, samples, ids);
  let rows: ExpansionRow[];
  for (;;) {
    const step = run.next();
    if (step.done) {
      rows = step.value;
      break;
    }
    events.push(step.value);
  }

  it('reports progress run by run and each distance as it completes', () => {
    const total = samples.flat().length * ids.length;
    expect(events.filter((e) => !e.row).map((e) => e.done)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(events.every((e) => e.total === total)).toBe(true);
    expect(events.filter((e) => e.row).map((e) => e.row!.distance)).toEqual(samples.map((_, d) => d));
  });

  it('means what A* expanded board by board, and b* from that mean', () => {
    const d = 15;
    ids.forEach((id, a) => {
      const each = samples[d].map((b) => aStarCost(puzzle, b, id).expanded);
      expect(rows[d].meanExpanded[a]).toBe(mean(each));
      expect(rows[d].branching[a]).toBe(effectiveBranchingFactor(mean(each), d));
    });
    expect(rows[0].branching).toEqual([null, null, null]);
  });

  it('every A* path is optimal (admissible heuristics), and the better heuristic expands less overall', () => {
    for (const row of rows) expect(row.nonOptimal).toEqual([0, 0, 0]);
    const total = (a: number) => rows.reduce((n, r) => n + r.meanExpanded[a], 0);
    expect(total(0)).toBeGreaterThan(total(1));
    expect(total(1)).toBeGreaterThan(total(2));
  });
});

describe('weighted A* sweep', () => {
  it('steps the slider exactly', () => {
    expect(weightSteps(1, 2, 0.1)).toEqual([1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2]);
    expect(weightSteps(1, 5, 0.1)).toHaveLength(41);
    expect(() => weightSteps(1, 2, 0)).toThrow(RangeError);
  });

  it('is optimal at w = 1, never worse than w x optimal, and loses optimality on the hardest board', () => {
    const weights = weightSteps(1, 5, 0.5);
    const points = [...weightSweep(puzzle, HARDEST, 'manhattan', weights, { maxExpansions: 500_000 })];
    expect(points.map((p) => p.weight)).toEqual(weights);
    expect(points[0]).toMatchObject({ weight: 1, outcome: 'solved', length: 31 });
    for (const p of points) {
      expect(p.outcome).toBe('solved');
      expect(p.length).toBeGreaterThanOrEqual(31);
      expect(p.length).toBeLessThanOrEqual(p.weight * 31);
      // Same run as the solver layer gives: the sweep adds nothing of its own.
      const direct = runToEnd(puzzle, HARDEST, {
        algorithm: 'wastar',
        heuristic: 'manhattan',
        weight: p.weight,
        trace: 'progress',
      });
      expect(p.expanded).toBe(direct.final.stats.expanded);
    }
    const first = firstSuboptimalWeight(points, 31);
    expect(first).not.toBeNull();
    expect(points.filter((p) => p.weight < first!).every((p) => p.length === 31)).toBe(true);
  });

  it('finds the first suboptimal weight even when optimality comes back later', () => {
    const pts: WeightPoint[] = [
      { weight: 1, outcome: 'solved', length: 10, expanded: 50 },
      { weight: 1.5, outcome: 'limit', length: -1, expanded: 9 },
      { weight: 2, outcome: 'solved', length: 12, expanded: 20 },
      { weight: 2.5, outcome: 'solved', length: 10, expanded: 15 },
    ];
    expect(firstSuboptimalWeight(pts, 10)).toBe(2);
    expect(firstSuboptimalWeight(pts.slice(0, 2), 10)).toBeNull();
  });

  it('refuses an unsolvable board', () => {
    const swapped = [2, 1, 3, 4, 5, 6, 7, 8, 0];
    expect(() => [...weightSweep(puzzle, swapped, 'manhattan', [1], {})]).toThrow('unsolvable');
  });
});

describe('optimal paths and true distances', () => {
  it('walks downhill through the table in exactly the true distance, to the goal', () => {
    for (const board of [...space.hardest, [1, 2, 3, 4, 5, 6, 0, 7, 8], puzzle.goal.slice()]) {
      const path = pathDownhill(puzzle, board, space.distanceOf);
      expect(path).toHaveLength(space.distanceOf(board));
      expect(applyMoves(puzzle, board, path)!.at(-1)).toEqual(puzzle.goal);
    }
    const astar = runToEnd(puzzle, HARDEST, { algorithm: 'astar', heuristic: 'linear-conflict', trace: 'progress' });
    expect(astar.final.type === 'solved' && astar.final.path.length).toBe(31);
  });

  it('refuses a board the table never reached', () => {
    expect(() => pathDownhill(puzzle, [2, 1, 3, 4, 5, 6, 7, 8, 0], space.distanceOf)).toThrow(RangeError);
  });

  it('agrees between the table and an optimal search, and says when the budget ran out', () => {
    const boards = sampleBoardsBySeed(space, 1, 3)
      .filter((_, d) => d % 6 === 0)
      .flat();
    for (const board of boards) {
      const table = truthFromTable(puzzle, board, space.distanceOf);
      const search = truthBySearch(puzzle, board);
      expect(table).toEqual({ kind: 'table', distance: space.distanceOf(board) });
      expect(search.kind === 'search' && search.distance).toBe(space.distanceOf(board));
    }
    expect(truthBySearch(puzzle, HARDEST, { maxExpansions: 10 })).toMatchObject({ kind: 'limit' });
    expect(truthBySearch(puzzle, [2, 1, 3, 4, 5, 6, 7, 8, 0])).toEqual({ kind: 'unsolvable' });
    expect(truthFromTable(puzzle, [2, 1, 3, 4, 5, 6, 7, 8, 0], space.distanceOf)).toEqual({ kind: 'unsolvable' });
  });
});
