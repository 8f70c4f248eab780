/**
 * A grid map as a domain: a state is a cell, its key "x,y" (0-based, x across, y down), and a
 * step moves to a neighbour at grid.ts's costs. `unitCosts` only when 4-connected with every
 * open cell costing 1; `inverse` only when every open cell costs the same, because a step's cost
 * is the cost of the cell it enters, and stepping back enters another cell.
 */
import type { Domain, DomainParseError, StateDescription } from '../types';
import type { Cell, Connectivity, GridAction, GridMap } from './grid';
import { OPPOSITE, WALL, cellKey, costAt, gridSteps, leastCost } from './grid';
import { defaultGridHeuristic, gridHeuristics, type GridHeuristic } from './gridHeuristics';

/** The id src/ui registers the grid view against. */
export const GRID_DOMAIN = 'grid';

export interface CellParseError extends DomainParseError {
  readonly code: 'bad-cell-text' | 'off-grid' | 'wall';
}

export interface GridDomain extends Domain<Cell, GridAction, CellParseError> {
  readonly grid: GridMap;
  readonly connectivity: Connectivity;
  /** The least cost of entering an open cell: the heuristics' scale. */
  readonly leastCost: number;
  readonly heuristics: readonly GridHeuristic[];
}

export function gridDomain(grid: GridMap, connectivity: Connectivity): GridDomain {
  const open = grid.costs.filter((c) => c !== WALL);
  const uniform = open.every((c) => c === open[0]);
  const least = leastCost(grid);
  return {
    kind: GRID_DOMAIN,
    grid,
    connectivity,
    leastCost: least,
    unitCosts: connectivity === 4 && open.every((c) => c === 1),
    key: cellKey,
    state: (key) => {
      const [x, y] = String(key).split(',').map(Number);
      return { x, y };
    },
    parse: (text) => parseCell(grid, text),
    format: cellKey,
    successors: (cell) => gridSteps(grid, connectivity, cell),
    isGoal: (cell, goal) => cell.x === goal.x && cell.y === goal.y,
    heuristics: gridHeuristics(connectivity, least),
    defaultHeuristic: defaultGridHeuristic(connectivity),
    describe: (cell) => describeCell(grid, cell),
    endpoints: { start: grid.start, goal: grid.goal },
    ...(uniform ? { inverse: (_from: Cell, action: GridAction) => OPPOSITE[action] } : {}),
  };
}

/** A cell typed as its key, "x,y" (0-based), brackets and spaces allowed: "(3, 4)". */
function parseCell(grid: GridMap, text: string) {
  const match = /^\s*\(?\s*(\d{1,4})\s*,\s*(\d{1,4})\s*\)?\s*$/.exec(String(text));
  const refuse = (code: CellParseError['code'], message: string) => ({ ok: false as const, error: { code, message } });
  if (match === null) return refuse('bad-cell-text', `expected a cell as "x,y" (0-based), found "${String(text)}"`);
  const cell = { x: Number(match[1]), y: Number(match[2]) };
  if (cell.x >= grid.width || cell.y >= grid.height) {
    return refuse('off-grid', `cell ${cellKey(cell)} is off the ${grid.width} x ${grid.height} grid`);
  }
  if (costAt(grid, cell.x, cell.y) === WALL) return refuse('wall', `cell ${cellKey(cell)} is a wall`);
  return { ok: true as const, state: cell };
}

/** Rows and columns counted from 1, as a person counts them. */
function describeCell(grid: GridMap, cell: Cell): StateDescription {
  const row = cell.y + 1;
  const column = cell.x + 1;
  const cost = costAt(grid, cell.x, cell.y);
  return { text: `row ${row}, column ${column}, costing ${cost} to enter`, facts: { row, column, cost } };
}
