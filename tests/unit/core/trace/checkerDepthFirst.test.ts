/**
 * The depth-first searches' order (DFS, iterative deepening, IDA*) and the inadmissible-h
 * finding: Frontier's own runs pass, a student's depth-first search with a closed set passes
 * with its siblings in any order, a breadth-first trace called depth-first is caught where it
 * leaves the path, and an h above the true cost is caught where it is first given.
 */
import { describe, expect, it } from 'vitest';
import type { AlgorithmId } from '../../../../src/core/events';
import { checkTrace, readFrontierTrace, type TraceVerdict } from '../../../../src/core/trace';
import { scale } from '../../full';
import { studentTrace } from './studentSolver';
import { exportRun, linesOf, randomBoard, textOf } from './traceRuns';

function check(text: string): TraceVerdict {
  const read = readFrontierTrace(text);
  if (!read.ok) throw new Error(read.error.message);
  return checkTrace(read.trace);
}

const DEPTH_FIRST: readonly AlgorithmId[] = ['dfs', 'iddfs', 'idastar'];
const RUNS = scale(3, 6);

describe('the depth-first searches’ order', () => {
  for (const algorithm of DEPTH_FIRST) {
    it(`${algorithm}: Frontier’s own runs on ${RUNS} random boards are correct, and the order was checked`, async () => {
      for (let seed = 1; seed <= RUNS; seed++) {
        // Plain DFS searches to its depth limit (20) whatever the board: on a 2x3 board that stays small.
        const { text } =
          algorithm === 'dfs'
            ? await exportRun('dfs', randomBoard(seed * 5 + 2, 7, 2, 3), 'manhattan', [1, 2, 3, 4, 5, 0], 2, 3)
            : await exportRun(algorithm, randomBoard(seed * 5 + 2, algorithm === 'idastar' ? 18 : 7));
        const verdict = check(text);
        expect(verdict.problem, `${algorithm} seed ${seed}`).toBeNull();
        expect(verdict.checked).toBe('order');
      }
    });
  }

  it('a student’s depth-first search with a closed set passes, whatever order it takes siblings in', () => {
    for (const tieBreak of ['oldest', 'random'] as const) {
      for (let seed = 1; seed <= 2; seed++) {
        const lines = studentTrace(randomBoard(seed, 6), { order: 'lifo', algorithm: 'dfs', tieBreak, seed }, 1500);
        const verdict = check(lines.join('\n') + '\n');
        expect(verdict.problem?.kind ?? null, `${tieBreak} seed ${seed}: ${verdict.problem?.message}`).not.toBe(
          'order',
        );
      }
    }
  });

  it('a breadth-first trace called depth-first is an order problem where it leaves the path', async () => {
    const lines = linesOf((await exportRun('bfs', randomBoard(9, 8))).text);
    lines[0] = { ...lines[0], algorithm: 'dfs' };
    const verdict = check(textOf(lines));
    expect(verdict.problem?.kind).toBe('order');
    expect(verdict.problem!.message).toMatch(/stack \(last in, first out\)/);
    // BFS's third expansion is the start's second child: DFS would have gone below the first.
    const expansions = lines.map((l, i) => ('expand' in l ? i + 1 : -1)).filter((i) => i > 0);
    expect(verdict.problem!.line).toBeGreaterThanOrEqual(expansions[2]);
  });

  it('plain DFS expanding the start again is an order problem (only the iterative searches start over)', async () => {
    const lines = linesOf(
      (await exportRun('dfs', randomBoard(4, 6, 2, 3), 'manhattan', [1, 2, 3, 4, 5, 0], 2, 3)).text,
    );
    const second = lines.findIndex((l, i) => i > 1 && 'expand' in l);
    const again = { expand: lines[1].expand, g: 0 };
    const verdict = check(textOf([...lines.slice(0, second), again, ...lines.slice(second)]));
    expect(verdict.problem).toMatchObject({ line: second + 1, kind: 'order' });
  });
});

describe('an inadmissible h', () => {
  it('with no heuristic named, A* with every h doubled is caught at the first h above the true cost', async () => {
    const lines = linesOf((await exportRun('astar', randomBoard(6, 16), 'manhattan')).text);
    const header: Record<string, unknown> = { ...lines[0] };
    delete header.heuristic;
    const doubled = lines.slice(1).map((l) => ('h' in l ? { ...l, h: (l.h as number) * 2 } : l));
    const verdict = check(textOf([header, ...doubled]));
    expect(verdict.problem).toMatchObject({ line: 2, kind: 'inadmissible' });
    expect(verdict.problem!.message).toMatch(/overestimates by \d+/);
  });

  it('names the state and the amount: the goal given h = 3', async () => {
    const lines = linesOf((await exportRun('astar', randomBoard(3, 12), 'manhattan')).text);
    const header: Record<string, unknown> = { ...lines[0] };
    delete header.heuristic;
    const goal = header.goal as string;
    const at = lines.findIndex((l) => l.generate === goal);
    expect(at).toBeGreaterThan(0);
    lines[at] = { ...lines[at], h: 3 };
    const verdict = check(textOf([header, ...lines.slice(1)]));
    expect(verdict.problem).toMatchObject({ line: at + 1, kind: 'inadmissible' });
    expect(verdict.problem!.message).toContain(`${goal} h = 3, but the cheapest path from it to the goal costs 0`);
  });

  it('a greedy search is not held to an admissible h (it promises no optimal path)', async () => {
    const lines = linesOf((await exportRun('greedy', randomBoard(6, 16), 'manhattan')).text);
    const header: Record<string, unknown> = { ...lines[0] };
    delete header.heuristic;
    const doubled = lines.slice(1).map((l) => ('h' in l ? { ...l, h: (l.h as number) * 2 } : l));
    expect(check(textOf([header, ...doubled])).problem).toBeNull();
  });
});
