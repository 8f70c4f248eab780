/**
 * How moves are written for students. The solvers think in blank moves (U, D, L, R: where the
 * gap goes); a student's hand slides a tile, the other way. Every screen writes a move the same
 * way, with this: the tile and the way it slides ("5→", the convention shown by default), or the
 * blank's letter ("L") on demand. Pure: the screens add the words (src/ui/moves/).
 */
import { applyMove, applyMoves, OPPOSITE, tileMoved, type Direction, type Puzzle, type Tiles } from './puzzle';

export type MoveNotation = 'tile' | 'blank';
export const MOVE_NOTATIONS: readonly MoveNotation[] = ['tile', 'blank'];

/** One move seen both ways: the tile that slides and where, and where the blank goes. */
export interface Slide {
  readonly tile: number;
  /** The way the tile slides (the opposite of the blank's). */
  readonly tileDirection: Direction;
  /** The way the blank moves: the solvers' own notation. */
  readonly blank: Direction;
}

/** Arrows for a direction: a tile sliding right is "→". */
export const ARROWS: Readonly<Record<Direction, string>> = { U: '↑', D: '↓', L: '←', R: '→' };

/** The move that moves the blank `blank` on this board, or null when it leaves the board. */
export function slideOf(puzzle: Puzzle, tiles: Tiles, blank: Direction): Slide | null {
  const tile = tileMoved(puzzle, tiles, blank);
  return tile === null ? null : { tile, tileDirection: OPPOSITE[blank], blank };
}

/** The move that made `tiles` (the blank moved `blank` to get here), or null when none could. */
export function slideThatMade(puzzle: Puzzle, tiles: Tiles, blank: Direction): Slide | null {
  const before = applyMove(puzzle, tiles, OPPOSITE[blank]);
  return before && slideOf(puzzle, before, blank);
}

/** Every move of a path from `start`, both ways; null at the first illegal move. */
export function slidesAlong(puzzle: Puzzle, start: Tiles, path: readonly Direction[]): Slide[] | null {
  const boards = applyMoves(puzzle, start, path);
  if (!boards) return null;
  return path.map((m, i) => slideOf(puzzle, boards[i], m) as Slide);
}

/** One move as written on screen: "5→" (tile notation) or "L" (blank notation). */
export function writeMove(slide: Slide, notation: MoveNotation): string {
  return notation === 'tile' ? `${slide.tile}${ARROWS[slide.tileDirection]}` : slide.blank;
}

/** A whole path, one move after the other, separated by spaces. */
export function writeMoves(slides: readonly Slide[], notation: MoveNotation): string {
  return slides.map((s) => writeMove(s, notation)).join(' ');
}
