/**
 * IDA*: iterative deepening on f = g + h. Each pass prunes nodes with f above the bound; the
 * next bound is the smallest f pruned. With an admissible heuristic the first goal is optimal.
 * The pattern-database specialisation for 4x4 lives in src/core/pdb/ (see registry.ts).
 */
import { depthFirst } from './depthFirst';
import type { Run } from './run';
import type { Search } from './types';

export function idaStar(run: Run): Search {
  return depthFirst(run);
}
