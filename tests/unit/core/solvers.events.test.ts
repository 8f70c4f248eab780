// The event stream is a contract: a reducer written elsewhere rebuilds the frontier, the closed
// set and the tree from it alone. These tests are such a reducer, in miniature.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlgorithmId, NodeInfo, SearchEvent } from '../../../src/core/events';
import type { Puzzle } from '../../../src/core/puzzle';
import { applyMove, makePuzzle } from '../../../src/core/puzzle';
import { makeCodec } from '../../../src/core/stateKey';
import { frontierOrder, startSearch } from '../../../src/core/solvers';
import { ALGORITHMS, LOCAL_ALGORITHMS } from '../../../src/core/solvers/algorithms';
import type { FinalEvent } from '../../../src/core/solvers';
import { combos, events, GOAL_KINDS, puzzleOf, walkedBoard } from './solvers.helpers';
import { HARDEST_3X3 } from '../scenarios';
import { scale } from '../full';

const DEPTH_FIRST: AlgorithmId[] = ['dfs', 'iddfs', 'idastar'];

/** Replays a run's events, checking every rule of the contract; returns what it saw. */
function replay(puzzle: Puzzle, algorithm: AlgorithmId, stream: SearchEvent[], fullPathCheck = true) {
  const order = frontierOrder(algorithm);
  const codec = makeCodec(puzzle.rows, puzzle.cols);
  const frontier = new Map<number, NodeInfo>();
  const created = new Map<number, NodeInfo>();
  const expanded: number[] = [];
  const bounds: number[] = [];
  const path: number[] = []; // depth-first searches: the current path
  let current: NodeInfo | null = null;
  let lastId = -1;
  const create = (n: NodeInfo) => {
    expect(n.id, 'ids increase in creation order').toBeGreaterThan(lastId);
    lastId = n.id;
    created.set(n.id, n);
  };

  const first = stream[0];
  if (first.type !== 'start') throw new Error('the first event must be start');
  expect(first.root.id).toBe(0);
  expect(first.root.parentId).toBe(-1);
  expect(first.algorithm).toBe(algorithm);
  create(first.root);
  frontier.set(0, first.root);

  for (const ev of stream.slice(1, -1)) {
    switch (ev.type) {
      case 'expand': {
        let best: NodeInfo | null = null;
        for (const n of frontier.values()) if (best === null || order(n, best) < 0) best = n;
        expect(ev.node.id, 'the node expanded is the first of the frontier in frontierOrder').toBe(best?.id);
        expect(ev.node).toEqual(best);
        frontier.delete(ev.node.id);
        current = ev.node;
        expanded.push(ev.node.id);
        if (DEPTH_FIRST.includes(algorithm)) {
          expect(path.length === 0 ? -1 : path[path.length - 1], 'a node is expanded under its parent').toBe(
            ev.node.parentId,
          );
          path.push(ev.node.id);
        }
        break;
      }
      case 'generate': {
        create(ev.node);
        const parent = ev.node.parentId === -1 ? null : (created.get(ev.node.parentId) ?? null);
        if (ev.node.parentId !== -1) {
          expect(ev.node.parentId, 'children follow their parent').toBe(current?.id);
          // The child's state really is one move from its parent's.
          const next = applyMove(puzzle, codec.decode(parent!.key), ev.node.move!);
          expect(codec.encode(next!)).toBe(ev.node.key);
          expect(ev.node.g).toBe(parent!.g + 1);
        } else {
          expect(algorithm).toBe('bibfs'); // only the backward root has no parent
          expect(ev.node.side).toBe('backward');
        }
        if (ev.outcome === 'improved') {
          for (const [id, n] of frontier) if (n.key === ev.node.key) frontier.delete(id);
        }
        if (ev.outcome === 'new' || ev.outcome === 'improved' || ev.outcome === 'reopened')
          frontier.set(ev.node.id, ev.node);
        if (DEPTH_FIRST.includes(algorithm)) {
          // 'cycle' only for a state on the current path, and always for the parent's parent
          // (the inverse move); the generic solvers check the whole path, the pattern-database
          // kernel only the inverse move.
          const onPath = path.some((id) => created.get(id)?.key === ev.node.key);
          const inverse = parent !== null && parent.parentId >= 0 && created.get(parent.parentId)?.key === ev.node.key;
          if (ev.outcome === 'cycle') expect(onPath, `cycle ${ev.node.id} is on the path`).toBe(true);
          if (inverse) expect(ev.outcome, `inverse move ${ev.node.id}`).toBe('cycle');
          if (fullPathCheck) expect(onPath, `cycle check of ${ev.node.id}`).toBe(ev.outcome === 'cycle');
        } else {
          expect(ev.outcome).not.toBe('cycle');
        }
        if (ev.outcome === 'pruned') expect(['dfs', 'iddfs', 'idastar']).toContain(algorithm);
        break;
      }
      case 'iteration':
        create(ev.root);
        expect(path, 'a pass ends back at the root').toEqual([]);
        bounds.push(ev.bound);
        frontier.clear();
        frontier.set(ev.root.id, ev.root);
        break;
      case 'backtrack':
        expect(ev.node.id, 'backtrack leaves the top of the path').toBe(path[path.length - 1]);
        path.pop();
        break;
      case 'progress':
        break;
      default:
        throw new Error(`unexpected ${ev.type} before the end`);
    }
  }
  const final = stream[stream.length - 1] as FinalEvent;
  expect(['solved', 'exhausted', 'limit']).toContain(final.type);
  if (final.type === 'solved') {
    // The path's nodes exist, and each is one path move from the one before.
    const nodes = final.nodeIds.map((id) => created.get(id)!);
    expect(nodes.every(Boolean)).toBe(true);
    expect(nodes[nodes.length - 1].key).toBe(codec.encode(puzzle.goal));
    for (let i = 0; i < final.path.length; i++) {
      const next = applyMove(puzzle, codec.decode(nodes[i].key), final.path[i]);
      expect(codec.encode(next!)).toBe(nodes[i + 1].key);
    }
    expect(nodes[0].parentId).toBe(-1);
  }
  return { expanded, bounds, created, final, frontier };
}

/**
 * The searches whose frontier this file's model rebuilds. RBFS and SMA* also forget nodes and the
 * local searches move, restart and reject: their replays are held to their own final counters in
 * memoryBounded.test.ts and localSearch.test.ts.
 */
const REBUILT = ALGORITHMS.map((a) => a.id).filter(
  (id) => !['rbfs', 'smastar'].includes(id) && !LOCAL_ALGORITHMS.includes(id),
);

describe('the event stream rebuilds the frontier in the solver order', () => {
  it('for every algorithm and heuristic, on random boards of several shapes and goals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom([2, 2], [2, 3], [3, 2], [3, 3]),
        fc.constantFrom(...GOAL_KINDS),
        fc.integer({ min: 0, max: 10 }),
        fc.integer(),
        ([rows, cols], goal, steps, seed) => {
          const p = puzzleOf(rows, cols, goal);
          const start = walkedBoard(p, steps, seed);
          for (const c of combos(p, REBUILT)) {
            const stream = events(p, start, {
              ...c,
              depthLimit: 12,
              maxIterations: 1500,
              budget: { maxExpansions: 1500 },
            });
            const seen = replay(p, c.algorithm, stream, c.heuristic !== 'pdb');
            expect(seen.expanded.length).toBe(seen.final.stats.expanded);
            expect(seen.created.size, 'every id is announced once').toBe(seen.final.stats.generated + 1);
          }
        },
      ),
      { numRuns: scale(6, 24) },
    );
  });

  it('weighted A* with a large weight reopens or improves nodes, and the order still holds', () => {
    const p = makePuzzle(3, 3);
    let sawImprovement = false;
    for (let seed = 1; seed <= 12 && !sawImprovement; seed++) {
      const stream = events(p, walkedBoard(p, 40, seed), { algorithm: 'wastar', heuristic: 'manhattan', weight: 3 });
      replay(p, 'wastar', stream);
      sawImprovement = stream.some(
        (e) => e.type === 'generate' && (e.outcome === 'improved' || e.outcome === 'reopened'),
      );
    }
    expect(sawImprovement).toBe(true);
  });

  it('A* marks children it already holds as frontier or closed, never expanding stale entries', () => {
    const p = makePuzzle(3, 3);
    const stream = events(p, walkedBoard(p, 40, 3), { algorithm: 'astar', heuristic: 'manhattan' });
    const seen = replay(p, 'astar', stream);
    const outcomes = new Set(stream.flatMap((e) => (e.type === 'generate' ? [e.outcome] : [])));
    expect(outcomes).toContain('closed');
    expect(outcomes).toContain('frontier');
    expect(seen.final.type).toBe('solved');
  });
});

describe('goal tests', () => {
  const p = makePuzzle(3, 3);
  const start = walkedBoard(p, 10, 4);
  const goalKey = makeCodec(3, 3).encode(p.goal);

  it('BFS and bidirectional BFS stop when the goal is generated, before expanding it', () => {
    for (const algorithm of ['bfs', 'bibfs'] as const) {
      const stream = events(p, start, { algorithm });
      expect(stream.some((e) => e.type === 'expand' && e.node.key === goalKey && e.node.side !== 'backward')).toBe(
        false,
      );
    }
  });

  it('BFS asked to test at expansion expands the goal last, in the queue order the replay rebuilds', () => {
    const stream = events(p, start, { algorithm: 'bfs', goalTest: 'expansion' });
    const seen = replay(p, 'bfs', stream);
    expect(seen.final.type).toBe('solved');
    const expands = stream.filter((e) => e.type === 'expand');
    const last = expands[expands.length - 1];
    expect(last.type === 'expand' && last.node.key).toBe(goalKey);
    expect(seen.expanded.length).toBe(seen.final.stats.expanded);
  });

  it('A*, IDA*, IDDFS, greedy and DFS stop when the goal is expanded', () => {
    for (const algorithm of ['astar', 'idastar', 'iddfs', 'greedy', 'dfs'] as const) {
      const stream = events(p, start, { algorithm, heuristic: 'manhattan' });
      const expands = stream.filter((e) => e.type === 'expand');
      const last = expands[expands.length - 1];
      expect(last.type === 'expand' && last.node.key).toBe(goalKey);
    }
  });
});

describe('iterative passes', () => {
  const p = makePuzzle(3, 3);
  const start = walkedBoard(p, 16, 8);

  it('IDA* bounds start at h(root) and each is the smallest f pruned in the pass before', () => {
    const stream = events(p, start, { algorithm: 'idastar', heuristic: 'manhattan' });
    const first = stream[0];
    if (first.type !== 'start') throw new Error('no start');
    const bounds: number[] = [];
    let minPruned = Infinity;
    for (const e of stream) {
      if (e.type === 'iteration') {
        if (bounds.length === 0) expect(e.bound).toBe(first.root.h);
        else expect(e.bound).toBe(minPruned);
        bounds.push(e.bound);
        minPruned = Infinity;
        expect(e.pass).toBe(bounds.length);
      }
      if (e.type === 'generate' && e.outcome === 'pruned') {
        expect(e.node.f).toBeGreaterThan(bounds[bounds.length - 1]);
        minPruned = Math.min(minPruned, e.node.f);
      }
    }
    const final = stream[stream.length - 1];
    expect(final.type === 'solved' && final.path.length).toBe(bounds[bounds.length - 1]);
  });

  it('IDDFS deepens one move at a time, each pass with a fresh root', () => {
    const stream = events(p, walkedBoard(p, 6, 2), { algorithm: 'iddfs' });
    const passes = stream.flatMap((e) => (e.type === 'iteration' ? [e] : []));
    expect(passes.map((e) => e.bound)).toEqual(passes.map((_, i) => i));
    expect(new Set(passes.map((e) => e.root.id)).size).toBe(passes.length);
  });
});

describe("trace level 'progress'", () => {
  it('yields only start, progress every progressEvery expansions, and the final event', () => {
    const p = makePuzzle(3, 3);
    for (const c of combos(p)) {
      const started = startSearch(p, [...HARDEST_3X3[0]], {
        ...c,
        trace: 'progress',
        progressEvery: 100,
        budget: { maxExpansions: 1000 },
      });
      if (!started.ok) throw new Error('not started');
      const stream = [...started.search];
      const final = stream[stream.length - 1];
      expect(stream[0].type).toBe('start');
      expect(['solved', 'limit', 'exhausted']).toContain(final.type);
      const progress = stream.slice(1, -1);
      expect(progress.every((e) => e.type === 'progress')).toBe(true);
      const expandedAt = progress.map((e) => (e.type === 'progress' ? e.stats.expanded : -1));
      expect(expandedAt).toEqual(expandedAt.map((_, i) => (i + 1) * 100));
      const total = final.type === 'start' ? 0 : (final as { stats: { expanded: number } }).stats.expanded;
      expect(progress.length).toBeGreaterThanOrEqual(Math.floor((total - 1) / 100));
      expect(progress.length).toBeLessThanOrEqual(Math.floor(total / 100));
    }
  });
});
