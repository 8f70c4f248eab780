/**
 * The grid generators and the ready-made maps: the same seed gives the same grid; random walls
 * come out near their density and leave the goal reachable, or say honestly that it is not;
 * a perfect maze is a tree (one path between any two open cells); rooms stay connected; bad
 * options are refused with a message; and each ready-made map shows what it is there to show.
 */
import { describe, expect, it } from 'vitest';
import type { GridMap } from '../../../../../src/core/domain/grid';
import {
  GRID_LIMITS,
  perfectMaze,
  randomWalls,
  READY_MAP_IDS,
  readyMap,
  rooms,
} from '../../../../../src/core/domain/grid';
import { trueCosts } from './gridTruth';

function made(result: ReturnType<typeof randomWalls>): { grid: GridMap; connected: boolean } {
  if (!result.ok) throw new Error(result.message);
  return result;
}

/** Whether the test's own Dijkstra reaches the start from the goal (4-connected). */
const joined = (grid: GridMap) => trueCosts(grid, false)[grid.start.y * grid.width + grid.start.x] < Infinity;

const walls = (grid: GridMap) => grid.costs.filter((c) => c === 0).length;

describe('random walls', () => {
  it('is the same grid for the same seed, another for another seed', () => {
    const a = made(randomWalls({ width: 30, height: 20, density: 0.3, weighted: 0.2, seed: 7 }));
    const b = made(randomWalls({ width: 30, height: 20, density: 0.3, weighted: 0.2, seed: 7 }));
    const c = made(randomWalls({ width: 30, height: 20, density: 0.3, weighted: 0.2, seed: 8 }));
    expect(a).toEqual(b);
    expect(a.grid.costs).not.toEqual(c.grid.costs);
  });

  it('comes out near its density, with weights 2-9, and its goal reachable from its start', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const { grid, connected } = made(randomWalls({ width: 40, height: 30, density: 0.3, weighted: 0.25, seed }));
      expect(connected).toBe(true);
      expect(joined(grid)).toBe(true);
      expect(walls(grid) / grid.costs.length).toBeGreaterThan(0.22);
      expect(walls(grid) / grid.costs.length).toBeLessThan(0.38);
      expect(new Set(grid.costs.filter((c) => c > 1))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8, 9]));
      expect(grid.start).toEqual({ x: 0, y: 0 });
      expect(grid.goal).toEqual({ x: 39, y: 29 });
    }
  });

  it('says so when no grid drawn can join the start and the goal', () => {
    const { grid, connected } = made(randomWalls({ width: 20, height: 20, density: 0.9, seed: 3 }));
    expect(connected).toBe(false);
    expect(joined(grid)).toBe(false);
  });

  it('refuses sizes and chances it cannot draw', () => {
    expect(randomWalls({ width: 1, height: 5, density: 0.2, seed: 1 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('1 x 5'),
    });
    expect(randomWalls({ width: GRID_LIMITS.maxSide + 1, height: 5, density: 0.2, seed: 1 }).ok).toBe(false);
    expect(randomWalls({ width: 5, height: 5, density: 1.5, seed: 1 })).toMatchObject({
      ok: false,
      message: 'density is a chance from 0 to 1, not 1.5',
    });
    expect(randomWalls({ width: 5, height: 5, density: NaN, seed: 1 }).ok).toBe(false);
  });
});

describe('a perfect maze', () => {
  it('is a tree over its open cells: one path between any two, the goal among them', () => {
    for (const [width, height, seed] of [
      [5, 5, 1],
      [41, 25, 26],
      [60, 40, 3],
      [21, 8, 9],
    ]) {
      const { grid, connected } = made(perfectMaze({ width, height, seed }));
      expect(connected).toBe(true);
      const open = (x: number, y: number) => x < width && y < height && grid.costs[y * width + x] > 0;
      let cells = 0;
      let links = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (!open(x, y)) continue;
          cells++;
          if (open(x + 1, y)) links++;
          if (open(x, y + 1)) links++;
        }
      }
      // Connected with one link fewer than cells: a tree, so no loops and one path.
      expect(links).toBe(cells - 1);
      expect(trueCosts(grid, false).filter((d) => d < Infinity)).toHaveLength(cells);
    }
  });

  it('is the same maze for the same seed, and refuses a size too small to hold one', () => {
    expect(perfectMaze({ width: 31, height: 21, seed: 4 })).toEqual(perfectMaze({ width: 31, height: 21, seed: 4 }));
    expect(perfectMaze({ width: 31, height: 21, seed: 4 })).not.toEqual(
      perfectMaze({ width: 31, height: 21, seed: 5 }),
    );
    expect(perfectMaze({ width: 4, height: 9, seed: 1 })).toMatchObject({ ok: false });
  });
});

describe('rooms', () => {
  it('are walled rooms joined by doorways, every open cell reachable, the same for a seed', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { grid, connected } = made(rooms({ width: 60, height: 40, seed }));
      expect(connected).toBe(true);
      const reached = trueCosts(grid, false).filter((d) => d < Infinity).length;
      expect(reached).toBe(grid.costs.length - walls(grid));
      expect(walls(grid)).toBeGreaterThan(100);
    }
    expect(rooms({ width: 30, height: 20, seed: 2 })).toEqual(rooms({ width: 30, height: 20, seed: 2 }));
    expect(rooms({ width: 30, height: 20, seed: 2, roomSize: 1 })).toMatchObject({ ok: false });
  });
});

describe('the ready-made maps', () => {
  it('read, and join their start and goal', () => {
    for (const id of READY_MAP_IDS) expect(joined(readyMap(id)), id).toBe(true);
    expect(readyMap('open-field').costs.every((c) => c === 1)).toBe(true);
  });
});
