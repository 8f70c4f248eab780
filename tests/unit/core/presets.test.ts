/**
 * Every preset's stated optimum, checked against a solver instead of trusted: BFS for the small
 * boards, IDA* with the real 6-6-3 pattern databases for 4x4. Building the tables is the slow
 * part (5-10 s, once); with them each Korf instance here solves in well under a second, so all of
 * them run every time.
 */
import { describe, expect, it } from 'vitest';
import { idaStarPdb, getPatternDatabases } from '../../../src/core/pdb';
import { PRESETS } from '../../../src/core/presets';
import type { Preset } from '../../../src/core/presets';
import { applyMoves, makeGoal, makePuzzle, sameTiles } from '../../../src/core/puzzle';
import { isSolvable } from '../../../src/core/solvability';
import { runToEnd } from '../../../src/core/solvers';

const puzzleOf = (p: Preset) => makePuzzle(p.rows, p.cols, makeGoal(p.goal, p.rows, p.cols));

function solvedLength(p: Preset): number {
  const puzzle = puzzleOf(p);
  if (p.rows * p.cols <= 9) {
    const { final } = runToEnd(puzzle, p.start, { algorithm: 'bfs', trace: 'progress' });
    if (final.type !== 'solved') throw new Error(`${p.id}: BFS ended ${final.type}`);
    return final.path.length;
  }
  const run = idaStarPdb(puzzle, p.start, {
    dbs: getPatternDatabases(puzzle),
    trace: 'progress',
    budget: { maxExpansions: 1e10 },
  });
  for (;;) {
    const step = run.next();
    if (!step.done) continue;
    const final = step.value;
    if (final.type !== 'solved') throw new Error(`${p.id}: IDA* ended ${final.type}`);
    const boards = applyMoves(puzzle, p.start, final.path);
    expect(boards && sameTiles(boards[boards.length - 1], puzzle.goal)).toBe(true);
    return final.path.length;
  }
}

describe('presets', () => {
  it('ids are unique and every board is a permutation of its size', () => {
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
    for (const p of PRESETS) {
      expect([...p.start].sort((a, b) => a - b)).toEqual([...Array(p.rows * p.cols).keys()]);
    }
  });

  it("offers Korf's first five instances", () => {
    expect(PRESETS.filter((p) => p.id.startsWith('korf-')).map((p) => p.id)).toEqual([
      'korf-1',
      'korf-2',
      'korf-3',
      'korf-4',
      'korf-5',
    ]);
  });

  const unsolvable = PRESETS.filter((p) => p.optimal === null);
  it.each(unsolvable.map((p) => [p.id, p] as const))('%s cannot reach its goal', (_id, p) => {
    expect(isSolvable(puzzleOf(p), p.start)).toBe(false);
  });

  const solvable = PRESETS.filter((p) => p.optimal !== null);
  it.each(solvable.map((p) => [p.id, p] as const))(
    '%s: the stated optimum is what a solver finds',
    (_id, p) => {
      expect(isSolvable(puzzleOf(p), p.start)).toBe(true);
      expect(solvedLength(p)).toBe(p.optimal);
    },
    120_000,
  );
});
