/**
 * `frontier --domain <kind>`: a search on a domain other than the puzzle, picked by its kind in
 * the domain registry. The kind here is a weighted graph written in the test
 * (tests/unit/core/domain/weightedGraph.ts), registered as a domain module registers itself.
 * The JSON report carries the step costs; BFS and uniform-cost search part ways; an unknown
 * kind is refused naming the known ones; the puzzle stays the default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFrontier, type CliIo } from '../../../src/cli/frontier';
import { registerDomain } from '../../../src/core/domain/registry';
import { ROADS, graphDomain } from '../core/domain/weightedGraph';

const KIND = 'test-roads';
let unregister: () => void = () => {};
beforeAll(() => {
  unregister = registerDomain({
    kind: KIND,
    summary: 'roads between towns',
    load: async () => (instance) =>
      instance === null
        ? { ok: true, domain: graphDomain(ROADS) }
        : { ok: false, error: { code: 'unknown-map', message: `no map "${instance}"` } },
  });
});
afterAll(() => unregister());

async function frontier(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line) };
  const code = await runFrontier(args, io);
  return { code, out, err };
}

async function json(...args: string[]) {
  const r = await frontier('--domain', KIND, '--json', ...args);
  expect(r.out, r.err.join('\n')).toHaveLength(1);
  return { code: r.code, json: JSON.parse(r.out[0]) as Record<string, unknown> };
}

describe('frontier --domain', () => {
  it('prints the cheapest path with its step costs as JSON (uniform-cost search)', async () => {
    const r = await json('--start', 'S', '--goal', 'G', '--algorithm', 'ucs');
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({
      domain: 'test-graph',
      algorithm: 'ucs',
      solvable: true,
      actions: ['A', 'B', 'G'],
      states: ['S', 'A', 'B', 'G'],
      stepCosts: [2, 3, 2],
      cost: 7,
      length: 3,
      optimal: true,
    });
  });

  it('BFS takes the fewest roads, not the cheapest, and says it is not optimal', async () => {
    const r = await json('--start', 'S', '--goal', 'G', '--algorithm', 'bfs');
    expect(r.json).toMatchObject({ actions: ['B', 'G'], stepCosts: [9, 2], cost: 11, optimal: false });
  });

  it("takes the domain's own heuristics, --board as the start, and --trace's event lines", async () => {
    const r = await frontier('--domain', KIND, '--board', 'S', '--goal', 'G', '--heuristic', 'half', '--trace');
    expect(r.code).toBe(0);
    const events = r.out.slice(0, -2).map((line) => JSON.parse(line) as { type: string; node?: { stepCost?: number } });
    expect(events[0].type).toBe('start');
    expect(events.some((e) => e.type === 'generate' && e.node?.stepCost === 9)).toBe(true);
    expect(r.out.at(-2)).toBe('Solved at cost 7 in 3 steps (cheapest): S -> A -> B -> G');
    expect(r.out.at(-1)).toMatch(/^expanded \d+, generated \d+$/);
  });

  it('refuses an unknown kind naming the known ones', async () => {
    const r = await frontier('--domain', 'maze', '--start', 'a', '--goal', 'b');
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`frontier: unknown domain "maze" (known: puzzle, road-map, grid, ${KIND})`]);
  });

  it("refuses a start, a goal, an instance or a heuristic the domain does not know, in the domain's words", async () => {
    expect(await json('--start', 'X', '--goal', 'G')).toEqual({
      code: 2,
      json: { field: 'start', code: 'unknown-node', error: 'no node "X"' },
    });
    const badGoal = await json('--start', 'S', '--goal', 'Q');
    expect(badGoal.json).toMatchObject({ field: 'goal', error: 'no node "Q"' });
    const map = await frontier('--domain', KIND, '--instance', 'moon', '--start', 'S', '--goal', 'G');
    expect(map).toMatchObject({ code: 2, err: ['frontier: bad instance: no map "moon"'] });
    const h = await json('--start', 'S', '--goal', 'G', '--heuristic', 'manhattan');
    expect(h.code).toBe(2);
    expect(String(h.json.error)).toContain('unknown heuristic "manhattan" for the test-graph domain');
  });

  it('asks for a start and a goal, and keeps the puzzle-only flags to the puzzle', async () => {
    expect((await frontier('--domain', KIND, '--goal', 'G')).err).toEqual([
      `frontier: no start: give --from (or --start) with the ${KIND} domain`,
    ]);
    expect((await frontier('--domain', KIND, '--start', 'S')).err).toEqual([
      `frontier: no goal: give --to (or --goal) with the ${KIND} domain`,
    ]);
    expect((await frontier('--domain', KIND, '--stdin', '--goal', 'G')).err).toEqual([
      `frontier: --stdin: puzzle boards only, not the ${KIND} domain`,
    ]);
    expect((await frontier('--start', 'S', '--board', '1 2 3 4 5 6 7 8 0')).err).toEqual([
      'frontier: --start, --instance, --graph, --grid and --diagonal are for another domain than the puzzle: give the board with --board',
    ]);
  });

  it('keeps the puzzle as the default, and as --domain puzzle, with the same report', async () => {
    const plain = await frontier('--board', '1 2 3 4 5 6 7 0 8', '--json');
    const named = await frontier('--domain', 'puzzle', '--board', '1 2 3 4 5 6 7 0 8', '--json');
    const strip = (line: string) => ({ ...(JSON.parse(line) as object), ms: 0 });
    expect(strip(named.out[0])).toEqual(strip(plain.out[0]));
    expect(JSON.parse(plain.out[0])).toMatchObject({ solvable: true, moves: ['R'], size: '3x3' });
  });

  it('lists the kinds in --help', async () => {
    const r = await frontier('--help');
    expect(r.out[0]).toContain(`--domain puzzle|road-map|grid|${KIND}`);
    expect(r.out[0]).toContain(`${KIND}, roads between towns`);
  });
});

describe('the registered map and grid domains', () => {
  it('road-map: A* from Arad to Bucharest on Romania by default, 418 km by Sibiu, Rimnicu Vilcea and Pitesti', async () => {
    const r = await frontier(
      '--domain',
      'road-map',
      '--json',
      '--start',
      'Arad',
      '--goal',
      'Bucharest',
      '--algorithm',
      'astar',
    );
    expect(r.code, r.err.join('\n')).toBe(0);
    expect(JSON.parse(r.out[0])).toMatchObject({
      states: ['Arad', 'Sibiu', 'Rimnicu Vilcea', 'Pitesti', 'Bucharest'],
      cost: 418,
      // AIMA Fig. 3.24's order of expansion.
      expandedStates: ['Arad', 'Sibiu', 'Rimnicu Vilcea', 'Fagaras', 'Pitesti', 'Bucharest'],
      optimal: true,
    });
  });

  it('road-map: a map given as text, and a bad line refused with its number', async () => {
    const map = 'A B 2\nB C 2\nA C 5';
    const ok = await frontier(
      '--domain',
      'road-map',
      '--json',
      '--instance',
      map,
      '--start',
      'A',
      '--goal',
      'C',
      '--algorithm',
      'ucs',
    );
    expect(JSON.parse(ok.out[0])).toMatchObject({ states: ['A', 'B', 'C'], cost: 4 });
    const bad = await frontier('--domain', 'road-map', '--instance', 'A B 2\nA B', '--start', 'A', '--goal', 'B');
    expect(bad.code).toBe(2);
    expect(bad.err.join('\n')).toMatch(/Line 2: expected the road's length/);
  });

  it('grid: the swamp, where BFS costs more than uniform-cost search; 8-connected by its first line', async () => {
    const { readyMap, cellKey } = await import('../../../src/core/domain/grid');
    const swamp = readyMap('swamp');
    const ends = ['--start', cellKey(swamp.start), '--goal', cellKey(swamp.goal)];
    const ucs = JSON.parse(
      (await frontier('--domain', 'grid', '--json', '--instance', 'swamp', ...ends, '--algorithm', 'ucs')).out[0],
    );
    const bfs = JSON.parse(
      (await frontier('--domain', 'grid', '--json', '--instance', 'swamp', ...ends, '--algorithm', 'bfs')).out[0],
    );
    expect(ucs.optimal).toBe(true);
    expect(bfs.cost).toBeGreaterThan(ucs.cost);
    const diagonal = JSON.parse(
      (await frontier('--domain', 'grid', '--json', '--instance', '8-connected\nswamp', ...ends, '--algorithm', 'ucs'))
        .out[0],
    );
    expect(diagonal.cost).toBeLessThan(ucs.cost);
  });
});
