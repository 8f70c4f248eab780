/**
 * Compare mode on a road map and a grid: the four ready comparisons load (their domain module
 * and the textbook solvers fetched first), run to the end, and teach what their lessons say
 * (tests/unit/store/comparePresets.test.ts holds the puzzle's lessons). A pane's own moves make
 * 4- and 8-connected searches of one map; a link round-trips a comparison on a domain.
 */
import { describe, expect, it } from 'vitest';
import type { PaneSetup } from '../../../src/core/setups';
import { readScenario, writeScenario } from '../../../src/links';
import { DOMAIN_COMPARE_PRESETS, findPreset, presetSetup } from '../../../src/store/comparePresets';
import { useCompareStore } from '../../../src/store/compareStore';
import { until } from './compareHelpers';

const store = () => useCompareStore.getState();

async function runPreset(id: string) {
  store().loadPreset(id);
  await until(() => store().status.kind === 'loaded');
  expect(store().sessions.map((s) => s.refusal)).toEqual(store().sessions.map(() => null));
  store().runToEnd();
  await until(() => !store().draining && store().panes.every((p) => p.atEnd));
  return store().panes.map((p) => p.view!.final!);
}

const costOf = (f: { type: string; cost?: number; stats: { solutionLength: number } }) =>
  f.cost ?? f.stats.solutionLength;

describe('compare mode on maps and grids', () => {
  it('BFS vs uniform-cost on Romania: the fewest roads (3, 450 km) vs the shortest distance (4, 418 km)', async () => {
    const [bfs, ucs] = await runPreset('romania-bfs-ucs');
    expect([bfs.type, costOf(bfs), bfs.stats.solutionLength]).toEqual(['solved', 450, 3]);
    expect([ucs.type, costOf(ucs), ucs.stats.solutionLength]).toEqual(['solved', 418, 4]);
    expect(store().sessions[0].domain?.kind).toBe('road-map');
  });

  it('greedy vs A* on Romania: 450 km (Fig. 3.23) vs 418 km (Fig. 3.24)', async () => {
    const [greedy, astar] = await runPreset('romania-greedy-astar');
    expect(costOf(greedy)).toBe(450);
    expect(costOf(astar)).toBe(418);
    expect(astar.stats.expanded).toBe(6);
  });

  it('Dijkstra vs A* vs greedy on the U trap: one cheapest cost, A* expands fewer, greedy pays more', async () => {
    const [dijkstra, astar, greedy] = await runPreset('grid-dijkstra-astar-greedy');
    expect(costOf(astar)).toBeCloseTo(costOf(dijkstra), 9);
    expect(astar.stats.expanded).toBeLessThan(dijkstra.stats.expanded);
    expect(costOf(greedy)).toBeGreaterThan(costOf(astar));
  });

  it('4- vs 8-connected: each pane searches the map with its own moves', async () => {
    const [four, eight] = await runPreset('grid-4-vs-8');
    expect(store().sessions.map((s) => (s.domain as unknown as { connectivity: number }).connectivity)).toEqual([4, 8]);
    expect(costOf(eight)).toBeLessThan(costOf(four));
    expect(eight.stats.solutionLength).toBeLessThan(four.stats.solutionLength);
  });

  it("a pane's own heuristic: A* with zero is Dijkstra beside A* with Manhattan on one grid, and its link keeps it", async () => {
    store().loadPreset('grid-dijkstra-astar-greedy');
    await until(() => store().status.kind === 'loaded');
    const astar = store().setup.panes[1];
    const withPanes = (panes: PaneSetup[]) => store().load({ ...store().setup, panes });
    withPanes([astar, { ...astar, domainHeuristic: 'zero' }, { ...astar, domainHeuristic: 'no-such-h' }]);
    await until(() => store().status.kind === 'loaded');
    // An id the domain does not offer is refused by name, the other panes run.
    expect(store().sessions[2].refusal).toMatchObject({
      message: expect.stringMatching(/unknown heuristic "no-such-h" for the grid domain/),
    });
    withPanes(store().setup.panes.slice(0, 2));
    await until(() => store().status.kind === 'loaded');
    store().runToEnd();
    await until(() => !store().draining && store().panes.every((p) => p.atEnd));
    const [manhattan, zero] = store().panes.map((p) => p.view!.final!);
    expect(costOf(zero)).toBeCloseTo(costOf(manhattan), 9);
    expect(manhattan.stats.expanded).toBeLessThan(zero.stats.expanded);

    const link = writeScenario({ mode: 'compare', compare: store().setup, step: 0 });
    expect(link).toMatch(/astar:[a-z-]+:h-zero/);
    expect(readScenario(link).scenario?.compare?.panes[1].domainHeuristic).toBe('zero');
  });

  it('a link to a comparison on a domain reads back the same comparison', () => {
    for (const preset of DOMAIN_COMPARE_PRESETS) {
      const compare = presetSetup(findPreset(preset.id)!);
      const link = writeScenario({ mode: 'compare', compare, step: 3 });
      expect(link, preset.id).toMatch(/[?&]domain=/);
      const read = readScenario(link);
      expect(read.ignored, link).toEqual([]);
      expect(read.scenario?.compare, link).toEqual(compare);
      expect(read.scenario?.step).toBe(3);
    }
  });
});
