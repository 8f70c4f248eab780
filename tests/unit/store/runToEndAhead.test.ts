/**
 * Run to end with the run finished ahead in a worker (backgroundRun.ts `startAhead`): the
 * worker's final event tells the recording the run's true size, so a run that will not fit stops
 * as soon as the events an expansion costs have settled, and one that fits records to its end.
 */
import { describe, expect, it } from 'vitest';
import type { FinalEvent } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { startSearch } from '../../../src/core/solvers';
import { EARLY_VERDICT_EVENTS, KNOWN_END_EXPANSIONS } from '../../../src/store/earlyVerdict';
import { pageClock } from '../../../src/store/frameClock';
import { DEFAULT_SETUP, createRunStore, type RunSetup } from '../../../src/store/runStore';
import { HARDEST_3X3 } from '../scenarios';

const BFS_HARDEST: RunSetup = {
  ...DEFAULT_SETUP,
  start: [...HARDEST_3X3[0]],
  algorithm: 'bfs',
  heuristic: 'manhattan',
};

/** The run's own final event, as a worker running the same search would give it. */
function finalOf(setup: RunSetup): FinalEvent {
  const started = startSearch(makePuzzle(setup.rows, setup.cols, setup.goal), setup.start, {
    algorithm: setup.algorithm,
    heuristic: setup.heuristic,
    trace: 'progress',
    budget: { maxExpansions: setup.maxExpansions },
  });
  if (!started.ok) throw new Error('core refused');
  for (const e of started.search) if (e.type === 'solved' || e.type === 'exhausted' || e.type === 'limit') return e;
  throw new Error('no final event');
}

const until = async (done: () => boolean, ms = 60_000) => {
  const t0 = Date.now();
  while (!done()) {
    if (Date.now() - t0 > ms) throw new Error('timed out waiting for the store');
    await new Promise((r) => setTimeout(r, 5));
  }
};

/** A store whose first Run to end is answered by `final`; later ones get no answer. */
function storeFinishingAhead(final: Promise<FinalEvent | null>) {
  const asked: number[] = [];
  let dropped = 0;
  const store = createRunStore({
    pdbWorker: () => null,
    clock: pageClock,
    finishAhead: (_setup, runId) => {
      asked.push(runId);
      return asked.length === 1 ? final : Promise.resolve(null);
    },
    dropAhead: () => dropped++,
  });
  return { store, asked, dropped: () => dropped };
}

describe('Run to end with the run finished ahead', () => {
  it('stops a run whose true end passes the cap long before the 100,000 events of the projection', async () => {
    const final = finalOf(BFS_HARDEST); // 181,439 expansions: some 660,000 events
    const { store, asked } = storeFinishingAhead(Promise.resolve(final));
    store.getState().setRecordCap(300_000);
    store.getState().load(BFS_HARDEST);
    store.getState().runToEnd();
    expect(asked).toEqual([store.getState().runId]);
    await until(() => !store.getState().draining);
    const s = store.getState();
    expect(s.tooLarge).toBe(true);
    expect(s.finished).toBe(false);
    expect(s.recorded).toBeLessThan(EARLY_VERDICT_EVENTS);
    expect(s.recorded).toBeGreaterThan(KNOWN_END_EXPANSIONS); // an expansion is one event at least
  });

  it('records a run to its end when its true end fits the cap, though the projection of its budget does not', async () => {
    // A budget of 5 million expansions projects some 18 million events: past the cap, so the
    // projection alone stops it at 100,000 events (checked last). The true end, 660,000, fits.
    const generous = { ...BFS_HARDEST, maxExpansions: 5_000_000 };
    const final = finalOf(generous);
    const { store } = storeFinishingAhead(Promise.resolve(final));
    store.getState().setRecordCap(1_000_000);
    store.getState().load(generous);
    store.getState().runToEnd();
    await until(() => !store.getState().draining);
    const s = store.getState();
    expect(s.tooLarge).toBe(false);
    expect(s.finished).toBe(true);
    expect(s.view!.final?.stats.expanded).toBe(final.stats.expanded);

    const unanswered = storeFinishingAhead(Promise.resolve(null)).store;
    unanswered.getState().setRecordCap(1_000_000);
    unanswered.getState().load(generous);
    unanswered.getState().runToEnd();
    await until(() => !unanswered.getState().draining);
    expect(unanswered.getState().tooLarge).toBe(true);
    expect(unanswered.getState().recorded).toBeLessThan(final.stats.expanded);
  });

  it('a worker that gives no answer leaves the judging to the projection', async () => {
    const { store } = storeFinishingAhead(Promise.resolve(null));
    store.getState().setRecordCap(300_000);
    store.getState().load(BFS_HARDEST);
    store.getState().runToEnd();
    await until(() => !store.getState().draining);
    const s = store.getState();
    expect(s.tooLarge).toBe(true);
    expect(s.recorded).toBeGreaterThanOrEqual(EARLY_VERDICT_EVENTS);
  });

  it('an answer for a run since replaced judges nothing, and loading drops what was started ahead', async () => {
    let answer!: (final: FinalEvent) => void;
    const { store, dropped } = storeFinishingAhead(new Promise((resolve) => (answer = resolve)));
    store.getState().setRecordCap(300_000);
    store.getState().load(BFS_HARDEST);
    const before = dropped();
    store.getState().runToEnd();
    store.getState().load(BFS_HARDEST);
    expect(dropped()).toBe(before + 1);
    answer(finalOf(BFS_HARDEST));
    store.getState().runToEnd();
    await until(() => !store.getState().draining);
    expect(store.getState().recorded).toBeGreaterThanOrEqual(EARLY_VERDICT_EVENTS);
  });
});
