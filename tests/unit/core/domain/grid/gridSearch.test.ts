/**
 * The textbook solvers on grids, held to the test's own Dijkstra (gridTruth.ts): on 50 seeded
 * grids (200 in the full run) with walls and weights, 4- and 8-connected, every cheapest-path algorithm costs what
 * Dijkstra says and every path replays legally (no wall, no cut corner); A* with zero is
 * uniform-cost search; greedy falls into the U trap; BFS and uniform-cost search part ways in
 * the swamp; every algorithm ends on a grid and the replay reducer follows it; budgets stop a
 * search; 60 x 40 and 200 x 200 grids solve in a unit test's time.
 */
import { describe, expect, it } from 'vitest';
import { walkActions, type DomainSolveOptions } from '../../../../../src/core/domain';
import type { Cell, Connectivity, GridMap } from '../../../../../src/core/domain/grid';
import { gridDomain, perfectMaze, randomWalls, readyMap } from '../../../../../src/core/domain/grid';
import { ALGORITHMS } from '../../../../../src/core/solvers';
import { actionsOf, holdRun, optionsFor, run, solvedCost } from '../graph/searchHarness';
import { movesFrom, trueCosts } from './gridTruth';
import { scale } from '../../../full';

function generated(width: number, height: number, seed: number): GridMap {
  const made = randomWalls({ width, height, density: 0.25, weighted: 0.3, seed });
  if (!made.ok) throw new Error(made.message);
  return made.grid;
}

const cheapest = (grid: GridMap, connectivity: Connectivity) =>
  trueCosts(grid, connectivity === 8)[grid.start.y * grid.width + grid.start.x];

/** Every step of the path is a legal move of the test's own (no wall, no cut corner) at its cost. */
function replaysLegally(grid: GridMap, connectivity: Connectivity, actions: readonly string[]): number {
  const walked = walkActions(gridDomain(grid, connectivity), grid.start, actions);
  expect(walked).not.toBeNull();
  const { states, costs } = walked!;
  for (let i = 1; i < states.length; i++) {
    const legal = movesFrom(grid, connectivity === 8, states[i - 1].x, states[i - 1].y);
    const move = legal.find((m) => m.x === states[i].x && m.y === states[i].y);
    expect(move, `step ${i} to ${states[i].x},${states[i].y}`).toBeDefined();
    expect(costs[i - 1]).toBeCloseTo(move!.cost, 12);
  }
  expect(states[states.length - 1]).toEqual(grid.goal);
  return walked!.cost;
}

const OPTIMAL_4: readonly DomainSolveOptions[] = [
  { algorithm: 'ucs' },
  { algorithm: 'astar', heuristic: 'zero' },
  { algorithm: 'astar', heuristic: 'manhattan' },
  { algorithm: 'astar', heuristic: 'octile' },
  { algorithm: 'wastar', heuristic: 'euclidean', weight: 1 },
];
const OPTIMAL_8: readonly DomainSolveOptions[] = [
  { algorithm: 'ucs' },
  { algorithm: 'astar', heuristic: 'zero' },
  { algorithm: 'astar', heuristic: 'octile' },
  { algorithm: 'astar', heuristic: 'chebyshev' },
  { algorithm: 'wastar', heuristic: 'euclidean', weight: 1 },
];

// Seeded grids: a routine run's sample, every one of them in the full run (tests/unit/full.ts).
const GRIDS = scale(50, 200);
const SMALL_GRIDS = scale(12, 30);
const FORGETTING_GRIDS = scale(15, 40);

describe('the cheapest path on seeded grids', () => {
  it(`every cheapest-path algorithm costs what Dijkstra says on ${GRIDS} grids, and its path replays legally`, () => {
    let reached = 0;
    for (let seed = 1; seed <= GRIDS; seed++) {
      const grid = generated(6 + (seed % 11), 5 + (seed % 7), seed);
      for (const connectivity of [4, 8] as const) {
        const truth = cheapest(grid, connectivity);
        if (truth < Infinity) reached++;
        const domain = gridDomain(grid, connectivity);
        for (const options of connectivity === 4 ? OPTIMAL_4 : OPTIMAL_8) {
          const { final } = run(domain, grid.start, grid.goal, { ...options, budget: { maxExpansions: 100_000 } });
          const what = `${options.algorithm}/${options.heuristic ?? '-'} ${connectivity} seed ${seed}`;
          expect(final.stats.optimal, what).toBe(true);
          expect(solvedCost(final), what).toBeCloseTo(truth, 9);
          expect(replaysLegally(grid, connectivity, actionsOf(final))).toBeCloseTo(truth, 9);
        }
      }
    }
    expect(reached).toBe(2 * GRIDS);
  });

  it('IDA*, RBFS and SMA* also cost what Dijkstra says, on small grids', () => {
    for (let seed = 1; seed <= SMALL_GRIDS; seed++) {
      const grid = generated(5, 4, seed);
      for (const connectivity of [4, 8] as const) {
        const heuristic = connectivity === 4 ? 'manhattan' : 'octile';
        const domain = gridDomain(grid, connectivity);
        for (const algorithm of ['idastar', 'rbfs', 'smastar'] as const) {
          const { final } = run(domain, grid.start, grid.goal, {
            algorithm,
            heuristic,
            memoryLimit: 100,
            budget: { maxExpansions: 200_000 },
          });
          expect(solvedCost(final), `${algorithm} ${connectivity} seed ${seed}`).toBeCloseTo(
            cheapest(grid, connectivity),
            9,
          );
        }
      }
    }
  });

  // On this 20-cell grid, 8-connected, SMA* once never finished: a node whose every successor
  // repeats a state on its path stayed in memory for good, until memory held nothing it could
  // forget but the one child it had just made, and it forgot and remade that child forever.
  it('SMA* on an 8-connected grid with dead ends finishes, with a memory of 100 or 1,000 (seed 11)', () => {
    const grid = generated(5, 4, 11);
    for (const memoryLimit of [100, 1000]) {
      const { final } = run(gridDomain(grid, 8), grid.start, grid.goal, {
        algorithm: 'smastar',
        heuristic: 'octile',
        memoryLimit,
        budget: { maxExpansions: 20_000 },
      });
      expect(solvedCost(final)).toBeCloseTo(cheapest(grid, 8), 9);
    }
  });

  it('A* with the zero heuristic is uniform-cost search: the same cost and the same expansions', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const grid = generated(15, 10, seed);
      const domain = gridDomain(grid, 8);
      const zero = run(domain, grid.start, grid.goal, { algorithm: 'astar', heuristic: 'zero' }).final;
      const ucs = run(domain, grid.start, grid.goal, { algorithm: 'ucs' }).final;
      expect(solvedCost(zero)).toBeCloseTo(solvedCost(ucs), 9);
      expect(zero.stats.expanded).toBe(ucs.stats.expanded);
    }
  });

  it('8-connected, Manhattan is not claimed optimal, and can return a dearer path than octile', () => {
    const grid = readyMap('open-field');
    const domain = gridDomain(grid, 8);
    const manhattan = run(domain, grid.start, grid.goal, { algorithm: 'astar', heuristic: 'manhattan' }).final;
    expect(manhattan.stats.optimal).toBe(false);
    const maze = perfectMaze({ width: 21, height: 15, seed: 2 });
    if (!maze.ok) throw new Error(maze.message);
    let dearer = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const g = generated(12, 9, seed);
      const m = run(gridDomain(g, 8), g.start, g.goal, { algorithm: 'astar', heuristic: 'manhattan' }).final;
      if (solvedCost(m) > cheapest(g, 8) + 1e-9) dearer++;
    }
    expect(dearer).toBeGreaterThan(0);
  });
});

describe('the ready-made maps show what they are for', () => {
  for (const connectivity of [4, 8] as const) {
    const heuristic = connectivity === 4 ? 'manhattan' : 'octile';
    it(`U trap, ${connectivity}-connected: greedy returns a longer path than the cheapest; A* does not`, () => {
      const grid = readyMap('u-trap');
      const domain = gridDomain(grid, connectivity);
      const greedy = run(domain, grid.start, grid.goal, { algorithm: 'greedy', heuristic }).final;
      const astar = run(domain, grid.start, grid.goal, { algorithm: 'astar', heuristic }).final;
      expect(solvedCost(greedy)).toBeGreaterThan(cheapest(grid, connectivity) + 1);
      expect(solvedCost(astar)).toBeCloseTo(cheapest(grid, connectivity), 9);
    });

    it(`swamp, ${connectivity}-connected: BFS wades through the mud, uniform-cost search walks round`, () => {
      const grid = readyMap('swamp');
      const domain = gridDomain(grid, connectivity);
      const bfs = run(domain, grid.start, grid.goal, { algorithm: 'bfs' }).final;
      const ucs = run(domain, grid.start, grid.goal, { algorithm: 'ucs' }).final;
      expect(solvedCost(ucs)).toBeCloseTo(cheapest(grid, connectivity), 9);
      expect(solvedCost(bfs)).toBeGreaterThan(2 * solvedCost(ucs));
      // BFS takes the fewest steps (8-connected the way round can tie with it).
      expect(actionsOf(bfs).length).toBeLessThanOrEqual(actionsOf(ucs).length);
      expect(bfs.stats.optimal).toBe(false);
    });
  }
});

describe('every algorithm on a grid', () => {
  const grid = generated(8, 6, 11);
  for (const connectivity of [4, 8] as const) {
    const heuristic = connectivity === 4 ? 'manhattan' : 'octile';
    const domain = gridDomain(grid, connectivity);
    for (const info of ALGORITHMS) {
      it(`${info.id}, ${connectivity}-connected: ends, replays at its claimed cost, and the replay reducer follows it`, () => {
        const options = optionsFor(info.id, heuristic);
        // Bidirectional search needs steps that undo at the same cost: not on a weighted grid.
        if (domain.inverse === undefined && info.id === 'bibfs') {
          expect(() => run(domain, grid.start, grid.goal, options)).toThrow(/unsupported/);
          return;
        }
        holdRun(domain, grid.start, grid.goal, options, cheapest(grid, connectivity));
      });
    }
  }

  // At event 1214 of RBFS here, 8-connected, the solver once took the child it had backed up
  // (id 1031) in the place of the one it replaced, while the view put first a sibling with the
  // very same f and a smaller id (1018). Both now follow frontierOrder('rbfs'): f, then id.
  it("rbfs, 8-connected: the view's next node is the solver's when a backed-up child ties a sibling", () => {
    holdRun(gridDomain(grid, 8), grid.start, grid.goal, optionsFor('rbfs', 'octile'), cheapest(grid, 8));
  });

  it(`RBFS and SMA*, which forget: the view's next node is always the solver's, on ${FORGETTING_GRIDS} seeded grids`, () => {
    for (let seed = 1; seed <= FORGETTING_GRIDS; seed++) {
      const g = generated(5 + (seed % 4), 4 + (seed % 3), seed);
      for (const connectivity of [4, 8] as const) {
        const heuristic = connectivity === 4 ? 'manhattan' : 'octile';
        const domain = gridDomain(g, connectivity);
        for (const algorithm of ['rbfs', 'smastar'] as const) {
          // A memory of 30 makes SMA* forget on most of these grids; 5,000 expansions bound the
          // few grids where 8-connected RBFS and SMA* thrash (a limit is an accepted ending).
          const options = { ...optionsFor(algorithm, heuristic), memoryLimit: 30, budget: { maxExpansions: 5000 } };
          holdRun(domain, g.start, g.goal, options, cheapest(g, connectivity));
        }
      }
    }
  });

  it('bidirectional search runs on a grid whose cells all cost the same', () => {
    const plain = readyMap('u-trap');
    const { final } = run(gridDomain(plain, 4), plain.start, plain.goal, { algorithm: 'bibfs' });
    expect(solvedCost(final)).toBe(cheapest(plain, 4));
  });

  it('a goal walled off ends exhausted', () => {
    const walled: GridMap = {
      width: 3,
      height: 3,
      costs: [1, 0, 1, 0, 0, 1, 1, 1, 1],
      start: { x: 0, y: 0 },
      goal: { x: 2, y: 2 },
    };
    expect(
      run(gridDomain(walled, 8), walled.start, walled.goal, { algorithm: 'astar', heuristic: 'octile' }).final.type,
    ).toBe('exhausted');
  });
});

describe('large grids and budgets', () => {
  const open: (w: number, h: number) => { grid: GridMap; start: Cell; goal: Cell } = (w, h) => {
    const made = randomWalls({ width: w, height: h, density: 0.2, weighted: 0.2, seed: 26 });
    if (!made.ok || !made.connected) throw new Error('no grid');
    return { grid: made.grid, start: made.grid.start, goal: made.grid.goal };
  };

  it('60 x 40 and 200 x 200 solve with A* (octile) and uniform-cost search, at the same cost', () => {
    for (const [w, h] of [
      [60, 40],
      [200, 200],
    ]) {
      const { grid, start, goal } = open(w, h);
      const domain = gridDomain(grid, 8);
      const astar = run(domain, start, goal, { algorithm: 'astar', heuristic: 'octile' }).final;
      const ucs = run(domain, start, goal, { algorithm: 'ucs' }).final;
      expect(solvedCost(astar)).toBeCloseTo(solvedCost(ucs), 9);
      expect(astar.stats.expanded).toBeLessThan(ucs.stats.expanded);
    }
  }, 60_000);

  it('stops on its budget', () => {
    const { grid, start, goal } = open(200, 200);
    const { final } = run(gridDomain(grid, 8), start, goal, { algorithm: 'ucs', budget: { maxExpansions: 500 } });
    expect(final).toMatchObject({ type: 'limit', reason: 'expansions' });
    expect(final.stats.expanded).toBe(500);
    const memory = run(gridDomain(grid, 4), start, goal, { algorithm: 'bfs', budget: { maxMemoryNodes: 300 } }).final;
    expect(memory).toMatchObject({ type: 'limit', reason: 'memory' });
  });
});
