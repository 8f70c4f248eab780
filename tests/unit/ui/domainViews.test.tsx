// @vitest-environment jsdom
/**
 * The visualizer's panels on a domain other than the puzzle: a weighted graph written in the
 * test (tests/unit/core/domain/weightedGraph.ts) with no view of its own, so the view registry
 * (src/ui/domains/stateViews.ts) gives the fallback: the state's text and its description in
 * words. The frontier shows each state, the action into it, its step cost (the graph's steps do
 * not all cost 1), g, h and f; the current node and the narration name the action and its cost,
 * in English and in Japanese.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUZZLE_DOMAIN } from '../../../src/core/domain/puzzle';
import { registerDomain } from '../../../src/core/domain/registry';
import { i18n, initI18n } from '../../../src/i18n';
import { FALLBACK_VIEWS, registerStateViews, stateViewsFor } from '../../../src/ui/domains/stateViews';
import { CurrentNodePanel } from '../../../src/ui/visualizer/CurrentNodePanel';
import { FrontierPanel } from '../../../src/ui/visualizer/FrontierPanel';
import { DEFAULT_SETUP, useRunStore, type RunSetup } from '../../../src/store/runStore';
import { ROADS, graphDomain } from '../core/domain/weightedGraph';

const KIND = 'test-roads-ui';
/** The panels' lazy chunk and catalogue: a loaded machine takes seconds to fetch them, not one. */
const LAZY = { timeout: 10_000 };
const SETUP: RunSetup = {
  ...DEFAULT_SETUP,
  algorithm: 'astar',
  domain: KIND,
  problem: { instance: null, start: 'S', goal: 'G', heuristic: 'half' },
};

let unregister: () => void = () => {};
beforeAll(async () => {
  await initI18n('en');
  unregister = registerDomain({ kind: KIND, summary: 'roads', open: () => ({ ok: true, domain: graphDomain(ROADS) }) });
  useRunStore.getState().load(SETUP);
  for (let i = 0; i < 400 && useRunStore.getState().status.kind === 'preparing'; i++) {
    await new Promise((r) => setTimeout(r, 5));
  }
  expect(useRunStore.getState().status).toEqual({ kind: 'loaded' });
});
afterEach(cleanup);
afterAll(async () => {
  unregister();
  await i18n.changeLanguage('en');
});

/** After the root's expansion and its three children (start, expand S, generate A, B, E). */
function atChildren() {
  useRunStore.getState().seek(5);
}

describe('the view registry', () => {
  it("gives the puzzle its own board views, any other kind the fallback, and a domain's own once registered", () => {
    expect(stateViewsFor(PUZZLE_DOMAIN)).not.toBe(FALLBACK_VIEWS);
    expect(stateViewsFor(KIND)).toBe(FALLBACK_VIEWS);
    const own = { State: () => null, label: () => 'own' };
    const remove = registerStateViews(KIND, own);
    expect(stateViewsFor(KIND)).toBe(own);
    expect(() => registerStateViews(KIND, own)).toThrow('already has views');
    remove();
    expect(stateViewsFor(KIND)).toBe(FALLBACK_VIEWS);
    const domain = useRunStore.getState().session!.domain!;
    expect(FALLBACK_VIEWS.label(domain, 'S')).toBe('S');
  });
});

describe('the visualizer on a weighted graph', () => {
  it('lists the frontier with each state, its step cost, g, h and f (the action only where it is not the state)', async () => {
    atChildren();
    render(<FrontierPanel />);
    const rows = await screen.findAllByTestId('frontier-row', undefined, LAZY);
    // A* orders them by f: A (2 + 2.5), E (1 + 4), B (9 + 1).
    expect(rows.map((r) => within(r).getByTestId('domain-state').textContent)).toEqual(['A', 'E', 'B']);
    expect(rows.map((r) => r.dataset.stepCost)).toEqual(['2', '1', '9']);
    // Each action is the state it leads to (a road's far end): the column would say it twice, so it goes.
    expect(rows[0].textContent).toBe('▶ 1A222.54.5');
    expect(rows[2].textContent).toBe('3B99110');
    expect(screen.getByText('Step cost')).toBeInTheDocument();
    expect(screen.queryByText('Action')).toBeNull();
  });

  it('draws the current node with the fallback view: its text, its words, how it was reached', async () => {
    useRunStore.getState().seek(6); // the expansion of A
    render(<CurrentNodePanel />);
    const current = await screen.findByTestId('domain-current', undefined, LAZY);
    expect(within(current).getByTestId('domain-state').textContent).toContain('A');
    expect(within(current).getByTestId('domain-state-words').textContent).toBe('In words: at A');
    expect(within(current).getByTestId('domain-reached').textContent).toBe('reached by A (step cost 2)');
    expect(screen.getByTestId('equation').textContent).toBe('f = g + h = 2 + 2.5 = 4.5');
  });

  it('narrates a child with its action and step cost, in English and in Japanese', async () => {
    useRunStore.getState().seek(4); // B generated
    const { unmount } = render(<CurrentNodePanel />);
    const narration = await screen.findByTestId('narration', undefined, LAZY);
    expect(narration.textContent).toBe(
      'Child by B (step cost 9): f = 10 (g 9 + h 1), added to the frontier. (2 children so far)',
    );
    unmount();
    await i18n.changeLanguage('ja');
    await i18n.loadNamespaces('domain');
    render(<CurrentNodePanel />);
    const ja = await screen.findByTestId('narration', undefined, LAZY);
    expect(ja.textContent).toContain('B、ステップコスト 9');
    expect(ja.textContent).not.toMatch(/[A-Za-z]{3,}/);
    await i18n.changeLanguage('en');
  });

  it('says the solution with its cost', async () => {
    useRunStore.getState().seek(Number.MAX_SAFE_INTEGER);
    render(<CurrentNodePanel />);
    const narration = await screen.findByTestId('narration', undefined, LAZY);
    expect(narration.textContent).toMatch(/^Solved: 3 steps at cost 7 after \d+ expansions\.$/);
  });
});
