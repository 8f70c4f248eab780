import { beforeEach, describe, expect, it } from 'vitest';
import { makeHeuristic } from '../../../src/core/heuristics';
import { labHeuristics } from '../../../src/core/lab';
import { goalBlankLast, goalSpiral, makePuzzle } from '../../../src/core/puzzle';
import { solveStateSpace } from '../../../src/core/stateSpace';
import { createLabStore, LAB_SAMPLE_SIZES, LAB_WEIGHTS } from '../../../src/store/labStore';
import { DEFAULT_SETUP, useRunStore } from '../../../src/store/runStore';
import type { LabClient } from '../../../src/workers/labClient';
import { HARDEST_3X3 } from '../scenarios';
import { fakeLabClient, tick, until, type FakeHandle } from './explorerFakes';

const puzzle = makePuzzle(3, 3);
const space = solveStateSpace(puzzle);
const HARDEST = [...HARDEST_3X3[0]];

let handles: FakeHandle<LabClient>[];
function makeStore() {
  handles = [];
  return createLabStore(() => {
    const h = fakeLabClient();
    handles.push(h);
    return h.client;
  });
}

beforeEach(() => useRunStore.setState({ setup: DEFAULT_SETUP }));

describe('lab store: the current board', () => {
  it('starts from the visualizer’s board: every heuristic beside the true distance from the table', async () => {
    const store = makeStore();
    store.getState().ensureStarted();
    expect(store.getState().board).toEqual({ rows: 3, cols: 3, goal: DEFAULT_SETUP.goal, start: DEFAULT_SETUP.start });
    const seen: string[][] = [];
    const unsubscribe = store.subscribe((s) => s.analysis.values && seen.push(s.analysis.values.map((v) => v.id)));
    await until(() => store.getState().analysis.status === 'done');
    unsubscribe();
    const { values, truth } = store.getState().analysis;
    // Every supported heuristic, the cheap ones first (a pattern database may take seconds to build).
    expect(values!.map((v) => v.id)).toEqual(labHeuristics(puzzle));
    expect(seen[0]).toEqual(labHeuristics(puzzle).filter((id) => id !== 'pdb'));
    for (const { id, value } of values!) expect(value).toBe(makeHeuristic(id, puzzle).estimate(DEFAULT_SETUP.start));
    expect(truth).toEqual({ kind: 'table', distance: space.distanceOf(DEFAULT_SETUP.start) });
  });

  it('sweeps the weights automatically for a 3x3: optimal at w = 1, never better than optimal', async () => {
    const store = makeStore();
    store.getState().setBoard({ rows: 3, cols: 3, goal: goalBlankLast(3, 3), start: HARDEST });
    await until(() => store.getState().sweep.status === 'done');
    const { points, heuristic } = store.getState().sweep;
    expect(heuristic).toBe('manhattan');
    expect(points.map((p) => p.weight)).toEqual(LAB_WEIGHTS);
    expect(points[0]).toMatchObject({ weight: 1, length: 31 });
    expect(points.every((p) => p.length >= 31 && p.length <= p.weight * 31)).toBe(true);
    expect(points.some((p) => p.length > 31)).toBe(true);
  });

  it('re-sweeps with another heuristic, superseding the running sweep', async () => {
    const store = makeStore();
    store.getState().setBoard({ rows: 3, cols: 3, goal: goalBlankLast(3, 3), start: HARDEST });
    store.getState().setSweepHeuristic('linear-conflict');
    await until(() => store.getState().sweep.status === 'done');
    expect(store.getState().sweep.heuristic).toBe('linear-conflict');
    expect(store.getState().sweep.points).toHaveLength(LAB_WEIGHTS.length);
  });

  it('an unsolvable board: the truth says so and no sweep runs', async () => {
    const store = makeStore();
    store.getState().setBoard({ rows: 3, cols: 3, goal: goalBlankLast(3, 3), start: [2, 1, 3, 4, 5, 6, 7, 8, 0] });
    expect(store.getState().sweep.status).toBe('unsolvable');
    await until(() => store.getState().analysis.status === 'done');
    expect(store.getState().analysis.truth).toEqual({ kind: 'unsolvable' });
  });

  it('a board too big for a table (2x5): the truth comes from an optimal search, the sweep waits to be asked', async () => {
    const store = makeStore();
    const start = [1, 2, 3, 4, 5, 6, 7, 0, 8, 9]; // 2 moves
    store.getState().setBoard({ rows: 2, cols: 5, goal: goalBlankLast(2, 5), start });
    expect(store.getState().sweep.status).toBe('idle');
    await until(() => store.getState().analysis.status === 'done');
    expect(store.getState().analysis.truth).toMatchObject({ kind: 'search', distance: 2 });
    store.getState().runSweep();
    await until(() => store.getState().sweep.status === 'done');
    expect(store.getState().sweep.points.every((p) => p.length === 2)).toBe(true);
  });

  it('clamps the slider to 1..5 in tenths', () => {
    const store = makeStore();
    store.getState().setWeight(7);
    expect(store.getState().weight).toBe(5);
    store.getState().setWeight(1.234);
    expect(store.getState().weight).toBe(1.2);
    store.getState().setWeight(0);
    expect(store.getState().weight).toBe(1);
  });
});

describe('lab store: the sample of 3x3 boards', () => {
  it('profiles a seeded sample at once, then runs A* on the same boards with progress', async () => {
    const store = makeStore();
    store.getState().ensureStarted();
    store.getState().setPerDistance(3);
    await until(() => store.getState().profile.status === 'done');
    const profile = store.getState().profile.result!;
    expect(profile.rows).toHaveLength(32);
    expect(profile.boards).toBe(profile.rows.reduce((n, r) => n + Math.min(3, space.counts[r.distance]), 0));
    expect(profile.available).toEqual(space.counts);
    expect(profile.overestimates.every((n) => n === 0)).toBe(true);

    store.getState().setDepths('all'); // every distance (the default is the even ones)
    store.getState().runEffort();
    const progress: number[] = [];
    const unsubscribe = store.subscribe((s) => progress.push(s.effort.done));
    await until(() => store.getState().effort.status === 'done', 60_000);
    unsubscribe();
    const { rows, total } = store.getState().effort;
    expect(total).toBe(profile.boards * profile.ids.length);
    expect(progress.length).toBeGreaterThan(5);
    expect(rows).toHaveLength(32);
    expect(rows.every((r) => r.nonOptimal.every((n) => n === 0))).toBe(true);
    // b* of the strongest heuristic stays closer to 1 than the weakest's at depth 24.
    const b = rows[24].branching as number[];
    const ids = store.getState().profile.result!.ids;
    expect(b[ids.indexOf('walking-distance')]).toBeLessThan(b[ids.indexOf('misplaced')]);
  });

  it('the same seed gives the same sample; another seed another one', async () => {
    const store = makeStore();
    store.getState().ensureStarted();
    await until(() => store.getState().profile.status === 'done');
    const first = store.getState().profile.result!.rows.map((r) => r.mean);
    store.getState().setSeed(2);
    await until(() => store.getState().profile.status === 'done');
    const second = store.getState().profile.result!.rows.map((r) => r.mean);
    store.getState().setSeed(1);
    await until(() => store.getState().profile.status === 'done');
    expect(store.getState().profile.result!.rows.map((r) => r.mean)).toEqual(first);
    expect(second).not.toEqual(first);
  });

  it('cancel stops the A* sampling at once and keeps the distances already done', async () => {
    const store = makeStore();
    store.getState().ensureStarted();
    store.getState().setPerDistance(3);
    await until(() => store.getState().profile.status === 'done');
    store.getState().runEffort();
    await until(() => store.getState().effort.rows.length >= 3, 60_000);
    const sampleWorker = handles.at(-1)!;
    store.getState().cancelEffort();
    expect(sampleWorker.terminated).toBe(true);
    const kept = store.getState().effort.rows.length;
    for (let i = 0; i < 30; i++) await tick();
    expect(store.getState().effort).toMatchObject({ status: 'cancelled' });
    expect(store.getState().effort.rows).toHaveLength(kept);
  });

  it('runs A* at the even distances by default, generated beside expanded, b* from each', async () => {
    const store = makeStore();
    store.getState().ensureStarted();
    store.getState().setPerDistance(3);
    expect(store.getState().sample.depths).toBe('even');
    expect(store.getState().effortCount).toBe('generated');
    await until(() => store.getState().profile.status === 'done');
    store.getState().runEffort();
    await until(() => store.getState().effort.status === 'done', 60_000);
    const { rows, total, done, budgetReached } = store.getState().effort;
    expect(rows.map((r) => r.distance)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]);
    expect(total).toBe(rows.reduce((n, r) => n + r.boards, 0) * store.getState().profile.result!.ids.length);
    expect(done).toBe(total);
    expect(budgetReached).toBe(false);
    for (const r of rows) r.meanGenerated.forEach((g, a) => expect(g).toBeGreaterThan(r.meanExpanded[a]));
    // Switching the count is a view choice: nothing is rerun.
    store.getState().setEffortCount('expanded');
    expect(store.getState().effort.rows).toBe(rows);
    // Switching the depths clears the rows for the next run.
    store.getState().setDepths('all');
    expect(store.getState().effort).toMatchObject({ status: 'idle', rows: [] });
  });

  it('says when the budget stopped the job: fewer rows came back than distances asked for', async () => {
    // The engine's own budget is pinned in lab.effortTable.test.ts; here a worker that stops
    // after two distances, as one out of budget does.
    const store = createLabStore(() => {
      const { client } = fakeLabClient();
      return {
        ...client,
        expansions: async (request, onProgress) => (await client.expansions(request, onProgress)).slice(0, 2),
      };
    });
    store.getState().ensureStarted();
    store.getState().setPerDistance(3);
    await until(() => store.getState().profile.status === 'done');
    store.getState().runEffort();
    await until(() => store.getState().effort.status === 'done', 60_000);
    expect(store.getState().effort.budgetReached).toBe(true);
    expect(store.getState().effort.rows.map((r) => r.distance)).toEqual([2, 4]);
  });

  it('the goal is chosen for the sample itself, and re-samples', async () => {
    const store = makeStore();
    store.getState().ensureStarted();
    await until(() => store.getState().profile.status === 'done');
    store.getState().setSampleGoal(goalSpiral(3, 3));
    expect(store.getState().sample.goal).toEqual(goalSpiral(3, 3));
    expect(store.getState().board!.goal).toEqual(DEFAULT_SETUP.goal); // the lab board keeps its own
    await until(() => store.getState().profile.status === 'done');
    expect(store.getState().profile.result!.rows).toHaveLength(31); // the spiral's diameter is 30
  });

  it('offers 100 boards per distance', () => {
    expect(LAB_SAMPLE_SIZES).toContain(100);
  });

  it('follows the goal of a 3x3 lab board (the spiral), and re-samples', async () => {
    const store = makeStore();
    store.getState().ensureStarted();
    await until(() => store.getState().profile.status === 'done');
    store.getState().setBoard({ rows: 3, cols: 3, goal: goalSpiral(3, 3), start: [2, 8, 3, 1, 6, 4, 7, 0, 5] });
    expect(store.getState().sample.goal).toEqual(goalSpiral(3, 3));
    await until(() => store.getState().profile.status === 'done');
    expect(store.getState().profile.result!.rows).toHaveLength(31); // the spiral's diameter is 30
  });
});
