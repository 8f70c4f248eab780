import { describe, expect, it } from 'vitest';
import { slideOf, slideThatMade, slidesAlong, writeMove, writeMoves } from '../../../src/core/moveNotation';
import { applyMoves, makePuzzle, movesAsTiles, OPPOSITE, type Direction } from '../../../src/core/puzzle';

const P = makePuzzle(3, 3);
const START = [1, 2, 3, 4, 0, 5, 6, 7, 8]; // blank in the middle

describe('move notation: one move, both ways', () => {
  it('a blank move up slides the tile above down: "2↓", or "U"', () => {
    const slide = slideOf(P, START, 'U')!;
    expect(slide).toEqual({ tile: 2, tileDirection: 'D', blank: 'U' });
    expect(writeMove(slide, 'tile')).toBe('2↓');
    expect(writeMove(slide, 'blank')).toBe('U');
    expect(writeMove(slideOf(P, START, 'L')!, 'tile')).toBe('4→');
    expect(writeMove(slideOf(P, START, 'R')!, 'tile')).toBe('5←');
    expect(writeMove(slideOf(P, START, 'D')!, 'tile')).toBe('7↑');
  });

  it('a move off the board is no move', () => {
    expect(slideOf(P, [0, 1, 2, 3, 4, 5, 6, 7, 8], 'U')).toBeNull();
  });

  it('a path: the tiles are the ones movesAsTiles names, each sliding against the blank', () => {
    const path: Direction[] = ['U', 'L', 'D', 'R', 'R', 'D'];
    const slides = slidesAlong(P, START, path)!;
    expect(slides.map((s) => s.tile)).toEqual(movesAsTiles(P, START, path));
    expect(slides.map((s) => s.blank)).toEqual(path);
    for (const s of slides) expect(s.tileDirection).toBe(OPPOSITE[s.blank]);
    expect(writeMoves(slides, 'blank')).toBe('U L D R R D');
    expect(writeMoves(slides, 'tile')).toBe(
      slides.map((s) => `${s.tile}${{ U: '↑', D: '↓', L: '←', R: '→' }[s.tileDirection]}`).join(' '),
    );
    // The tile lands where the blank was: the board after the move shows it there.
    const boards = applyMoves(P, START, path)!;
    slides.forEach((s, i) => expect(boards[i + 1][boards[i].indexOf(0)]).toBe(s.tile));
  });

  it('the move that made a board: the tile now where the blank was', () => {
    const after = applyMoves(P, START, ['U'])!.at(-1)!;
    expect(slideThatMade(P, after, 'U')).toEqual(slideOf(P, START, 'U'));
    // The blank in the bottom row cannot have moved up to get there.
    expect(slideThatMade(P, [1, 2, 3, 4, 5, 6, 7, 8, 0], 'U')).toBeNull();
  });

  it('an illegal path has no moves', () => {
    expect(slidesAlong(P, START, ['U', 'U'])).toBeNull();
    expect(slidesAlong(P, START, [])).toEqual([]);
  });
});
