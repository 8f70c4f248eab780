/**
 * Every preset's stated optimum, checked against a solver instead of trusted: BFS for the small
 * boards, IDA* with the real 6-6-3 pattern databases for 4x4. Building the tables is the slow
 * part (5-10 s, once); with them each Korf instance here solves in well under a second, so all of
 * them run every time.
 */
import { describe, expect, it } from 'vitest';
import { idaStarPdb, getPatternDatabases } from '../../../src/core/pdb';
import { asBlankLast, PRESETS, presetFor } from '../../../src/core/presets';
import { readFileSync } from 'node:fs';
import { heuristicSupported } from '../../../src/core/heuristics';
import { algorithmInfo } from '../../../src/core/solvers/algorithms';
import { DEFAULT_VISUAL_MAX_EXPANSIONS } from '../../../src/core/setups';
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

  // Issue #20, item 6: an example loads the search it needs, and can be recognised to say what it is.
  it('every example names a search that exists and a heuristic it supports', () => {
    for (const p of PRESETS) {
      expect(algorithmInfo(p.algorithm), p.id).toBeDefined();
      expect(heuristicSupported(p.heuristic, puzzleOf(p)), p.id).toBe(true);
    }
  });

  it("Korf's instances run IDA* with pattern databases and a budget beyond the default", () => {
    for (const p of PRESETS.filter((x) => x.id.startsWith('korf-'))) {
      expect([p.algorithm, p.heuristic], p.id).toEqual(['idastar', 'pdb']);
      expect(p.maxExpansions ?? 0, p.id).toBeGreaterThan(DEFAULT_VISUAL_MAX_EXPANSIONS);
    }
  });

  it("Korf's notation turned into the textbooks' blank-last boards (the fixture's lines)", () => {
    const lines = readFileSync('tests/fixtures/korf100-blank-last.txt', 'utf8').trim().split('\n');
    PRESETS.filter((p) => p.id.startsWith('korf-')).forEach((p, i) => {
      const numbers = lines[i].trim().split(/\s+/).map(Number);
      expect(asBlankLast(p.start), p.id).toEqual(numbers.slice(0, 16));
      expect(p.optimal, p.id).toBe(numbers[16]);
    });
  });

  it('a set-up is recognised as its example only with the same board, goal and search', () => {
    const korf = PRESETS.find((p) => p.id === 'korf-1')!;
    const setup = {
      rows: 4,
      cols: 4,
      goal: makeGoal('blank-first', 4, 4),
      start: [...korf.start],
      algorithm: korf.algorithm,
      heuristic: korf.heuristic,
    };
    expect(presetFor(setup)?.id).toBe('korf-1');
    expect(presetFor({ ...setup, heuristic: 'manhattan' })).toBeUndefined();
    expect(presetFor({ ...setup, goal: makeGoal('blank-last', 4, 4) })).toBeUndefined();
    // BFS uses no heuristic: whichever is selected, the BFS exercise is still the BFS exercise.
    const bfs = PRESETS.find((p) => p.id === 'bfs-exercise')!;
    const bfsSetup = { rows: 3, cols: 3, goal: makeGoal('blank-first', 3, 3), start: [...bfs.start] };
    expect(presetFor({ ...bfsSetup, algorithm: 'bfs', heuristic: 'pdb' })?.id).toBe('bfs-exercise');
  });
});
