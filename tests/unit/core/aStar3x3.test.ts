// The 3x3 A* loop (aStar3x3Kernel.ts) and its parts, each against the general code it replaces.
import '../../../src/core/solvers/aStar3x3Loop'; // A* on a 3x3 without events on a packed board: the same events, faster
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Budget, HeuristicId, SearchEvent } from '../../../src/core/events';
import { makeHeuristic } from '../../../src/core/heuristics';
import { manhattanHeuristic } from '../../../src/core/heuristics/manhattan';
import type { Puzzle } from '../../../src/core/puzzle';
import { makeGoal, makePuzzle } from '../../../src/core/puzzle';
import { makeCodec } from '../../../src/core/stateKey';
import { fitsAStar3x3 } from '../../../src/core/solvers/aStar3x3Kernel';
import { aStar } from '../../../src/core/solvers/astar';
import { LINE_ENTRIES, colBits, keyOf, lineCosts3x3, lowOf, rowBits, tileAt } from '../../../src/core/solvers/board3x3';
import { Int32KeyIndex } from '../../../src/core/solvers/int32KeyIndex';
import { makeModel } from '../../../src/core/solvers/model';
import { ActiveClock, Run, resolveOptions } from '../../../src/core/solvers/run';
import type { FinalEvent } from '../../../src/core/solvers/types';
import { GOAL_KINDS, walkedBoard } from './solvers.helpers';

const board = fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8], { minLength: 9, maxLength: 9 });
const goals = GOAL_KINDS.map((kind) => makePuzzle(3, 3, makeGoal(kind, 3, 3)));

describe('board3x3', () => {
  it('reads every cell, row and column of a board back, and gives the packed key', () => {
    const codec = makeCodec(3, 3);
    fc.assert(
      fc.property(board, (tiles) => {
        const low = lowOf(tiles);
        const last = tiles[8];
        expect(keyOf(low, last)).toBe(codec.encode(tiles));
        for (let cell = 0; cell < 9; cell++) expect(tileAt(low, last, cell)).toBe(tiles[cell]);
        for (let i = 0; i < 3; i++) {
          expect(rowBits(low, last, i)).toBe(tiles[3 * i] | (tiles[3 * i + 1] << 4) | (tiles[3 * i + 2] << 8));
          expect(colBits(low, last, i)).toBe(tiles[i] | (tiles[i + 3] << 4) | (tiles[i + 6] << 8));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("line tables plus Manhattan equal the linear-conflict heuristic's estimate, for every goal", () => {
    for (const puzzle of goals) {
      const lc = makeHeuristic('linear-conflict', puzzle);
      const md = manhattanHeuristic(puzzle);
      const { rows, cols } = lineCosts3x3(puzzle);
      fc.assert(
        fc.property(board, (tiles) => {
          const low = lowOf(tiles);
          let h = md.estimate(tiles);
          for (let i = 0; i < 3; i++) {
            h +=
              rows[i * LINE_ENTRIES + rowBits(low, tiles[8], i)] + cols[i * LINE_ENTRIES + colBits(low, tiles[8], i)];
          }
          expect(h).toBe(lc.estimate(tiles));
        }),
        { numRuns: 300 },
      );
    }
  });
});

describe('Int32KeyIndex', () => {
  it('behaves like a Map through growth, and is empty after clear', () => {
    const key = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }).filter((k) => k !== 0);
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.nat()), { maxLength: 3000 }), (pairs) => {
        const index = new Int32KeyIndex(2);
        for (let round = 0; round < 2; round++) {
          const map = new Map<number, number>();
          for (const [k, v] of pairs) {
            expect(index.get(k)).toBe(map.get(k) ?? -1);
            index.putLast(v);
            map.set(k, v);
          }
          expect(index.size).toBe(map.size);
          for (const [k, v] of map) expect(index.get(k)).toBe(v);
          index.clear();
          expect(index.size).toBe(0);
          for (const [k] of pairs) expect(index.get(k)).toBe(-1);
        }
      }),
      { numRuns: 40 },
    );
  });
});

function runOf(
  puzzle: Puzzle,
  start: readonly number[],
  heuristic: HeuristicId,
  all: boolean,
  budget: Partial<Budget>,
) {
  const trace = all ? 'all' : 'progress';
  const options = resolveOptions({ algorithm: 'astar', heuristic, trace, budget, progressEvery: 500 }, heuristic, true);
  return new Run(makeModel(puzzle, start, makeHeuristic(heuristic, puzzle)), options, new ActiveClock(() => 0));
}

/** The progress and final events of A*, times left out. */
function outline(run: Run): unknown[] {
  const out: unknown[] = [];
  const search = aStar(run);
  const keep = (e: SearchEvent | FinalEvent) => {
    if (e.type === 'progress' || e.type === 'solved' || e.type === 'limit' || e.type === 'exhausted') {
      out.push({ ...e, stats: { ...e.stats, elapsedMs: 0 } });
    }
  };
  for (let step = search.next(); ; step = search.next()) {
    keep(step.value);
    if (step.done) return out;
  }
}

describe('the 3x3 A* loop', () => {
  it('runs A* with Manhattan or linear conflict on a 3x3 without node events, and nothing else', () => {
    const p3 = makePuzzle(3, 3);
    const start = walkedBoard(p3, 20, 1);
    expect(fitsAStar3x3(runOf(p3, start, 'linear-conflict', false, {}))).toBe(true);
    expect(fitsAStar3x3(runOf(p3, start, 'manhattan', false, {}))).toBe(true);
    expect(fitsAStar3x3(runOf(p3, start, 'linear-conflict', true, {}))).toBe(false);
    expect(fitsAStar3x3(runOf(p3, start, 'misplaced', false, {}))).toBe(false);
    const p4 = makePuzzle(4, 4);
    expect(fitsAStar3x3(runOf(p4, walkedBoard(p4, 20, 1), 'linear-conflict', false, {}))).toBe(false);
  });

  it('is the general loop node for node: the same progress and final events, budgets included', () => {
    const heuristic = fc.constantFrom<HeuristicId>('manhattan', 'linear-conflict');
    const budget = fc.oneof(
      fc.constant({}),
      fc.record({ maxExpansions: fc.integer({ min: 1, max: 3000 }) }),
      fc.record({ maxMemoryNodes: fc.integer({ min: 1, max: 5000 }) }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...goals),
        fc.integer({ min: 0, max: 80 }),
        fc.nat(),
        heuristic,
        budget,
        (puzzle, steps, seed, h, b) => {
          const start = walkedBoard(puzzle, steps, seed);
          const general = outline(runOf(puzzle, start, h, true, b));
          expect(outline(runOf(puzzle, start, h, false, b))).toEqual(general);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('sweeps a whole half-space like the general loop when the goal is out of reach', () => {
    const puzzle = makePuzzle(3, 3);
    const unsolvable = [2, 1, 3, 4, 5, 6, 7, 8, 0];
    for (const h of ['manhattan', 'linear-conflict'] as const) {
      const fast = outline(runOf(puzzle, unsolvable, h, false, {}));
      expect(fast[fast.length - 1]).toMatchObject({ type: 'exhausted', stats: { expanded: 181440 } });
      expect(fast).toEqual(outline(runOf(puzzle, unsolvable, h, true, {})));
    }
  });
});
