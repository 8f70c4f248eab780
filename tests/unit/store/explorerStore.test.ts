import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HeuristicId } from '../../../src/core/events';
import { applyMoves, goalBlankLast, goalSpiral, makePuzzle } from '../../../src/core/puzzle';
import { seededRandom } from '../../../src/core/random';
import { useAppStore } from '../../../src/store/appStore';
import { createExplorerStore, type ExplorerDeps } from '../../../src/store/explorerStore';
import { useLabStore } from '../../../src/store/labStore';
import { openExplored } from '../../../src/store/navigation';
import { usePlayStore } from '../../../src/store/playStore';
import { DEFAULT_SETUP, useRunStore } from '../../../src/store/runStore';
import type { StateSpaceClient } from '../../../src/workers/stateSpaceClient';
import { HARDEST_3X3 } from '../scenarios';
import { fakeSpaceClient, tick, until, type FakeHandle } from './explorerFakes';

/** The two hardest 3x3 boards as text, in the order the explorer lists them. */
const HARDEST = HARDEST_3X3.map((b) => b.join(' ')).sort();
const [HARDEST_A, HARDEST_B] = HARDEST_3X3;

function fixtureCounts(size: string): number[] {
  const text = readFileSync(new URL(`../../fixtures/distances-${size}.txt`, import.meta.url), 'utf8');
  const counts: number[] = [];
  for (const line of text.split('\n')) {
    const m = /^(\d+) (\d+)$/.exec(line);
    if (m) counts[Number(m[1])] = Number(m[2]);
  }
  return counts;
}

let handles: FakeHandle<StateSpaceClient>[];

function makeStore(device: ExplorerDeps['device'] = { kind: 'capable', basis: 'memory', memoryGb: 8, cores: 8 }) {
  handles = [];
  return createExplorerStore({
    openClient: () => {
      const h = fakeSpaceClient();
      handles.push(h);
      return h.client;
    },
    random: seededRandom(99),
    device,
  });
}

beforeEach(() => {
  useRunStore.setState({ setup: DEFAULT_SETUP, runId: 0, status: { kind: 'empty' } });
  useAppStore.setState({ mode: 'explore' });
});

describe('explorer store: the full search', () => {
  it('runs 3x3 in a worker with progress, then holds the reference counts, 31 and the two hardest boards', async () => {
    const store = makeStore();
    store.getState().run();
    expect(store.getState().status).toEqual({ kind: 'running', progress: null });
    const seen: number[] = [];
    const unsubscribe = store.subscribe((s) => {
      if (s.status.kind === 'running' && s.status.progress) seen.push(s.status.progress.visited);
    });
    await until(() => store.getState().status.kind === 'done');
    unsubscribe();
    expect(seen.length).toBeGreaterThan(10);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const summary = store.getState().summary!;
    expect(summary.states).toBe(181_440);
    expect(summary.diameter).toBe(31);
    expect(summary.counts).toEqual(fixtureCounts('3x3'));
    expect(summary.hardest.map((b) => b.join(' '))).toEqual(HARDEST);
    expect(summary.goal).toEqual(goalBlankLast(3, 3));
    expect(summary.elapsedMs).toBeGreaterThan(0);
  });

  it('searches from the chosen goal: the spiral 3x3 has another shape', async () => {
    const store = makeStore();
    store.getState().setGoalKind('spiral');
    store.getState().run();
    await until(() => store.getState().status.kind === 'done');
    const summary = store.getState().summary!;
    expect(summary.goal).toEqual(goalSpiral(3, 3));
    expect(summary.states).toBe(181_440);
    expect(summary.diameter).toBe(30);
  });

  it('cancel terminates the worker at once and ignores anything it still says', async () => {
    const store = makeStore();
    store.getState().run();
    await until(() => (handles[0]?.messages ?? 0) >= 3);
    store.getState().cancel();
    expect(handles[0].terminated).toBe(true);
    expect(store.getState().status).toEqual({ kind: 'cancelled' });
    for (let i = 0; i < 50; i++) await tick();
    expect(store.getState().status).toEqual({ kind: 'cancelled' });
    expect(store.getState().summary).toBeNull();
  });

  it('a new run supersedes a running one', async () => {
    const store = makeStore();
    store.getState().run();
    store.getState().setShape('2x3');
    expect(handles[0].terminated).toBe(true);
    expect(store.getState().status.kind).toBe('idle');
    store.getState().run();
    await until(() => store.getState().status.kind === 'done');
    expect(store.getState().summary).toMatchObject({ rows: 2, cols: 3, states: 360, diameter: 21 });
    expect(store.getState().summary!.counts).toEqual(fixtureCounts('2x3'));
  });

  it('ignores progress that arrives after the result (comlink sends it on another channel)', async () => {
    let late: (() => void) | null = null;
    const real = fakeSpaceClient().client;
    const store = createExplorerStore({
      openClient: () => ({
        ...real,
        explore: (request, onProgress) =>
          real
            .explore(request, () => undefined)
            .then((summary) => {
              late = () => onProgress({ visited: 10, total: summary.states, depth: 2 });
              return summary;
            }),
      }),
      random: Math.random,
      device: { kind: 'unknown' },
    });
    store.getState().run();
    await until(() => store.getState().status.kind === 'done');
    late!();
    expect(store.getState().status).toEqual({ kind: 'done' });
  });

  it('says so when the browser has no Web Workers, instead of searching on the page', () => {
    const store = createExplorerStore({ openClient: () => null, random: Math.random, device: { kind: 'unknown' } });
    store.getState().run();
    expect(store.getState().status).toMatchObject({ kind: 'failed', reason: 'no-worker' });
  });
});

describe('explorer store: 2x5 only when the device can, or on request', () => {
  it('a low-memory device needs the explicit opt-in; small spaces never do', () => {
    const store = makeStore({ kind: 'low-memory', memoryGb: 1 });
    expect(store.getState().canRun('3x3')).toBe(true);
    expect(store.getState().canRun('2x5')).toBe(false);
    store.getState().setShape('2x5');
    store.getState().run();
    expect(store.getState().status.kind).toBe('idle');
    expect(handles).toHaveLength(0);
    store.getState().setOptIn(true);
    expect(store.getState().canRun('2x5')).toBe(true);
  });

  it('an unknown device needs the opt-in too; a capable one does not', () => {
    expect(makeStore({ kind: 'unknown' }).getState().canRun('2x5')).toBe(false);
    expect(makeStore().getState().canRun('2x5')).toBe(true);
  });
});

describe('explorer store: boards from the chart', () => {
  async function explored() {
    const store = makeStore();
    store.getState().run();
    await until(() => store.getState().status.kind === 'done');
    return store;
  }

  it('a click on distance 31 gives one of the two hardest boards, with a 31-move optimal path to the goal', async () => {
    const store = await explored();
    store.getState().pickDistance(31);
    expect(store.getState().picked).toEqual({ distance: 31, tiles: null, path: null, step: 0 });
    await until(() => store.getState().picked?.path != null);
    const { tiles, path } = store.getState().picked!;
    expect(HARDEST).toContain(tiles!.join(' '));
    expect(path).toHaveLength(31);
    expect(applyMoves(makePuzzle(3, 3), tiles!, path!)!.at(-1)).toEqual(goalBlankLast(3, 3));
  });

  it('samples at the distance asked for, differently on another draw', async () => {
    const store = await explored();
    const boards = new Set<string>();
    for (let i = 0; i < 4; i++) {
      store.getState().pickDistance(20);
      await until(() => store.getState().picked?.path != null);
      expect(store.getState().picked!.path).toHaveLength(20);
      boards.add(store.getState().picked!.tiles!.join(','));
    }
    expect(boards.size).toBeGreaterThan(1);
  });

  it('the replay step stays on the path', async () => {
    const store = await explored();
    store.getState().pickBoard([...HARDEST_A], 31);
    await until(() => store.getState().picked?.path != null);
    store.getState().setStep(40);
    expect(store.getState().picked!.step).toBe(31);
    store.getState().setStep(-3);
    expect(store.getState().picked!.step).toBe(0);
  });

  it('opens a board in the visualizer: same size and goal, the teacher’s algorithm kept', async () => {
    const store = await explored();
    useRunStore.setState({ setup: { ...DEFAULT_SETUP, algorithm: 'idastar', heuristic: 'linear-conflict' } });
    openExplored([...HARDEST_A], 'visualize', store);
    const run = useRunStore.getState();
    expect(run.setup).toMatchObject({
      rows: 3,
      cols: 3,
      goal: goalBlankLast(3, 3),
      start: [...HARDEST_A],
    });
    expect(run.setup.algorithm).toBe('idastar');
    expect(run.setup.heuristic).toBe('linear-conflict');
    expect(run.status.kind).toBe('loaded');
    expect(useAppStore.getState().mode).toBe('visualize');
  });

  it('falls back to Manhattan when the visualizer’s heuristic does not fit the size', async () => {
    const store = makeStore();
    store.getState().setShape('2x3');
    store.getState().run();
    await until(() => store.getState().status.kind === 'done');
    // Every heuristic fits the sizes offered today; a future one (or 'pdb' beyond 4x4) may not.
    useRunStore.setState({ setup: { ...DEFAULT_SETUP, heuristic: 'not-for-this-size' as HeuristicId } });
    openExplored(store.getState().summary!.hardest[0], 'visualize', store);
    expect(useRunStore.getState().setup).toMatchObject({ rows: 2, cols: 3, heuristic: 'manhattan' });
    expect(useRunStore.getState().status.kind).toBe('loaded');
  });

  it('hands a board to play mode, which starts a game on it', async () => {
    const store = await explored();
    expect(openExplored([...HARDEST_A], 'play', store)).toBe(true);
    expect(usePlayStore.getState().tiles).toEqual([...HARDEST_A]);
    expect(usePlayStore.getState().puzzle).toMatchObject({ rows: 3, cols: 3, goal: goalBlankLast(3, 3) });
    expect(useAppStore.getState().mode).toBe('play');
  });

  it('opens a board in the heuristic lab', async () => {
    const store = await explored();
    openExplored([...HARDEST_B], 'lab', store);
    expect(store.getState().tab).toBe('lab');
    expect(useLabStore.getState().board).toEqual({
      rows: 3,
      cols: 3,
      goal: goalBlankLast(3, 3),
      start: [...HARDEST_B],
    });
  });

  it('changing the space forgets the old table and its picked board', async () => {
    const store = await explored();
    store.getState().pickDistance(5);
    store.getState().setGoalKind('blank-first');
    expect(store.getState()).toMatchObject({ status: { kind: 'idle' }, summary: null, picked: null });
    expect(handles[0].terminated).toBe(true);
  });
});
