/** Greedy best-first search: always expands the node that looks closest (smallest h). Fast, not optimal. */
import { bestFirst } from './bestFirst';
import type { Run } from './run';
import type { Search } from './types';

export function greedy(run: Run): Search {
  return bestFirst(run); // f = h, ties to the smaller g (ordering.ts)
}
