/**
 * The JSON report of a search on a domain other than the puzzle (solveOnDomain, which
 * `frontier --domain` prints and the library's solve returns), on the test's weighted graph: the
 * path as actions and states, its cost and each step's, the states expanded in order, and how
 * the search ended.
 */
import { describe, expect, it } from 'vitest';
import { solveOnDomain } from '../../../src/core/solvers/domainReport';
import { graphDomain, readGraph } from './domain/weightedGraph';

const ROADS = graphDomain(
  readGraph(`
S A 2
S B 9
A B 3
B G 2
`),
);

describe('solveOnDomain: the JSON report on a weighted graph', () => {
  it('uniform-cost search: the cheapest path with its costs, and the states expanded in order', () => {
    const { outcome, json } = solveOnDomain(ROADS, 'S', 'G', { algorithm: 'ucs' });
    expect(outcome).toBe('solved');
    expect(json).toMatchObject({
      domain: 'test-graph',
      start: 'S',
      goal: 'G',
      algorithm: 'ucs',
      heuristic: null,
      solvable: true,
      length: 3,
      cost: 7,
      actions: ['A', 'B', 'G'],
      states: ['S', 'A', 'B', 'G'],
      stepCosts: [2, 3, 2],
      optimal: true,
      expandedStates: ['S', 'A', 'B', 'G'],
    });
    // It is what `frontier --json` would print: plain JSON, read back the same.
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });

  it('breadth-first search: fewer roads, a dearer path, not claimed optimal', () => {
    const { outcome, json } = solveOnDomain(ROADS, 'S', 'G', { algorithm: 'bfs' });
    expect(outcome).toBe('solved');
    expect(json).toMatchObject({ actions: ['B', 'G'], cost: 11, length: 2, optimal: false });
  });

  it('A* names the heuristic it ran with (the domain’s default when none is given)', () => {
    expect(solveOnDomain(ROADS, 'S', 'G', { algorithm: 'astar' }).json).toMatchObject({ heuristic: 'half', cost: 7 });
  });

  it('bad input is refused with the domain’s own error; an unknown heuristic too', () => {
    expect(solveOnDomain(ROADS, 'Q', 'G', { algorithm: 'ucs' })).toEqual({
      outcome: 'bad-input',
      json: { field: 'start', code: 'unknown-node', error: 'no node "Q"' },
    });
    expect(solveOnDomain(ROADS, 'S', ' ', { algorithm: 'ucs' }).json).toMatchObject({ field: 'goal', code: 'empty' });
    const refused = solveOnDomain(ROADS, 'S', 'G', { algorithm: 'astar', heuristic: 'nope' });
    expect(refused.outcome).toBe('bad-input');
    expect(refused.json.error).toContain('unknown heuristic "nope"');
  });

  it('a goal that cannot be reached is unsolvable; a spent budget or depth limit is a limit', () => {
    const islands = graphDomain(readGraph('S A 1\nG B 1'));
    expect(solveOnDomain(islands, 'S', 'G', { algorithm: 'ucs' })).toMatchObject({
      outcome: 'unsolvable',
      json: { solvable: false },
    });
    const spent = solveOnDomain(ROADS, 'S', 'G', { algorithm: 'ucs', budget: { maxExpansions: 2 } });
    expect(spent).toMatchObject({ outcome: 'limit', json: { limit: 'expansions', expanded: 2 } });
    const shallow = solveOnDomain(ROADS, 'S', 'G', { algorithm: 'dfs', depthLimit: 1 });
    expect(shallow).toMatchObject({ outcome: 'limit', json: { limit: 'depth', depthLimit: 1 } });
  });
});
