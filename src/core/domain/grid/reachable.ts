/**
 * Whether the goal can be reached from the start: a flood fill over the open cells (the same
 * moves as the domain's, walls and corners included). What the generators report as
 * `connected`, and what a view checks before it starts a search that could only be exhausted.
 */
import type { Connectivity, GridMap } from './grid';
import { gridSteps } from './grid';

export function reachable(grid: GridMap, connectivity: Connectivity = 4): boolean {
  const { width, start, goal } = grid;
  const seen = new Uint8Array(grid.width * grid.height);
  const queue = [start];
  seen[start.y * width + start.x] = 1;
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i];
    if (cell.x === goal.x && cell.y === goal.y) return true;
    for (const { state } of gridSteps(grid, connectivity, cell)) {
      const at = state.y * width + state.x;
      if (seen[at] === 0) {
        seen[at] = 1;
        queue.push(state);
      }
    }
  }
  return false;
}
