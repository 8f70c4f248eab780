/**
 * Iterative deepening (AIMA 3.4.5) and IDA* (AIMA 3.5.5): depth-first passes with a growing
 * bound, each pass starting again from the root (with a fresh node id). The bound of the next
 * pass is the smallest f the last one cut, so no node is skipped and the first goal found is a
 * shortest path (with an admissible h). If a pass cuts nothing, the whole tree was searched:
 * no solution. The pass itself: depthFirstPass.ts.
 *
 *   IDDFS  f(n) = depth(n)      bounds 0, 1, 2, ... (steps, whatever they cost)
 *   IDA*   f(n) = g(n) + h(n)   bounds h(root), then the smallest f above the last bound
 *
 * Korf's IDA* (1985), the one the app runs with pattern databases (src/core/pdb/idaKernel.ts),
 * is the same loop with a smaller cycle check: only the move that undoes the last one.
 */
import { byDepth } from './breadthFirst';
import type { CycleCheck } from './depthFirstPass';
import { depthFirstPass } from './depthFirstPass';
import type { Evaluation, Problem, TextbookSearch } from './problem';
import { Tally, info, rootNode } from './problem';

export function* iterativeDeepeningSearch(problem: Problem, f: Evaluation, cycles: CycleCheck): TextbookSearch {
  const tally = new Tally(problem);
  const start = rootNode(problem, f);
  yield tally.start(start); // @line init
  let bound = start.f;
  for (let pass = 1; ; pass++) {
    const root = { ...start, id: tally.newId() };
    yield { type: 'iteration', pass, bound, root: info(root) }; // @line new-pass
    const end = yield* depthFirstPass(problem, tally, { root, bound, f, progressBound: bound, cycles });
    if (typeof end !== 'number') return end;
    if (end === Infinity) return tally.exhausted(); // @line exhausted
    bound = end;
  }
}

export function iterativeDeepeningDfs(problem: Problem): TextbookSearch {
  return iterativeDeepeningSearch(problem, byDepth, 'path');
}

export function idaStar(problem: Problem): TextbookSearch {
  return iterativeDeepeningSearch(problem, (g, h) => g + h, 'path');
}

export function korfIdaStar(problem: Problem): TextbookSearch {
  return iterativeDeepeningSearch(problem, (g, h) => g + h, 'last-move');
}
