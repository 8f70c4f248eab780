/**
 * A run on the pattern-database kernel started ahead, unseen, by Run to end (backgroundRun.ts
 * `startAhead`), with a fake pattern-database worker the test answers: the page does not show
 * it, `start` reveals it without a second solve, the pass table completes only once it is
 * shown, and a replaced run's job is cancelled in the worker.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FinalSearchEvent } from '../../../src/core/pdb';
import type { SolveResult } from '../../../src/workers/pdbClient';
import { DEFAULT_SETUP, type RunSetup } from '../../../src/store/runStore';
import { useFinishedPasses } from '../../../src/store/finishedPasses';
import { PRESETS } from '../../../src/core/presets';

const KORF_1_START = PRESETS.find((p) => p.id === 'korf-1')!.start;

const solves: { start: readonly number[]; resolve: (r: SolveResult) => void }[] = [];
const cancel = vi.fn(async () => {});
vi.mock('../../../src/workers/pdbClient', () => ({
  sharedPdbWorker: () => ({
    solve: (request: { start: number[] }) =>
      new Promise<SolveResult>((resolve) => solves.push({ start: request.start, resolve })),
    cancel,
  }),
}));

const { useBackgroundRun } = await import('../../../src/store/backgroundRun');

const KORF1: RunSetup = {
  ...DEFAULT_SETUP,
  rows: 4,
  cols: 4,
  goal: Array.from({ length: 16 }, (_, i) => i),
  start: [...KORF_1_START],
  algorithm: 'idastar',
  heuristic: 'pdb',
};

/** A solved final event as the worker sends it (only what the store reads matters here). */
const SOLVED = { type: 'solved', stats: { expanded: 1_234_567 } } as unknown as FinalSearchEvent;
const PASSES = [{ bound: 41, expanded: 10, generated: 20 }];

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  solves.length = 0;
  cancel.mockClear();
  useBackgroundRun.getState().clear();
  useFinishedPasses.setState({ runId: -1, passes: null, solved: false });
});

describe('a run started ahead', () => {
  it('is not shown; its answer is given to the caller; start reveals it without solving again', async () => {
    const answer = useBackgroundRun.getState().startAhead(KORF1, 5);
    expect(useBackgroundRun.getState()).toMatchObject({ runId: 5, shown: false, status: 'running' });
    expect(solves).toHaveLength(1);
    solves[0].resolve({ ok: true, final: SOLVED, passes: PASSES });
    expect(await answer).toBe(SOLVED);
    expect(useBackgroundRun.getState()).toMatchObject({ status: 'done', shown: false, final: SOLVED });
    expect(useFinishedPasses.getState().passes).toBeNull(); // not before the page shows the answer

    useBackgroundRun.getState().start(KORF1, 5);
    expect(solves).toHaveLength(1);
    expect(useBackgroundRun.getState()).toMatchObject({ status: 'done', shown: true, final: SOLVED });
    expect(useFinishedPasses.getState()).toMatchObject({ runId: 5, passes: PASSES, solved: true });
  });

  it('revealed while still running, it goes on and completes shown', async () => {
    void useBackgroundRun.getState().startAhead(KORF1, 6);
    useBackgroundRun.getState().start(KORF1, 6);
    expect(solves).toHaveLength(1);
    expect(useBackgroundRun.getState()).toMatchObject({ status: 'running', shown: true });
    solves[0].resolve({ ok: true, final: SOLVED, passes: PASSES });
    await flush();
    expect(useBackgroundRun.getState()).toMatchObject({ status: 'done', shown: true });
    expect(useFinishedPasses.getState()).toMatchObject({ runId: 6, passes: PASSES });
  });

  it('asked twice for the same run, it solves once', () => {
    const first = useBackgroundRun.getState().startAhead(KORF1, 7);
    expect(useBackgroundRun.getState().startAhead(KORF1, 7)).toBe(first);
    expect(solves).toHaveLength(1);
  });

  it('dropped when its run is replaced: cancelled in the worker, its late answer ignored', async () => {
    const answer = useBackgroundRun.getState().startAhead(KORF1, 8);
    useBackgroundRun.getState().dropAhead();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(useBackgroundRun.getState()).toMatchObject({ status: 'idle', final: null });
    solves[0].resolve({ ok: true, final: SOLVED, passes: PASSES });
    expect(await answer).toBeNull();
    expect(useBackgroundRun.getState()).toMatchObject({ status: 'idle', final: null });
  });

  it('a job the page shows is never dropped as if started ahead', () => {
    useBackgroundRun.getState().start(KORF1, 9);
    useBackgroundRun.getState().dropAhead();
    expect(cancel).not.toHaveBeenCalled();
    expect(useBackgroundRun.getState()).toMatchObject({ status: 'running', shown: true });
  });

  it('only runs on the pattern-database kernel start ahead', () => {
    expect(useBackgroundRun.getState().startAhead({ ...KORF1, heuristic: 'manhattan' }, 10)).toBeNull();
    expect(useBackgroundRun.getState().startAhead({ ...KORF1, algorithm: 'astar' }, 10)).toBeNull();
    expect(solves).toHaveLength(0);
  });
});
