/**
 * Recursive best-first search (AIMA Fig. 3.26), with the recursion as an explicit stack of
 * frames, so a deep path costs an array entry, not a JavaScript stack frame or a `yield*`
 * chain. Each frame is one call RBFS(node, f-limit): it holds the node's children, each with
 * its f (raised to the parent's f), and goes down into the best one with the limit
 * min(f-limit, the second-best f). When every child is above the limit the call returns the
 * best child's f; the caller forgets that child's subtree and keeps only that number, the
 * backed-up f ('forget' event), and may come back to it later: a re-expansion.
 *
 * Memory is linear in the depth: the path and the children of its nodes. The goal test is at
 * expansion; with an admissible h the first goal expanded is optimal. A child that repeats a
 * state on the path is dropped ('cycle'), as IDA* does. Loaded when first chosen
 * (lazySolvers.ts); textbook/rbfs.ts is the same search written recursively.
 */
import type { SearchEvent, StateKey } from '../events';
import { frontierOrder } from './ordering';
import { directionsOf } from './run';
import type { Run } from './run';
import type { TreeNode } from './treeNode';
import { backedUp, childrenOf, infoOf, rootNode } from './treeNode';
import type { Search } from './types';

interface Frame {
  readonly node: TreeNode;
  readonly fLimit: number;
  /** The node's children, in generation order; the one on the path stays listed. */
  readonly children: TreeNode[];
}

const order = frontierOrder('rbfs');

/**
 * The best child and the second-best f. The best is the first in the frontier order, as the view
 * shows it: smallest f, then the smallest id, so a backed-up child (a fresh id) comes after a
 * sibling it ties with, not in the place of the child it replaced.
 */
function bestTwo(children: readonly TreeNode[]): { best: number; alternative: number } {
  let best = 0;
  let alternative = Infinity;
  for (let i = 1; i < children.length; i++) {
    if (order(children[i], children[best]) < 0) {
      alternative = children[best].f;
      best = i;
    } else if (children[i].f < alternative) alternative = children[i].f;
  }
  return { best, alternative };
}

export function* rbfs(run: Run): Search {
  const { model } = run;
  const { all } = run.opts;
  const root = rootNode(model);
  yield run.startEvent(infoOf(root));
  const stack: Frame[] = [];
  const onPath = new Set<StateKey>();
  // Instrumentation only (not the search's memory): which states were ever expanded.
  const everExpanded = new Set<StateKey>();
  let nextId = 1;
  let expanded = 0;
  let duplicates = 0;
  let reexpanded = 0;
  let forgotten = 0;
  let waiting = 1; // children listed in a frame and not on the path (and the root, at first)
  const sync = () => run.sync(expanded, waiting, waiting + stack.length, duplicates, nextId);
  const final = <T extends { stats: object }>(e: T): T => ({ ...e, stats: { ...e.stats, reexpanded, forgotten } });
  let call: { node: TreeNode; fLimit: number } | null = { node: root, fLimit: Infinity };
  for (;;) {
    if (call !== null) {
      // RBFS(node, f-limit) begins: expand the node.
      const { node, fLimit } = call;
      call = null;
      sync();
      const reason = run.limitReached();
      if (reason !== null) return final(run.limit(reason));
      expanded++;
      waiting--;
      const again = everExpanded.has(node.key);
      if (again) reexpanded++;
      else everExpanded.add(node.key);
      if (all) {
        const e: SearchEvent = again
          ? { type: 'expand', node: infoOf(node), fLimit, again: true }
          : { type: 'expand', node: infoOf(node), fLimit };
        yield e;
      }
      if (node.key === model.goalKey) {
        const path = [...stack.map((f) => f.node), node];
        sync();
        return final(
          run.solved(
            directionsOf(path.slice(1).map((n) => n.move)),
            path.map((n) => n.id),
          ),
        );
      }
      onPath.add(node.key);
      const kept: TreeNode[] = [];
      for (const child of childrenOf(model, node, nextId)) {
        nextId = child.id + 1;
        const cycle = onPath.has(child.key);
        if (cycle) duplicates++;
        else kept.push(child);
        if (all) yield { type: 'generate', node: infoOf(child), outcome: cycle ? 'cycle' : 'new' };
      }
      waiting += kept.length;
      stack.push({ node, fLimit, children: kept });
      sync();
      if (run.progressDue()) yield run.progress();
    }
    // The frame on top chooses: go down into its best child, or return to its caller.
    const frame = stack[stack.length - 1];
    const { best, alternative } = bestTwo(frame.children);
    const bestF = frame.children.length === 0 ? Infinity : frame.children[best].f;
    if (bestF <= frame.fLimit && bestF !== Infinity) {
      call = { node: frame.children[best], fLimit: Math.min(frame.fLimit, alternative) };
      continue;
    }
    // Return failure with bestF: the subtree below frame.node is forgotten.
    stack.pop();
    onPath.delete(frame.node.key);
    waiting -= frame.children.length;
    const parent = stack[stack.length - 1];
    if (parent === undefined) {
      sync();
      return final(run.exhausted()); // the root's own call failed: no path to the goal
    }
    const i = parent.children.indexOf(frame.node);
    const kept = backedUp(frame.node, bestF, nextId++);
    parent.children[i] = kept;
    waiting++;
    forgotten++;
    if (all) yield { type: 'forget', node: infoOf(frame.node), backedUp: infoOf(kept), replaced: -1 };
  }
}
