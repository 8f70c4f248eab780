/**
 * Budgets: every algorithm, on the hardest 3x3 board and on a hard 4x4, either solves or stops
 * with a `limit` inside its budget; and memory stays bounded while it runs.
 */
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, startSearch } from '../../../src/core/solvers';
import { DEFAULT_BUDGET, type Budget } from '../../../src/core/events';
import { makePuzzle } from '../../../src/core/puzzle';
import { FULL } from '../full';

const HARDEST_3X3 = [8, 6, 7, 2, 5, 4, 3, 0, 1];
// Korf's instance 1 (57 moves), blank last.
const HARD_4X4 = [13, 6, 8, 12, 15, 14, 0, 10, 11, 7, 4, 5, 9, 1, 3, 2];

/** JS heap plus typed-array memory (the solvers keep nodes in typed arrays, outside the heap). */
const memory = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

/** Drains a search at the progress level, sampling memory; returns the final event and the peak. */
function drain(
  rows: number,
  cols: number,
  start: number[],
  algorithm: (typeof ALGORITHMS)[number]['id'],
  budget: Partial<Budget>,
) {
  const started = startSearch(makePuzzle(rows, cols), start, {
    algorithm,
    heuristic: 'linear-conflict',
    budget,
    trace: 'progress',
    progressEvery: 20_000,
  });
  if (!started.ok) throw new Error(`refused: ${started.reason}`);
  let peakHeap = memory();
  for (;;) {
    const step = started.search.next();
    if (step.done) return { final: step.value, peakHeap };
    if (step.value.type === 'progress') peakHeap = Math.max(peakHeap, memory());
    const e = step.value;
    if (e.type === 'solved' || e.type === 'exhausted' || e.type === 'limit') return { final: e, peakHeap };
  }
}

// The routine run uses small budgets; FRONTIER_FULL uses the defaults every page and CLI uses.
const budget: Partial<Budget> = FULL ? {} : { maxExpansions: 60_000, maxMemoryNodes: 150_000, maxMs: 20_000 };
const limits = { ...DEFAULT_BUDGET, ...budget };

describe('budgets', () => {
  for (const [name, rows, cols, start] of [
    ['hardest 3x3', 3, 3, HARDEST_3X3],
    ['Korf #1 4x4', 4, 4, HARD_4X4],
  ] as const) {
    for (const { id } of ALGORITHMS) {
      it(`${id} on the ${name}: solved, or limit reached inside the budget`, () => {
        const { final } = drain(rows, cols, [...start], id, budget);
        expect(['solved', 'limit', 'exhausted']).toContain(final.type);
        if (final.type === 'exhausted') expect(id).toBe('dfs'); // "none within the depth limit"
        expect(final.stats.expanded).toBeLessThanOrEqual(limits.maxExpansions);
        // One expansion's children may land before the memory check: a node's fan-out at most.
        expect(final.stats.peakMemory).toBeLessThanOrEqual(limits.maxMemoryNodes + 4);
        if (final.type === 'limit') expect(['expansions', 'memory', 'time']).toContain(final.reason);
      });
    }
  }

  it('memory stays bounded: BFS on a 4x4 up to its budget', () => {
    const before = memory();
    const { final, peakHeap } = drain(4, 4, [...HARD_4X4], 'bfs', budget);
    expect(final.type).toBe('limit');
    const perNode = (peakHeap - before) / Math.max(1, final.stats.peakMemory);
    console.log(
      `BFS 4x4 to its budget: ${final.stats.expanded} expanded, ${final.stats.peakMemory} nodes held, ` +
        `heap +${((peakHeap - before) / 1e6).toFixed(0)} MB (${perNode.toFixed(0)} bytes a node)`,
    );
    // A bound that fails if nodes leak as objects (hundreds of bytes each) instead of packed arrays.
    expect(peakHeap - before).toBeLessThan(limits.maxMemoryNodes * 200 + 64e6);
  });
});
