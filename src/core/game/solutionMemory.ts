/**
 * The boards along an optimal solution already found, so that following it (the next hint,
 * "Solve it for me" after a hint) needs no new search: from any board on the path, the rest of
 * the path is still optimal.
 */
import { applyMove, type Direction, type Puzzle } from '../puzzle';

export interface SolutionMemory {
  readonly boards: readonly string[];
  readonly path: readonly Direction[];
}

const key = (tiles: readonly number[]) => tiles.join(',');

/** The solution `path` from `from`, remembered; null when it is not a path on this board. */
export function rememberSolution(
  puzzle: Puzzle,
  from: readonly number[],
  path: readonly Direction[],
): SolutionMemory | null {
  const boards = [key(from)];
  let board: number[] | null = [...from];
  for (const m of path) {
    board = applyMove(puzzle, board, m);
    if (!board) return null;
    boards.push(key(board));
  }
  return { boards, path: [...path] };
}

/** The rest of the remembered solution from this board, if the board lies on it. */
export function pathFrom(memory: SolutionMemory | null, tiles: readonly number[]): Direction[] | null {
  if (!memory) return null;
  const i = memory.boards.indexOf(key(tiles));
  return i < 0 ? null : memory.path.slice(i);
}
