/**
 * Breadth-first search (AIMA 3.4.1, the graph-search version): a FIFO queue, so the shallowest
 * node is expanded first, and the goal test when a child is generated, one layer earlier than
 * testing at expansion. It ignores step costs: the path with the fewest steps, the cheapest only
 * when every step costs 1. The fast version: ../bfsKernel.ts.
 *
 * `goalTest = 'expansion'` moves the test to where best-first search has it (AIMA 3.3): a node
 * is checked when it is taken from the queue, so the start is tested like any other node and
 * every node ahead of the goal in the queue is expanded first. Same path; the counters say what
 * the later test costs.
 */
import type { StateKey } from '../../events';
import type { GoalTest } from '../types';
import type { Node, Problem, TextbookSearch } from './problem';
import { Tally, childrenOf, generated, info, isGoal, pathTo, rootNode } from './problem';

/** BFS orders by depth alone: f = the depth (g when every step costs 1), and no heuristic. */
export const byDepth = (_g: number, _h: number, depth: number): number => depth;

export function* breadthFirstSearch(problem: Problem, goalTest: GoalTest = 'generation'): TextbookSearch {
  const atGeneration = goalTest === 'generation';
  const tally = new Tally(problem);
  const root = rootNode(problem, byDepth);
  yield tally.start(root); // @line init
  if (atGeneration && isGoal(problem, root)) return tally.solved([root]); // @line goal-root
  const frontier: Node[] = [root]; // FIFO: push at the back, take from the front
  const reached = new Set<StateKey>([root.key]); // every state ever generated
  const closed = new Set<StateKey>(); // the states expanded
  for (;;) {
    if (frontier.length === 0) return tally.exhausted(); // @line exhausted
    const reason = tally.limitReached(reached.size);
    if (reason !== null) return tally.limit(reason); // @line limit
    const node = frontier.shift()!;
    closed.add(node.key);
    tally.expanded++;
    yield { type: 'expand', node: info(node) }; // @line pop
    if (!atGeneration && isGoal(problem, node)) return tally.solved(pathTo(node)); // @line goal-expanded
    for (const child of childrenOf(problem, node, tally, byDepth)) {
      if (closed.has(child.key)) {
        tally.duplicates++;
        yield generated(child, 'closed'); // @line closed
      } else if (reached.has(child.key)) {
        tally.duplicates++;
        yield generated(child, 'frontier'); // @line in-frontier
      } else {
        reached.add(child.key);
        frontier.push(child);
        tally.note(frontier.length, reached.size);
        yield generated(child, 'new'); // @line push
        if (atGeneration && isGoal(problem, child)) return tally.solved(pathTo(child)); // @line goal-test
      }
    }
    const progress = tally.progress();
    if (progress !== null) yield progress; // @line progress
  }
}
