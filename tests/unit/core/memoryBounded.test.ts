/**
 * RBFS and SMA* (src/core/solvers/rbfs.ts, smaStar.ts) beyond the scenario table: what they
 * forget and back up, SMA*'s three endings, and the replay reducer's view of both.
 */
import { describe, expect, it } from 'vitest';
import type { SearchEvent } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { applyEvent, createReplayer, createState } from '../../../src/core/replay';
import { runToEnd } from '../../../src/core/solvers';
import type { SolveOptions } from '../../../src/core/solvers';

const PUZZLE = makePuzzle(3, 3, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
const LESSON = [8, 1, 3, 4, 0, 2, 7, 6, 5]; // 14 moves
const TWENTY = [0, 5, 2, 7, 6, 3, 4, 1, 8]; // the BFS-vs-IDA* preset's board

const optimum = (start: number[]) => {
  const { final } = runToEnd(PUZZLE, start, { algorithm: 'bfs', trace: 'progress' });
  return final.type === 'solved' ? final.path.length : -1;
};

function run(start: number[], options: SolveOptions) {
  const { final, events } = runToEnd(PUZZLE, start, options);
  return { final, events: events as SearchEvent[] };
}

function replayed(algorithm: 'rbfs' | 'smastar', events: SearchEvent[]) {
  const replayer = createReplayer(algorithm);
  replayer.append(events);
  return replayer.seek(events.length);
}

describe('RBFS', () => {
  it('finds the shortest path, forgetting subtrees and backing up their best f', () => {
    const { final, events } = run(TWENTY, { algorithm: 'rbfs', heuristic: 'manhattan' });
    expect(final.type).toBe('solved');
    expect(final.type === 'solved' && final.path.length).toBe(optimum(TWENTY));
    const forgets = events.filter((e) => e.type === 'forget');
    expect(forgets.length).toBeGreaterThan(0);
    for (const e of forgets) {
      if (e.type !== 'forget') continue;
      // The same state comes back with a fresh id and an f at least as high as it had.
      expect(e.backedUp).not.toBeNull();
      expect(e.backedUp!.key).toBe(e.node.key);
      expect(e.backedUp!.id).toBeGreaterThan(e.node.id);
      expect(e.backedUp!.f).toBeGreaterThanOrEqual(e.node.f);
    }
    expect(final.stats.reexpanded).toBeGreaterThan(0);
    expect(final.stats.forgotten).toBe(forgets.length);
    // Every expansion names its f-limit, never below the node's own f.
    for (const e of events) if (e.type === 'expand') expect(e.fLimit).toBeGreaterThanOrEqual(e.node.f);
    // Linear memory: the path and its nodes' children, far below what A* holds.
    const astar = run(TWENTY, { algorithm: 'astar', heuristic: 'manhattan', trace: 'progress' }).final;
    expect(final.stats.peakMemory).toBeLessThanOrEqual(3 * 20 + 1);
    expect(final.stats.peakMemory).toBeLessThan(astar.stats.peakMemory);
  });

  it('replays to the same counters, with the f-limit of each call on the path', () => {
    const { final, events } = run(LESSON, { algorithm: 'rbfs', heuristic: 'misplaced' });
    const view = replayed('rbfs', events);
    expect(view.counters.forgotten).toBe(final.stats.forgotten);
    expect(view.counters.reexpanded).toBe(final.stats.reexpanded);
    expect(view.counters.generated).toBe(final.stats.generated);
    expect(view.counters.peakMemory).toBe(final.stats.peakMemory);
    expect(view.counters.peakFrontier).toBe(final.stats.peakFrontier);
    expect(view.pathLimits.length).toBe(view.path.length);
    // Midway, the path and its limits still line up after forgetting.
    const k = events.findIndex((e) => e.type === 'forget') + 1;
    const replayer = createReplayer('rbfs');
    replayer.append(events);
    const mid = replayer.seek(k + 3);
    expect(mid.pathLimits.length).toBe(mid.path.length);
    expect(mid.frontier.size).toBeGreaterThan(0);
  });

  it('takes, of two children tying on f, the one the view shows first: the older, not a backed-up copy', () => {
    // On this board the solver once took a backed-up child (a fresh id) in the place of the one
    // it replaced, while the view put first a sibling with the same f and a smaller id.
    for (const heuristic of ['misplaced', 'manhattan'] as const) {
      const { events } = run([3, 6, 4, 8, 0, 2, 7, 5, 1], { algorithm: 'rbfs', heuristic });
      const state = createState();
      let ties = 0;
      for (const e of events) {
        if (e.type === 'expand') {
          expect(state.frontier.at(0)?.id).toBe(e.node.id);
          const next = state.frontier.size > 1 ? state.frontier.at(1) : null;
          if (next?.f === e.node.f && next.parentId === e.node.parentId) ties++;
        }
        applyEvent(state, e);
      }
      expect(ties).toBeGreaterThan(0);
    }
  });
});

describe('SMA*', () => {
  it('with room to spare, is A*: optimal, nothing forgotten', () => {
    const { final } = run(TWENTY, { algorithm: 'smastar', heuristic: 'manhattan', memoryLimit: 5000 });
    expect(final.type === 'solved' && final.path.length).toBe(optimum(TWENTY));
    expect(final.stats.optimal).toBe(true);
    expect(final.stats.forgotten).toBe(0);
  });

  it('with a tight limit, forgets and backs up, and still finds the shortest path when it fits', () => {
    const { final, events } = run(LESSON, { algorithm: 'smastar', heuristic: 'manhattan', memoryLimit: 50 });
    expect(final.type).toBe('solved');
    expect(final.type === 'solved' && final.path.length).toBe(optimum(LESSON));
    expect(final.stats.optimal).toBe(true);
    expect(final.stats.peakMemory).toBeLessThanOrEqual(50 + 4); // the limit, plus one expansion's children
    const forgets = events.filter((e) => e.type === 'forget');
    expect(forgets.length).toBeGreaterThan(0);
    expect(forgets.some((e) => e.type === 'forget' && e.backedUp !== null)).toBe(true);
    const view = replayed('smastar', events);
    expect(view.counters.forgotten).toBe(forgets.length);
    expect(view.counters.memory).toBeLessThanOrEqual(50);
    expect(view.counters.generated).toBe(final.stats.generated);
    expect(view.counters.peakMemory).toBe(final.stats.peakMemory);
  });

  it('says so when the shortest path cannot fit: not guaranteed optimal, or no path at all', () => {
    // 14 moves need 15 nodes on the path: 12 cannot hold it.
    const budget = { maxExpansions: 5_000 };
    const tight = run(LESSON, { algorithm: 'smastar', heuristic: 'manhattan', memoryLimit: 12, budget });
    expect(tight.final.stats.optimal).toBe(false);
    expect(tight.final.stats.forgotten).toBeGreaterThan(0);
    // It thrashes among paths that cannot fit until they are all cut, or the budget ends it.
    expect(tight.final.type === 'limit' && ['memory', 'expansions'].includes(tight.final.reason)).toBe(true);
    const none = run(LESSON, { algorithm: 'smastar', heuristic: 'manhattan', memoryLimit: 4, budget });
    // 4 nodes: nothing deeper than 2 moves is ever worth expanding.
    expect(none.final).toMatchObject({ type: 'limit', stats: { optimal: false, solutionLength: -1 } });
    expect(none.events.filter((e) => e.type === 'expand').every((e) => e.type === 'expand' && e.node.g <= 2)).toBe(
      true,
    );
  });

  it('forgets a dead end (every child repeats a state on its path) at once, so memory never fills with them', () => {
    // The hardest 2x3 board, 21 moves: deep paths round the small board's cycles end in nodes
    // whose children all repeat a state on the path. Held for good, they once filled memory
    // until SMA* forgot and remade one child forever (50,000 expansions and no answer).
    const small = makePuzzle(2, 3, [1, 2, 3, 4, 5, 0]);
    const hardest = [4, 5, 0, 1, 2, 3];
    for (const memoryLimit of [30, 50]) {
      const { final, events } = runToEnd(small, hardest, {
        algorithm: 'smastar',
        heuristic: 'manhattan',
        memoryLimit,
        budget: { maxExpansions: 50_000 },
      });
      expect(final.type === 'solved' && final.path.length).toBe(21);
      const replayer = createReplayer('smastar');
      replayer.append(events as SearchEvent[]);
      const view = replayer.seek(events!.length);
      expect(view.counters.forgotten).toBe(final.stats.forgotten);
      expect(view.counters.memory).toBeLessThanOrEqual(memoryLimit);
    }
  });

  it('refuses a memory limit it cannot search with', () => {
    expect(() => runToEnd(PUZZLE, LESSON, { algorithm: 'smastar', memoryLimit: 2 })).toThrow(/memoryLimit/);
    expect(() => runToEnd(PUZZLE, LESSON, { algorithm: 'smastar', memoryLimit: 10.5 })).toThrow(/memoryLimit/);
  });
});
