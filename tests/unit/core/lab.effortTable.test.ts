/**
 * The lab's effort table beside the textbook's (AIMA 3rd ed., Fig. 3.29): nodes generated as
 * well as expanded, b* from each, the even depths, one budget for the whole job, and the CSV.
 */
import { describe, expect, it } from 'vitest';
import type { HeuristicId } from '../../../src/core/events';
import {
  aStarCost,
  effectiveBranchingFactor,
  effortCsv,
  effortCsvHeader,
  evenDistances,
  expansionsByDistance,
  mean,
  sampleBoardsBySeed,
  uniformTreeNodes,
  type ExpansionProgress,
  type ExpansionRow,
} from '../../../src/core/lab';
import { makePuzzle } from '../../../src/core/puzzle';
import { runToEnd } from '../../../src/core/solvers';
import { solveStateSpace } from '../../../src/core/stateSpace';

const puzzle = makePuzzle(3, 3);
const space = solveStateSpace(puzzle);
const ids: HeuristicId[] = ['misplaced', 'manhattan'];

function drain(run: Generator<ExpansionProgress, ExpansionRow[]>) {
  const events: ExpansionProgress[] = [];
  for (;;) {
    const step = run.next();
    if (step.done) return { rows: step.value, events };
    events.push(step.value);
  }
}

describe('b* as the textbook defines it: N + 1 = 1 + b* + ... + b*^d, N the nodes generated', () => {
  it('52 nodes at depth 5 give 1.92, and 1.92 back gives 52 (AIMA 3rd ed., 3.6.1)', () => {
    expect(effectiveBranchingFactor(52, 5)).toBeCloseTo(1.92, 2);
    // The same equation with the root on both sides: 1 + 52 = 1 + b* + ... + b*^5.
    expect(1 + uniformTreeNodes(effectiveBranchingFactor(52, 5)!, 5)).toBeCloseTo(53, 9);
    expect(Math.round(uniformTreeNodes(1.92, 5))).toBe(52);
  });
});

describe('the effort table, at the even depths 2..18, three boards each', () => {
  const samples = sampleBoardsBySeed(space, 3, 7);
  const distances = evenDistances(18);
  const { rows, events } = drain(expansionsByDistance(puzzle, samples, ids, { distances }));

  it('has one row per even depth, in order', () => {
    expect(evenDistances(31)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]);
    expect(evenDistances(1)).toEqual([]);
    expect(rows.map((r) => r.distance)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18]);
    expect(rows.every((r) => r.boards === 3)).toBe(true);
    expect(events.at(-1)).toMatchObject({ done: 9 * 3 * ids.length, total: 9 * 3 * ids.length });
  });

  it('means the nodes generated board by board (every child, the root not counted), and b* from that mean', () => {
    const d = 14;
    const row = rows.find((r) => r.distance === d)!;
    ids.forEach((id, a) => {
      const generated = samples[d].map((b) => aStarCost(puzzle, b, id).generated);
      const expanded = samples[d].map((b) => aStarCost(puzzle, b, id).expanded);
      expect(row.meanGenerated[a]).toBe(mean(generated));
      expect(row.meanExpanded[a]).toBe(mean(expanded));
      expect(row.branchingGenerated[a]).toBe(effectiveBranchingFactor(mean(generated), d));
      expect(row.branching[a]).toBe(effectiveBranchingFactor(mean(expanded), d));
    });
    // The solver's own count: children of every outcome, the root not counted.
    const one = runToEnd(puzzle, samples[d][0], { algorithm: 'astar', heuristic: 'manhattan', trace: 'all' });
    const children = one.events!.filter((e) => e.type === 'generate').length;
    expect(aStarCost(puzzle, samples[d][0], 'manhattan').generated).toBe(children);
  });

  it('generates more than it expands, so its b* is the larger, and the better heuristic generates less', () => {
    for (const r of rows) {
      ids.forEach((_, a) => {
        expect(r.meanGenerated[a]).toBeGreaterThan(r.meanExpanded[a]);
        expect(r.branchingGenerated[a]!).toBeGreaterThan(r.branching[a]!);
      });
    }
    const total = (a: number) => rows.reduce((n, r) => n + r.meanGenerated[a], 0);
    expect(total(0)).toBeGreaterThan(total(1));
  });

  it('downloads as CSV: a fixed ASCII header, one line per depth, numbers with a dot', () => {
    const csv = effortCsv(ids, rows);
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'depth,boards,misplaced_generated,misplaced_expanded,misplaced_bstar_generated,misplaced_bstar_expanded,' +
        'manhattan_generated,manhattan_expanded,manhattan_bstar_generated,manhattan_bstar_expanded',
    );
    expect(lines[0].split(',')).toEqual(effortCsvHeader(ids));
    expect(lines).toHaveLength(1 + rows.length);
    const row = rows[6];
    expect(lines[7].split(',')).toEqual([
      String(row.distance),
      '3',
      row.meanGenerated[0].toFixed(2),
      row.meanExpanded[0].toFixed(2),
      row.branchingGenerated[0]!.toFixed(4),
      row.branching[0]!.toFixed(4),
      row.meanGenerated[1].toFixed(2),
      row.meanExpanded[1].toFixed(2),
      row.branchingGenerated[1]!.toFixed(4),
      row.branching[1]!.toFixed(4),
    ]);
    // Depth 0 has no b*: an empty cell, never "null" or "NaN".
    const zero = drain(expansionsByDistance(puzzle, samples, ['manhattan'], { distances: [0] })).rows;
    expect(effortCsv(['manhattan'], zero).trimEnd().split('\n')[1]).toBe('0,1,0.00,1.00,,');
  });
});

describe('the budget of expansions for a whole job', () => {
  const samples = sampleBoardsBySeed(space, 5, 3);

  it('stops at the distance that would exceed it, keeping only the whole distances before', () => {
    const distances = [10, 20, 26];
    const full = drain(expansionsByDistance(puzzle, samples, ids, { distances }));
    expect(full.rows.map((r) => r.distance)).toEqual(distances);
    expect(full.events.some((e) => e.budgetReached)).toBe(false);
    const cost = (d: number) => full.rows.find((r) => r.distance === d)!.meanExpanded.reduce((n, m) => n + m * 5, 0);
    // Enough for 10 and 20, not for 26.
    const budget = cost(10) + cost(20) + 1;
    const cut = drain(expansionsByDistance(puzzle, samples, ids, { distances, maxExpansions: budget }));
    expect(cut.rows).toEqual(full.rows.slice(0, 2));
    expect(cut.events.at(-1)).toMatchObject({ budgetReached: true });
    expect(cut.events.filter((e) => e.budgetReached)).toHaveLength(1);
  });

  it('exactly enough is not cut', () => {
    const distances = [12];
    const full = drain(expansionsByDistance(puzzle, samples, ids, { distances }));
    const spent = full.rows[0].meanExpanded.reduce((n, m) => n + m * 5, 0);
    const exact = drain(expansionsByDistance(puzzle, samples, ids, { distances, maxExpansions: spent }));
    expect(exact.rows).toEqual(full.rows);
  });
});
