/**
 * Recursive best-first search (AIMA Fig. 3.26), written recursively as the book does: RBFS(node,
 * f_limit) expands the node, gives each child f = max(g + h, the node's f), and goes down into
 * the best child with the limit min(f_limit, the second-best f) until the best child is above
 * the limit; then it returns that f, and the caller forgets the subtree but keeps the number
 * (the backed-up f) on the child, which it may come back to later (a re-expansion). Only the
 * path and the children of its nodes are held: memory linear in the depth. A child repeating a
 * state on the path is dropped. The app's version, ../rbfs.ts, is the same search with the
 * recursion unrolled onto an explicit stack; the two emit the same events.
 */
import type { LimitReason, SearchEvent, StateKey } from '../../events';
import { frontierOrder } from '../ordering';
import type { FinalEvent } from '../types';
import type { Node, Problem, TextbookSearch } from './problem';
import { Tally, childrenOf, generated, info, isGoal, pathTo, rootNode } from './problem';

/** How a call ends: the goal, a limit of the budget, or failure with the best f above f_limit. */
type Outcome = { solution: Node } | { limit: LimitReason } | { failure: number };

export function* recursiveBestFirstSearch(problem: Problem): TextbookSearch {
  const order = frontierOrder('rbfs');
  const tally = new Tally(problem);
  const root = rootNode(problem, (g, h) => g + h);
  const onPath = new Set<StateKey>();
  const expandedBefore = new Set<StateKey>(); // to count re-expansions; not part of the search
  let waiting = 1; // children waiting in the calls on the path (the root, at first)
  let calls = 0; // the calls in progress: the path
  let reexpanded = 0;
  let forgotten = 0;
  const withCounts = (e: FinalEvent): FinalEvent => ({ ...e, stats: { ...e.stats, reexpanded, forgotten } });

  function* rbfs(node: Node, fLimit: number): Generator<SearchEvent, Outcome, void> {
    tally.note(waiting, waiting + calls);
    const reason = tally.limitReached(waiting + calls);
    if (reason !== null) return { limit: reason }; // @line limit
    tally.expanded++;
    waiting--;
    const again = expandedBefore.has(node.key);
    if (again) reexpanded++;
    expandedBefore.add(node.key);
    yield again ? { type: 'expand', node: info(node), fLimit, again } : { type: 'expand', node: info(node), fLimit }; // @line pop
    if (isGoal(problem, node)) return { solution: node }; // @line goal-test
    onPath.add(node.key);
    const successors: Node[] = [];
    for (const made of childrenOf(problem, node, tally, (g, h) => g + h)) {
      const child = { ...made, f: Math.max(made.f, node.f) }; // never below the parent's f
      if (onPath.has(child.key)) {
        tally.duplicates++;
        yield generated(child, 'cycle'); // @line cycle
      } else {
        successors.push(child);
        yield generated(child, 'new'); // @line push
      }
    }
    waiting += successors.length;
    calls++;
    tally.note(waiting, waiting + calls);
    const progress = tally.progress();
    if (progress !== null) yield progress; // @line progress
    for (;;) {
      // The best is the first in the frontier order the view shows: smallest f, then smallest id
      // (a backed-up child, with its fresh id, after a sibling it ties with).
      let best = 0;
      let alternative = Infinity;
      for (let i = 1; i < successors.length; i++) {
        if (order(successors[i], successors[best]) < 0) {
          alternative = successors[best].f;
          best = i;
        } else if (successors[i].f < alternative) alternative = successors[i].f;
      }
      const bestF = successors.length === 0 ? Infinity : successors[best].f;
      if (bestF > fLimit || bestF === Infinity) {
        calls--;
        waiting -= successors.length;
        onPath.delete(node.key);
        return { failure: bestF };
      }
      const result = yield* rbfs(successors[best], Math.min(fLimit, alternative));
      if (!('failure' in result)) return result;
      // Back from the best child: its subtree is forgotten; it keeps the f found below it.
      const kept = { ...successors[best], id: tally.newId(), f: result.failure };
      yield { type: 'forget', node: info(successors[best]), backedUp: info(kept), replaced: -1 }; // @line forget
      successors[best] = kept;
      waiting++;
      forgotten++;
    }
  }

  yield tally.start(root); // @line init
  const outcome = yield* rbfs(root, Infinity);
  if ('solution' in outcome) return withCounts(tally.solved(pathTo(outcome.solution)));
  if ('limit' in outcome) return withCounts(tally.limit(outcome.limit));
  return withCounts(tally.exhausted()); // @line exhausted
}
