/**
 * One pass of depth-first search with a cost bound: the engine of depth-limited DFS, iterative
 * deepening and IDA* (AIMA 3.4.4-3.4.5 and 3.5.5). An explicit LIFO stack holds the children
 * generated and not yet expanded; `path` is the branch from the root to the node being expanded.
 *
 * - A child whose f is above the bound is cut ('pruned', not stacked); the smallest f cut is
 *   the bound of the next pass. DFS and IDDFS bound the depth (f = the number of steps), IDA*
 *   f = g + h (g the path's cost).
 * - A child equal to a state on the path would close a cycle ('cycle', dropped): this tree
 *   search keeps no closed set, only the path. Korf's IDA* (1985; what the app runs with
 *   pattern databases) checks less: only the child that undoes the move into its parent, the
 *   2-move loop every node has; a longer loop is searched on until the bound cuts it.
 * - The goal test is at expansion.
 *
 * The pass ends with the final event (solved, or the budget's limit), or with the smallest f
 * it cut (Infinity when it cut nothing: the whole tree was searched). The fast version:
 * ../depthFirstKernel.ts.
 */
import type { SearchEvent } from '../../events';
import type { FinalEvent } from '../types';
import type { Evaluation, Node, Problem, Tally } from './problem';
import { childrenOf, generated, info, isGoal, pathTo } from './problem';

export interface Pass {
  readonly root: Node;
  readonly bound: number;
  readonly f: Evaluation;
  /** The bound progress events carry (IDDFS, IDA*); undefined for one fixed depth limit. */
  readonly progressBound?: number;
  /** Which repeated states are dropped: any on the path (AIMA), or only the move back (Korf). */
  readonly cycles: CycleCheck;
}

export type CycleCheck = 'path' | 'last-move';

export function* depthFirstPass(
  problem: Problem,
  tally: Tally,
  pass: Pass,
): Generator<SearchEvent, FinalEvent | number> {
  const { root, bound, f, cycles } = pass;
  const stack: Node[] = [root];
  const path: Node[] = [];
  let smallestCut = Infinity;
  while (stack.length > 0) {
    const reason = tally.limitReached(stack.length + path.length);
    if (reason !== null) return tally.limit(reason); // @line limit
    const node = stack.pop()!;
    yield* leave(path, node.depth); // back up until the top of the path is this node's parent
    path.push(node);
    tally.expanded++;
    yield { type: 'expand', node: info(node) }; // @line pop
    if (isGoal(problem, node)) return tally.solved(pathTo(node)); // @line goal-test
    for (const child of childrenOf(problem, node, tally, f)) {
      if (cycles === 'path' && path.some((onPath) => onPath.key === child.key)) {
        tally.duplicates++;
        yield generated(child, 'cycle'); // @line cycle
      } else if (cycles === 'last-move' && child.key === node.parent?.key) {
        tally.duplicates++;
        yield generated(child, 'cycle'); // @line undo
      } else if (child.f > bound) {
        smallestCut = Math.min(smallestCut, child.f);
        yield generated(child, 'pruned'); // @line bound-cut
      } else {
        stack.push(child);
        yield generated(child, 'new'); // @line push
      }
    }
    tally.note(stack.length, stack.length + path.length);
    const progress = tally.progress(pass.progressBound);
    if (progress !== null) yield progress; // @line progress
  }
  yield* leave(path, 0); // the stack is empty: walk off the path so the pass visibly ends
  return smallestCut;
}

/** Pops the path down to `depth` nodes, saying so for each node left. */
function* leave(path: Node[], depth: number): Generator<SearchEvent, void> {
  while (path.length > depth) yield { type: 'backtrack', node: info(path.pop()!) }; // @line backtrack
}
