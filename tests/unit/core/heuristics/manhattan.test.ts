import { describe, expect, it } from 'vitest';
import { manhattanHeuristic } from '../../../../src/core/heuristics/manhattan';
import { goalBlankFirst, goalSpiral, makePuzzle } from '../../../../src/core/puzzle';
import { HARDEST_3X3 } from '../../scenarios';

describe('Manhattan distance', () => {
  it("sums |dx| + |dy| per tile, with the teacher's table", () => {
    const h = manhattanHeuristic(makePuzzle(3, 3));
    const start = [...HARDEST_3X3[0]];
    // 1:4 2:2 3:4 4:2 5:0 6:2 7:4 8:3
    expect(h.estimate(start)).toBe(21);
    const { value, tiles } = h.explain(start);
    expect(value).toBe(21);
    expect(tiles.map((t) => t.value)).toEqual([4, 2, 4, 2, 0, 2, 4, 3]);
    expect(tiles[7]).toEqual({ tile: 8, row: 0, col: 0, goalRow: 2, goalCol: 1, dy: 2, dx: 1, value: 3 });
    expect(tiles.every((t) => t.value === t.dx + t.dy)).toBe(true);
  });

  it('AIMA: h2 = 3+1+2+2+2+3+3+2 = 18 against goal 0 1 2 ... 8', () => {
    const h = manhattanHeuristic(makePuzzle(3, 3, goalBlankFirst(3, 3)));
    const start = [7, 2, 4, 5, 0, 6, 8, 3, 1];
    expect(h.estimate(start)).toBe(18);
    expect(h.explain(start).tiles.map((t) => t.value)).toEqual([3, 1, 2, 2, 2, 3, 3, 2]);
  });

  it('uses the goal it is given: the spiral, and rectangles', () => {
    const spiral = manhattanHeuristic(makePuzzle(3, 3, goalSpiral(3, 3)));
    expect(spiral.estimate(goalSpiral(3, 3))).toBe(0);
    // 2 8 3 / 1 6 4 / 7 0 5 against 1 2 3 / 8 0 4 / 7 6 5: tiles 1, 2, 6 one step each, 8 two.
    expect(spiral.estimate([2, 8, 3, 1, 6, 4, 7, 0, 5])).toBe(5);
    const wide = manhattanHeuristic(makePuzzle(2, 5));
    expect(wide.estimate([0, 2, 3, 4, 5, 6, 7, 8, 9, 1])).toBe(5);
  });
});
