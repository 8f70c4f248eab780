/**
 * The grid's heuristics: distances in cells, times the least cost of entering any open cell (m),
 * so that mud never makes them overestimate. With dx, dy the distances across and down:
 *
 *   Manhattan  m (dx + dy)                  Chebyshev  m max(dx, dy)
 *   Euclidean  m sqrt(dx^2 + dy^2)          octile     m (max + (sqrt 2 - 1) min)
 *   zero       0 (A* with it is uniform-cost search: Dijkstra's order)
 *
 * Why each flag holds (grid.ts's costs: a straight step costs at least m, a diagonal one at
 * least sqrt(2) m). Consistency is checked step by step: a straight step changes each distance
 * by at most m, so all are consistent 4-connected. A diagonal step changes Euclidean and octile
 * by at most sqrt(2) m and Chebyshev by at most m, so those stay consistent 8-connected; it can
 * lower Manhattan by 2m > sqrt(2) m, and two such steps cost 2 sqrt(2) m where Manhattan said 4m:
 * 8-connected, Manhattan is neither consistent nor admissible. Consistent with h(goal) = 0 implies
 * admissible, which covers the rest.
 */
import type { DomainHeuristic } from '../types';
import type { Cell, Connectivity } from './grid';

export type GridHeuristicId = 'manhattan' | 'euclidean' | 'octile' | 'chebyshev' | 'zero';

export const GRID_HEURISTIC_IDS: readonly GridHeuristicId[] = ['manhattan', 'euclidean', 'octile', 'chebyshev', 'zero'];

const DISTANCES: Readonly<Record<GridHeuristicId, { name: string; cells: (dx: number, dy: number) => number }>> = {
  manhattan: { name: 'Manhattan distance', cells: (dx, dy) => dx + dy },
  euclidean: { name: 'Euclidean distance', cells: (dx, dy) => Math.hypot(dx, dy) },
  octile: { name: 'Octile distance', cells: (dx, dy) => Math.max(dx, dy) + (Math.SQRT2 - 1) * Math.min(dx, dy) },
  chebyshev: { name: 'Chebyshev distance', cells: (dx, dy) => Math.max(dx, dy) },
  zero: { name: 'Zero', cells: () => 0 },
};

export interface GridHeuristic extends DomainHeuristic<Cell> {
  readonly id: GridHeuristicId;
}

/** The heuristics for a connectivity, scaled by the least cell cost `least`. */
export function gridHeuristics(connectivity: Connectivity, least: number): readonly GridHeuristic[] {
  return GRID_HEURISTIC_IDS.map((id) => {
    const { name, cells } = DISTANCES[id];
    const safe = connectivity === 4 || id !== 'manhattan';
    return {
      id,
      name,
      admissible: safe,
      consistent: safe,
      make: (goal: Cell) => (cell: Cell) => least * cells(Math.abs(cell.x - goal.x), Math.abs(cell.y - goal.y)),
    };
  });
}

/** The heuristics that never overestimate under a connectivity, in the list's order: what a lab says beside the grid. */
export function admissibleGridHeuristics(connectivity: Connectivity): readonly GridHeuristicId[] {
  // The flags do not depend on the scale: any least cost gives the same answer.
  return gridHeuristics(connectivity, 1)
    .filter((h) => h.admissible)
    .map((h) => h.id);
}

/** What a search takes when no heuristic is named: the tightest one that is still admissible. */
export function defaultGridHeuristic(connectivity: Connectivity): GridHeuristicId {
  return connectivity === 4 ? 'manhattan' : 'octile';
}
