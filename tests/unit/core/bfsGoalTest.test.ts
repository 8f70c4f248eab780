/**
 * BFS's goal test, at generation (the textbook's BFS, the default) or at expansion (issue #19):
 * the same shortest path either way, and the counters show what testing later costs.
 */
import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../../src/core/events';
import { makeGoal, makePuzzle } from '../../../src/core/puzzle';
import { runToEnd, startSearch, type RunResult } from '../../../src/core/solvers';
import { walkedBoard } from './solvers.helpers';

const BOARDS = [
  { name: '2x3, 21 scrambles', puzzle: makePuzzle(2, 3), walk: 21, seed: 3 },
  { name: '3x3, 12 scrambles', puzzle: makePuzzle(3, 3), walk: 12, seed: 1 },
  { name: '3x3, 30 scrambles', puzzle: makePuzzle(3, 3), walk: 30, seed: 8 },
  { name: '3x3 spiral, 40 scrambles', puzzle: makePuzzle(3, 3, makeGoal('spiral', 3, 3)), walk: 40, seed: 5 },
  { name: '3x3, 60 scrambles', puzzle: makePuzzle(3, 3), walk: 60, seed: 2 },
];

const pathOf = (r: RunResult) => (r.final.type === 'solved' ? r.final.path : null);

describe('BFS with the goal tested at expansion', () => {
  for (const { name, puzzle, walk, seed } of BOARDS) {
    const start = walkedBoard(puzzle, walk, seed);
    const run = (goalTest: 'generation' | 'expansion') =>
      runToEnd(puzzle, start, { algorithm: 'bfs', goalTest, budget: { maxExpansions: 500_000 } });

    it(`${name}: same length, more expansions, and exactly UCS's counters`, () => {
      const early = run('generation');
      const late = run('expansion');
      expect(early.final.type).toBe('solved');
      expect(late.final.type).toBe('solved');
      expect(pathOf(late)?.length).toBe(pathOf(early)?.length);
      expect(late.final.stats.optimal).toBe(true);
      // Testing later can only add work: the rest of the goal's parent's layer, the goal's own
      // layer ahead of it, and the goal itself.
      expect(late.final.stats.expanded).toBeGreaterThan(early.final.stats.expanded);
      expect(late.final.stats.generated).toBeGreaterThanOrEqual(early.final.stats.generated);
      // On unit costs UCS expands in BFS's order and tests at expansion: the same run.
      const ucs = runToEnd(puzzle, start, { algorithm: 'ucs', budget: { maxExpansions: 500_000 } });
      expect(late.final.stats.expanded).toBe(ucs.final.stats.expanded);
      expect(late.final.stats.generated).toBe(ucs.final.stats.generated);
      expect(pathOf(late)?.length).toBe(pathOf(ucs)?.length);
    });

    it(`${name}: every node stored ahead of the goal is expanded before it, then the goal`, () => {
      const started = startSearch(puzzle, start, { algorithm: 'bfs', goalTest: 'expansion' });
      if (!started.ok) throw new Error(started.reason);
      const events: SearchEvent[] = [...started.search];
      const queued = [0]; // the root, then each new child in the order it was queued
      for (const e of events) if (e.type === 'generate' && e.outcome === 'new') queued.push(e.node.id);
      const expanded = events.flatMap((e) => (e.type === 'expand' ? [e.node.id] : []));
      const last = events[events.length - 1];
      expect(last.type).toBe('solved');
      // FIFO: the expansion order is the queue order, and it stops on the goal itself.
      expect(expanded).toEqual(queued.slice(0, expanded.length));
      const goalNode = events.find((e) => e.type === 'expand' && e.node.id === expanded[expanded.length - 1]);
      expect(goalNode?.type === 'expand' && goalNode.node.g).toBe(last.type === 'solved' ? last.path.length : -1);
    });
  }

  it('the start is the goal: found by expanding the root (one expansion), not before the loop', () => {
    const p = makePuzzle(3, 3);
    const early = runToEnd(p, p.goal, { algorithm: 'bfs' });
    const late = runToEnd(p, p.goal, { algorithm: 'bfs', goalTest: 'expansion' });
    expect(early.final.stats.expanded).toBe(0);
    expect(late.final.stats.expanded).toBe(1);
    expect(pathOf(late)).toEqual([]);
  });

  it('the budget still ends it visibly', () => {
    const p = makePuzzle(3, 3);
    const start = walkedBoard(p, 60, 2);
    const cut = runToEnd(p, start, { algorithm: 'bfs', goalTest: 'expansion', budget: { maxExpansions: 50 } });
    expect(cut.final).toMatchObject({ type: 'limit', reason: 'expansions' });
    expect(cut.final.stats.expanded).toBe(50);
  });

  it('refuses a goal test that is neither, by name', () => {
    const p = makePuzzle(3, 3);
    const started = startSearch(p, [1, 2, 3, 4, 5, 6, 7, 0, 8], {
      algorithm: 'bfs',
      goalTest: 'sometimes' as never,
    });
    expect(started).toMatchObject({ ok: false, reason: 'invalid' });
    expect(!started.ok && started.reason === 'invalid' && started.message).toContain('goalTest');
  });

  it('bidirectional BFS ignores it: its sides meet, they test no goal', () => {
    const p = makePuzzle(3, 3);
    const start = walkedBoard(p, 30, 8);
    const plain = runToEnd(p, start, { algorithm: 'bibfs' });
    const asked = runToEnd(p, start, { algorithm: 'bibfs', goalTest: 'expansion' });
    expect(asked.final.stats.expanded).toBe(plain.final.stats.expanded);
    expect(pathOf(asked)).toEqual(pathOf(plain));
  });
});
