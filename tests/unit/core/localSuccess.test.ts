/**
 * The lab's local-search success rates (src/core/lab/localSuccess.ts): boards are uniform over
 * the solvable half, the same seed gives the same boards, the table counts every run, and the
 * variants order as the textbook says (sideways moves and restarts help), measured here.
 */
import { describe, expect, it } from 'vitest';
import { makePuzzle } from '../../../src/core/puzzle';
import { checkSolvability } from '../../../src/core/solvability';
import { localSuccess, localSuccessCsv, randomEightPuzzles } from '../../../src/core/lab';

describe('local search success rates', () => {
  it('draws solvable boards, the same ones for the same seed, all different enough', () => {
    const boards = randomEightPuzzles(300, 5);
    const puzzle = makePuzzle(3, 3);
    for (const b of boards) expect(checkSolvability(puzzle, b).solvable).toBe(true);
    expect(randomEightPuzzles(300, 5)).toEqual(boards);
    expect(new Set(boards.map((b) => b.join(','))).size).toBeGreaterThan(295);
    // Uniform over 181,440 boards: the blank is in each of the 9 cells about 1/9 of the time.
    const blankAt = new Array(9).fill(0);
    for (const b of randomEightPuzzles(9000, 1)) blankAt[b.indexOf(0)]++;
    for (const n of blankAt) expect(Math.abs(n - 1000)).toBeLessThan(150);
  });

  it('counts every run, and sideways moves and restarts raise the rate of steepest ascent', () => {
    const run = localSuccess(randomEightPuzzles(200, 1));
    let step = run.next();
    while (!step.done) step = run.next();
    const rows = step.value;
    expect(rows).toHaveLength(10);
    for (const r of rows) {
      expect(r.runs).toBe(200);
      expect(r.rate).toBeCloseTo(r.solved / 200);
    }
    const rate = (variant: string, h: string) => rows.find((r) => r.variant === variant && r.heuristic === h)!.rate;
    for (const h of ['manhattan', 'misplaced']) {
      expect(rate('hill-restarts', h)).toBeGreaterThanOrEqual(rate('hill', h));
      expect(rate('hill-sideways-restarts', h)).toBeGreaterThanOrEqual(rate('hill-sideways', h));
    }
    // With Manhattan distance no move is sideways (every move changes h by one): the cap changes nothing.
    expect(rate('hill-sideways', 'misplaced')).toBeGreaterThanOrEqual(rate('hill', 'misplaced'));
    expect(rate('hill-sideways', 'manhattan')).toBe(rate('hill', 'manhattan'));
    const csv = localSuccessCsv(rows).trim().split('\n');
    expect(csv[0]).toBe('variant,heuristic,runs,solved,success_rate,mean_steps_solved,mean_steps_failed');
    expect(csv).toHaveLength(11);
    console.log(localSuccessCsv(rows));
  });
});
