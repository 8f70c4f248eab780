/**
 * An optimal path read straight off a full distance table: from a board at distance d, some
 * neighbour lies at d - 1 (that is what distance means), so stepping to one each time reaches
 * the goal in exactly d moves. No search: the table is a perfect heuristic.
 */
import { DIRECTIONS, applyMove, type Direction, type Puzzle } from '../puzzle';

export function pathDownhill(
  puzzle: Puzzle,
  start: readonly number[],
  distanceOf: (tiles: readonly number[]) => number,
): Direction[] {
  let board = [...start];
  let distance = distanceOf(board);
  if (distance < 0) throw new RangeError('pathDownhill: the board is not in the table (unreachable from the goal)');
  const path: Direction[] = [];
  while (distance > 0) {
    let stepped = false;
    for (const dir of DIRECTIONS) {
      const next = applyMove(puzzle, board, dir);
      if (next && distanceOf(next) === distance - 1) {
        path.push(dir);
        board = next;
        distance--;
        stepped = true;
        break;
      }
    }
    if (!stepped) throw new Error('pathDownhill: no neighbour is one move closer; the table is not a BFS table');
  }
  return path;
}
