import { describe, expect, it } from 'vitest';
import { misplacedHeuristic } from '../../../../src/core/heuristics/misplaced';
import { goalBlankFirst, makePuzzle } from '../../../../src/core/puzzle';
import { HARDEST_3X3 } from '../../scenarios';

describe('misplaced tiles', () => {
  it('counts tiles off their goal cell, never the blank', () => {
    const h = misplacedHeuristic(makePuzzle(3, 3));
    expect(h.estimate([1, 2, 3, 4, 5, 6, 7, 8, 0])).toBe(0);
    // One move from the goal: tile 8 and the blank are both off, only the tile counts.
    expect(h.estimate([1, 2, 3, 4, 5, 6, 7, 0, 8])).toBe(1);
    expect(h.estimate([...HARDEST_3X3[0]])).toBe(7);
  });

  it('works for any goal: the AIMA example has h1 = 8 against goal 0 1 2 ... 8', () => {
    const h = misplacedHeuristic(makePuzzle(3, 3, goalBlankFirst(3, 3)));
    const start = [7, 2, 4, 5, 0, 6, 8, 3, 1];
    expect(h.estimate(start)).toBe(8);
    expect(h.estimate(Uint8Array.from(start))).toBe(8);
    const table = h.explain(start);
    expect(table.value).toBe(8);
    expect(table.tiles).toHaveLength(8);
    expect(table.tiles.map((t) => t.value)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(table.tiles[0]).toEqual({ tile: 1, row: 2, col: 2, goalRow: 0, goalCol: 1, dy: 2, dx: 1, value: 1 });
  });
});
