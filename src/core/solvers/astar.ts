/**
 * A*: expands by f = g + h; with an admissible heuristic the first goal expanded is optimal.
 *
 * To read the algorithm, open textbook/bestFirst.ts (aStar): the same search written as in the textbook, with
 * exactly these events (tests/unit/core/textbook.test.ts). This file runs the fast version.
 */
import { bestFirst } from './bestFirst';
import type { Run } from './run';
import type { Search } from './types';

export function aStar(run: Run): Search {
  return bestFirst(run); // f = g + h, ties to the smaller h (ordering.ts)
}
