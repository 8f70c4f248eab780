/**
 * The benchmark's database-free IDA* (its baseline, and the proof of the random set's optimal
 * lengths) and the random set itself: lengths equal to the generic solvers' on random boards,
 * the walking-distance move table equal to the app's walking distance, and a seeded, solvable,
 * reproducible random set.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walkingDistanceHeuristic } from '../../../src/core/heuristics/walkingDistance';
import { goalBlankFirst, makePuzzle } from '../../../src/core/puzzle';
import { seededRandom } from '../../../src/core/random';
import { scramble } from '../../../src/core/scramble';
import { isSolvable } from '../../../src/core/solvability';
import { runToEnd } from '../../../src/core/solvers';
import { solveWithoutDatabase } from '../../../bench/noDatabaseKernel';
import { randomBoards } from '../../../bench/suites/heldOut';
import { walkingDistanceSpace } from '../../../bench/walkingDistanceSpace';

describe('IDA* without databases (bench/noDatabaseKernel.ts)', () => {
  it('finds the optimal length on random 3x3 boards (against A* + Manhattan)', () => {
    const puzzle = makePuzzle(3, 3);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const start = scramble(puzzle, 80, seededRandom(seed));
        const a = runToEnd(puzzle, start, { algorithm: 'astar', heuristic: 'manhattan', trace: 'progress' }).final;
        expect(solveWithoutDatabase(puzzle, start).length).toBe(a.stats.solutionLength);
      }),
      { numRuns: 40 },
    );
  });

  it('finds the optimal length on 4x4 walks, with the blank last or first', () => {
    for (const goal of [undefined, goalBlankFirst(4, 4)]) {
      const puzzle = makePuzzle(4, 4, goal);
      for (let seed = 1; seed <= 6; seed++) {
        const start = scramble(puzzle, 40, seededRandom(seed));
        const a = runToEnd(puzzle, start, { algorithm: 'idastar', heuristic: 'linear-conflict', trace: 'progress' });
        expect(solveWithoutDatabase(puzzle, start).length).toBe(a.final.stats.solutionLength);
      }
    }
  });

  it('the walking-distance move table gives the app walking distance along a random walk', () => {
    const puzzle = makePuzzle(4, 4);
    const wd = walkingDistanceHeuristic(puzzle);
    const space = walkingDistanceSpace(4, 4, 3); // blank last: goal line 3 both ways
    expect(space.states).toBe(24964); // Takahashi's count for the 15-puzzle
    const matrix = (tiles: readonly number[], line: (cell: number) => number) => {
      const m = new Array(16).fill(0);
      tiles.forEach((t, cell) => {
        if (t !== 0) m[line(cell) * 4 + line(t - 1)]++;
      });
      return m;
    };
    const byRow = (cell: number) => cell >> 2;
    const byCol = (cell: number) => cell & 3;
    let tiles = [...puzzle.goal];
    const random = seededRandom(7);
    for (let i = 0; i < 200; i++) {
      tiles = scramble(puzzle, 3, random, tiles);
      const blank = tiles.indexOf(0);
      const v = space.distance[space.idOf(matrix(tiles, byRow), byRow(blank))];
      const h = space.distance[space.idOf(matrix(tiles, byCol), byCol(blank))];
      expect(v + h).toBe(wd.estimate(tiles));
    }
  });

  it('says so when the board has no solution', () => {
    const puzzle = makePuzzle(3, 3);
    expect(() => solveWithoutDatabase(puzzle, [2, 1, 3, 4, 5, 6, 7, 8, 0])).toThrow(/no solution/);
  });
});

describe('the random set (bench/suites/heldOut.ts)', () => {
  it('is reproducible from its seed, solvable, and different for another seed', () => {
    const a = randomBoards(50, 15);
    expect(randomBoards(50, 15)).toEqual(a);
    expect(randomBoards(50, 16)).not.toEqual(a);
    const puzzle = makePuzzle(4, 4);
    for (const b of a) {
      expect([...b.tiles].sort((x, y) => x - y)).toEqual(Array.from({ length: 16 }, (_, i) => i));
      expect(isSolvable(puzzle, b.tiles)).toBe(true);
    }
  });

  it('is uniform enough that each tile lands in each cell about equally often', () => {
    const counts = new Array(16 * 16).fill(0);
    const n = 4000;
    for (const b of randomBoards(n, 3)) b.tiles.forEach((t, c) => counts[t * 16 + c]++);
    // Expected n/16 = 250 per (tile, cell); 5 standard deviations is about +-75.
    for (const c of counts) expect(Math.abs(c - n / 16)).toBeLessThan(80);
  });
});
