import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../../src/core/parse';
import type { Puzzle } from '../../../src/core/puzzle';
import { goalBlankFirst, goalBlankLast, goalSpiral, makePuzzle } from '../../../src/core/puzzle';
import { seededRandom } from '../../../src/core/random';
import { scramble } from '../../../src/core/scramble';
import { checkSolvability, countInversions, explainSolvability, isSolvable } from '../../../src/core/solvability';
import { solveStateSpace } from '../../../src/core/stateSpace';

const board = (text: string) => {
  const r = parseBoard(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.board.tiles;
};

function* permutations(n: number): Generator<number[]> {
  const a = Array.from({ length: n }, (_, i) => i);
  // Heap's algorithm, iterative.
  const c = new Array<number>(n).fill(0);
  yield [...a];
  let i = 0;
  while (i < n) {
    if (c[i] < i) {
      const j = i % 2 === 0 ? 0 : c[i];
      [a[j], a[i]] = [a[i], a[j]];
      yield [...a];
      c[i]++;
      i = 0;
    } else {
      c[i] = 0;
      i++;
    }
  }
}

function shuffled(n: number, random: () => number): number[] {
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

function swapTwoTiles(tiles: readonly number[], random: () => number): number[] {
  const out = [...tiles];
  const cells = out.map((t, i) => (t === 0 ? -1 : i)).filter((i) => i >= 0);
  const a = cells[Math.floor(random() * cells.length)];
  let b = a;
  while (b === a) b = cells[Math.floor(random() * cells.length)];
  [out[a], out[b]] = [out[b], out[a]];
  return out;
}

describe('solvability: the textbook examples', () => {
  it('the classic BFS exercise is solvable for the blank-first goal', () => {
    const p = makePuzzle(3, 3, goalBlankFirst(3, 3));
    expect(isSolvable(p, board('[[3,1,2],[4,7,5],[6,8,0]]'))).toBe(true);
  });

  it('2 8 3 / 1 6 4 / 7 0 5: unsolvable for 1..8 0, solvable for the spiral, and the explanation says why', () => {
    const start = board('2 8 3 / 1 6 4 / 7 0 5');
    const usual = checkSolvability(makePuzzle(3, 3), start);
    expect(usual).toMatchObject({ solvable: false, rule: 'odd-width', inversions: 11, goalInversions: 0 });
    expect(usual.invariant).not.toBe(usual.goalInvariant);
    const text = explainSolvability(usual);
    expect(text).toContain('11 inversions (odd)');
    expect(text).toContain('0 inversions (even)');
    expect(text).toContain('can never reach the goal');

    const spiral = checkSolvability(makePuzzle(3, 3, goalSpiral(3, 3)), start);
    expect(spiral).toMatchObject({ solvable: true, inversions: 11, goalInversions: 7 });
    expect(explainSolvability(spiral)).toContain('Same parity');
  });

  it('even widths count the blank row from the bottom', () => {
    const p = makePuzzle(4, 4);
    const start = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0];
    const r = checkSolvability(p, start);
    expect(r).toMatchObject({ rule: 'even-width', inversions: 1, blankRowFromBottom: 1, goalBlankRowFromBottom: 1 });
    expect(r.solvable).toBe(false);
    const text = explainSolvability(r);
    expect(text).toContain('blank on row 1 from the bottom');
    expect(text).toContain('never reach');
    // Moving the blank up one row changes the inversions by 3 and the row by 1: still unsolvable.
    const up = [...start];
    [up[11], up[15]] = [up[15], up[11]];
    const r2 = checkSolvability(p, up);
    expect(r2.blankRowFromBottom).toBe(2);
    expect(r2.invariant).toBe(r.invariant);
  });

  it('counts inversions without the blank', () => {
    expect(countInversions([0, 1, 2, 3])).toBe(0);
    expect(countInversions([3, 2, 1, 0])).toBe(3);
    expect(countInversions([2, 0, 1, 3])).toBe(1);
  });
});

describe('solvability == reachability', () => {
  const goalsFor = (rows: number, cols: number, random: () => number) => [
    goalBlankLast(rows, cols),
    goalBlankFirst(rows, cols),
    goalSpiral(rows, cols),
    shuffled(rows * cols, random),
    shuffled(rows * cols, random),
  ];

  it.each([
    [2, 2],
    [2, 3],
    [3, 2],
  ])('every %ix%i board, for several goals', (rows, cols) => {
    const random = seededRandom(rows * 10 + cols);
    for (const goal of goalsFor(rows, cols, random)) {
      const p = makePuzzle(rows, cols, goal);
      const space = solveStateSpace(p);
      let reachable = 0;
      for (const tiles of permutations(rows * cols)) {
        const solvable = isSolvable(p, tiles);
        expect(solvable).toBe(space.distanceOf(tiles) >= 0);
        if (solvable) reachable++;
      }
      expect(reachable).toBe(space.states);
    }
  });

  it('a sample of 3x3 boards, for several goals', () => {
    const random = seededRandom(33);
    for (const goal of goalsFor(3, 3, random)) {
      const p = makePuzzle(3, 3, goal);
      const space = solveStateSpace(p);
      for (let i = 0; i < 3000; i++) {
        const tiles = shuffled(9, random);
        expect(isSolvable(p, tiles)).toBe(space.distanceOf(tiles) >= 0);
      }
    }
  });
});

describe('solvability: moves keep it, a swap flips it', () => {
  const shapes = fc.constantFrom([2, 2], [3, 3], [3, 4], [4, 3], [4, 4], [2, 5], [4, 5], [5, 5]);
  const puzzles = fc
    .tuple(shapes, fc.constantFrom('blank-last', 'blank-first', 'spiral', 'random'), fc.integer())
    .map(([[rows, cols], kind, seed]): Puzzle => {
      const goal =
        kind === 'blank-last'
          ? goalBlankLast(rows, cols)
          : kind === 'blank-first'
            ? goalBlankFirst(rows, cols)
            : kind === 'spiral'
              ? goalSpiral(rows, cols)
              : shuffled(rows * cols, seededRandom(seed));
      return makePuzzle(rows, cols, goal);
    });

  it('random moves from the goal stay solvable; swapping two tiles makes it unsolvable', () => {
    fc.assert(
      fc.property(puzzles, fc.integer({ min: 0, max: 200 }), fc.integer(), (p, steps, seed) => {
        const random = seededRandom(seed);
        const tiles = scramble(p, steps, random);
        expect(isSolvable(p, tiles)).toBe(true);
        const swapped = swapTwoTiles(tiles, random);
        expect(isSolvable(p, swapped)).toBe(false);
        expect(isSolvable(p, swapTwoTiles(swapped, random))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('is exact for 4x4 and 3x4 in particular', () => {
    for (const [rows, cols] of [
      [4, 4],
      [3, 4],
    ]) {
      const p = makePuzzle(rows, cols);
      const random = seededRandom(rows * cols);
      for (let i = 0; i < 200; i++) {
        const tiles = scramble(p, 1 + Math.floor(random() * 80), random);
        expect(isSolvable(p, tiles)).toBe(true);
        expect(isSolvable(p, swapTwoTiles(tiles, random))).toBe(false);
      }
    }
  });
});
