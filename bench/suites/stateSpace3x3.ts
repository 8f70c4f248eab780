/**
 * The full 3x3 state space by breadth-first search (`solveStateSpace`: rank-indexed typed
 * arrays), against the textbook version a student would write first: a queue of strings and a
 * Map from board string to distance. Both must find 181,440 states and diameter 31.
 */
import { makePuzzle } from '../../src/core/puzzle';
import { solveStateSpace } from '../../src/core/stateSpace';
import type { BenchRow } from '../report';

const STATES_3X3 = 181_440;

/** The naive baseline: strings in a Map. Returns [states, diameter]. */
export function naiveBfs(goal: readonly number[], cols: number): [number, number] {
  const start = goal.join(',');
  const dist = new Map<string, number>([[start, 0]]);
  const queue = [start];
  let diameter = 0;
  for (let head = 0; head < queue.length; head++) {
    const key = queue[head];
    const tiles = key.split(',').map(Number);
    const d = dist.get(key) as number;
    diameter = d;
    const blank = tiles.indexOf(0);
    const r = Math.floor(blank / cols);
    const c = blank % cols;
    const rows = tiles.length / cols;
    for (const [dr, dc] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ]) {
      if (r + dr < 0 || r + dr >= rows || c + dc < 0 || c + dc >= cols) continue;
      const to = (r + dr) * cols + c + dc;
      const next = tiles.slice();
      next[blank] = next[to];
      next[to] = 0;
      const nk = next.join(',');
      if (!dist.has(nk)) {
        dist.set(nk, d + 1);
        queue.push(nk);
      }
    }
  }
  return [dist.size, diameter];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

export function stateSpace3x3Suite(quick: boolean): BenchRow[] {
  const puzzle = makePuzzle(3, 3);
  const fastRun = (): number => {
    const t = performance.now();
    const result = solveStateSpace(puzzle);
    if (result.states !== STATES_3X3 || result.diameter !== 31) throw new Error('3x3 state space is wrong');
    return performance.now() - t;
  };
  const slowRun = (): number => {
    const t = performance.now();
    const [states, diameter] = naiveBfs(puzzle.goal, 3);
    if (states !== STATES_3X3 || diameter !== 31) throw new Error('naive 3x3 BFS is wrong');
    return performance.now() - t;
  };
  // Like with like: one untimed warm-up each, then the same number of rounds, alternating, and
  // the median of each side.
  fastRun();
  slowRun();
  const fast: number[] = [];
  const slow: number[] = [];
  for (let i = 0; i < (quick ? 3 : 5); i++) {
    fast.push(fastRun());
    slow.push(slowRun());
  }
  const ms = median(fast);
  const baselineMs = median(slow);
  return [
    {
      suite: 'bfs-3x3',
      name: 'full 3x3 state space, breadth-first (median, warmed, both sides)',
      nodes: STATES_3X3,
      unit: 'states',
      ms,
      baseline: { name: 'naive Map<string> BFS', nodes: STATES_3X3, ms: baselineMs },
      ratio: baselineMs / ms,
      target: '< 100 ms',
      met: ms < 100,
    },
  ];
}
