import { describe, expect, it } from 'vitest';
import {
  applyMoves,
  goalBlankFirst,
  goalBlankLast,
  goalSpiral,
  legalMoves,
  makePuzzle,
  movesAsTiles,
} from '../../../src/core/puzzle';

describe('goals', () => {
  it('builds the three standard goals', () => {
    expect(goalBlankLast(3, 3)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    expect(goalBlankFirst(2, 3)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(goalSpiral(3, 3)).toEqual([1, 2, 3, 8, 0, 4, 7, 6, 5]);
    expect(goalSpiral(4, 4)).toEqual([1, 2, 3, 4, 12, 13, 14, 5, 11, 0, 15, 6, 10, 9, 8, 7]);
    expect(goalSpiral(2, 3)).toEqual([1, 2, 3, 0, 5, 4]);
  });
});

describe('moves', () => {
  const p = makePuzzle(3, 3);
  it('lists legal blank moves and applies them without mutating', () => {
    const start = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    expect(legalMoves(p, start)).toEqual(['U', 'L']);
    const boards = applyMoves(p, start, ['U', 'L']);
    expect(boards?.[2]).toEqual([1, 2, 3, 4, 0, 5, 7, 8, 6]);
    expect(start).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    expect(applyMoves(p, start, ['D'])).toBeNull();
    expect(movesAsTiles(p, start, ['U', 'L'])).toEqual([6, 5]);
  });
});

describe('state keys', () => {
  it('round-trips every codec kind', async () => {
    const { makeCodec } = await import('../../../src/core/stateKey');
    for (const [r, c] of [
      [2, 2],
      [3, 3],
      [3, 4],
      [4, 4],
      [5, 5],
    ] as const) {
      const codec = makeCodec(r, c);
      const tiles = goalBlankLast(r, c).reverse();
      expect(codec.decode(codec.encode(tiles))).toEqual(tiles);
      expect(codec.encode(tiles)).not.toEqual(codec.encode(goalBlankLast(r, c)));
    }
  });
});
