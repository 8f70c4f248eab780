/**
 * Changes a grid editor makes, as pure functions from one grid to the next: painting a cell,
 * moving the start or the goal, resizing, clearing. The start and the goal stay open cells that
 * cost 1 (the text format writes them as S and G, which cost 1), so no edit can wall them in or
 * weight them; an edit that cannot apply returns the grid it was given, unchanged.
 */
import { GRID_LIMITS, MAX_CELL_COST, WALL, type Cell, type GridMap } from './grid';

export type Endpoint = 'start' | 'goal';

const same = (a: Cell, b: Cell) => a.x === b.x && a.y === b.y;
const inside = (grid: GridMap, { x, y }: Cell) => x >= 0 && y >= 0 && x < grid.width && y < grid.height;

/** The grid with `cell` costing `cost` (WALL, or 1 to 9); the start and the goal are left alone. */
export function paintCell(grid: GridMap, cell: Cell, cost: number): GridMap {
  if (!inside(grid, cell) || same(cell, grid.start) || same(cell, grid.goal)) return grid;
  if (!(Number.isInteger(cost) && cost >= WALL && cost <= MAX_CELL_COST)) return grid;
  const at = cell.y * grid.width + cell.x;
  if (grid.costs[at] === cost) return grid;
  const costs = grid.costs.slice();
  costs[at] = cost;
  return { ...grid, costs };
}

/** The grid with the start or the goal moved to `cell`, which becomes a free cell; not onto the other. */
export function moveEndpoint(grid: GridMap, which: Endpoint, cell: Cell): GridMap {
  const other = which === 'start' ? grid.goal : grid.start;
  if (!inside(grid, cell) || same(cell, other) || same(cell, grid[which])) return grid;
  const costs = grid.costs.slice();
  costs[cell.y * grid.width + cell.x] = 1;
  return { ...grid, costs, [which]: { x: cell.x, y: cell.y } };
}

/**
 * The grid at a new size: what fits keeps its place (from the top-left corner), new cells are
 * free. A start or goal that no longer fits is pulled in to the nearest cell inside; should both
 * land on one cell, the goal takes the next free place along the bottom row or the right column.
 */
export function resizeGrid(grid: GridMap, width: number, height: number): GridMap {
  const { minSide, maxSide } = GRID_LIMITS;
  if (![width, height].every((n) => Number.isInteger(n) && n >= minSide && n <= maxSide)) return grid;
  const costs: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) costs.push(x < grid.width && y < grid.height ? grid.costs[y * grid.width + x] : 1);
  }
  const clamp = ({ x, y }: Cell): Cell => ({ x: Math.min(x, width - 1), y: Math.min(y, height - 1) });
  const start = clamp(grid.start);
  let goal = clamp(grid.goal);
  if (same(start, goal)) goal = start.x > 0 ? { x: start.x - 1, y: start.y } : { x: start.x + 1, y: start.y };
  costs[start.y * width + start.x] = 1;
  costs[goal.y * width + goal.x] = 1;
  return { width, height, costs, start, goal };
}

/** The grid with every cell free, the start and the goal where they were. */
export function clearGrid(grid: GridMap): GridMap {
  return { ...grid, costs: grid.costs.map(() => 1) };
}

/** A free grid of that size, the start at the middle of the left edge and the goal of the right. */
export function emptyGrid(width: number, height: number): GridMap {
  const row = Math.floor((height - 1) / 2);
  return {
    width,
    height,
    costs: Array.from({ length: width * height }, () => 1),
    start: { x: Math.min(1, width - 2), y: row },
    goal: { x: Math.max(width - 2, 1), y: row },
  };
}
