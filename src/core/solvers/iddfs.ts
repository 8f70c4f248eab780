/**
 * Iterative deepening DFS: depth-limited passes with limits 0, 1, 2, ... The first pass that
 * finds the goal finds it at the smallest depth, so it is optimal, with DFS's small memory.
 *
 * To read the algorithm, open textbook/iterativeDeepening.ts (iterativeDeepeningDfs) and textbook/depthFirstPass.ts: the same search written as in the textbook, with
 * exactly these events (tests/unit/core/textbook.test.ts). This file runs the fast version.
 */
import { depthFirst } from './depthFirst';
import type { Run } from './run';
import type { Search } from './types';

export function iterativeDeepening(run: Run): Search {
  return depthFirst(run);
}
