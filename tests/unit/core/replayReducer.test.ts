/**
 * The reducer: the event semantics on small hand-built streams, then the properties that tie
 * the view to the real solvers for every algorithm: the node each `expand` takes is the rank-0
 * entry of the replayed frontier (the view shows the solver's real order), the counters end
 * equal to the solver's own stats, depth-first paths are parent chains, and a graph search's
 * frontier never holds a state twice (so 'improved' really replaced its older entry).
 */
import { describe, expect, it } from 'vitest';
import type { AlgorithmId, GenerateOutcome, NodeInfo, SearchEvent, SearchStats } from '../../../src/core/events';
import { applyEvent, cloneState, createState, snapshotView, type ReplayState } from '../../../src/core/replay';
import { makePuzzle } from '../../../src/core/puzzle';
import { ALL_ALGORITHMS, recordRun, scrambled, type RecordedRun } from './replayFixtures';

function node(id: number, parentId: number, key: number, g: number, h: number, f = g + h): NodeInfo {
  return { id, parentId, key, g, h, f, move: parentId < 0 ? null : 'U' };
}
const gen = (n: NodeInfo, outcome: GenerateOutcome): SearchEvent => ({ type: 'generate', node: n, outcome });
const expand = (n: NodeInfo): SearchEvent => ({ type: 'expand', node: n });
const stats: SearchStats = {
  expanded: 0,
  generated: 0,
  duplicates: 0,
  peakFrontier: 0,
  peakMemory: 0,
  solutionLength: -1,
  optimal: true,
  elapsedMs: 0,
};

function replay(events: readonly SearchEvent[], algorithm: AlgorithmId | null = null): ReplayState {
  const state = createState(algorithm);
  for (const e of events) applyEvent(state, e);
  return state;
}

const ids = (state: ReplayState) => state.frontier.slice(0, state.frontier.size).map((n) => n.id);

describe('replay reducer: event semantics', () => {
  // A small A* story (synthetic costs): f then h then id decides; a duplicate, an improvement,
  // a re-opening.
  const root = node(0, -1, 100, 0, 5);
  const a = node(1, 0, 101, 3, 3); // f 6
  const b = node(2, 0, 102, 1, 4); // f 5, taken first
  const back = node(3, 0, 100, 1, 5); // the root's state again
  const aBetter = node(4, 2, 101, 2, 3); // state 101 again with a smaller g: 'improved'
  const rootAgain = node(5, 2, 100, 2, 5); // f 7: 'reopened'
  const events: SearchEvent[] = [
    { type: 'start', root, algorithm: 'astar', optimal: true },
    expand(root),
    gen(a, 'new'),
    gen(b, 'new'),
    gen(back, 'closed'),
    expand(b),
    gen(aBetter, 'improved'),
    gen(rootAgain, 'reopened'),
    { type: 'solved', path: ['U'], nodeIds: [0, 2], stats },
  ];

  it('orders the frontier by the algorithm of the start event and counts what happened', () => {
    const s = replay(events.slice(0, 5));
    expect(s.algorithm).toBe('astar');
    expect(ids(s)).toEqual([2, 1]);
    expect(s.current?.id).toBe(0);
    expect(s.children.map((c) => [c.node.id, c.outcome])).toEqual([
      [1, 'new'],
      [2, 'new'],
      [3, 'closed'],
    ]);
    expect(s.counters).toMatchObject({ expanded: 1, generated: 3, duplicates: 1, closed: 1, peakFrontier: 2 });
    expect(s.recentDuplicates.slice().map((c) => c.node.id)).toEqual([3]);
    expect(s.frontier.rankOf(1)).toBe(1);
    expect(s.frontier.has(3)).toBe(false);
  });

  it("'improved' replaces the older entry of the same state; 'reopened' leaves the closed set", () => {
    const s = replay(events.slice(0, 8));
    expect(s.current?.id).toBe(2);
    expect(s.children.map((c) => c.node.id)).toEqual([4, 5]);
    // Entry 1 (state 101) is gone, replaced by 4 (f 5); the root's state is back as 5 (f 7).
    expect(ids(s)).toEqual([4, 5]);
    expect(s.frontier.has(1)).toBe(false);
    expect(s.counters).toMatchObject({ expanded: 2, generated: 5, duplicates: 1, reopened: 1, closed: 1 });
    expect(s.recentDuplicates.slice().map((c) => c.outcome)).toEqual(['reopened', 'improved', 'closed']);
    expect(s.recentClosed.slice().map((n) => n.id)).toEqual([2, 0]);
    expect(s.final).toBeNull();
    expect(replay(events).final?.type).toBe('solved');
  });

  it('keeps the path, the passes and the pruning of a depth-first search', () => {
    const r0 = node(0, -1, 9, 0, 3);
    const r1 = node(1, -1, 9, 0, 3);
    const c2 = node(2, 1, 10, 1, 2); // f 3
    const c3 = node(3, 1, 11, 1, 4); // f 5: pruned
    const c4 = node(4, 1, 12, 1, 3); // f 4: pruned
    const c5 = node(5, 2, 13, 2, 1);
    const c6 = node(6, 2, 14, 2, 1);
    const stream: SearchEvent[] = [
      { type: 'start', root: r0, algorithm: 'idastar', optimal: true },
      { type: 'iteration', pass: 1, bound: 3, root: r1 },
      expand(r1),
      gen(c2, 'new'),
      gen(c3, 'pruned'),
      gen(c4, 'pruned'),
      expand(c2),
      gen(c5, 'new'),
      gen(c6, 'new'),
      expand(c6),
      { type: 'backtrack', node: c6 },
      expand(c5),
    ];
    const mid = replay(stream.slice(0, 10));
    expect(mid.path.map((n) => n.id)).toEqual([1, 2, 6]);
    expect(ids(mid)).toEqual([5]); // the stack: newest first
    expect(mid.iteration).toEqual({ pass: 1, bound: 3, pruned: 2, nextBound: 4, expanded: 3 });
    expect(mid.counters).toMatchObject({ generated: 6, pruned: 2, closed: 0 });
    expect(mid.recentClosed.slice()).toEqual([]);
    const end = replay(stream);
    expect(end.path.map((n) => n.id)).toEqual([1, 2, 5]);
    expect(replay(stream.slice(0, 11)).path.map((n) => n.id)).toEqual([1, 2]);

    const next = replay([...stream, { type: 'iteration', pass: 2, bound: 4, root: node(7, -1, 9, 0, 3) }]);
    expect(ids(next)).toEqual([7]);
    expect(next.path).toEqual([]);
    expect(next.children).toEqual([]);
    expect(next.iteration).toEqual({ pass: 2, bound: 4, pruned: 0, nextBound: Infinity, expanded: 0 });
  });

  it('clones deeply: a clone and its original evolve independently', () => {
    const original = replay(events.slice(0, 5));
    const before = snapshotView(original);
    const copy = cloneState(original);
    for (const e of events.slice(5)) applyEvent(copy, e);
    expect(snapshotView(original)).toEqual(before);
    expect(snapshotView(copy)).toEqual(snapshotView(replay(events)));
  });
});

/** Every algorithm on a 3x3, a 2x3 and a 2x4 board, capped at a few hundred expansions. */
function recordedRuns(): RecordedRun[] {
  const boards = [scrambled(3, 3, 40, 11), scrambled(2, 3, 30, 5), scrambled(2, 4, 60, 3)];
  const runs: RecordedRun[] = [];
  for (const algorithm of ALL_ALGORITHMS) {
    for (const { puzzle, start } of boards) runs.push(recordRun(algorithm, puzzle, start, { maxExpansions: 600 }));
  }
  // Weighted A* with a large weight re-opens states, and misplaced tiles orders ties differently.
  const { puzzle, start } = scrambled(2, 4, 60, 8);
  runs.push(recordRun('wastar', puzzle, start, { weight: 5, maxExpansions: 600 }));
  runs.push(recordRun('astar', puzzle, start, { heuristic: 'misplaced', maxExpansions: 600 }));
  return runs;
}

describe('replay reducer: real solver runs', () => {
  const runs = recordedRuns();

  it('covers every outcome the solvers emit', () => {
    const seen = new Set(runs.flatMap((r) => r.events.flatMap((e) => (e.type === 'generate' ? [e.outcome] : []))));
    expect([...seen].sort()).toEqual(['closed', 'cycle', 'frontier', 'improved', 'new', 'pruned', 'reopened']);
  });

  for (const run of runs) {
    it(`shows the solver's order and counts: ${run.label}`, () => {
      const state = createState();
      const graph = !['dfs', 'iddfs', 'idastar', 'random'].includes(run.algorithm);
      for (const [i, e] of run.events.entries()) {
        if (e.type === 'expand') {
          // The node the solver takes is the one the view says is next.
          if (state.frontier.size === 0 || state.frontier.at(0).id !== e.node.id) {
            expect.fail(`event ${i}: expanded ${e.node.id}, the view's next was ${state.frontier.at(0)?.id}`);
          }
        }
        applyEvent(state, e);
        if (e.type === 'expand' && state.path.length > 0) {
          const path = state.path;
          if (path[0].parentId !== -1 || path.some((n, k) => k > 0 && n.parentId !== path[k - 1].id)) {
            expect.fail(`event ${i}: the path is not a chain of parents`);
          }
        }
        if (graph && i % 25 === 0) {
          const keys = state.frontier.slice(0, state.frontier.size).map((n) => `${n.side ?? ''}${n.key}`);
          if (new Set(keys).size !== keys.length) expect.fail(`event ${i}: a state waits twice in the frontier`);
        }
      }
      expect(state.cursor).toBe(run.events.length);
      const final = state.final;
      expect(final).not.toBeNull();
      // Peak memory too: the view's running figure ends on the solver's own.
      const { expanded, generated, duplicates, peakFrontier, peakMemory } = final!.stats;
      expect(state.counters).toMatchObject({ expanded, generated, duplicates, peakFrontier, peakMemory });
      if (graph) expect(state.counters.closed).toBe(expanded - state.counters.reopened);
    });
  }
});

describe('replay reducer: re-expansions of the iterative deepening searches', () => {
  /** Counted the long way: an expansion is a re-expansion when the pass before expanded the same path of states. */
  function reexpansionsByPaths(events: readonly SearchEvent[]): number {
    let before = new Set<string>();
    let now = new Set<string>();
    const pathOf = new Map<number, string>();
    let count = 0;
    for (const e of events) {
      if (e.type === 'iteration') {
        before = now;
        now = new Set();
        pathOf.clear();
      } else if (e.type === 'expand') {
        const path = `${pathOf.get(e.node.parentId) ?? ''}/${e.node.key}`;
        pathOf.set(e.node.id, path);
        if (before.has(path)) count++;
        now.add(path);
      }
    }
    return count;
  }

  const lesson = { puzzle: makePuzzle(3, 3), start: [8, 1, 3, 4, 0, 2, 7, 6, 5] };
  const cases = [
    { label: 'idastar, the 14-move lesson board', algorithm: 'idastar', ...lesson },
    { label: 'idastar, a 14-step scramble (seed 7)', algorithm: 'idastar', ...scrambled(3, 3, 14, 7) },
    { label: 'iddfs, a 14-step scramble (seed 3)', algorithm: 'iddfs', ...scrambled(3, 3, 14, 3) },
    { label: 'iddfs, a 14-step scramble (seed 7)', algorithm: 'iddfs', ...scrambled(3, 3, 14, 7) },
  ] as const;
  for (const { label, algorithm, puzzle, start } of cases) {
    it(`${label}: the counter equals the expansions of paths the pass before expanded`, () => {
      const run = recordRun(algorithm, puzzle, [...start], { heuristic: 'manhattan', maxExpansions: 20_000 });
      expect(run.events.filter((e) => e.type === 'iteration').length).toBeGreaterThan(1);
      const expected = reexpansionsByPaths(run.events);
      expect(expected).toBeGreaterThan(0);
      expect(replay(run.events).counters.reexpanded).toBe(expected);
    });
  }
});
