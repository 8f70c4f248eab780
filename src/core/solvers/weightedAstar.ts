/**
 * Weighted A*: f = g + w * h. For w > 1 it trusts the heuristic more, expands far fewer nodes
 * and returns a path at most w times longer than the shortest: not optimal, and marked so.
 *
 * To read the algorithm, open textbook/bestFirst.ts (weightedAStar): the same search written as in the textbook, with
 * exactly these events (tests/unit/core/textbook.test.ts). This file runs the fast version.
 */
import { bestFirst } from './bestFirst';
import type { Run } from './run';
import type { Search } from './types';

export function weightedAStar(run: Run): Search {
  return bestFirst(run); // f = g + weight * h, ties to the smaller h (ordering.ts)
}
