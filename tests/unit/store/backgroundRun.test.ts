/**
 * The background run's store with a fake Worker: comlink's wrap is replaced by a handle the
 * test drives, so start → running → progress → cancel/finish can be checked step by step.
 * The job reaches the worker once comlink has loaded (a dynamic import): `jobStarted` waits for it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchStats } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { startSearch } from '../../../src/core/solvers';
import type { FinalEvent } from '../../../src/core/solvers/types';
import type { BackgroundResult } from '../../../src/workers/search.worker';
import { DEFAULT_SETUP } from '../../../src/store/runStore';

interface Job {
  request: unknown;
  onProgress: (stats: SearchStats) => void;
  resolve: (r: BackgroundResult) => void;
}

const jobs: Job[] = [];
const workers: FakeWorker[] = [];

class FakeWorker {
  terminated = false;
  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    workers.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

vi.mock('comlink', () => ({
  proxy: <T>(f: T) => f,
  wrap: () => ({
    run: (request: unknown, onProgress: (stats: SearchStats) => void) =>
      new Promise<BackgroundResult>((resolve) => jobs.push({ request, onProgress, resolve })),
  }),
}));
// No pattern-database worker: the plain search worker is the one under test.
vi.mock('../../../src/workers/pdbClient', () => ({ sharedPdbWorker: () => null }));

const { useBackgroundRun } = await import('../../../src/store/backgroundRun');

/** The real final event of the default lesson board, as the worker would return it. */
function coreFinal(): FinalEvent {
  const s = DEFAULT_SETUP;
  const started = startSearch(makePuzzle(s.rows, s.cols, s.goal), s.start, {
    algorithm: s.algorithm,
    heuristic: s.heuristic,
    trace: 'progress',
  });
  if (!started.ok) throw new Error('core refused');
  for (const e of started.search) if (e.type === 'solved' || e.type === 'exhausted' || e.type === 'limit') return e;
  throw new Error('no final event');
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const jobStarted = () => vi.waitFor(() => expect(jobs).toHaveLength(1));

beforeEach(() => {
  jobs.length = 0;
  workers.length = 0;
  vi.stubGlobal('Worker', FakeWorker);
  useBackgroundRun.getState().clear();
});

describe('useBackgroundRun', () => {
  it('start → running with progress → cancel: cancelled, worker terminated, a late answer ignored', async () => {
    useBackgroundRun.getState().start(DEFAULT_SETUP, 7);
    expect(useBackgroundRun.getState()).toMatchObject({ status: 'running', runId: 7, progress: null });
    expect(workers).toHaveLength(1);
    await jobStarted();

    const stats: SearchStats = { ...coreFinal().stats, expanded: 123 };
    jobs[0].onProgress(stats);
    expect(useBackgroundRun.getState().progress?.expanded).toBe(123);

    useBackgroundRun.getState().cancel();
    expect(useBackgroundRun.getState().status).toBe('cancelled');
    expect(workers[0].terminated).toBe(true);

    // The terminated worker's answer (had it come) must not revive the run.
    jobs[0].resolve({ ok: true, final: coreFinal() });
    await flush();
    expect(useBackgroundRun.getState()).toMatchObject({ status: 'cancelled', final: null });
  });

  it('finish → done with the core’s final event and its statistics; the worker is released', async () => {
    const final = coreFinal();
    useBackgroundRun.getState().start(DEFAULT_SETUP, 3);
    await jobStarted();
    jobs[0].resolve({ ok: true, final });
    await flush();
    const s = useBackgroundRun.getState();
    expect(s.status).toBe('done');
    expect(s.final).toEqual(final);
    expect(s.final?.stats.expanded).toBeGreaterThan(0);
    expect(workers[0].terminated).toBe(true);
  });

  it('a refusal is a failure code (translated by the page), not an English sentence', async () => {
    useBackgroundRun.getState().start(DEFAULT_SETUP, 1);
    await jobStarted();
    jobs[0].resolve({ ok: false, reason: 'unsolvable', message: 'unsolvable' });
    await flush();
    expect(useBackgroundRun.getState()).toMatchObject({ status: 'failed', failure: 'unsolvable' });
  });

  it('a second start replaces the first worker', () => {
    useBackgroundRun.getState().start(DEFAULT_SETUP, 1);
    useBackgroundRun.getState().start(DEFAULT_SETUP, 2);
    expect(workers[0].terminated).toBe(true);
    expect(workers[1].terminated).toBe(false);
    expect(useBackgroundRun.getState().runId).toBe(2);
  });

  it('a run on a road map goes to the worker as its set-up, never as the puzzle board beside it', async () => {
    const setup = {
      ...DEFAULT_SETUP,
      algorithm: 'idastar' as const,
      domain: 'road-map',
      problem: { instance: null, start: 'Arad', goal: 'Bucharest' },
    };
    useBackgroundRun.getState().start(setup, 4);
    await jobStarted();
    expect(jobs[0].request).toEqual({ domain: 'road-map', setup });
  });

  it('without Web Workers it fails with the no-workers code', () => {
    vi.stubGlobal('Worker', undefined);
    useBackgroundRun.getState().start(DEFAULT_SETUP, 1);
    expect(useBackgroundRun.getState()).toMatchObject({ status: 'failed', failure: 'no-workers' });
  });
});
