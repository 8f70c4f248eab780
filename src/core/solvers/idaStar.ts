/**
 * IDA*: iterative deepening on f = g + h. Each pass prunes nodes with f above the bound; the
 * next bound is the smallest f pruned. With an admissible heuristic the first goal is optimal.
 * The pattern-database specialisation for 4x4 lives in src/core/pdb/ (see registry.ts).
 *
 * To read the algorithm, open textbook/iterativeDeepening.ts (idaStar) and textbook/depthFirstPass.ts: the same search written as in the textbook, with
 * exactly these events (tests/unit/core/textbook.test.ts). This file runs the fast version.
 */
import { depthFirst } from './depthFirst';
import type { Run } from './run';
import type { Search } from './types';

export function idaStar(run: Run): Search {
  return depthFirst(run);
}
