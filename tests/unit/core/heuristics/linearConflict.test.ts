import { describe, expect, it } from 'vitest';
import { linearConflictHeuristic } from '../../../../src/core/heuristics/linearConflict';
import { manhattanHeuristic } from '../../../../src/core/heuristics/manhattan';
import { makePuzzle } from '../../../../src/core/puzzle';
import { solveStateSpace } from '../../../../src/core/stateSpace';
import { HARDEST_3X3 } from '../../scenarios';

describe('Manhattan + linear conflict', () => {
  const p = makePuzzle(3, 3);
  const h = linearConflictHeuristic(p);

  it('adds 2 per tile that must step out of its goal row', () => {
    // Row 2 (middle): 5 and 4 are both home in that row but reversed: one steps aside.
    const start = [...HARDEST_3X3[0]];
    expect(h.estimate(start)).toBe(21 + 2);
    const e = h.explain(start);
    expect(e.value).toBe(23);
    expect(e.conflicts).toEqual([{ line: 'row', index: 1, a: 5, b: 4 }]);
    expect(e.conflictLines).toEqual([{ line: 'row', index: 1, tiles: [5, 4], removed: [4], cost: 2 }]);
    expect(e.parts).toEqual([
      { label: 'manhattan', value: 21 },
      { label: 'row-conflicts', value: 2 },
      { label: 'col-conflicts', value: 0 },
    ]);
  });

  it('counts columns too', () => {
    // 4 and 1 in column 0, both home in that column, reversed.
    const start = [4, 2, 3, 1, 5, 6, 7, 8, 0];
    const e = h.explain(start);
    expect(e.conflicts).toEqual([{ line: 'col', index: 0, a: 4, b: 1 }]);
    expect(e.value).toBe(2 + 2);
    expect(h.estimate(start)).toBe(4);
  });

  it('charges the minimum cover, not 2 per pair, so it stays admissible', () => {
    const start = [0, 8, 7, 6, 5, 4, 3, 2, 1];
    const truth = solveStateSpace(p).distanceOf(start);
    const e = h.explain(start);
    const pairs = e.conflicts?.length ?? 0;
    const manhattan = manhattanHeuristic(p).estimate(start);
    // Every row and column is fully reversed: 3 pairs in a line of 3, but 2 tiles stepping aside clear it.
    expect(e.conflictLines?.find((l) => l.line === 'row' && l.index === 1)).toMatchObject({
      tiles: [6, 5, 4],
      cost: 4,
    });
    expect(h.estimate(start)).toBeLessThanOrEqual(truth);
    expect(manhattan + 2 * pairs).toBeGreaterThan(truth); // what the naive count would claim
  });

  it('explain agrees with estimate on a 4x4 board', () => {
    const h4 = linearConflictHeuristic(makePuzzle(4, 4));
    const korf1 = [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3];
    expect(h4.explain(korf1).value).toBe(h4.estimate(korf1));
    expect(h4.estimate(korf1)).toBeGreaterThanOrEqual(manhattanHeuristic(makePuzzle(4, 4)).estimate(korf1));
  });
});
