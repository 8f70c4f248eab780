import { describe, expect, it } from 'vitest';
import type { HeuristicId } from '../../../src/core/events';
import { makeHeuristic } from '../../../src/core/heuristics';
import { mean, profileHeuristics, sampleBoardsBySeed, steepDrops } from '../../../src/core/lab';
import { makePuzzle } from '../../../src/core/puzzle';
import { solveStateSpace } from '../../../src/core/stateSpace';
import { topology } from '../../../src/core/topology';

const puzzle = makePuzzle(3, 3);
const space = solveStateSpace(puzzle);
const IDS: HeuristicId[] = ['misplaced', 'manhattan', 'linear-conflict', 'walking-distance', 'pdb'];
const samples = sampleBoardsBySeed(space, 12, 5);
const profile = profileHeuristics(puzzle, samples, IDS);

describe('heuristic profile over sampled boards', () => {
  it('means each heuristic per true distance, exactly as computed board by board', () => {
    expect(profile.rows).toHaveLength(32);
    expect(profile.boards).toBe(samples.flat().length);
    for (const d of [0, 9, 20, 31]) {
      IDS.forEach((id, a) => {
        const h = makeHeuristic(id, puzzle);
        expect(profile.rows[d].mean[a]).toBeCloseTo(mean(samples[d].map((b) => h.estimate(b))), 12);
      });
      expect(profile.rows[d].boards).toBe(samples[d].length);
    }
  });

  it('shows admissibility: no heuristic ever exceeds the true distance, and all are exact at the goal', () => {
    expect(profile.overestimates).toEqual([0, 0, 0, 0, 0]);
    expect(profile.rows[0].mean).toEqual([0, 0, 0, 0, 0]);
    for (const row of profile.rows) for (const m of row.mean) expect(m).toBeLessThanOrEqual(row.distance);
  });

  it('shows consistency: the classic heuristics never drop by more than 1 per move; pattern databases do', () => {
    const topo = topology(3, 3);
    const boards = samples.flat();
    expect(profile.moves).toBe(boards.reduce((sum, b) => sum + topo.degree[b.indexOf(0)], 0));
    expect(profile.moves).toBeGreaterThan(boards.length * 2);
    expect(profile.inconsistent.slice(0, 4)).toEqual([0, 0, 0, 0]);
    // Each table keeps the least cost over every blank position: admissible, not consistent.
    expect(profile.inconsistent[4]).toBeGreaterThan(0);
  });

  it('catches an inconsistent heuristic: twice Manhattan drops by 2 on every move toward the goal', () => {
    const topo = topology(3, 3);
    const manhattan = makeHeuristic('manhattan', puzzle);
    const double = (b: readonly number[]) => 2 * manhattan.estimate(b);
    const oneAway = [1, 2, 3, 4, 5, 6, 7, 0, 8]; // the 8 slides left to finish
    expect(steepDrops(topo, oneAway, double(oneAway), double)).toBe(1);
    expect(steepDrops(topo, oneAway, manhattan.estimate(oneAway), (b) => manhattan.estimate(b))).toBe(0);
    expect(steepDrops(topo, puzzle.goal, 0, double), 'nothing drops below the goal').toBe(0);
  });

  it('shows dominance board by board: misplaced <= Manhattan <= linear conflict, Manhattan <= walking distance', () => {
    const [mis, man, lc, wd] = [0, 1, 2, 3];
    expect(profile.exceeds[mis][man]).toBe(0);
    expect(profile.exceeds[man][lc]).toBe(0);
    expect(profile.exceeds[man][wd]).toBe(0);
    // The reverse is strict on some boards, or dominance would be equality.
    expect(profile.exceeds[man][mis]).toBeGreaterThan(0);
    expect(profile.exceeds[lc][man]).toBeGreaterThan(0);
  });

  it('does not pretend linear conflict and walking distance are ordered: each wins on some boards', () => {
    const [lc, wd] = [2, 3];
    expect(profile.exceeds[lc][wd]).toBeGreaterThan(0);
    expect(profile.exceeds[wd][lc]).toBeGreaterThan(0);
    // ...though on average walking distance is the stronger over the deeper half.
    const deep = profile.rows.filter((r) => r.distance >= 16);
    expect(mean(deep.map((r) => r.mean[wd]))).toBeGreaterThan(mean(deep.map((r) => r.mean[lc])));
  });

  it('gives NaN means for an empty layer rather than a misleading 0', () => {
    const p = profileHeuristics(puzzle, [[puzzle.goal.slice()], []], ['manhattan']);
    expect(p.rows[1].mean[0]).toBeNaN();
    expect(p.rows[1].boards).toBe(0);
  });
});
