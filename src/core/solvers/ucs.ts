/**
 * Uniform-cost search (AIMA 3.4.2): best-first search with f(n) = g(n), the path cost, and the
 * goal test at expansion. Every move costs 1 here, so it expands nodes in exactly BFS's order
 * (ties by age, ordering.ts); what differs is the goal test: BFS stops when the goal is
 * generated, UCS only when it is expanded, after the rest of the goal's layer before it. That
 * is what keeps UCS optimal when costs differ. The loop is bestFirstKernel.ts.
 *
 * Loaded when first chosen (lazySolvers.ts). To read the algorithm, open
 * textbook/bestFirst.ts (uniformCostSearch).
 */
import { bestFirst } from './bestFirst';
import type { Run } from './run';
import type { Search } from './types';

export function uniformCost(run: Run): Search {
  return bestFirst(run); // f = g, ties by age (ordering.ts): BFS's order
}
