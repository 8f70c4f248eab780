/**
 * The search-tree model against the core: which nodes exist at a cursor, their status, and
 * the tidy layout's invariants (no overlaps, parents above children, IDA* passes as
 * successive trees, the node limit keeping the branches that matter).
 */
import { describe, expect, it } from 'vitest';
import type { AlgorithmId } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { createReplayer, type Replayer } from '../../../src/core/replay';
import { runToEnd } from '../../../src/core/solvers';
import { treeIndexOf } from '../../../src/ui/tree/treeIndex';
import { LEVEL_H, SPACING_X, layoutTree, type TreeFilter, type TreeLayout } from '../../../src/ui/tree/treeLayout';
import { computeStatuses, STATUS, STATUS_NAMES } from '../../../src/ui/tree/treeStatus';

const LESSON = [8, 1, 3, 4, 0, 2, 7, 6, 5]; // 14 moves
const MEDIUM = [0, 5, 2, 7, 6, 3, 4, 1, 8]; // 20 moves

function recorded(algorithm: AlgorithmId, start = LESSON, memoryLimit?: number): Replayer {
  const { events } = runToEnd(makePuzzle(3, 3), start, {
    algorithm,
    heuristic: 'manhattan',
    memoryLimit,
    budget: { maxExpansions: 50_000 },
  });
  const replayer = createReplayer(algorithm);
  replayer.append(events!);
  return replayer;
}

const ALL: TreeFilter = { only: null, pass: 0, keep: [], limit: Infinity };

function counts(statuses: Uint8Array) {
  const out: Record<string, number> = {};
  for (const s of statuses) out[STATUS_NAMES[s]] = (out[STATUS_NAMES[s]] ?? 0) + 1;
  return out;
}

/** Nodes at the same depth never overlap, and each child sits one level below its parent. */
function expectTidy(layout: TreeLayout) {
  const byDepth = new Map<number, number[]>();
  for (let i = 0; i < layout.size; i++) {
    const list = byDepth.get(layout.y[i]) ?? [];
    list.push(layout.x[i]);
    byDepth.set(layout.y[i], list);
    const p = layout.parent[i];
    if (p >= 0) expect(layout.y[i] - layout.y[p]).toBe(LEVEL_H);
    else expect(layout.y[i]).toBe(0);
  }
  for (const xs of byDepth.values()) {
    xs.sort((a, b) => a - b);
    for (let k = 1; k < xs.length; k++) expect(xs[k] - xs[k - 1]).toBeGreaterThanOrEqual(SPACING_X - 1e-6);
  }
}

describe('tree index', () => {
  it('knows every generated node, its parent and when it appeared and was expanded', () => {
    const replayer = recorded('astar');
    const index = treeIndexOf(replayer);
    let maxId = -1;
    for (let i = 0; i < replayer.length; i++) {
      const e = replayer.event(i);
      const node = e.type === 'start' ? e.root : e.type === 'generate' || e.type === 'expand' ? e.node : null;
      if (!node) continue;
      if (e.type !== 'expand') {
        expect(index.generatedAt[node.id]).toBe(i);
        expect(index.parent[node.id]).toBe(node.parentId);
        maxId = Math.max(maxId, node.id);
      } else {
        expect(index.expandedAt[node.id]).toBe(i);
      }
      // The nodes that exist once i + 1 events are applied: every id up to the newest.
      expect(index.countAt(i + 1)).toBe(maxId + 1);
    }
    expect(index.count).toBe(maxId + 1);
  });

  it('is one per replayer and catches up with events appended later', () => {
    const full = recorded('bfs');
    const partial = createReplayer('bfs');
    const events = Array.from({ length: full.length }, (_, i) => full.event(i));
    partial.append(events.slice(0, 40));
    const index = treeIndexOf(partial);
    const early = index.count;
    partial.append(events.slice(40));
    expect(treeIndexOf(partial)).toBe(index);
    expect(index.count).toBeGreaterThan(early);
    expect(index.count).toBe(treeIndexOf(full).count);
  });

  it('records each IDA* pass with its bound and fresh root', () => {
    const replayer = recorded('idastar', MEDIUM);
    const index = treeIndexOf(replayer);
    expect(index.passes.length).toBeGreaterThan(2);
    index.passes.forEach((p, k) => {
      expect(p.pass).toBe(k + 1);
      expect(index.parent[p.rootId]).toBe(-1);
      expect(index.pass[p.rootId]).toBe(p.pass);
      if (k > 0) expect(p.bound).toBeGreaterThan(index.passes[k - 1].bound);
    });
  });
});

describe('tree statuses agree with the replayed view', () => {
  for (const algorithm of ['bfs', 'astar', 'idastar', 'dfs', 'bibfs'] as AlgorithmId[]) {
    it(`${algorithm}: frontier, expanded and current at several cursors`, () => {
      const replayer = recorded(algorithm);
      const index = treeIndexOf(replayer);
      for (const cursor of [1, 7, 60, Math.floor(replayer.length / 2), replayer.length]) {
        const view = replayer.seek(cursor);
        const layout = layoutTree(index, cursor, ALL);
        const statuses = computeStatuses(layout, index, cursor, view);
        const c = counts(statuses);
        expect(c.hidden ?? 0, `${algorithm}@${cursor}`).toBe(0);
        if (view.final?.type === 'solved') {
          expect(c.solution).toBe(view.final.nodeIds.length);
          continue;
        }
        expect(c.frontier ?? 0, `${algorithm}@${cursor} frontier`).toBe(view.frontier.size);
        // Every expansion so far is one node of the tree, the current one included.
        expect((c.expanded ?? 0) + (c.current ?? 0), `${algorithm}@${cursor} expanded`).toBe(view.counters.expanded);
        for (let i = 0; i < layout.size; i++) {
          if (statuses[i] === STATUS.frontier) expect(view.frontier.has(layout.ids[i])).toBe(true);
          if (statuses[i] === STATUS.current) expect(layout.ids[i]).toBe(view.current!.id);
        }
      }
    });
  }

  for (const [algorithm, memoryLimit] of [
    ['rbfs', undefined],
    ['smastar', 100],
  ] as const) {
    it(`${algorithm}: one tree, forgotten nodes marked, each backed-up node under its original's parent`, () => {
      const replayer = recorded(algorithm, MEDIUM, memoryLimit);
      const index = treeIndexOf(replayer);
      let checked = 0;
      let first = 0;
      while (replayer.event(first).type !== 'forget') first++;
      const middle = Math.floor((first + replayer.length) / 2);
      for (const cursor of [first + 1, first + 300, middle, replayer.length - 1]) {
        const view = replayer.seek(cursor);
        const layout = layoutTree(index, cursor, ALL);
        const statuses = computeStatuses(layout, index, cursor, view);
        const c = counts(statuses);
        // Children regenerated from a backed-up node hang below it: no second root appears.
        expect(
          Array.from(layout.parent).filter((p) => p < 0),
          `${algorithm}@${cursor} roots`,
        ).toHaveLength(1);
        expect(c.frontier ?? 0, `${algorithm}@${cursor} frontier`).toBe(view.frontier.size);
        // Counted from the log, apart from the index: the nodes forgotten so far.
        const forgotten = new Set<number>();
        for (let i = 0; i < cursor; i++) {
          const e = replayer.event(i);
          if (e.type !== 'forget') continue;
          if (view.current?.id !== e.node.id) forgotten.add(e.node.id);
          if (e.backedUp) {
            const at = layout.ids.indexOf(e.backedUp.id);
            expect(layout.ids[layout.parent[at]], `backed-up #${e.backedUp.id}`).toBe(e.backedUp.parentId);
            checked++;
          }
        }
        if (cursor > first + 1) expect(forgotten.size, `${algorithm}@${cursor}`).toBeGreaterThan(0);
        expect(c.forgotten ?? 0, `${algorithm}@${cursor} forgotten`).toBe(forgotten.size);
      }
      expect(checked).toBeGreaterThan(10);
    });
  }

  it('marks nodes cut by the IDA* bound as pruned and repeated states as duplicates', () => {
    const replayer = recorded('idastar', MEDIUM);
    const index = treeIndexOf(replayer);
    const cursor = replayer.length - 1; // just before the end: no solution marking yet
    const view = replayer.seek(cursor);
    const c = counts(computeStatuses(layoutTree(index, cursor, ALL), index, cursor, view));
    expect(c.pruned).toBe(view.counters.pruned);
    expect(c.duplicate).toBe(view.counters.duplicates);
  });
});

describe('tidy layout', () => {
  it('lays out a BFS tree without overlaps, children one level below their parent, in id order', () => {
    const replayer = recorded('bfs');
    const index = treeIndexOf(replayer);
    const layout = layoutTree(index, replayer.length, ALL);
    expect(layout.size).toBe(index.count);
    expectTidy(layout);
    // Siblings keep their generation order from left to right.
    for (let i = 1; i < layout.size; i++) {
      if (layout.parent[i] >= 0 && layout.parent[i] === layout.parent[i - 1])
        expect(layout.x[i]).toBeGreaterThan(layout.x[i - 1]);
    }
  });

  it('shows IDA* passes as successive trees, left to right, each labelled with its bound', () => {
    const replayer = recorded('idastar', MEDIUM);
    const index = treeIndexOf(replayer);
    const layout = layoutTree(index, replayer.length, ALL);
    expectTidy(layout);
    expect(layout.labels.map((l) => l.pass)).toEqual(index.passes.map((p) => p.pass));
    const span = new Map<number, [number, number]>();
    for (let i = 0; i < layout.size; i++) {
      const p = index.pass[layout.ids[i]];
      const [lo, hi] = span.get(p) ?? [Infinity, -Infinity];
      span.set(p, [Math.min(lo, layout.x[i]), Math.max(hi, layout.x[i])]);
    }
    for (let p = 2; p <= index.passes.length; p++) expect(span.get(p)![0]).toBeGreaterThan(span.get(p - 1)![1]);
    // The start node re-issued as pass 1's root is not shown twice.
    expect(Array.from(layout.ids)).not.toContain(0);
    // One pass alone.
    const third = layoutTree(index, replayer.length, { ...ALL, pass: 3 });
    expect(Array.from(third.ids).every((id) => index.pass[id] === 3)).toBe(true);
    expect(third.labels).toHaveLength(1);
  });

  it('past the node limit keeps the first nodes plus the branches to the goal and the current node', () => {
    const replayer = recorded('bfs', MEDIUM);
    const index = treeIndexOf(replayer);
    const view = replayer.seek(replayer.length);
    const goalPath = view.final?.type === 'solved' ? view.final.nodeIds : [];
    const layout = layoutTree(index, replayer.length, { ...ALL, limit: 500, keep: goalPath });
    expect(layout.total).toBe(index.count);
    expect(layout.size).toBeLessThanOrEqual(500 + goalPath.length);
    expect(layout.omitted).toBe(layout.total - layout.size);
    const ids = new Set(layout.ids);
    for (const id of goalPath) expect(ids.has(id)).toBe(true);
    expectTidy(layout);
  });

  it('"only the branch to the goal" is exactly the solution path, as a chain', () => {
    const replayer = recorded('astar', MEDIUM);
    const index = treeIndexOf(replayer);
    const view = replayer.seek(replayer.length);
    const path = view.final?.type === 'solved' ? view.final.nodeIds : [];
    const layout = layoutTree(index, replayer.length, { ...ALL, only: path });
    expect(Array.from(layout.ids)).toEqual([...path]);
    for (let i = 1; i < layout.size; i++) expect(layout.parent[i]).toBe(i - 1);
    expect(layout.maxY).toBe((path.length - 1) * LEVEL_H);
  });
});
