/**
 * Misplaced tiles: how many tiles are not on their goal cell. Admissible because every
 * misplaced tile needs at least one move; the blank is not counted (counting it would overcount
 * by one whenever the blank is also away from home, and break admissibility).
 */
import type { Puzzle } from '../puzzle';
import { goalPositions, tileTable } from './goalPositions';
import type { Heuristic } from './types';

export function misplacedHeuristic(puzzle: Puzzle): Heuristic {
  const g = goalPositions(puzzle);
  const goal = Int8Array.from(puzzle.goal);
  const size = g.size;
  return {
    id: 'misplaced',
    estimate(tiles) {
      let h = 0;
      for (let cell = 0; cell < size; cell++) {
        const t = tiles[cell];
        if (t !== 0 && t !== goal[cell]) h++;
      }
      return h;
    },
    explain(tiles) {
      const table = tileTable(g, tiles, (tile, cell) => (goal[cell] === tile ? 0 : 1));
      return { value: table.reduce((s, r) => s + r.value, 0), tiles: table };
    },
  };
}
