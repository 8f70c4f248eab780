/**
 * Where every tile belongs in a puzzle's goal, as typed arrays for the heuristics' hot loops,
 * and the per-tile table (tile, position, goal position, dx, dy, value) that every heuristic's
 * `explain` shares. Works for any goal permutation.
 */
import type { Puzzle } from '../puzzle';
import type { TileContribution } from './types';

export interface GoalPositions {
  readonly rows: number;
  readonly cols: number;
  readonly size: number;
  /** goalCell[tile]: the cell the tile occupies in the goal (index 0 is the blank's). */
  readonly goalCell: Int8Array;
  readonly goalRow: Int8Array;
  readonly goalCol: Int8Array;
}

export function goalPositions(puzzle: Puzzle): GoalPositions {
  const { rows, cols, goal } = puzzle;
  const size = rows * cols;
  if (goal.length !== size) throw new RangeError(`goal has ${goal.length} cells, expected ${size}`);
  const goalCell = new Int8Array(size).fill(-1);
  const goalRow = new Int8Array(size);
  const goalCol = new Int8Array(size);
  for (let cell = 0; cell < size; cell++) {
    const t = goal[cell];
    if (!Number.isInteger(t) || t < 0 || t >= size || goalCell[t] !== -1) {
      throw new RangeError(`goal is not a permutation of 0..${size - 1}`);
    }
    goalCell[t] = cell;
    goalRow[t] = Math.floor(cell / cols);
    goalCol[t] = cell % cols;
  }
  return { rows, cols, size, goalCell, goalRow, goalCol };
}

/** One row per tile 1..n-1 (the blank is never counted), in tile order; `value` says what it adds. */
export function tileTable(
  g: GoalPositions,
  tiles: ArrayLike<number>,
  value: (tile: number, cell: number) => number,
): TileContribution[] {
  const where = new Int8Array(g.size);
  for (let cell = 0; cell < g.size; cell++) where[tiles[cell]] = cell;
  const out: TileContribution[] = [];
  for (let tile = 1; tile < g.size; tile++) {
    const cell = where[tile];
    const row = Math.floor(cell / g.cols);
    const col = cell % g.cols;
    out.push({
      tile,
      row,
      col,
      goalRow: g.goalRow[tile],
      goalCol: g.goalCol[tile],
      dy: Math.abs(row - g.goalRow[tile]),
      dx: Math.abs(col - g.goalCol[tile]),
      value: value(tile, cell),
    });
  }
  return out;
}
