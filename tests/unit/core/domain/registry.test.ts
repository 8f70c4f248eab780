/**
 * The domains by kind (src/core/domain/registry.ts): the puzzle is the first row and opens its
 * shape at once; a row fetched on demand opens only after loadDomain; an unknown kind is refused
 * with the kinds there are. And `countsStepCosts`, the algorithm rows' fact the optimal flag rests
 * on where steps cost other than 1, is held to what the solvers do on a weighted graph.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_DOMAIN,
  PUZZLE_DOMAIN,
  domainKinds,
  domainOpener,
  loadDomain,
  openDomain,
  registerDomain,
} from '../../../../src/core/domain';
import type { FinalEvent } from '../../../../src/core/events';
import { ALGORITHMS } from '../../../../src/core/solvers/algorithms';
import { startDomainSearch } from '../../../../src/core/solvers/domainSearch';
import { dijkstra, graphDomain, readGraph } from './weightedGraph';

const TRIANGLE = readGraph(`
S A 1
A G 1
S G 5
`);

const undo: (() => void)[] = [];
afterEach(() => {
  while (undo.length > 0) undo.pop()!();
});

describe('the domain registry', () => {
  it('has the puzzle first, as the default kind, opening its shape at once', () => {
    expect(domainKinds()[0]).toBe(PUZZLE_DOMAIN);
    expect(DEFAULT_DOMAIN).toBe(PUZZLE_DOMAIN);
    const opened = openDomain(PUZZLE_DOMAIN, '2x3');
    expect(opened.ok && opened.domain.kind).toBe(PUZZLE_DOMAIN);
    expect(opened.ok && opened.domain.format([1, 2, 3, 4, 5, 0])).toBe('1 2 3 / 4 5 0');
    const fallback = openDomain(PUZZLE_DOMAIN, null);
    expect(fallback.ok && fallback.domain.parse('1 2 3 4 5 6 7 8 0').ok).toBe(true);
  });

  it('refuses a puzzle shape it cannot open, and an unknown kind naming the known ones', () => {
    const bad = openDomain(PUZZLE_DOMAIN, '9x9');
    expect(bad).toEqual({
      ok: false,
      error: { code: 'bad-size', message: `the puzzle's instance is its shape, 2x2 to 5x5 (e.g. 3x3), got "9x9"` },
    });
    const unknown = openDomain('maze', null);
    expect(unknown).toEqual({
      ok: false,
      error: { code: 'unknown-domain', message: `unknown domain "maze" (known: ${domainKinds().join(', ')})` },
    });
    return expect(loadDomain('maze')).rejects.toThrow('unknown domain "maze" (known: puzzle');
  });

  it('opens a row fetched on demand only once it is loaded, and fetches it once', async () => {
    let fetched = 0;
    undo.push(
      registerDomain({
        kind: 'test-graph',
        summary: 'a weighted graph',
        load: async () => {
          fetched++;
          return () => ({ ok: true, domain: graphDomain(TRIANGLE) });
        },
      }),
    );
    expect(domainKinds()).toContain('test-graph');
    expect(domainOpener('test-graph')).toBeUndefined();
    expect(openDomain('test-graph', null)).toMatchObject({ ok: false, error: { code: 'not-loaded' } });
    await Promise.all([loadDomain('test-graph'), loadDomain('test-graph')]);
    expect(fetched).toBe(1);
    const opened = openDomain('test-graph', null);
    expect(opened.ok && opened.domain.kind).toBe('test-graph');
  });

  it('refuses a second row of one kind, and a row with neither or both ways to open', () => {
    const open = () => ({ ok: true as const, domain: graphDomain(TRIANGLE) });
    expect(() => registerDomain({ kind: PUZZLE_DOMAIN, summary: '', open })).toThrow('already registered');
    expect(() => registerDomain({ kind: 'x', summary: '' })).toThrow('exactly one of open and load');
    expect(() => registerDomain({ kind: 'x', summary: '', open, load: async () => open })).toThrow(
      'exactly one of open and load',
    );
  });

  it('takes a row out again', () => {
    const remove = registerDomain({
      kind: 'gone',
      summary: '',
      open: () => ({ ok: true, domain: graphDomain(TRIANGLE) }),
    });
    expect(openDomain('gone', null).ok).toBe(true);
    remove();
    expect(domainKinds()).not.toContain('gone');
    expect(openDomain('gone', null)).toMatchObject({ ok: false, error: { code: 'unknown-domain' } });
  });
});

describe('countsStepCosts, the row fact behind the optimal flag on step costs', () => {
  // S A G costs 2 in two steps; S G costs 5 in one: counting steps takes the dear road.
  const domain = graphDomain(TRIANGLE);
  const cheapest = dijkstra(TRIANGLE, 'G').get('S')!;
  const optimalRows = ALGORITHMS.filter((a) => a.optimal && !a.local);

  it.each(optimalRows.map((a) => [a.id, a] as const))(
    '%s: claimed optimal on step costs exactly when it counts them',
    (id, a) => {
      const started = startDomainSearch(domain, 'S', 'G', { algorithm: id, heuristic: 'half', memoryLimit: 100 });
      if (!started.ok) throw new Error(JSON.stringify(started));
      const events = [...started.search];
      const final = events[events.length - 1] as FinalEvent;
      expect(final.type).toBe('solved');
      expect(final.stats.optimal).toBe(a.countsStepCosts === true);
      const cost = final.type === 'solved' ? (final.cost ?? (final.actions ?? final.path).length) : NaN;
      if (a.countsStepCosts) expect(cost).toBe(cheapest);
      else expect(cost).toBeGreaterThan(cheapest);
    },
  );
});
