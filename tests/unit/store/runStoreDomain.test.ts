/**
 * The visualizer's store on a problem domain that is not the puzzle: a small weighted graph
 * written in the test (tests/unit/core/domain/weightedGraph.ts), registered by kind in the
 * domain registry as a domain module would be, fetched on demand. The run starts through the
 * domain; uniform-cost search and BFS give different paths; the frontier rows carry g, h, f and
 * step costs other than 1; stepping back is replaying; bad problems are refused in the domain's
 * own words. The puzzle, the default kind, is untouched (runStore.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainKinds, registerDomain } from '../../../src/core/domain/registry';
import { snapshotView } from '../../../src/core/replay';
import { DEFAULT_SETUP, useRunStore, type RunSetup } from '../../../src/store/runStore';
import { frontierRows, nodeRow, showsStepCosts } from '../../../src/store/domainRows';
import { ROADS, graphDomain } from '../core/domain/weightedGraph';

// ROADS, S to G: BFS takes S B G (two roads, cost 11); the cheapest is S A B G (cost 7).

const KIND = 'test-roads';
let fetched = 0;
let unregister: () => void = () => {};

beforeAll(() => {
  unregister = registerDomain({
    kind: KIND,
    summary: 'roads between towns',
    load: async () => {
      fetched++;
      return (instance) =>
        instance === null || instance === 'roads'
          ? { ok: true, domain: graphDomain(ROADS) }
          : { ok: false, error: { code: 'unknown-map', message: `no map "${instance}"` } };
    },
  });
});
afterAll(() => unregister());

function setupOf(algorithm: RunSetup['algorithm'], problem: Partial<NonNullable<RunSetup['problem']>> = {}): RunSetup {
  return {
    ...DEFAULT_SETUP,
    algorithm,
    domain: KIND,
    problem: { instance: 'roads', start: 'S', goal: 'G', ...problem },
  };
}

async function loaded(setup: RunSetup) {
  const store = useRunStore.getState();
  store.pause();
  store.load(setup);
  const t0 = Date.now();
  while (useRunStore.getState().status.kind === 'preparing') {
    if (Date.now() - t0 > 20_000) throw new Error('timed out while the domain loads');
    await new Promise((r) => setTimeout(r, 5));
  }
  return useRunStore.getState();
}

function solvedActions() {
  const s = useRunStore.getState();
  s.seek(Number.MAX_SAFE_INTEGER);
  const final = useRunStore.getState().view!.final;
  if (final?.type !== 'solved') throw new Error(`not solved: ${final?.type}`);
  return { actions: final.actions, cost: final.cost ?? final.actions?.length, optimal: final.stats.optimal };
}

describe('the run store on a weighted graph domain', () => {
  it('fetches the domain on demand, once, and starts the run through it', async () => {
    const state = await loaded(setupOf('ucs'));
    expect(state.status).toEqual({ kind: 'loaded' });
    expect(fetched).toBe(1);
    expect(state.session!.kind).toBe(KIND);
    expect(state.session!.domain!.kind).toBe('test-graph');
    expect(state.session!.puzzle).toBeNull();
    expect(state.view!.root).toMatchObject({ key: 'S', g: 0 });
  });

  it('BFS and uniform-cost search give different paths: fewest roads against the cheapest', async () => {
    await loaded(setupOf('bfs'));
    expect(solvedActions()).toEqual({ actions: ['B', 'G'], cost: 11, optimal: false });
    await loaded(setupOf('ucs'));
    expect(solvedActions()).toEqual({ actions: ['A', 'B', 'G'], cost: 7, optimal: true });
  });

  it('shows the frontier with g, h and f built from the step costs', async () => {
    const state = await loaded(setupOf('astar', { heuristic: 'half' }));
    expect(showsStepCosts(state.session!.domain!)).toBe(true);
    // After the root's expansion: A (g 2), B (g 9), E (g 1); h is half the true cost to G (A 5, B 2, E 8).
    // Events: start, expand S, generate A, B, E.
    state.seek(5);
    expect(useRunStore.getState().view!.lastEvent).toMatchObject({ type: 'generate', node: { key: 'E' } });
    const view = useRunStore.getState().view!;
    const rows = frontierRows(view, state.session!.domain!, 0, view.frontier.size);
    expect(rows).toContainEqual({ id: 1, state: 'A', action: 'A', stepCost: 2, g: 2, h: 2.5, f: 4.5, depth: 1 });
    expect(rows).toContainEqual({ id: 2, state: 'B', action: 'B', stepCost: 9, g: 9, h: 1, f: 10, depth: 1 });
    expect(rows).toContainEqual({ id: 3, state: 'E', action: 'E', stepCost: 1, g: 1, h: 4, f: 5, depth: 1 });
    expect(rows.map((r) => r.state)).toEqual(['A', 'E', 'B']);
    expect(nodeRow(state.session!.domain!, view.root!)).toMatchObject({ state: 'S', action: null, stepCost: 0 });
  });

  it('steps back by replaying: the view at a cursor is the same however it was reached', async () => {
    await loaded(setupOf('ucs'));
    const store = useRunStore.getState();
    store.seek(9);
    const there = snapshotView(useRunStore.getState().view!);
    store.seek(Number.MAX_SAFE_INTEGER);
    useRunStore.getState().seek(9);
    expect(snapshotView(useRunStore.getState().view!)).toEqual(there);
    useRunStore.getState().stepForward();
    useRunStore.getState().stepBack();
    expect(snapshotView(useRunStore.getState().view!)).toEqual(there);
  });

  it("refuses a start, a goal or an instance the domain cannot read, in the domain's words", async () => {
    expect((await loaded(setupOf('ucs', { start: 'X' }))).status).toEqual({
      kind: 'refused',
      message: 'the start: no node "X"',
    });
    expect((await loaded(setupOf('ucs', { goal: '' }))).status).toEqual({
      kind: 'refused',
      message: 'the goal: no node named',
    });
    expect((await loaded(setupOf('ucs', { instance: 'moon' }))).status).toEqual({
      kind: 'refused',
      message: 'no map "moon"',
    });
    expect((await loaded(setupOf('ucs', { heuristic: 'magic' }))).status).toMatchObject({ kind: 'refused' });
  });

  it('refuses an unknown kind naming the known ones, and a kind with no problem', async () => {
    const unknown = await loaded({
      ...DEFAULT_SETUP,
      domain: 'maze',
      problem: { instance: null, start: 'a', goal: 'b' },
    });
    expect(unknown.status).toEqual({
      kind: 'refused',
      message: `unknown domain "maze" (known: ${domainKinds().join(', ')})`,
    });
    expect(domainKinds()).toEqual(['puzzle', 'road-map', 'grid', KIND]);
    expect(unknown.session).toBeNull();
    const bare = await loaded({ ...DEFAULT_SETUP, domain: KIND });
    expect(bare.status).toEqual({ kind: 'refused', message: `a ${KIND} set-up needs its problem: a start and a goal` });
  });

  it('goes back to the puzzle when the set-up names no domain', async () => {
    const state = await loaded(DEFAULT_SETUP);
    expect(state.status).toEqual({ kind: 'loaded' });
    expect(state.session!.kind).toBe('puzzle');
    expect(state.session!.domain!).toBeNull();
    expect(state.session!.puzzle).toEqual({ rows: 3, cols: 3, goal: DEFAULT_SETUP.goal });
  });
});

describe('the run store on the road map and grid of the domain registry', () => {
  it("A* on Romania from Arad to Bucharest: AIMA Fig. 3.24's 418 km route", async () => {
    const state = await loaded({
      ...DEFAULT_SETUP,
      algorithm: 'astar',
      domain: 'road-map',
      problem: { instance: null, start: 'Arad', goal: 'Bucharest' },
    });
    expect(state.status).toEqual({ kind: 'loaded' });
    expect(solvedActions()).toEqual({
      actions: ['Sibiu', 'Rimnicu Vilcea', 'Pitesti', 'Bucharest'],
      cost: 418,
      optimal: true,
    });
  });

  it("a grid problem with no start or goal named takes the map's S and G; on the swamp BFS wades, UCS walks round", async () => {
    const swamp = (algorithm: RunSetup['algorithm']): RunSetup => ({
      ...DEFAULT_SETUP,
      algorithm,
      domain: 'grid',
      problem: { instance: 'swamp', start: '', goal: '' },
    });
    const bfs = await loaded(swamp('bfs'));
    expect(bfs.view!.root).toMatchObject({ key: '2,5', g: 0 });
    const wading = solvedActions();
    await loaded(swamp('ucs'));
    const round = solvedActions();
    expect(round.cost).toBeLessThan(wading.cost!);
    expect(round.actions!.length).toBeGreaterThan(wading.actions!.length);
  });

  it('a road map start that is no city is refused in the domain’s words', async () => {
    const state = await loaded({
      ...DEFAULT_SETUP,
      algorithm: 'astar',
      domain: 'road-map',
      problem: { instance: null, start: 'Atlantis', goal: 'Bucharest' },
    });
    expect(state.status.kind).toBe('refused');
    expect(state.status.kind === 'refused' && state.status.message).toMatch(/^the start: .*Atlantis/);
  });
});
