/**
 * Depth-limited depth-first search (AIMA 3.4.4): one depth-first pass that cuts every node
 * deeper than the limit. Not optimal, and not complete: 'exhausted' with a `depthLimit` means
 * "no solution within that many moves", plain 'exhausted' that the whole tree was searched.
 * The pass itself: depthFirstPass.ts.
 */
import { byDepth } from './breadthFirst';
import { depthFirstPass } from './depthFirstPass';
import type { Problem, TextbookSearch } from './problem';
import { Tally, rootNode } from './problem';

export function* depthLimitedSearch(problem: Problem): TextbookSearch {
  const tally = new Tally(problem);
  const root = rootNode(problem, byDepth);
  const limit = problem.options.depthLimit;
  yield tally.start(root); // @line init
  const end = yield* depthFirstPass(problem, tally, { root, bound: limit, f: byDepth, cycles: 'path' });
  if (typeof end !== 'number') return end;
  return end === Infinity ? tally.exhausted() : tally.exhausted(limit); // @line exhausted
}
