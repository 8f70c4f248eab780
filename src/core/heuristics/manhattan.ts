/**
 * Manhattan distance: for every tile, the rows plus columns between its cell and its goal cell.
 * Admissible because a move carries one tile one step. Looked up in a (tile, cell) table so the
 * estimate is one add per cell.
 */
import type { Puzzle } from '../puzzle';
import { goalPositions, tileTable } from './goalPositions';
import type { Heuristic } from './types';

/** distance[tile * size + cell]: the Manhattan distance of `tile` standing on `cell` (0 for the blank). */
export function manhattanTable(puzzle: Puzzle): Uint8Array {
  const g = goalPositions(puzzle);
  const distance = new Uint8Array(g.size * g.size);
  for (let tile = 1; tile < g.size; tile++) {
    for (let cell = 0; cell < g.size; cell++) {
      const dy = Math.abs(Math.floor(cell / g.cols) - g.goalRow[tile]);
      const dx = Math.abs((cell % g.cols) - g.goalCol[tile]);
      distance[tile * g.size + cell] = dx + dy;
    }
  }
  return distance;
}

export function manhattanHeuristic(puzzle: Puzzle): Heuristic {
  const g = goalPositions(puzzle);
  const distance = manhattanTable(puzzle);
  const size = g.size;
  return {
    id: 'manhattan',
    estimate(tiles) {
      let h = 0;
      for (let cell = 0; cell < size; cell++) h += distance[tiles[cell] * size + cell];
      return h;
    },
    explain(tiles) {
      const table = tileTable(g, tiles, (tile, cell) => distance[tile * size + cell]);
      return { value: table.reduce((s, r) => s + r.value, 0), tiles: table };
    },
  };
}
