/**
 * Greedy best-first search: always expands the node that looks closest (smallest h). Fast, not optimal.
 *
 * To read the algorithm, open textbook/bestFirst.ts (greedyBestFirst): the same search written as in the textbook, with
 * exactly these events (tests/unit/core/textbook.test.ts). This file runs the fast version.
 */
import { bestFirst } from './bestFirst';
import type { Run } from './run';
import type { Search } from './types';

export function greedy(run: Run): Search {
  return bestFirst(run); // f = h, ties to the smaller g (ordering.ts)
}
