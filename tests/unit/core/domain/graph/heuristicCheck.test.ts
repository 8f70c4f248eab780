/**
 * The exact heuristic checks on a road map: lowering or raising one city's h in AIMA's table
 * flips admissibility and consistency as the definitions say, each naming the first city or road
 * at fault; and A* with an inadmissible table returns a longer route than the cheapest (and says
 * the run is not optimal), while an inconsistent but admissible table makes it reopen a city.
 */
import { describe, expect, it } from 'vitest';
import type { WeightedGraph } from '../../../../../src/core/domain/graph';
import {
  checkHeuristic,
  costsToGoal,
  graphDomain,
  parseGraph,
  romaniaGraph,
} from '../../../../../src/core/domain/graph';
import { actionsOf, run, solvedCost } from './searchHarness';

const romania = romaniaGraph();

/** Romania with some cities' h values in the Bucharest table replaced. */
function withEstimates(changes: Record<string, number>): WeightedGraph {
  return { ...romania, estimates: new Map([...romania.estimates, ...Object.entries(changes)]) };
}

function check(graph: WeightedGraph) {
  return checkHeuristic(graph, 'Bucharest', (city) => graph.estimates.get(city) ?? 0);
}

describe('the true costs', () => {
  it('are Dijkstra over the roads reversed: one-way roads count only their own way', () => {
    expect(costsToGoal(romania, 'Bucharest').get('Arad')).toBe(418);
    const parsed = parseGraph('directed\nA B 1\nB C 1\nC A 5');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect([...costsToGoal(parsed.graph, 'C')]).toEqual([
      ['A', 2],
      ['B', 1],
      ['C', 0],
    ]);
    expect(costsToGoal(parsed.graph, 'A').get('B')).toBe(6);
    const islands = parseGraph('A B 1\nC D 1');
    if (!islands.ok) throw new Error(islands.error.message);
    expect(costsToGoal(islands.graph, 'A').get('C')).toBe(Infinity);
  });
});

describe("AIMA's table toward Bucharest, one value changed", () => {
  it('as printed: admissible and consistent', () => {
    expect(check(romania)).toMatchObject({ admissible: { ok: true }, consistent: { ok: true } });
  });

  it('Pitesti raised to its true cost (101): still admissible and consistent', () => {
    // h(Pitesti) = 101 = its true cost: admissible. Along Rimnicu Vilcea -> Pitesti, 193 <= 97 + 101.
    expect(check(withEstimates({ Pitesti: 101 }))).toMatchObject({
      admissible: { ok: true },
      consistent: { ok: true },
    });
  });

  it('Pitesti raised above its true cost (102): inadmissible at Pitesti', () => {
    const result = check(withEstimates({ Pitesti: 102 }));
    expect(result.admissible).toEqual({ ok: false, city: 'Pitesti', h: 102, trueCost: 101 });
    // Also inconsistent: the road Pitesti -> Bucharest (101) cannot fall from 102 to 0.
    expect(result.consistent).toEqual({ ok: false, from: 'Pitesti', to: 'Bucharest', cost: 101, hFrom: 102, hTo: 0 });
  });

  it('Pitesti lowered to 50: admissible, but inconsistent on the road Rimnicu Vilcea -> Pitesti', () => {
    const result = check(withEstimates({ Pitesti: 50 }));
    expect(result.admissible).toEqual({ ok: true });
    // 193 > 97 + 50: the first road at fault in the cities' order (Craiova's 160 <= 138 + 50 is not).
    expect(result.consistent).toEqual({
      ok: false,
      from: 'Rimnicu Vilcea',
      to: 'Pitesti',
      cost: 97,
      hFrom: 193,
      hTo: 50,
    });
  });

  it('Sibiu up to its true cost (278) is admissible, one more is not', () => {
    expect(check(withEstimates({ Sibiu: 278 })).admissible).toEqual({ ok: true });
    expect(check(withEstimates({ Sibiu: 279 })).admissible).toEqual({
      ok: false,
      city: 'Sibiu',
      h: 279,
      trueCost: 278,
    });
  });

  it('the goal itself above 0 is inadmissible', () => {
    expect(check(withEstimates({ Bucharest: 1 })).admissible).toMatchObject({
      ok: false,
      city: 'Bucharest',
      trueCost: 0,
    });
  });

  it("the domain's flags follow the table: an edited table turns them off", () => {
    const line = (graph: WeightedGraph) => graphDomain(graph).heuristics.find((x) => x.id === 'straight-line')!;
    expect(line(romania)).toMatchObject({ admissible: true, consistent: true });
    expect(line(withEstimates({ Pitesti: 50 }))).toMatchObject({ admissible: true, consistent: false });
    expect(line(withEstimates({ Pitesti: 102 }))).toMatchObject({ admissible: false, consistent: false });
    expect(graphDomain(withEstimates({ Pitesti: 102 })).check('Bucharest').admissible).toMatchObject({
      city: 'Pitesti',
    });
  });
});

describe('A* with a changed table', () => {
  it('an inadmissible h at Pitesti turns A* to the longer road through Fagaras, and the run says it is not optimal', () => {
    const domain = graphDomain(withEstimates({ Pitesti: 200 }));
    const { final } = run(domain, 'Arad', 'Bucharest', { algorithm: 'astar', heuristic: 'straight-line' });
    expect(actionsOf(final)).toEqual(['Sibiu', 'Fagaras', 'Bucharest']);
    expect(solvedCost(final)).toBe(450);
    expect(final.stats.optimal).toBe(false);
  });

  it('an inconsistent but admissible h makes A* reopen a closed city, and it still finds 418 km', () => {
    // Sibiu and Oradea at 0 put Oradea first, reached through Sibiu (291 km); Zerind at 300 (its
    // true cost is 493) waits until later, then finds the road to Oradea that is 146 km long.
    const graph = withEstimates({ Sibiu: 0, Oradea: 0, Zerind: 300 });
    const tableCheck = check(graph);
    expect(tableCheck.admissible.ok).toBe(true);
    // The first road at fault in the cities' order: Arad's 366 falls to Sibiu's 0 along 140 km.
    expect(tableCheck.consistent).toMatchObject({ ok: false, from: 'Arad', to: 'Sibiu', hFrom: 366, hTo: 0 });
    const { events, final } = run(graphDomain(graph), 'Arad', 'Bucharest', {
      algorithm: 'astar',
      heuristic: 'straight-line',
    });
    const reopened = events.flatMap((e) =>
      e.type === 'generate' && e.outcome === 'reopened' ? [[e.node.key, e.node.g]] : [],
    );
    expect(reopened).toEqual([['Oradea', 146]]);
    expect(solvedCost(final)).toBe(418);
    // Consistent as printed: the same search reopens nothing.
    const printed = run(graphDomain(romania), 'Arad', 'Bucharest', { algorithm: 'astar', heuristic: 'straight-line' });
    expect(printed.events.some((e) => e.type === 'generate' && e.outcome === 'reopened')).toBe(false);
  });
});
