/**
 * Scrambling by random legal moves from the goal: the result is always solvable, and at most
 * `steps` moves away. Immediate reversals are avoided so the walk actually travels.
 */
import type { Direction, Puzzle, Tiles } from './puzzle';
import { OPPOSITE, applyMove, legalMoves } from './puzzle';

export function scramble(puzzle: Puzzle, steps: number, random: () => number, from: Tiles = puzzle.goal): number[] {
  let tiles = [...from];
  let last: Direction | null = null;
  for (let i = 0; i < steps; i++) {
    const options = legalMoves(puzzle, tiles).filter((d) => last === null || d !== OPPOSITE[last]);
    const dir = options[Math.floor(random() * options.length)];
    tiles = applyMove(puzzle, tiles, dir) as number[];
    last = dir;
  }
  return tiles;
}
