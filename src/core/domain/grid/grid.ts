/**
 * A grid map as plain data, and how one moves on it. The cost convention, written down once:
 *
 * - Entering a cell costs that cell's cost: 1 for a free cell (and for the start and the goal),
 *   2 to 9 for a weighted one (mud, water). A wall cannot be entered. The start's own cost is
 *   never paid.
 * - 4-connected: the four orthogonal neighbours. 8-connected adds the diagonals; a diagonal step
 *   costs sqrt(2) times the cost of the cell it enters, and is taken only when both cells it
 *   passes between are open, so a path never cuts a wall's corner (PathFinding.js calls this
 *   DiagonalMovement.OnlyWhenNoObstacles).
 * - Neighbours in a fixed order, orthogonal first (N, E, S, W, then NE, SE, SW, NW: PathFinding's
 *   order), with y growing downward (north is up on the screen, row 1 at the top).
 */
import type { Step } from '../types';

export type Connectivity = 4 | 8;

export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** A cell's cost when it is a wall. */
export const WALL = 0;
export const MAX_CELL_COST = 9;

/** The smallest and largest grids the text format, the generators and the domain take. */
export const GRID_LIMITS = { minSide: 2, maxSide: 256 } as const;

export interface GridMap {
  readonly width: number;
  readonly height: number;
  /** Row by row, `costs[y * width + x]`: WALL, or 1 to 9, the cost of entering the cell. */
  readonly costs: readonly number[];
  readonly start: Cell;
  readonly goal: Cell;
}

export type GridAction = 'N' | 'E' | 'S' | 'W' | 'NE' | 'SE' | 'SW' | 'NW';

interface Move {
  readonly action: GridAction;
  readonly dx: number;
  readonly dy: number;
}

const ORTHOGONAL: readonly Move[] = [
  { action: 'N', dx: 0, dy: -1 },
  { action: 'E', dx: 1, dy: 0 },
  { action: 'S', dx: 0, dy: 1 },
  { action: 'W', dx: -1, dy: 0 },
];

const DIAGONAL: readonly Move[] = [
  { action: 'NE', dx: 1, dy: -1 },
  { action: 'SE', dx: 1, dy: 1 },
  { action: 'SW', dx: -1, dy: 1 },
  { action: 'NW', dx: -1, dy: -1 },
];

export const OPPOSITE: Readonly<Record<GridAction, GridAction>> = {
  N: 'S',
  S: 'N',
  E: 'W',
  W: 'E',
  NE: 'SW',
  SW: 'NE',
  SE: 'NW',
  NW: 'SE',
};

/** The cost of entering (x, y); WALL for a wall or a place off the grid. */
export function costAt(grid: GridMap, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return WALL;
  return grid.costs[y * grid.width + x];
}

export function isOpen(grid: GridMap, x: number, y: number): boolean {
  return costAt(grid, x, y) !== WALL;
}

export function cellKey(cell: Cell): string {
  return `${cell.x},${cell.y}`;
}

/** The steps out of a cell, in the fixed order, at the convention's costs. */
export function gridSteps(grid: GridMap, connectivity: Connectivity, from: Cell): Step<Cell, GridAction>[] {
  const steps: Step<Cell, GridAction>[] = [];
  for (const { action, dx, dy } of ORTHOGONAL) {
    const cost = costAt(grid, from.x + dx, from.y + dy);
    if (cost !== WALL) steps.push({ action, cost, state: { x: from.x + dx, y: from.y + dy } });
  }
  if (connectivity === 4) return steps;
  for (const { action, dx, dy } of DIAGONAL) {
    const cost = costAt(grid, from.x + dx, from.y + dy);
    // Both cells beside the diagonal must be open: no cutting a wall's corner.
    const clear = isOpen(grid, from.x + dx, from.y) && isOpen(grid, from.x, from.y + dy);
    if (cost !== WALL && clear)
      steps.push({ action, cost: Math.SQRT2 * cost, state: { x: from.x + dx, y: from.y + dy } });
  }
  return steps;
}

/** The least cost of entering any open cell: what the heuristics scale their distances by. */
export function leastCost(grid: GridMap): number {
  let least = Infinity;
  for (const cost of grid.costs) if (cost !== WALL && cost < least) least = cost;
  return least === Infinity ? 1 : least;
}

/** Why a size cannot be a grid, or null. */
export function sizeProblem(width: number, height: number): string | null {
  const { minSide, maxSide } = GRID_LIMITS;
  const ok = (n: number) => Number.isInteger(n) && n >= minSide && n <= maxSide;
  if (ok(width) && ok(height)) return null;
  return `a grid is ${minSide} to ${maxSide} cells wide and high, not ${width} x ${height}`;
}
