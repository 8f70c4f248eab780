import { describe, expect, it } from 'vitest';
import type { AlgorithmId, SearchEvent } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { createReplayer } from '../../../src/core/replay';
import { runToEnd } from '../../../src/core/solvers';
import { bucketCounts, PaneSeries } from '../../../src/store/compareSeries';

const ALGORITHMS: AlgorithmId[] = ['bfs', 'dfs', 'iddfs', 'greedy', 'astar', 'wastar', 'idastar', 'bibfs', 'random'];
const BOARDS = [
  [8, 1, 3, 4, 0, 2, 7, 6, 5], // 14 moves
  [4, 7, 0, 3, 2, 5, 8, 1, 6], // 20 moves
];

function run(algorithm: AlgorithmId, start: number[]) {
  const result = runToEnd(makePuzzle(3, 3), start, {
    algorithm,
    heuristic: 'manhattan',
    depthLimit: 14,
    seed: 30,
    budget: { maxExpansions: 30_000 },
  });
  const series = new PaneSeries(algorithm);
  for (const e of result.events!) series.fold(e);
  return { result, series, events: result.events! };
}

const max = (a: Int32Array) => a.reduce((m, v) => Math.max(m, v), 0);

describe('compare series: frontier and memory per expansion', () => {
  for (const algorithm of ALGORITHMS) {
    it(`${algorithm}: one sample per expansion, and the peaks are the solver's own`, () => {
      for (const start of BOARDS) {
        const { result, series } = run(algorithm, start);
        const stats = result.final.stats;
        expect(series.samples).toBe(stats.expanded + 1);
        expect(series.bucket.length).toBe(stats.expanded);
        expect(max(series.frontier.view())).toBe(stats.peakFrontier);
        expect(max(series.memory.view())).toBe(stats.peakMemory);
      }
    });
  }

  it('each sample equals the replayed frontier size where it is taken, for every algorithm', () => {
    // Sample k is taken at the first event after expansion k's children that is not a child
    // (sample 0 at the first event after the start): the replayed view just before it agrees.
    const childish = (e: SearchEvent) => e.type === 'generate' || e.type === 'progress';
    for (const algorithm of ALGORITHMS) {
      const { series, events } = run(algorithm, BOARDS[0]);
      const replayer = createReplayer(algorithm);
      replayer.append(events);
      let k = 0;
      let pending = true;
      events.forEach((e: SearchEvent, i) => {
        if (i === 0) return;
        if (pending && !childish(e)) {
          expect(series.frontier.at(k), `${algorithm} sample ${k}`).toBe(replayer.seek(i).frontier.size);
          k++;
          pending = false;
        }
        if (e.type === 'expand') pending = true;
      });
      expect(k).toBe(series.samples);
    }
  });

  it('groups expansions by depth (BFS layers) and by pass (IDA*), summing to the total', () => {
    const bfs = run('bfs', BOARDS[0]);
    const layers = bucketCounts(bfs.series, Infinity);
    expect(layers[0]).toBe(1); // the root alone
    expect(layers.reduce((a, b) => a + b, 0)).toBe(bfs.result.final.stats.expanded);
    // BFS finishes a layer before the next: depth never decreases along the expansions.
    const depths = bfs.series.bucket.view();
    for (let i = 1; i < depths.length; i++) expect(depths[i]).toBeGreaterThanOrEqual(depths[i - 1]);

    const ida = run('idastar', BOARDS[1]);
    const passes = bucketCounts(ida.series, Infinity);
    expect(passes[0]).toBe(0); // passes count from 1
    expect(passes.length - 1).toBe(ida.series.bounds.length);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(ida.result.final.stats.expanded);
    // Every bound is larger than the last, and each pass re-expands more than the one before.
    for (let p = 1; p < ida.series.bounds.length; p++)
      expect(ida.series.bounds[p]).toBeGreaterThan(ida.series.bounds[p - 1]);
    expect(passes[passes.length - 2]).toBeGreaterThan(passes[1]);
    // Only the first `expansions` count: the chart at an earlier clock.
    expect(bucketCounts(ida.series, 10).reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('the random walk is not grouped (one node per depth says nothing)', () => {
    expect(new PaneSeries('random').bucketKind).toBe('none');
    expect(new PaneSeries('iddfs').bucketKind).toBe('pass');
    expect(new PaneSeries('astar').bucketKind).toBe('depth');
  });
});

describe('compare series: the f of each expansion', () => {
  it('A* with a consistent heuristic never lowers f: a staircase from h(start) to the solution length', () => {
    for (const start of BOARDS) {
      const { result, series, events } = run('astar', start);
      const f = [...series.fExpanded.view()];
      expect(f.length).toBe(result.final.stats.expanded + 1);
      const root = events[0].type === 'start' ? events[0].root : null;
      expect(f[0]).toBe(root!.f);
      for (let i = 1; i < f.length; i++) expect(f[i]).toBeGreaterThanOrEqual(f[i - 1]);
      expect(f[f.length - 1]).toBe(result.final.stats.solutionLength);
    }
  });

  it('IDA* climbs to each pass bound and starts again; weighted A* keeps its fractional f', () => {
    const { series } = run('idastar', BOARDS[1]);
    const f = series.fExpanded.view();
    const passOf = series.bucket.view();
    let drops = 0;
    for (let k = 1; k < f.length; k++) {
      expect(f[k], `expansion ${k} within its pass bound`).toBeLessThanOrEqual(series.bounds[passOf[k - 1] - 1]);
      if (f[k] < f[k - 1]) drops++;
    }
    expect(drops, 'IDA* goes back down (a new pass, a new branch)').toBeGreaterThan(0);

    const weighted = runToEnd(makePuzzle(3, 3), BOARDS[0], {
      algorithm: 'wastar',
      heuristic: 'manhattan',
      weight: 1.5,
    });
    const ws = new PaneSeries('wastar');
    for (const e of weighted.events!) ws.fold(e);
    expect(
      [...ws.fExpanded.view()].some((v) => !Number.isInteger(v)),
      'g + 1.5·h is not whole',
    ).toBe(true);
  });
});

describe('the memory-bounded searches forget', () => {
  it('RBFS and SMA*: memory now is what the replayer holds, and the samples stay below the peak', () => {
    const puzzle = makePuzzle(3, 3, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
    for (const algorithm of ['rbfs', 'smastar'] as const) {
      const { events, final } = runToEnd(puzzle, [0, 5, 2, 7, 6, 3, 4, 1, 8], {
        algorithm,
        heuristic: 'manhattan',
        memoryLimit: 100,
      });
      const series = new PaneSeries(algorithm);
      const replayer = createReplayer(algorithm);
      for (const e of events!) series.fold(e);
      replayer.append(events!);
      const view = replayer.seek(events!.length);
      const last = series.memory.at(series.samples - 1);
      expect(last, algorithm).toBe(algorithm === 'rbfs' ? view.frontier.size + view.path.length : view.counters.memory);
      expect(series.frontier.at(series.samples - 1), algorithm).toBe(view.frontier.size);
      for (let k = 0; k < series.samples; k++) expect(series.memory.at(k)).toBeLessThanOrEqual(final.stats.peakMemory);
    }
  });
});
