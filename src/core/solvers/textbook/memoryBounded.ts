/**
 * SMA*, simplified memory-bounded A* (Russell 1992; AIMA 3.5.3): A* with at most M nodes held.
 * It expands the frontier node of lowest f, the deepest on ties (frontierOrder('smastar')),
 * with every child f = max(g + h, the parent's f). When more than M nodes are held it forgets
 * the worst leaf (highest f, the shallowest on ties); the parent remembers the lowest f it
 * forgot and waits in the frontier with it (a fresh id), to regenerate those children later.
 * A child at depth M - 1 or more (in steps) cannot have children held, so unless it is the goal
 * its f is ∞. It ends solved (optimal if no such cut child had an f below the solution's cost),
 * failed, or with a 'memory' limit when every f left is ∞. The app's version: ../smaStar.ts.
 */
import type { StateKey } from '../../events';
import { frontierOrder } from '../ordering';
import type { FinalEvent } from '../types';
import type { Node, Problem, TextbookSearch } from './problem';
import { Tally, childOf, generated, info, isGoal, pathTo, rootNode, stepsOf } from './problem';

/** A node held in memory, with what SMA* keeps about it. */
interface Held {
  node: Node;
  readonly parent: Held | null;
  readonly children: Held[];
  /** The lowest f among the children forgotten since the last expansion. */
  forgottenF: number;
  inFrontier: boolean;
}

export function* memoryBoundedAStar(problem: Problem): TextbookSearch {
  const tally = new Tally(problem);
  const M = problem.options.memoryLimit;
  const order = frontierOrder('smastar');
  const root: Held = {
    node: rootNode(problem, (g, h) => g + h),
    parent: null,
    children: [],
    forgottenF: Infinity,
    inFrontier: true,
  };
  const frontier: Held[] = [root];
  const expandedBefore = new Set<StateKey>(); // to count re-expansions; not part of the search
  let held = 1;
  let reexpanded = 0;
  let forgotten = 0;
  let cutF = Infinity; // the lowest f of a child cut for depth
  // Until a solution, optimal means "no path was cut for want of memory so far".
  const end = (e: FinalEvent, optimal = problem.options.optimal && cutF === Infinity): FinalEvent => ({
    ...e,
    stats: { ...e.stats, optimal, reexpanded, forgotten },
  });
  yield tally.start(root.node); // @line init
  for (;;) {
    tally.note(frontier.length, held);
    const reason = tally.limitReached(held);
    if (reason !== null) return end(tally.limit(reason)); // @line limit
    if (frontier.length === 0) return end(tally.exhausted()); // @line exhausted
    const n = frontier.reduce((a, b) => (order(b.node, a.node) < 0 ? b : a));
    if (n.node.f === Infinity) return end(tally.limit('memory'), false); // every f left is ∞
    frontier.splice(frontier.indexOf(n), 1);
    n.inFrontier = false;
    tally.expanded++;
    const again = expandedBefore.has(n.node.key);
    if (again) reexpanded++;
    expandedBefore.add(n.node.key);
    yield again ? { type: 'expand', node: info(n.node), again } : { type: 'expand', node: info(n.node) }; // @line pop
    if (isGoal(problem, n.node)) {
      return end(tally.solved(pathTo(n.node)), problem.options.optimal && n.node.g <= cutF); // @line goal-test
    }
    n.forgottenF = Infinity;
    const ancestors = new Set<StateKey>();
    for (let a: Held | null = n; a !== null; a = a.parent) ancestors.add(a.node.key);
    const stillHeld = new Set(n.children.map((c) => c.node.key));
    for (const step of stepsOf(problem, n.node)) {
      const candidate = childOf(problem, n.node, step, 0, (g, h) => g + h);
      if (stillHeld.has(candidate.key)) continue; // still held: not generated again
      const child = { ...candidate, id: tally.newId(), f: Math.max(candidate.f, n.node.f) };
      if (ancestors.has(child.key)) {
        tally.duplicates++;
        yield generated(child, 'cycle'); // @line cycle
        continue;
      }
      let f = child.f;
      if (child.depth >= M - 1 && !isGoal(problem, child)) {
        cutF = Math.min(cutF, f);
        f = Infinity; // no room to hold anything below it
      }
      const h: Held = { node: { ...child, f }, parent: n, children: [], forgottenF: Infinity, inFrontier: true };
      n.children.push(h);
      frontier.push(h);
      held++;
      yield generated(h.node, 'new'); // @line push
    }
    // Every successor repeats a state on its path: a dead end, in no frontier, so the forgetting
    // below would never reach it and it would take a place in memory for good (until memory
    // held nothing else and the search looped). It goes now, with each ancestor left holding
    // nothing and waiting for nothing; no f is remembered for it, as nothing below it can lead on.
    for (let dead: Held | null = n.children.length === 0 ? n : null; dead !== null && dead.parent !== null;) {
      const parent: Held = dead.parent;
      parent.children.splice(parent.children.indexOf(dead), 1);
      held--;
      forgotten++;
      yield { type: 'forget', node: info(dead.node), backedUp: null, replaced: -1 };
      dead = parent.children.length === 0 && !parent.inFrontier ? parent : null;
    }
    tally.note(frontier.length, held);
    while (held > M) {
      const leaves = frontier.filter((x) => x.children.length === 0 && x.parent !== null);
      if (leaves.length === 0) break;
      const leaf = leaves.reduce((a, b) => (order(b.node, a.node) > 0 ? b : a));
      frontier.splice(frontier.indexOf(leaf), 1);
      const parent = leaf.parent!;
      parent.children.splice(parent.children.indexOf(leaf), 1);
      held--;
      forgotten++;
      parent.forgottenF = Math.min(parent.forgottenF, leaf.node.f);
      // The parent waits in the frontier at the lowest f it forgot, unless it already waits as low.
      let backedUp = null;
      let replaced = -1;
      if (!parent.inFrontier || parent.forgottenF < parent.node.f) {
        if (parent.inFrontier) replaced = parent.node.id;
        else frontier.push(parent);
        parent.inFrontier = true;
        parent.node = { ...parent.node, id: tally.newId(), f: parent.forgottenF };
        backedUp = info(parent.node);
      }
      yield { type: 'forget', node: info(leaf.node), backedUp, replaced }; // @line forget
    }
    tally.note(frontier.length, held);
    const progress = tally.progress();
    if (progress !== null) yield progress; // @line progress
  }
}
