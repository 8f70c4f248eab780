import { describe, expect, it } from 'vitest';
import { manhattanHeuristic } from '../../../../src/core/heuristics/manhattan';
import {
  walkingDistanceHeuristic,
  walkingDistanceStates,
  walkingDistanceSupported,
  walkingDistanceTable,
} from '../../../../src/core/heuristics/walkingDistance';
import type { Puzzle } from '../../../../src/core/puzzle';
import { applyMove, goalBlankFirst, goalSpiral, legalMoves, makePuzzle } from '../../../../src/core/puzzle';
import { seededRandom } from '../../../../src/core/random';
import { scramble } from '../../../../src/core/scramble';
import { solveStateSpace } from '../../../../src/core/stateSpace';

/**
 * An independent, slow reference: the relaxed puzzle itself. Lines are multisets of goal-line
 * labels; the blank takes any tile from the next line up or down. BFS with string keys.
 */
function relaxedDistance(lines: number[][], blankLine: number, goal: number[][], goalBlankLine: number): number {
  const key = (ls: number[][], b: number) => `${b}|${ls.map((l) => [...l].sort().join(',')).join('/')}`;
  const target = key(goal, goalBlankLine);
  if (key(lines, blankLine) === target) return 0;
  let frontier: [number[][], number][] = [[lines, blankLine]];
  const seen = new Set([key(lines, blankLine)]);
  for (let d = 1; frontier.length > 0; d++) {
    const next: [number[][], number][] = [];
    for (const [ls, b] of frontier) {
      for (const from of [b - 1, b + 1]) {
        if (from < 0 || from >= ls.length) continue;
        for (const label of new Set(ls[from])) {
          const copy = ls.map((l) => [...l]);
          copy[from].splice(copy[from].indexOf(label), 1);
          copy[b].push(label);
          const k = key(copy, from);
          if (k === target) return d;
          if (!seen.has(k)) {
            seen.add(k);
            next.push([copy, from]);
          }
        }
      }
    }
    frontier = next;
  }
  throw new Error('the relaxed goal is unreachable');
}

function referenceWalkingDistance(p: Puzzle, tiles: readonly number[]): { vertical: number; horizontal: number } {
  const { rows, cols, goal } = p;
  const goalRow = (t: number) => Math.floor(goal.indexOf(t) / cols);
  const goalCol = (t: number) => goal.indexOf(t) % cols;
  const part = (lineOf: (cell: number) => number, classOf: (t: number) => number, count: number) => {
    const lines: number[][] = Array.from({ length: count }, () => []);
    const goalLines: number[][] = Array.from({ length: count }, () => []);
    let blank = 0;
    let goalBlank = 0;
    tiles.forEach((t, cell) => (t === 0 ? (blank = lineOf(cell)) : lines[lineOf(cell)].push(classOf(t))));
    goal.forEach((t, cell) => (t === 0 ? (goalBlank = lineOf(cell)) : goalLines[lineOf(cell)].push(classOf(t))));
    return relaxedDistance(lines, blank, goalLines, goalBlank);
  };
  return {
    vertical: part((c) => Math.floor(c / cols), goalRow, rows),
    horizontal: part((c) => c % cols, goalCol, cols),
  };
}

describe('walking distance', () => {
  it('builds the published 4x4 table: 24,964 abstract states', () => {
    const table = walkingDistanceTable(4, 4, 3);
    expect(table.states).toBe(24_964);
    expect(walkingDistanceStates(4, 4, 3)).toBe(24_964);
    const identity = [4, 0, 0, 0, 0, 4, 0, 0, 0, 0, 4, 0, 0, 0, 0, 3];
    expect(table.lookup(identity, 3)).toBe(0);
  });

  it('matches the relaxed puzzle solved by a separate search, for several shapes and goals', () => {
    const random = seededRandom(5);
    const puzzles = [
      makePuzzle(3, 3),
      makePuzzle(3, 3, goalSpiral(3, 3)),
      makePuzzle(4, 4),
      makePuzzle(4, 4, goalBlankFirst(4, 4)),
      makePuzzle(3, 4),
      makePuzzle(2, 5, [3, 0, 9, 1, 5, 2, 8, 6, 4, 7]),
    ];
    for (const p of puzzles) {
      const h = walkingDistanceHeuristic(p);
      // The reference is slow on 4x4 (tens of thousands of string-keyed states): fewer boards there.
      const boards = p.goal.length >= 16 ? 2 : 6;
      for (let i = 0; i < boards; i++) {
        const tiles = scramble(p, 10 + Math.floor(random() * 60), random);
        const ref = referenceWalkingDistance(p, tiles);
        const e = h.explain(tiles);
        expect(e.parts).toEqual([
          { label: 'vertical', value: ref.vertical },
          { label: 'horizontal', value: ref.horizontal },
        ]);
        expect(h.estimate(tiles)).toBe(ref.vertical + ref.horizontal);
        expect(e.value).toBe(h.estimate(tiles));
      }
    }
  });

  it('is admissible on every 3x3 state, for three goals', () => {
    for (const goal of [undefined, goalBlankFirst(3, 3), goalSpiral(3, 3)]) {
      const p = makePuzzle(3, 3, goal);
      const h = walkingDistanceHeuristic(p);
      let over = 0;
      let exact = 0;
      solveStateSpace(p).forEachState((board, d) => {
        const v = h.estimate(board);
        if (v > d) over++;
        if (v === d) exact++;
      });
      expect(over).toBe(0);
      expect(exact).toBeGreaterThan(0);
    }
  });

  it('is consistent along random 4x4 walks, and at least Manhattan', () => {
    for (const goal of [undefined, goalBlankFirst(4, 4), goalSpiral(4, 4)]) {
      const p = makePuzzle(4, 4, goal);
      const h = walkingDistanceHeuristic(p);
      const md = manhattanHeuristic(p);
      const random = seededRandom(44);
      let tiles = [...p.goal];
      expect(h.estimate(tiles)).toBe(0);
      for (let step = 0; step < 3000; step++) {
        const moves = legalMoves(p, tiles);
        const next = applyMove(p, tiles, moves[Math.floor(random() * moves.length)]) as number[];
        expect(Math.abs(h.estimate(next) - h.estimate(tiles))).toBeLessThanOrEqual(1);
        // Each vertical move changes the vertical Manhattan sum by exactly one: WD's parts bound it.
        expect(h.estimate(next)).toBeGreaterThanOrEqual(md.estimate(next));
        tiles = next;
      }
    }
  });

  it('is supported where its tables are small enough', () => {
    expect(walkingDistanceSupported(makePuzzle(3, 3))).toBe(true);
    expect(walkingDistanceSupported(makePuzzle(4, 4))).toBe(true);
    expect(walkingDistanceSupported(makePuzzle(3, 5))).toBe(true);
    expect(walkingDistanceSupported(makePuzzle(4, 5))).toBe(false); // 5 columns of 4: ~6M states
    expect(walkingDistanceSupported(makePuzzle(5, 5))).toBe(false);
    expect(() => walkingDistanceTable(5, 5, 4)).toThrow(RangeError);
  });
});
