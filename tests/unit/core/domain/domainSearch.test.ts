/**
 * The textbook solvers on a domain that is not the puzzle: a weighted graph written in the test
 * (weightedGraph.ts) with step costs other than 1, some of them fractional. Every algorithm runs
 * through startDomainSearch; every path replays on the graph at the cost it claims; the ones that
 * promise the cheapest path match a Dijkstra written in the test, on a fixed graph and on seeded
 * random ones; BFS and uniform-cost search part ways; the replay reducer follows every run.
 */
import { describe, expect, it } from 'vitest';
import type { Domain, DomainSolveOptions } from '../../../../src/core/domain';
import { walkActions } from '../../../../src/core/domain';
import type { AlgorithmId, FinalEvent, NodeInfo, SearchEvent } from '../../../../src/core/events';
import { depthOf } from '../../../../src/core/events';
import { seededRandom } from '../../../../src/core/random';
import { applyEvent, createState } from '../../../../src/core/replay';
import { ALGORITHMS } from '../../../../src/core/solvers';
import { solversFor, startDomainSearch } from '../../../../src/core/solvers/domainSearch';
import { ROADS, dijkstra, fewestSteps, graphDomain, readGraph, type Graph } from './weightedGraph';

interface Run {
  readonly events: SearchEvent[];
  readonly final: FinalEvent;
}

function run(domain: Domain<string>, start: string, goal: string, options: DomainSolveOptions): Run {
  const started = startDomainSearch(domain, start, goal, options);
  if (!started.ok) throw new Error(`refused: ${JSON.stringify(started)}`);
  const events = [...started.search];
  return { events, final: events[events.length - 1] as FinalEvent };
}

/** Options that let each algorithm finish on a small graph. */
function optionsFor(algorithm: AlgorithmId): DomainSolveOptions {
  return {
    algorithm,
    heuristic: 'half',
    memoryLimit: 200,
    depthLimit: 12,
    maxIterations: 3000,
    restarts: 20,
    sideways: 5,
    beamWidth: 3,
    budget: { maxExpansions: 20_000 },
  };
}

/** The algorithms that promise the cheapest path with an admissible heuristic on any step costs. */
const CHEAPEST: readonly DomainSolveOptions[] = [
  { algorithm: 'ucs' },
  { algorithm: 'astar', heuristic: 'half' },
  { algorithm: 'astar', heuristic: 'zero' },
  { algorithm: 'wastar', heuristic: 'half', weight: 1 },
  { algorithm: 'idastar', heuristic: 'half' },
  { algorithm: 'rbfs', heuristic: 'half' },
  { algorithm: 'smastar', heuristic: 'half', memoryLimit: 1000 },
];

function solvedCost(final: FinalEvent): number {
  if (final.type !== 'solved') throw new Error(`not solved: ${final.type}`);
  return final.cost ?? (final.actions ?? final.path).length;
}

describe('a weighted graph domain through the textbook solvers', () => {
  const domain = graphDomain(ROADS);
  const best = dijkstra(ROADS, 'G').get('S')!;

  it('runs on the textbook solvers; the puzzle keeps its kernels', () => {
    expect(solversFor(domain)).toBe('textbook');
    expect(best).toBe(7);
  });

  it('BFS takes the fewest roads, uniform-cost search the cheapest: different paths', () => {
    const bfs = run(domain, 'S', 'G', { algorithm: 'bfs' }).final;
    const ucs = run(domain, 'S', 'G', { algorithm: 'ucs' }).final;
    expect(bfs.type === 'solved' && bfs.actions).toEqual(['B', 'G']);
    expect(solvedCost(bfs)).toBe(11);
    // BFS promises the fewest steps, not the lowest cost, once steps cost other than 1.
    expect(bfs.stats.optimal).toBe(false);
    expect(ucs.type === 'solved' && ucs.actions).toEqual(['A', 'B', 'G']);
    expect(solvedCost(ucs)).toBe(best);
    expect(ucs.stats.optimal).toBe(true);
    // The puzzle's field stays empty: these are not blank moves.
    expect(ucs.type === 'solved' && ucs.path).toEqual([]);
  });

  for (const info of ALGORITHMS) {
    it(`${info.id}: ends, and a path it finds replays on the graph at the cost it claims`, () => {
      const { final, events } = run(domain, 'S', 'G', optionsFor(info.id));
      expect(['solved', 'exhausted', 'limit']).toContain(final.type);
      if (final.type !== 'solved') return;
      const actions = final.actions ?? [];
      const walked = walkActions(domain, 'S', actions);
      expect(walked).not.toBeNull();
      expect(walked!.states[walked!.states.length - 1]).toBe('G');
      expect(solvedCost(final)).toBeCloseTo(walked!.cost, 9);
      if (final.stats.optimal) expect(walked!.cost).toBe(best);
      // Every node's g is its parent's plus the step into it; depth counts the steps.
      const byId = new Map<number, NodeInfo>();
      for (const e of events) for (const n of nodesOf(e)) byId.set(n.id, n);
      for (const n of byId.values()) {
        const parent = byId.get(n.parentId);
        if (parent === undefined || n.action === undefined) continue;
        expect(n.g).toBeCloseTo(parent.g + (n.stepCost ?? 1), 9);
        expect(depthOf(n)).toBe(depthOf(parent) + 1);
        expect(n.move).toBeNull();
      }
    });
  }

  for (const options of CHEAPEST) {
    it(`${options.algorithm} with ${options.heuristic ?? 'no heuristic'}: the cheapest path, as Dijkstra finds it`, () => {
      const { final } = run(domain, 'S', 'G', { ...options, budget: { maxExpansions: 20_000 } });
      expect(solvedCost(final)).toBe(best);
      expect(final.stats.optimal).toBe(true);
    });
  }

  it('says a run is not optimal when its heuristic overestimates, and then can miss the cheapest path', () => {
    // Twice the true cost still leads A* along the cheapest road (f falls along it)...
    const doubled = run(domain, 'S', 'G', { algorithm: 'astar', heuristic: 'double' }).final;
    expect(doubled.stats.optimal).toBe(false);
    expect(solvedCost(doubled)).toBe(best);
    // ...but an estimate of 20 at A, the first city of the cheapest road, turns A* away from it.
    const liar = graphDomain(ROADS, { table: { S: 0, A: 20, B: 0, C: 0, D: 0, E: 0, F: 0, G: 0 } });
    const { final } = run(liar, 'S', 'G', { algorithm: 'astar', heuristic: 'table' });
    expect(final.stats.optimal).toBe(false);
    expect(final.type === 'solved' && final.actions).toEqual(['B', 'G']);
    expect(solvedCost(final)).toBe(11);
  });

  it('bidirectional search joins its halves with the inverse steps', () => {
    const { final } = run(domain, 'S', 'G', { algorithm: 'bibfs' });
    expect(final.type === 'solved' && final.actions).toEqual(['B', 'G']);
    expect(solvedCost(final)).toBe(11);
  });

  it('events carry the step cost and the depth where costs are not all 1', () => {
    const { events } = run(domain, 'S', 'G', { algorithm: 'ucs' });
    const nodes = events.flatMap(nodesOf);
    expect(nodes.some((n) => n.stepCost === 1.5)).toBe(true);
    expect(nodes.some((n) => n.depth !== undefined && n.depth !== n.g)).toBe(true);
    // The root has neither an action nor a step cost.
    const start = events[0];
    expect(start.type === 'start' && start.root).toMatchObject({ parentId: -1, move: null, g: 0 });
    expect(start.type === 'start' && 'action' in start.root).toBe(false);
  });
});

describe('a weighted graph domain through the replay reducer', () => {
  const domain = graphDomain(ROADS);
  for (const info of ALGORITHMS) {
    it(`${info.id}: the view's next node is the one the solver takes, and the counts end on the solver's`, () => {
      const { events, final } = run(domain, 'S', 'G', optionsFor(info.id));
      const state = createState();
      // Annealing takes its current state again after a rejected move, which the view has
      // already taken off the frontier (as on the puzzle): only the counts are held for it.
      const ordered = info.id !== 'anneal';
      for (const [i, e] of events.entries()) {
        if (ordered && e.type === 'expand' && (state.frontier.size === 0 || state.frontier.at(0).id !== e.node.id)) {
          expect.fail(`event ${i}: expanded ${e.node.id}, the view's next was ${state.frontier.at(0)?.id}`);
        }
        applyEvent(state, e);
      }
      expect(state.final).toEqual(final);
      const { expanded, generated, duplicates, peakFrontier, peakMemory } = final.stats;
      expect(state.counters).toMatchObject({ expanded, generated, duplicates, peakFrontier, peakMemory });
    });
  }
});

describe('seeded random weighted graphs', () => {
  const graphs = Array.from({ length: 40 }, (_, seed) => randomGraph(seed + 1));
  it('every cheapest-path algorithm costs what Dijkstra says, and BFS takes the fewest steps', () => {
    let reached = 0;
    for (const { graph, start, goal } of graphs) {
      const domain = graphDomain(graph);
      const cheapest = dijkstra(graph, goal).get(start)!;
      if (cheapest < Infinity) reached++;
      for (const options of CHEAPEST) {
        const { final } = run(domain, start, goal, { ...options, budget: { maxExpansions: 100_000 } });
        if (cheapest === Infinity) expect(final.type).toBe('exhausted');
        else expect(solvedCost(final), `${options.algorithm} ${start}->${goal}`).toBeCloseTo(cheapest, 9);
      }
      const bfs = run(domain, start, goal, { algorithm: 'bfs' }).final;
      const steps = fewestSteps(graph, start, goal);
      if (steps === Infinity) expect(bfs.type).toBe('exhausted');
      else expect(bfs.type === 'solved' && bfs.actions!.length).toBe(steps);
    }
    // Most goals can be reached; a few cannot (a node left out of the roads): both cases are held.
    expect(reached).toBeGreaterThan(graphs.length / 2);
    expect(reached).toBeLessThan(graphs.length);
  });
});

describe('refusals and dead ends', () => {
  it('refuses an unknown heuristic, a heuristic search with none offered, and a backward search on one-way roads', () => {
    const refusal = (domain: Domain<string>, options: DomainSolveOptions) => {
      const started = startDomainSearch(domain, 'S', 'G', options);
      return started.ok ? null : started;
    };
    expect(refusal(graphDomain(ROADS), { algorithm: 'astar', heuristic: 'manhattan' })).toMatchObject({
      reason: 'invalid',
      message: expect.stringContaining('unknown heuristic "manhattan"'),
    });
    expect(refusal(graphDomain(ROADS, { heuristics: false }), { algorithm: 'greedy' })).toMatchObject({
      reason: 'unsupported',
    });
    expect(refusal(graphDomain(readGraph('S G 1', true)), { algorithm: 'bibfs' })).toMatchObject({
      reason: 'unsupported',
    });
    expect(refusal(graphDomain(ROADS), { algorithm: 'astar', weight: -1 })).toMatchObject({ reason: 'invalid' });
  });

  it('a goal that cannot be reached ends exhausted; a dead end stops a local search without a crash', () => {
    const islands = graphDomain(readGraph('S A 1\nG B 1'));
    expect(run(islands, 'S', 'G', { algorithm: 'ucs' }).final.type).toBe('exhausted');
    const oneWay = graphDomain(readGraph('S A 1\nA B 1\nX G 1', true));
    for (const algorithm of ['hill', 'anneal', 'random'] as const) {
      // Sideways moves take hill climbing along the flat road to its end.
      const { final } = run(oneWay, 'S', 'G', { algorithm, heuristic: 'zero', sideways: 5 });
      expect(final).toMatchObject({ type: 'exhausted', stuck: 'local-minimum' });
    }
    // Restarts scramble the start as far as the one-way roads go, then climb again.
    const restarted = run(oneWay, 'S', 'G', { algorithm: 'hill', heuristic: 'zero', sideways: 5, restarts: 2 });
    expect(restarted.final).toMatchObject({ type: 'exhausted', stuck: 'out-of-restarts' });
    expect(restarted.events.filter((e) => e.type === 'restart')).toHaveLength(2);
  });
});

function nodesOf(e: SearchEvent): NodeInfo[] {
  switch (e.type) {
    case 'start':
      return [e.root];
    case 'expand':
    case 'generate':
    case 'backtrack':
    case 'move':
      return [e.node];
    case 'iteration':
    case 'restart':
      return [e.root];
    case 'forget':
      return e.backedUp === null ? [e.node] : [e.node, e.backedUp];
    default:
      return [];
  }
}

/** 6 to 12 nodes, a random spanning path over most of them and extra roads, costs 1 to 9 in halves. */
function randomGraph(seed: number): { graph: Graph; start: string; goal: string } {
  const random = seededRandom(seed);
  const n = 6 + Math.floor(random() * 7);
  const names = Array.from({ length: n }, (_, i) => `N${i}`);
  const cost = () => 1 + Math.floor(random() * 17) / 2;
  const lines: string[] = [];
  // Every fourth graph leaves the last node on an island of its own with one neighbour.
  const island = seed % 4 === 0;
  const joined = island ? n - 2 : n;
  for (let i = 1; i < joined; i++) lines.push(`${names[Math.floor(random() * i)]} ${names[i]} ${cost()}`);
  if (island) lines.push(`${names[n - 2]} ${names[n - 1]} ${cost()}`);
  for (let k = 0; k < n; k++) {
    const a = Math.floor(random() * joined);
    const b = Math.floor(random() * joined);
    if (a !== b) lines.push(`${names[a]} ${names[b]} ${cost()}`);
  }
  return { graph: readGraph(lines.join('\n')), start: names[0], goal: island ? names[n - 1] : names[n - 1] };
}
