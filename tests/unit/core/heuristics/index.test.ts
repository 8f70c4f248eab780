import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HeuristicId } from '../../../../src/core/events';
import { HEURISTIC_IDS, heuristicSupported, makeHeuristic } from '../../../../src/core/heuristics/index';
import type { Puzzle } from '../../../../src/core/puzzle';
import { goalBlankFirst, goalSpiral, makePuzzle } from '../../../../src/core/puzzle';
import { seededRandom } from '../../../../src/core/random';
import { scramble } from '../../../../src/core/scramble';
import { solveStateSpace } from '../../../../src/core/stateSpace';
import { topology } from '../../../../src/core/topology';

// Pattern databases are audited in pdb.tables.test.ts: admissible but, by design, not consistent,
// and a custom goal on a bigger board would build its tables here for seconds.
const supportedIds = (p: Puzzle) => HEURISTIC_IDS.filter((id) => id !== 'pdb' && heuristicSupported(id, p));

function shuffledGoal(n: number, seed: number): number[] {
  const random = seededRandom(seed);
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * Walks the whole state space once: for every state and every heuristic, h <= true distance
 * (admissible), |h(s) - h(s')| <= 1 across every move (consistent), h(goal) = 0, and
 * misplaced <= Manhattan <= linear conflict (dominance). Counts violations, with an example.
 */
function auditExhaustively(p: Puzzle) {
  const ids = supportedIds(p);
  const hs = ids.map((id) => makeHeuristic(id, p));
  const { neighbours, degree } = topology(p.rows, p.cols);
  const at = (id: HeuristicId) => ids.indexOf(id);
  const [mi, ma, lc] = [at('misplaced'), at('manhattan'), at('linear-conflict')];
  const values = new Array<number>(hs.length);
  const problems: string[] = [];
  const report = (what: string) => problems.length < 20 && problems.push(what);
  const space = solveStateSpace(p);
  space.forEachState((board, d) => {
    const blank = board.indexOf(0);
    for (let k = 0; k < hs.length; k++) {
      const v = hs[k].estimate(board);
      values[k] = v;
      if (v > d) report(`${ids[k]} ${v} > ${d} at ${board.join(' ')}`);
      if (d === 0 && v !== 0) report(`${ids[k]} is ${v} at the goal`);
    }
    if (!(values[mi] <= values[ma] && values[ma] <= values[lc])) report(`dominance at ${board.join(' ')}`);
    for (let j = 0; j < degree[blank]; j++) {
      const to = neighbours[blank * 4 + j];
      board[blank] = board[to];
      board[to] = 0;
      for (let k = 0; k < hs.length; k++) {
        if (Math.abs(hs[k].estimate(board) - values[k]) > 1)
          report(`${ids[k]} jumps across a move at ${board.join(' ')}`);
      }
      board[to] = board[blank];
      board[blank] = 0;
    }
  });
  return { ids, problems, states: space.states };
}

describe('heuristics by id', () => {
  it('lists every id, memoises per (id, shape, goal), and refuses unsupported ones', () => {
    expect([...HEURISTIC_IDS].sort()).toEqual(['linear-conflict', 'manhattan', 'misplaced', 'pdb', 'walking-distance']);
    const p = makePuzzle(3, 3);
    expect(makeHeuristic('manhattan', p)).toBe(makeHeuristic('manhattan', makePuzzle(3, 3)));
    expect(makeHeuristic('manhattan', p)).not.toBe(makeHeuristic('manhattan', makePuzzle(3, 3, goalSpiral(3, 3))));
    expect(makeHeuristic('linear-conflict', p).id).toBe('linear-conflict');
    expect(heuristicSupported('walking-distance', makePuzzle(5, 5))).toBe(false);
    expect(() => makeHeuristic('walking-distance', makePuzzle(5, 5))).toThrow(/not supported/);
    expect(heuristicSupported('manhattan', makePuzzle(3, 3, [1, 1, 2, 3, 4, 5, 6, 7, 0]))).toBe(false);
    // Pattern databases are wired in: up to 16 cells (building 4x4's tables takes seconds, not here).
    expect(heuristicSupported('pdb', makePuzzle(4, 4))).toBe(true);
    expect(makeHeuristic('pdb', makePuzzle(3, 3)).id).toBe('pdb');
    expect(heuristicSupported('pdb', makePuzzle(5, 5))).toBe(false);
    expect(() => makeHeuristic('pdb', makePuzzle(5, 5))).toThrow(/not supported/);
  });

  it.each([
    ['3x3, blank last', makePuzzle(3, 3)],
    ['3x3, blank first', makePuzzle(3, 3, goalBlankFirst(3, 3))],
    ['3x3, spiral', makePuzzle(3, 3, goalSpiral(3, 3))],
    ['3x3, a custom goal', makePuzzle(3, 3, shuffledGoal(9, 3))],
    ['2x4, blank last', makePuzzle(2, 4)],
    ['2x4, a custom goal', makePuzzle(2, 4, shuffledGoal(8, 24))],
  ])('%s: admissible, consistent and dominating on every state', (_name, p) => {
    const audit = auditExhaustively(p);
    expect(audit.ids).toEqual(
      expect.arrayContaining(['misplaced', 'manhattan', 'linear-conflict', 'walking-distance']),
    );
    expect(audit.problems.slice(0, 5)).toEqual([]);
  });

  it('explain() adds up to estimate() everywhere, for any input array type', () => {
    // 3x5 is left out: each custom goal there builds a fresh 350k-state walking-distance table.
    const shapes = fc.constantFrom([2, 2], [2, 3], [3, 3], [2, 5], [3, 4], [4, 3], [4, 4], [4, 5], [5, 5]);
    fc.assert(
      fc.property(shapes, fc.integer(), fc.boolean(), ([rows, cols], seed, customGoal) => {
        const p = makePuzzle(rows, cols, customGoal ? shuffledGoal(rows * cols, seed) : undefined);
        const random = seededRandom(seed);
        const tiles = scramble(p, Math.floor(random() * 100), random);
        const values = supportedIds(p).map((id) => {
          const h = makeHeuristic(id, p);
          const v = h.estimate(tiles);
          expect(h.estimate(Int8Array.from(tiles))).toBe(v);
          expect(h.explain(tiles).value).toBe(v);
          expect(h.explain(tiles).tiles).toHaveLength(rows * cols - 1);
          return v;
        });
        // misplaced <= Manhattan <= linear conflict, on any board
        expect(values[0]).toBeLessThanOrEqual(values[1]);
        expect(values[1]).toBeLessThanOrEqual(values[2]);
      }),
      { numRuns: 300 },
    );
  });
});
