/**
 * Best-first search (AIMA 3.5): always expand the frontier node with the smallest evaluation
 * f(n). Greedy best-first, A* and weighted A* are this one search with a different f:
 *
 *   greedy      f(n) = h(n)
 *   A*          f(n) = g(n) + h(n)
 *   weighted A* f(n) = g(n) + w * h(n)
 *   uniform-cost f(n) = g(n)   (the cheapest path first; where every step costs 1, BFS's order)
 *
 * Ties are broken as ordering.ts says (A*: the smaller h, then the older node; greedy: the
 * smaller g, then the older node). A child's g is its parent's plus the step's cost c(s, a, s')
 * (childOf in problem.ts). The goal test is at expansion. A child whose state was
 * reached before by an equal or better path is dropped; a better path replaces the frontier
 * entry ('improved') or puts an expanded state back on the frontier ('reopened'), so A* stays
 * optimal with any admissible heuristic. Greedy ignores path cost: it never takes a state up
 * again. The fast version: ../bestFirstKernel.ts.
 */
import type { StateKey } from '../../events';
import { frontierOrder } from '../ordering';
import { MinHeap } from './heap';
import type { Evaluation, Node, Problem, TextbookSearch } from './problem';
import { Tally, childrenOf, generated, info, isGoal, pathTo, rootNode } from './problem';

export function* bestFirstSearch(problem: Problem, f: Evaluation, betterPathsCount: boolean): TextbookSearch {
  const tally = new Tally(problem);
  const root = rootNode(problem, f);
  const frontier = new MinHeap<Node>(frontierOrder(problem.options.algorithm));
  const reached = new Map<StateKey, Node>([[root.key, root]]); // each state's best node so far
  const closed = new Set<StateKey>(); // the states expanded
  let kept = 1; // nodes created and kept: the frontier, the closed nodes and the ones replaced
  frontier.push(root);
  yield tally.start(root); // @line init
  const add = (child: Node): void => {
    reached.set(child.key, child);
    frontier.push(child);
    kept++;
    tally.note(frontier.size, kept);
  };
  for (;;) {
    const node = frontier.pop();
    if (node === undefined) return tally.exhausted(); // @line exhausted
    const reason = tally.limitReached(kept);
    if (reason !== null) return tally.limit(reason); // @line limit
    closed.add(node.key);
    tally.expanded++;
    yield { type: 'expand', node: info(node) }; // @line pop
    if (isGoal(problem, node)) return tally.solved(pathTo(node)); // @line goal-test
    for (const child of childrenOf(problem, node, tally, f)) {
      const old = reached.get(child.key);
      if (old !== undefined && (!betterPathsCount || child.g >= old.g)) {
        tally.duplicates++;
        if (closed.has(child.key))
          yield generated(child, 'closed'); // @line closed
        else yield generated(child, 'frontier'); // @line in-frontier
      } else if (old === undefined) {
        add(child);
        yield generated(child, 'new'); // @line push
      } else if (closed.has(child.key)) {
        closed.delete(child.key);
        add(child);
        yield generated(child, 'reopened'); // @line reopened
      } else {
        frontier.remove(old);
        add(child);
        yield generated(child, 'improved'); // @line improved
      }
    }
    const progress = tally.progress();
    if (progress !== null) yield progress; // @line progress
  }
}

export function greedyBestFirst(problem: Problem): TextbookSearch {
  return bestFirstSearch(problem, (_g, h) => h, false);
}

export function aStar(problem: Problem): TextbookSearch {
  return bestFirstSearch(problem, (g, h) => g + h, true);
}

export function weightedAStar(problem: Problem): TextbookSearch {
  const w = problem.options.weight;
  return bestFirstSearch(problem, (g, h) => g + w * h, true);
}

export function uniformCostSearch(problem: Problem): TextbookSearch {
  return bestFirstSearch(problem, (g) => g, true);
}
