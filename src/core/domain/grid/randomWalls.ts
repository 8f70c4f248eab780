/**
 * A grid of random walls at a density, with some cells weighted, start in the top-left corner
 * and goal in the bottom-right. When the walls cut the goal off, the next grid drawn from the
 * same seed is tried, up to MAX_TRIES; a grid still cut off after that is returned as it is,
 * `connected: false` (a density near 1 has no other answer), never passed off as connected.
 */
import { seededRandom } from '../../random';
import type { Generated } from './generated';
import { MAX_CELL_COST, WALL, sizeProblem, type GridMap } from './grid';
import { reachable } from './reachable';

export interface RandomWallsOptions {
  readonly width: number;
  readonly height: number;
  /** The chance that a cell is a wall, 0 to 1. */
  readonly density: number;
  /** The chance that an open cell costs 2 to 9 rather than 1, 0 to 1. Default 0. */
  readonly weighted?: number;
  readonly seed: number;
}

export const MAX_TRIES = 20;

export function randomWalls(options: RandomWallsOptions): Generated {
  const { width, height, density, weighted = 0, seed } = options;
  const problem = sizeProblem(width, height);
  if (problem !== null) return { ok: false, message: problem };
  for (const [name, value] of [
    ['density', density],
    ['weighted', weighted],
  ] as const) {
    if (!(value >= 0 && value <= 1)) return { ok: false, message: `${name} is a chance from 0 to 1, not ${value}` };
  }
  const random = seededRandom(seed);
  let grid: GridMap | null = null;
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    grid = draw(width, height, density, weighted, random);
    if (reachable(grid)) return { ok: true, grid, connected: true };
  }
  return { ok: true, grid: grid!, connected: false };
}

function draw(width: number, height: number, density: number, weighted: number, random: () => number): GridMap {
  const start = { x: 0, y: 0 };
  const goal = { x: width - 1, y: height - 1 };
  const costs = Array.from({ length: width * height }, () => {
    if (random() < density) return WALL;
    return random() < weighted ? 2 + Math.floor(random() * (MAX_CELL_COST - 1)) : 1;
  });
  // The start and the goal are open cells that cost 1, as the text format writes them.
  costs[0] = 1;
  costs[costs.length - 1] = 1;
  return { width, height, costs, start, goal };
}
