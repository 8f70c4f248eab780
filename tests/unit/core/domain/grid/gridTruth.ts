/**
 * The grid tests' own answers, written apart from src/core/domain/grid so a mistake there
 * cannot hide in both: the cost convention restated (entering a cell costs its cost, a diagonal
 * sqrt(2) times that, never past a wall's corner) and a plain O(n^2) Dijkstra from every cell to
 * the goal. Only for small grids.
 */
import type { Cell, GridMap } from '../../../../../src/core/domain/grid';

export function openAt(grid: GridMap, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < grid.width && y < grid.height && grid.costs[y * grid.width + x] > 0;
}

/** Every move from (x, y) with its cost, in no particular order. */
export function movesFrom(
  grid: GridMap,
  diagonal: boolean,
  x: number,
  y: number,
): { x: number; y: number; cost: number }[] {
  const moves = [];
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      if ((dx === 0 && dy === 0) || !openAt(grid, x + dx, y + dy)) continue;
      const isDiagonal = dx !== 0 && dy !== 0;
      if (isDiagonal && (!diagonal || !openAt(grid, x + dx, y) || !openAt(grid, x, y + dy))) continue;
      const entered = grid.costs[(y + dy) * grid.width + x + dx];
      moves.push({ x: x + dx, y: y + dy, cost: isDiagonal ? Math.SQRT2 * entered : entered });
    }
  }
  return moves;
}

/** The cheapest cost from every cell to `goal` (Infinity for walls and cut-off cells), row by row. */
export function trueCosts(grid: GridMap, diagonal: boolean, goal: Cell = grid.goal): number[] {
  const n = grid.width * grid.height;
  const dist = new Array<number>(n).fill(Infinity);
  const done = new Array<boolean>(n).fill(false);
  dist[goal.y * grid.width + goal.x] = 0;
  for (;;) {
    let best = -1;
    for (let i = 0; i < n; i++) if (!done[i] && dist[i] < Infinity && (best < 0 || dist[i] < dist[best])) best = i;
    if (best < 0) return dist;
    done[best] = true;
    const x = best % grid.width;
    const y = Math.floor(best / grid.width);
    // Moves are symmetric in where they may go; the cost is the cell entered, so going from a
    // neighbour m into `best` costs best's cost (times sqrt 2 on a diagonal).
    for (const m of movesFrom(grid, diagonal, x, y)) {
      const into = grid.costs[best] * (m.x !== x && m.y !== y ? Math.SQRT2 : 1);
      const i = m.y * grid.width + m.x;
      if (dist[best] + into < dist[i]) dist[i] = dist[best] + into;
    }
  }
}
