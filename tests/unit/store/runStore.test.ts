import { beforeEach, describe, expect, it } from 'vitest';
import type { AlgorithmId } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { createReplayer, snapshotView } from '../../../src/core/replay';
import { startSearch } from '../../../src/core/solvers';
import { EARLY_VERDICT_EVENTS } from '../../../src/store/earlyVerdict';
import { DEFAULT_SETUP, MAX_RECORDED_EVENTS, useRunStore, type RunSetup } from '../../../src/store/runStore';
import { SPEED_STEPS, eventsPerSecond } from '../../../src/store/speed';
import { HARDEST_3X3 } from '../scenarios';

const LESSON: RunSetup = {
  ...DEFAULT_SETUP,
  start: [8, 1, 3, 4, 0, 2, 7, 6, 5],
  algorithm: 'astar',
  heuristic: 'manhattan',
};

/** The view at `cursor` computed from scratch, straight from the core. */
function freshSnapshot(setup: RunSetup, cursor: number) {
  const started = startSearch(makePuzzle(setup.rows, setup.cols, setup.goal), setup.start, {
    algorithm: setup.algorithm,
    heuristic: setup.heuristic,
    weight: setup.weight,
    depthLimit: setup.depthLimit,
    budget: { maxExpansions: setup.maxExpansions },
  });
  if (!started.ok) throw new Error('refused');
  const events = [];
  for (const e of started.search) {
    events.push(e);
    if (events.length >= cursor) break;
  }
  const replayer = createReplayer(setup.algorithm);
  replayer.append(events);
  return snapshotView(replayer.seek(cursor));
}

const snapshot = () => snapshotView(useRunStore.getState().view!);
const until = async (done: () => boolean, ms = 20_000) => {
  const t0 = Date.now();
  while (!done()) {
    if (Date.now() - t0 > ms) throw new Error('timed out waiting for the store');
    await new Promise((r) => setTimeout(r, 5));
  }
};

beforeEach(() => {
  useRunStore.getState().pause();
  useRunStore.getState().setRecordCap(MAX_RECORDED_EVENTS);
});

describe('run store', () => {
  it('loads a run with the start event applied and the root in the frontier', () => {
    useRunStore.getState().load(LESSON);
    const s = useRunStore.getState();
    expect(s.status.kind).toBe('loaded');
    expect(s.cursor).toBe(1);
    expect(s.view!.frontier.size).toBe(1);
    expect(s.view!.current).toBeNull();
  });

  it('a run the core refuses says why, and one that needs a worker here names that cause', () => {
    useRunStore.getState().load({ ...LESSON, algorithm: 'wastar', weight: -1 });
    const refused = useRunStore.getState().status;
    expect(refused).toMatchObject({ kind: 'refused', message: expect.stringContaining('weight') });
    expect(useRunStore.getState().session).toBeNull();
    // 4x4 pattern databases are built in a worker; Node has none.
    const korf1 = [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3];
    const goal = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
    useRunStore
      .getState()
      .load({ ...LESSON, rows: 4, cols: 4, goal, start: korf1, algorithm: 'idastar', heuristic: 'pdb' });
    expect(useRunStore.getState().status).toMatchObject({ kind: 'refused', cause: 'no-workers' });
  });

  it('stepping forward and back equals a fresh replay at that cursor, for every algorithm', () => {
    const algorithms: AlgorithmId[] = [
      'bfs',
      'dfs',
      'iddfs',
      'greedy',
      'astar',
      'wastar',
      'idastar',
      'bibfs',
      'random',
    ];
    for (const algorithm of algorithms) {
      const setup = { ...LESSON, algorithm };
      const store = useRunStore.getState();
      store.load(setup);
      for (let i = 0; i < 25; i++) useRunStore.getState().stepForward();
      for (let i = 0; i < 7; i++) useRunStore.getState().stepBack();
      expect(useRunStore.getState().cursor).toBe(1 + 25 - 7);
      expect(snapshot(), algorithm).toEqual(freshSnapshot(setup, 19));
      useRunStore.getState().seek(5);
      expect(snapshot(), algorithm).toEqual(freshSnapshot(setup, 5));
    }
  });

  it('step back never goes before the start event', () => {
    useRunStore.getState().load(LESSON);
    useRunStore.getState().stepBack();
    useRunStore.getState().stepBack();
    expect(useRunStore.getState().cursor).toBe(1);
    useRunStore.getState().jumpToStart();
    expect(useRunStore.getState().cursor).toBe(1);
  });

  it('steps to the next expansion: the last applied event is an expand', () => {
    useRunStore.getState().load(LESSON);
    useRunStore.getState().stepToNextExpansion();
    expect(useRunStore.getState().view!.lastEvent?.type).toBe('expand');
    const first = useRunStore.getState().cursor;
    useRunStore.getState().stepToNextExpansion();
    expect(useRunStore.getState().view!.lastEvent?.type).toBe('expand');
    expect(useRunStore.getState().cursor).toBeGreaterThan(first);
    expect(useRunStore.getState().view!.counters.expanded).toBe(2);
  });

  it('runs to the end in slices and shows the optimal solution', async () => {
    useRunStore.getState().load({ ...LESSON, start: [0, 5, 2, 7, 6, 3, 4, 1, 8], algorithm: 'bfs' });
    useRunStore.getState().runToEnd();
    expect(useRunStore.getState().draining).toBe(true);
    await until(() => !useRunStore.getState().draining);
    const s = useRunStore.getState();
    expect(s.finished).toBe(true);
    expect(s.cursor).toBe(s.recorded);
    expect(s.view!.final?.type).toBe('solved');
    if (s.view!.final?.type === 'solved') expect(s.view!.final.path).toHaveLength(20);
  });

  it('plays at top speed to the end and stops by itself', async () => {
    useRunStore.getState().load(LESSON);
    useRunStore.getState().setSpeedStep(SPEED_STEPS);
    useRunStore.getState().play();
    expect(useRunStore.getState().playing).toBe(true);
    await until(() => !useRunStore.getState().playing);
    expect(useRunStore.getState().view!.final?.type).toBe('solved');
  });

  it('pauses, and Step forward interrupts playback', async () => {
    useRunStore.getState().load(LESSON);
    useRunStore.getState().setSpeedStep(0);
    useRunStore.getState().play();
    useRunStore.getState().stepForward();
    expect(useRunStore.getState().playing).toBe(false);
    expect(useRunStore.getState().cursor).toBe(2);
  });

  it('says when a run is too large to record, and stops there', async () => {
    useRunStore.getState().setRecordCap(500);
    useRunStore.getState().load({ ...LESSON, start: [...HARDEST_3X3[0]], algorithm: 'bfs' });
    useRunStore.getState().runToEnd();
    await until(() => !useRunStore.getState().draining);
    const s = useRunStore.getState();
    expect(s.tooLarge).toBe(true);
    expect(s.recorded).toBe(500);
    expect(s.cursor).toBe(500);
    expect(s.finished).toBe(false);
    expect(s.view!.final).toBeNull();
  });

  it('Run to end stops a run that will outgrow the cap after 100,000 events, for the background worker', async () => {
    // BFS on Korf's instance 1 within 5M expansions: some 3 events an expansion, 15M > the 5M cap.
    const bfs4x4: RunSetup = {
      ...LESSON,
      rows: 4,
      cols: 4,
      goal: Array.from({ length: 16 }, (_, i) => i), // Korf's instance 1, blank first
      start: [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3],
      algorithm: 'bfs',
      maxExpansions: 5_000_000,
    };
    useRunStore.getState().load(bfs4x4);
    useRunStore.getState().runToEnd();
    await until(() => !useRunStore.getState().draining, 60_000);
    const s = useRunStore.getState();
    expect(s.recordCap).toBe(MAX_RECORDED_EVENTS);
    expect(s.tooLarge).toBe(true);
    expect(s.finished).toBe(false);
    expect(s.recorded).toBeGreaterThanOrEqual(EARLY_VERDICT_EVENTS);
    expect(s.recorded).toBeLessThan(EARLY_VERDICT_EVENTS + 1_000); // a chunk past it at most
    expect(s.cursor).toBe(s.recorded);
    expect(s.endAskedFor).toBe(s.runId); // TooLargeNotice now starts the background worker
  });

  it('stepping records past 100,000 events up to the cap: only Run to end judges early', () => {
    useRunStore.getState().setRecordCap(EARLY_VERDICT_EVENTS + 20_000);
    useRunStore.getState().load({ ...LESSON, start: [...HARDEST_3X3[0]], algorithm: 'bfs', maxExpansions: 5_000_000 });
    useRunStore.getState().seek(EARLY_VERDICT_EVENTS + 10_000);
    const s = useRunStore.getState();
    expect(s.cursor).toBe(EARLY_VERDICT_EVENTS + 10_000);
    expect(s.tooLarge).toBe(false);
  });

  it('Run to end records a run to its end past 100,000 events when its projection fits the cap', async () => {
    // BFS on the hardest 3x3 within 200,000 expansions: about 3.7 events an expansion, 0.74M < the cap.
    useRunStore.getState().setRecordCap(1_000_000);
    useRunStore.getState().load({ ...LESSON, start: [...HARDEST_3X3[0]], algorithm: 'bfs' });
    useRunStore.getState().runToEnd();
    await until(() => !useRunStore.getState().draining, 60_000);
    const s = useRunStore.getState();
    expect(s.tooLarge).toBe(false);
    expect(s.finished).toBe(true);
    expect(s.recorded).toBeGreaterThan(EARLY_VERDICT_EVENTS);
    expect(s.view!.final?.type).toBe('solved');
  });

  it('ends with a limit when the budget is reached', async () => {
    useRunStore.getState().load({ ...LESSON, start: [...HARDEST_3X3[0]], algorithm: 'bfs', maxExpansions: 300 });
    useRunStore.getState().runToEnd();
    await until(() => !useRunStore.getState().draining);
    const final = useRunStore.getState().view!.final;
    expect(final?.type).toBe('limit');
    expect(final?.stats.expanded).toBe(300);
  });

  it('refuses an unsolvable board before any search, with the parity report', () => {
    useRunStore.getState().load({ ...LESSON, start: [2, 8, 3, 1, 6, 4, 7, 0, 5] });
    const s = useRunStore.getState();
    expect(s.status.kind).toBe('unsolvable');
    if (s.status.kind === 'unsolvable') expect(s.status.report.solvable).toBe(false);
    expect(s.session).toBeNull();
  });
});

describe('speed scale', () => {
  it('goes from one step every 2 s to maximum, monotonically', () => {
    expect(eventsPerSecond(0)).toBeCloseTo(0.5);
    expect(eventsPerSecond(SPEED_STEPS)).toBe(Infinity);
    for (let s = 1; s < SPEED_STEPS; s++) expect(eventsPerSecond(s)).toBeGreaterThan(eventsPerSecond(s - 1));
  });
});
