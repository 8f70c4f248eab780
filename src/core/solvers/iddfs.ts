/**
 * Iterative deepening DFS: depth-limited passes with limits 0, 1, 2, ... The first pass that
 * finds the goal finds it at the smallest depth, so it is optimal, with DFS's small memory.
 */
import { depthFirst } from './depthFirst';
import type { Run } from './run';
import type { Search } from './types';

export function iterativeDeepening(run: Run): Search {
  return depthFirst(run);
}
