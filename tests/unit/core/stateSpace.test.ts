import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove, goalBlankFirst, goalSpiral, legalMoves, makePuzzle } from '../../../src/core/puzzle';
import { seededRandom } from '../../../src/core/random';
import { scramble } from '../../../src/core/scramble';
import {
  exploreStateSpace,
  solveStateSpace,
  stateSpaceSize,
  stateSpaceSupported,
  type StateSpaceResult,
} from '../../../src/core/stateSpace';

/** A reference table from tests/fixtures: `distance count` lines, `# total T diameter D`, `# far: tiles`. */
function readFixture(size: string) {
  const text = readFileSync(new URL(`../../fixtures/distances-${size}.txt`, import.meta.url), 'utf8');
  const counts: number[] = [];
  const far: number[][] = [];
  let total = -1;
  let diameter = -1;
  for (const line of text.split('\n')) {
    const pair = /^(\d+) (\d+)$/.exec(line);
    const summary = /^# total (\d+) diameter (\d+)/.exec(line);
    const hardest = /^# far: ([\d ]+)$/.exec(line);
    if (pair) counts[Number(pair[1])] = Number(pair[2]);
    else if (summary) [total, diameter] = [Number(summary[1]), Number(summary[2])];
    else if (hardest) far.push(hardest[1].split(' ').map(Number));
  }
  return { counts, total, diameter, far };
}

function expectMatchesFixture(result: StateSpaceResult, size: string) {
  const ref = readFixture(size);
  expect(ref.counts.length).toBeGreaterThan(0);
  expect(result.counts).toEqual(ref.counts);
  expect(result.states).toBe(ref.total);
  expect(result.diameter).toBe(ref.diameter);
  expect(result.hardest).toEqual([...ref.far].sort((a, b) => a.join(',').localeCompare(b.join(','))));
}

describe('full state space from the goal', () => {
  it.each([
    ['2x3', 2, 3],
    ['2x4', 2, 4],
    ['3x3', 3, 3],
  ])('reproduces the reference table for %s exactly', (size, rows, cols) => {
    expectMatchesFixture(solveStateSpace(makePuzzle(rows, cols)), size);
  });

  it('3x3: 181,440 states, diameter 31, exactly two hardest states', () => {
    const r = solveStateSpace(makePuzzle(3, 3));
    expect(r.states).toBe(181_440);
    expect(r.states).toBe(stateSpaceSize(3, 3));
    expect(r.diameter).toBe(31);
    expect(r.hardest).toEqual([
      [6, 4, 7, 8, 5, 0, 3, 2, 1],
      [8, 6, 7, 2, 5, 4, 3, 0, 1],
    ]);
    expect(r.distanceOf([8, 6, 7, 2, 5, 4, 3, 0, 1])).toBe(31);
  });

  // About half a second: part of the routine suite, not only of FRONTIER_FULL.
  it('reproduces the reference table for 2x5 (1,814,400 states)', () => {
    expectMatchesFixture(solveStateSpace(makePuzzle(2, 5)), '2x5');
  }, 20_000); // a shared CI machine may be several times slower

  it('works from any goal: blank-first mirrors blank-last, the spiral has diameter 30', () => {
    const last = solveStateSpace(makePuzzle(3, 3));
    // Rotating the board 180 degrees and relabelling t -> 9 - t maps one goal onto the other.
    const first = solveStateSpace(makePuzzle(3, 3, goalBlankFirst(3, 3)));
    expect(first.counts).toEqual(last.counts);
    expect(first.distanceOf([3, 1, 2, 4, 7, 5, 6, 8, 0])).toBe(4); // the classic BFS exercise
    const spiral = solveStateSpace(makePuzzle(3, 3, goalSpiral(3, 3)));
    expect(spiral.states).toBe(181_440);
    expect(spiral.diameter).toBe(30);
    expect(spiral.distanceOf([2, 8, 3, 1, 6, 4, 7, 0, 5])).toBe(5);
    expect(last.distanceOf([2, 8, 3, 1, 6, 4, 7, 0, 5])).toBe(-1);
  });

  it('every distance is one more than its best neighbour (a BFS labelling), on every 2x4 state', () => {
    const p = makePuzzle(2, 4, [4, 0, 7, 1, 3, 6, 2, 5]);
    const r = solveStateSpace(p);
    let visited = 0;
    const wrong: string[] = [];
    r.forEachState((board, d) => {
      visited++;
      const tiles = Array.from(board);
      const around = legalMoves(p, tiles).map((m) => r.distanceOf(applyMove(p, tiles, m) as number[]));
      const ok =
        r.distanceOf(tiles) === d &&
        around.every((n) => Math.abs(n - d) === 1) &&
        (d === 0 || Math.min(...around) === d - 1);
      if (!ok) wrong.push(`${tiles.join(' ')} at ${d}: neighbours ${around.join(',')}`);
    });
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(visited).toBe(r.states);
    expect(r.counts.reduce((a, b) => a + b, 0)).toBe(r.states);
  });

  it('distanceOf refuses what is not a board; sampleAtDistance draws from the right layer', () => {
    const p = makePuzzle(3, 3);
    const r = solveStateSpace(p);
    expect(r.distanceOf([1, 2, 3, 4, 5, 6, 7, 8])).toBe(-1);
    expect(r.distanceOf([1, 1, 3, 4, 5, 6, 7, 8, 0])).toBe(-1);
    expect(r.distanceOf([1, 2, 3, 4, 5, 6, 8, 7, 0])).toBe(-1); // the other half
    const random = seededRandom(7);
    for (let d = 0; d <= r.diameter; d++) {
      const s = r.sampleAtDistance(d, random);
      expect(r.distanceOf(s)).toBe(d);
    }
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(r.sampleAtDistance(20, random).join(''));
    expect(seen.size).toBeGreaterThan(150); // 16,993 states at distance 20: samples rarely repeat
    expect(() => r.sampleAtDistance(32, random)).toThrow(RangeError);
    expect(() => r.sampleAtDistance(-1, random)).toThrow(RangeError);
    // A random walk from the goal never ends farther than its length.
    for (let i = 0; i < 100; i++) {
      const steps = Math.floor(random() * 40);
      const d = r.distanceOf(scramble(p, steps, random));
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThanOrEqual(steps);
      expect(d % 2).toBe(steps % 2);
    }
  });

  it('reports progress as a generator, and the caller may stop early', () => {
    const p = makePuzzle(3, 3);
    const run = exploreStateSpace(p, { progressEvery: 20_000 });
    const progress: { visited: number; total: number; depth: number }[] = [];
    let step = run.next();
    while (!step.done) {
      progress.push(step.value);
      step = run.next();
    }
    expect(progress.length).toBe(Math.floor(181_440 / 20_000));
    expect(progress.every((e) => e.total === 181_440)).toBe(true);
    for (let i = 1; i < progress.length; i++) {
      expect(progress[i].visited).toBeGreaterThan(progress[i - 1].visited);
      expect(progress[i].depth).toBeGreaterThanOrEqual(progress[i - 1].depth);
    }
    expect(step.value.counts).toEqual(solveStateSpace(p).counts);

    const stopped = exploreStateSpace(p, { progressEvery: 1000 });
    expect(stopped.next().done).toBe(false);
    expect(stopped.return(undefined as never).done).toBe(true);
  });

  it('refuses 3x4 up front, with the number of states', () => {
    expect(stateSpaceSupported(makePuzzle(2, 5))).toBe(true);
    expect(stateSpaceSupported(makePuzzle(3, 4))).toBe(false);
    expect(() => exploreStateSpace(makePuzzle(3, 4))).toThrow(/239,500,800 states/);
    expect(() => solveStateSpace(makePuzzle(4, 4))).toThrow(RangeError);
    expect(() => solveStateSpace(makePuzzle(3, 3, [1, 2, 3, 4, 5, 6, 7, 8, 8]))).toThrow(RangeError);
  });

  it('handles the smallest board', () => {
    const r = solveStateSpace(makePuzzle(2, 2));
    expect(r.states).toBe(12);
    expect(r.counts.reduce((a, b) => a + b, 0)).toBe(12);
    expect(r.diameter).toBe(6); // the 2x2 states form one 12-cycle: the blank goes round and round
  });
});
