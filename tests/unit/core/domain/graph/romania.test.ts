/**
 * AIMA's Romania, pinned to the book's published figures: A* from Arad expands the cities of
 * Fig. 3.24 in its order with its f values and returns the 418 km route; greedy best-first
 * returns Fig. 3.23's 450 km route; uniform-cost search 418 km; breadth-first search the route
 * with the fewest roads, 450 km. The map's data is checked against the figures' numbers, and the
 * straight-line heuristic is checked exactly, toward Bucharest (the book's table) and toward
 * every other city (the positions).
 */
import { describe, expect, it } from 'vitest';
import { romaniaDomain, romaniaGraph } from '../../../../../src/core/domain/graph';
import { ALGORITHMS } from '../../../../../src/core/solvers';
import { solversFor } from '../../../../../src/core/solvers/domainSearch';
import { actionsOf, expandedKeys, holdRun, optionsFor, run, solvedCost } from './searchHarness';

const domain = romaniaDomain();

describe('the map of Romania (AIMA Figs. 3.1, 3.16)', () => {
  it('has the 20 cities and 23 roads of Fig. 3.1, each city drawn', () => {
    const graph = romaniaGraph();
    expect(graph.cities).toHaveLength(20);
    expect(graph.roads).toHaveLength(23);
    // Fig. 3.1 as aima-python's romania_map writes it (a second transcription to compare with).
    const fig31: Record<string, Record<string, number>> = {
      Arad: { Zerind: 75, Sibiu: 140, Timisoara: 118 },
      Bucharest: { Urziceni: 85, Pitesti: 101, Giurgiu: 90, Fagaras: 211 },
      Craiova: { Drobeta: 120, 'Rimnicu Vilcea': 146, Pitesti: 138 },
      Drobeta: { Mehadia: 75 },
      Eforie: { Hirsova: 86 },
      Fagaras: { Sibiu: 99 },
      Hirsova: { Urziceni: 98 },
      Iasi: { Vaslui: 92, Neamt: 87 },
      Lugoj: { Timisoara: 111, Mehadia: 70 },
      Oradea: { Zerind: 71, Sibiu: 151 },
      Pitesti: { 'Rimnicu Vilcea': 97 },
      'Rimnicu Vilcea': { Sibiu: 80 },
      Urziceni: { Vaslui: 142 },
    };
    const pair = (a: string, b: string, cost: number) => `${[a, b].sort().join(' - ')} ${cost}`;
    const expected = Object.entries(fig31).flatMap(([a, to]) => Object.entries(to).map(([b, c]) => pair(a, b, c)));
    expect(graph.roads.map((r) => pair(r.from, r.to, r.cost)).sort()).toEqual(expected.sort());
    expect(graph.cities.every((c) => domain.position(c) !== null)).toBe(true);
    expect(domain.position('Arad')).toEqual({ x: 91, y: 492 });
    expect(graph.directed).toBe(false);
    expect(domain.unitCosts).toBe(false);
    expect(solversFor(domain)).toBe('textbook');
  });

  it("lists a city's roads by the neighbour's name, as Fig. 3.24 draws the children", () => {
    const roads = [...domain.successors('Sibiu')].map((s) => `${s.action} ${s.cost}`);
    expect(roads).toEqual(['Arad 140', 'Fagaras 99', 'Oradea 151', 'Rimnicu Vilcea 80']);
    expect(domain.inverse?.('Sibiu', 'Fagaras', 'Fagaras')).toBe('Sibiu');
  });

  it("takes Fig. 3.16's table toward Bucharest and the positions toward any other city", () => {
    const toBucharest = domain.heuristics.find((x) => x.id === 'straight-line')!.make('Bucharest');
    expect(['Arad', 'Sibiu', 'Rimnicu Vilcea', 'Fagaras', 'Pitesti'].map(toBucharest)).toEqual([
      366, 253, 193, 176, 100,
    ]);
    expect(domain.estimatesFrom('Bucharest')).toBe('table');
    expect(domain.estimatesFrom('Craiova')).toBe('positions');
    const toCraiova = domain.heuristics.find((x) => x.id === 'straight-line')!.make('Craiova');
    expect(toCraiova('Arad')).toBeCloseTo(Math.hypot(253 - 91, 288 - 492), 9);
    expect(toCraiova('Craiova')).toBe(0);
  });

  it('has a straight-line heuristic that is admissible and consistent toward every city, checked exactly', () => {
    const line = domain.heuristics.find((x) => x.id === 'straight-line')!;
    expect(line.admissible).toBe(true);
    expect(line.consistent).toBe(true);
    expect(domain.defaultHeuristic).toBe('straight-line');
    const check = domain.check('Bucharest');
    expect(check.admissible.ok && check.consistent.ok).toBe(true);
    expect(check.trueCosts.get('Arad')).toBe(418);
  });
});

describe('searching from Arad to Bucharest', () => {
  it('A* expands Fig. 3.24 in its order, with its f values, and returns the 418 km route', () => {
    const { events, final } = run(domain, 'Arad', 'Bucharest', { algorithm: 'astar', heuristic: 'straight-line' });
    const expanded = events.flatMap((e) => (e.type === 'expand' ? [[e.node.key, e.node.f]] : []));
    expect(expanded).toEqual([
      ['Arad', 366],
      ['Sibiu', 393],
      ['Rimnicu Vilcea', 413],
      ['Fagaras', 415],
      ['Pitesti', 417],
      ['Bucharest', 418],
    ]);
    expect(actionsOf(final)).toEqual(['Sibiu', 'Rimnicu Vilcea', 'Pitesti', 'Bucharest']);
    expect(solvedCost(final)).toBe(418);
    expect(final.stats.optimal).toBe(true);
  });

  it('greedy best-first follows Fig. 3.23 through Fagaras: 450 km, not the cheapest', () => {
    const { events, final } = run(domain, 'Arad', 'Bucharest', { algorithm: 'greedy', heuristic: 'straight-line' });
    expect(expandedKeys(events)).toEqual(['Arad', 'Sibiu', 'Fagaras', 'Bucharest']);
    expect(actionsOf(final)).toEqual(['Sibiu', 'Fagaras', 'Bucharest']);
    expect(solvedCost(final)).toBe(450);
    expect(final.stats.optimal).toBe(false);
  });

  it('uniform-cost search returns 418 km; breadth-first search the fewest roads, 450 km', () => {
    const ucs = run(domain, 'Arad', 'Bucharest', { algorithm: 'ucs' }).final;
    expect(actionsOf(ucs)).toEqual(['Sibiu', 'Rimnicu Vilcea', 'Pitesti', 'Bucharest']);
    expect(solvedCost(ucs)).toBe(418);
    expect(ucs.stats.optimal).toBe(true);
    const bfs = run(domain, 'Arad', 'Bucharest', { algorithm: 'bfs' }).final;
    expect(actionsOf(bfs)).toEqual(['Sibiu', 'Fagaras', 'Bucharest']);
    expect(solvedCost(bfs)).toBe(450);
    expect(bfs.stats.optimal).toBe(false);
  });

  it('a search with a budget stops on it', () => {
    const { final } = run(domain, 'Arad', 'Bucharest', { algorithm: 'ucs', budget: { maxExpansions: 3 } });
    expect(final).toMatchObject({ type: 'limit', reason: 'expansions' });
    expect(final.stats.expanded).toBe(3);
  });

  for (const info of ALGORITHMS) {
    it(`${info.id}: ends, replays at its claimed cost, and the replay reducer follows it`, () => {
      holdRun(domain, 'Arad', 'Bucharest', optionsFor(info.id, 'straight-line'), 418);
    });
  }

  it('every cheapest-path algorithm costs what Dijkstra says, between every pair of cities', () => {
    const graph = romaniaGraph();
    for (const goal of graph.cities) {
      const truth = domain.check(goal).trueCosts;
      for (const start of graph.cities) {
        for (const algorithm of ['astar', 'idastar', 'rbfs'] as const) {
          const { final } = run(domain, start, goal, { algorithm, heuristic: 'straight-line' });
          expect(solvedCost(final), `${algorithm} ${start} -> ${goal}`).toBeCloseTo(truth.get(start)!, 9);
        }
      }
    }
  });
});

describe('naming a city', () => {
  it('reads a name as shown or as the text format writes it, in any case, and refuses others', () => {
    expect(domain.parse('Rimnicu Vilcea')).toEqual({ ok: true, state: 'Rimnicu Vilcea' });
    expect(domain.parse(' rimnicu_vilcea ')).toEqual({ ok: true, state: 'Rimnicu Vilcea' });
    expect(domain.parse('Paris')).toMatchObject({
      ok: false,
      error: { code: 'unknown-city', message: 'no city named "Paris" on this map' },
    });
    expect(domain.parse('  ')).toMatchObject({ ok: false, error: { code: 'empty' } });
    for (const city of romaniaGraph().cities) {
      expect(domain.parse(domain.format(city))).toEqual({ ok: true, state: city });
      expect(domain.state(domain.key(city))).toBe(city);
    }
    expect(domain.describe('Arad')).toEqual({ text: 'Arad, with 3 roads out', facts: { city: 'Arad', roads: 3 } });
  });
});
