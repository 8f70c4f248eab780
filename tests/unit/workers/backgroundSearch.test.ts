/**
 * The search worker's run (backgroundSearch.ts), called directly: what the page gets back when it
 * finishes a run too large to record. A road map or grid run starts from the page's own set-up
 * through its domain, so its answer is the map's route and cost, not the puzzle board's.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETUP, type RunSetup } from '../../../src/core/setups';
import { runBackground } from '../../../src/workers/backgroundSearch';

const onMap = (algorithm: RunSetup['algorithm'], domain: string, instance: string | null, start = '', goal = '') => ({
  domain,
  setup: { ...DEFAULT_SETUP, algorithm, domain, problem: { instance, start, goal } },
});

describe('the background search on other domains', () => {
  it("IDA* on Romania from Arad to Bucharest: the 418 km route, as the page's own run finds it", async () => {
    const result = await runBackground(onMap('idastar', 'road-map', null, 'Arad', 'Bucharest'), () => {});
    expect(result.ok).toBe(true);
    if (!result.ok || result.final.type !== 'solved') throw new Error('not solved');
    expect(result.final.cost).toBe(418);
    expect(result.final.actions).toEqual(['Sibiu', 'Rimnicu Vilcea', 'Pitesti', 'Bucharest']);
  });

  it('on the swamp grid IDA* and RBFS find the cost uniform-cost search finds, walking round the mud', async () => {
    const costs: number[] = [];
    for (const algorithm of ['ucs', 'idastar', 'rbfs'] as const) {
      const result = await runBackground(onMap(algorithm, 'grid', 'swamp'), () => {});
      if (!result.ok || result.final.type !== 'solved') throw new Error(`${algorithm} did not solve`);
      costs.push(result.final.cost ?? result.final.stats.solutionLength);
    }
    expect(costs[1]).toBeCloseTo(costs[0], 9);
    expect(costs[2]).toBeCloseTo(costs[0], 9);
  });

  it('IDA* passes are counted on a map as on the puzzle (compare mode’s per-bound chart)', async () => {
    const result = await runBackground(
      { ...onMap('idastar', 'road-map', null, 'Arad', 'Bucharest'), passes: true },
      () => {},
    );
    if (!result.ok) throw new Error('refused');
    expect(result.passes!.length).toBeGreaterThan(1);
    expect(result.passes!.every((p, i) => i === 0 || p.bound > result.passes![i - 1].bound)).toBe(true);
  });

  it('its refusals are specific: an unknown city, an unknown domain', async () => {
    const city = await runBackground(onMap('astar', 'road-map', null, 'Atlantis', 'Bucharest'), () => {});
    expect(city).toMatchObject({
      ok: false,
      reason: 'refused',
      message: expect.stringMatching(/^the start: .*Atlantis/),
    });
    const kind = await runBackground(onMap('astar', 'moon-map', null), () => {});
    expect(kind).toMatchObject({ ok: false, reason: 'refused', message: expect.stringMatching(/moon-map/) });
  });

  it('a puzzle request still runs the puzzle’s solvers', async () => {
    const s = DEFAULT_SETUP;
    const result = await runBackground(
      {
        rows: s.rows,
        cols: s.cols,
        goal: s.goal,
        start: s.start,
        options: { algorithm: 'astar', heuristic: 'manhattan' },
      },
      () => {},
    );
    expect(result.ok && result.final.type).toBe('solved');
  });
});
