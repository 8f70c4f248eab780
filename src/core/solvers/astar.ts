/** A*: expands by f = g + h; with an admissible heuristic the first goal expanded is optimal. */
import { bestFirst } from './bestFirst';
import type { Run } from './run';
import type { Search } from './types';

export function aStar(run: Run): Search {
  return bestFirst(run); // f = g + h, ties to the smaller h (ordering.ts)
}
