/**
 * The grid domain itself: the successors and their costs worked out by hand (a diagonal costs
 * sqrt(2) times the cell entered and never cuts a wall's corner), keys and typed cells read back,
 * the unit-cost and inverse claims, and every heuristic's admissible/consistent flags held to the
 * true distances (the test's own Dijkstra) on seeded grids, both connectivities; Manhattan's
 * "not admissible" with diagonals shown on a real grid.
 */
import { describe, expect, it } from 'vitest';
import type { Cell, Connectivity, GridMap } from '../../../../../src/core/domain/grid';
import { gridDomain, parseGrid, randomWalls } from '../../../../../src/core/domain/grid';
import { movesFrom, trueCosts } from './gridTruth';

function gridOf(text: string): GridMap {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.grid;
}

const stepsOf = (grid: GridMap, connectivity: Connectivity, cell: Cell) =>
  [...gridDomain(grid, connectivity).successors(cell)].map((s) => [
    s.action,
    s.state.x,
    s.state.y,
    Number(s.cost.toFixed(6)),
  ]);

describe('moving on a grid', () => {
  const grid = gridOf(`
S.3
.5.
#.G`);

  it('4-connected: N, E, S, W, each costing the cell entered', () => {
    expect(stepsOf(grid, 4, { x: 1, y: 1 })).toEqual([
      ['N', 1, 0, 1],
      ['E', 2, 1, 1],
      ['S', 1, 2, 1],
      ['W', 0, 1, 1],
    ]);
    expect(stepsOf(grid, 4, { x: 0, y: 0 })).toEqual([
      ['E', 1, 0, 1],
      ['S', 0, 1, 1],
    ]);
  });

  it('8-connected: the diagonals after, at sqrt(2) times the cell entered, none past the wall corner', () => {
    const r2 = Number(Math.SQRT2.toFixed(6));
    expect(stepsOf(grid, 8, { x: 1, y: 1 })).toEqual([
      ['N', 1, 0, 1],
      ['E', 2, 1, 1],
      ['S', 1, 2, 1],
      ['W', 0, 1, 1],
      ['NE', 2, 0, Number((3 * Math.SQRT2).toFixed(6))],
      ['SE', 2, 2, r2],
      // SW is the wall itself; NW leads to the start.
      ['NW', 0, 0, r2],
    ]);
    // From (0,1): SE to (1,2) would pass the wall at (0,2): refused. NE to (1,0) costs sqrt 2.
    expect(stepsOf(grid, 8, { x: 0, y: 1 })).toEqual([
      ['N', 0, 0, 1],
      ['E', 1, 1, 5],
      ['NE', 1, 0, r2],
    ]);
  });

  it('never cuts a corner: two walls touching at a corner close the diagonal between them', () => {
    const corner = gridOf('S#\n#G');
    expect(stepsOf(corner, 8, { x: 0, y: 0 })).toEqual([]);
    const oneWall = gridOf('S#\n.G');
    expect(stepsOf(oneWall, 8, { x: 0, y: 0 })).toEqual([['S', 0, 1, 1]]);
  });

  it('reads its keys and typed cells back, and refuses cells it cannot stand on', () => {
    const domain = gridDomain(grid, 8);
    expect(domain.key({ x: 2, y: 1 })).toBe('2,1');
    expect(domain.state('2,1')).toEqual({ x: 2, y: 1 });
    expect(domain.parse(domain.format({ x: 1, y: 2 }))).toEqual({ ok: true, state: { x: 1, y: 2 } });
    expect(domain.parse(' (2, 0) ')).toEqual({ ok: true, state: { x: 2, y: 0 } });
    expect(domain.parse('0,2')).toMatchObject({ ok: false, error: { code: 'wall', message: 'cell 0,2 is a wall' } });
    expect(domain.parse('3,0')).toMatchObject({ ok: false, error: { code: 'off-grid' } });
    expect(domain.parse('three')).toMatchObject({ ok: false, error: { code: 'bad-cell-text' } });
    expect(domain.describe({ x: 1, y: 1 })).toEqual({
      text: 'row 2, column 2, costing 5 to enter',
      facts: { row: 2, column: 2, cost: 5 },
    });
  });

  it('claims unit costs only 4-connected with every cell at 1, and an inverse only when all cells cost the same', () => {
    const plain = gridOf('S..\n.#.\n..G');
    expect(gridDomain(plain, 4).unitCosts).toBe(true);
    expect(gridDomain(plain, 8).unitCosts).toBe(false);
    expect(gridDomain(grid, 4).unitCosts).toBe(false);
    expect(gridDomain(plain, 8).inverse?.({ x: 0, y: 0 }, 'SE', { x: 1, y: 1 })).toBe('NW');
    expect(gridDomain(grid, 4).inverse).toBeUndefined();
    expect(gridDomain(plain, 4).defaultHeuristic).toBe('manhattan');
    expect(gridDomain(plain, 8).defaultHeuristic).toBe('octile');
  });

  it("agrees with the test's own moves on every cell of seeded grids", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const made = randomWalls({ width: 9, height: 7, density: 0.3, weighted: 0.3, seed });
      if (!made.ok) throw new Error(made.message);
      const g = made.grid;
      for (const diagonal of [false, true]) {
        const domain = gridDomain(g, diagonal ? 8 : 4);
        for (let y = 0; y < g.height; y++) {
          for (let x = 0; x < g.width; x++) {
            if (g.costs[y * g.width + x] === 0) continue;
            const ours = [...domain.successors({ x, y })].map((s) => `${s.state.x},${s.state.y} ${s.cost}`).sort();
            const theirs = movesFrom(g, diagonal, x, y)
              .map((m) => `${m.x},${m.y} ${m.cost}`)
              .sort();
            expect(ours).toEqual(theirs);
          }
        }
      }
    }
  });
});

describe('the heuristics', () => {
  it('scale by the least cell cost, and Manhattan overestimates with diagonals on an open grid', () => {
    expect(gridDomain(gridOf('S3\n3G'), 4).leastCost).toBe(1);
    // Every cell mud (as a view may make it; the text format puts S and G on cost 1).
    const mud: GridMap = {
      width: 3,
      height: 2,
      costs: [3, 4, 5, 6, 0, 7],
      start: { x: 0, y: 0 },
      goal: { x: 2, y: 1 },
    };
    const domain = gridDomain(mud, 4);
    expect(domain.leastCost).toBe(3);
    expect(domain.heuristics.find((h) => h.id === 'manhattan')!.make(mud.goal)(mud.start)).toBe(9);
    const open = gridOf('S...\n....\n...G');
    const manhattan = gridDomain(open, 8).heuristics.find((h) => h.id === 'manhattan')!;
    expect(manhattan).toMatchObject({ admissible: false, consistent: false });
    // From S: Manhattan says 5, the true cost is 2 diagonals and 1 straight step.
    expect(manhattan.make(open.goal)(open.start)).toBe(5);
    expect(trueCosts(open, true)[0]).toBeCloseTo(1 + 2 * Math.SQRT2, 9);
  });

  it('hold every admissible and consistent claim against the true costs, on seeded weighted grids', () => {
    let refuted = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const made = randomWalls({ width: 10, height: 8, density: 0.25, weighted: 0.4, seed });
      if (!made.ok) throw new Error(made.message);
      // Every third grid has every open cell one dearer (none at 1): the scale must follow.
      const dearer = made.grid.costs.map((c) => (c === 0 ? 0 : Math.min(9, c + 1)));
      const grid = seed % 3 === 0 ? { ...made.grid, costs: dearer } : made.grid;
      for (const connectivity of [4, 8] as const) {
        const domain = gridDomain(grid, connectivity);
        const truth = trueCosts(grid, connectivity === 8);
        for (const heuristic of domain.heuristics) {
          const h = heuristic.make(grid.goal);
          let admissible = true;
          let consistent = true;
          for (let i = 0; i < truth.length; i++) {
            if (grid.costs[i] === 0) continue;
            const cell = { x: i % grid.width, y: Math.floor(i / grid.width) };
            if (h(cell) > truth[i] + 1e-9) admissible = false;
            for (const step of domain.successors(cell))
              if (h(cell) > step.cost + h(step.state) + 1e-9) consistent = false;
          }
          if (heuristic.admissible) expect(admissible, `${heuristic.id} ${connectivity} seed ${seed}`).toBe(true);
          if (heuristic.consistent) expect(consistent, `${heuristic.id} ${connectivity} seed ${seed}`).toBe(true);
          if (!heuristic.admissible && !admissible) refuted++;
        }
      }
    }
    // The one claim of "not admissible" (Manhattan, 8-connected) is seen to fail on real grids.
    expect(refuted).toBeGreaterThan(10);
  });
});
