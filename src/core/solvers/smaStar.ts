/**
 * SMA*, simplified memory-bounded A* (Russell 1992; AIMA 3.5.3): A* that holds at most
 * `memoryLimit` nodes. It expands the open node with the smallest f (the deepest on ties),
 * generating all its children at once (f raised to the parent's f). When memory is over the
 * limit it forgets the worst leaf, the open node with the largest f (the shallowest on ties),
 * and the parent remembers the best f it forgot: the parent re-enters the frontier with that
 * backed-up f ('forget' event) and, when chosen, regenerates just the children it forgot.
 *
 * A node as deep as the memory (depth >= limit - 1) cannot have children held, so unless it is
 * the goal its f is infinite: a path that long does not fit. Hence the three endings: solved
 * and optimal (no node was cut below the solution's length); solved, not guaranteed optimal
 * (a cut node might have led to a shorter path: the final stats say optimal: false); or no
 * path fits in memory at all (a 'memory' limit event when the best f left is infinite).
 * A child repeating a state on its own path is dropped ('cycle'). Loaded when first chosen
 * (lazySolvers.ts); its pseudocode is in src/i18n/pseudocode/.
 */
import type { SearchEvent, StateKey } from '../events';
import { directionsOf } from './run';
import type { Run } from './run';
import type { TreeNode } from './treeNode';
import { childrenOf, infoOf, rootNode } from './treeNode';
import type { Search } from './types';
import { MinHeap } from './textbook/heap';

interface SmaNode extends TreeNode {
  readonly parent: SmaNode | null;
  readonly depth: number;
  /** The children held in memory. */
  readonly children: SmaNode[];
  /** The best f among the children forgotten since this node was last expanded. */
  forgottenF: number;
  /** Waiting in the frontier: a leaf never expanded, or a parent to regenerate forgotten children. */
  open: boolean;
}

/**
 * A frontier entry: the node and the key it had when it entered. A node that changes (its f
 * backed up) takes a fresh id and a new entry; an entry whose node has left the frontier, or
 * whose id is no longer the node's, is dropped when it comes out (lazy deletion).
 */
interface Entry {
  readonly node: SmaNode;
  readonly f: number;
  readonly depth: number;
  readonly id: number;
}

/**
 * Frontier order: smaller f first, then the deeper node, then the newer one (AIMA's choice). A
 * total order (ids are unique), so the best and the worst node do not depend on the heaps' shape.
 */
function order(a: Entry, b: Entry): number {
  if (a.f !== b.f) return a.f < b.f ? -1 : 1; // f may be infinite: no subtraction
  return a.depth !== b.depth ? b.depth - a.depth : b.id - a.id;
}

const entry = (node: SmaNode): Entry => ({ node, f: node.f, depth: node.depth, id: node.id });
const current = (e: Entry): boolean => e.node.open && e.node.id === e.id;
/** A leaf that may be forgotten: in the frontier, holding no child, not the root. */
const forgettable = (e: Entry): boolean => current(e) && e.node.children.length === 0 && e.node.parent !== null;

export function* smaStar(run: Run): Search {
  const { model } = run;
  const { all, memoryLimit } = run.opts;
  const base = rootNode(model);
  const root: SmaNode = { ...base, parent: null, depth: 0, children: [], forgottenF: Infinity, open: true };
  yield run.startEvent(infoOf(root));
  // Two heaps over the frontier: the best node to expand, and the worst leaf to forget (a scan
  // of a list cost milliseconds an expansion once the frontier held thousands).
  const best = new MinHeap<Entry>(order);
  const worst = new MinHeap<Entry>((a, b) => order(b, a));
  best.push(entry(root));
  let openCount = 1;
  const everExpanded = new Set<StateKey>(); // instrumentation only, for the re-expansion count
  let held = 1;
  let nextId = 1;
  let expanded = 0;
  let duplicates = 0;
  let reexpanded = 0;
  let forgotten = 0;
  /** The smallest f a node cut for depth would have had: a solution longer than it may not be optimal. */
  let cutF = Infinity;
  const sync = () => run.sync(expanded, openCount, held, duplicates, nextId);
  // Until a solution, optimal means "no path was cut for want of memory so far".
  const final = <T extends { stats: object }>(e: T, optimal = run.opts.optimal && cutF === Infinity): T => ({
    ...e,
    stats: { ...e.stats, optimal, reexpanded, forgotten },
  });
  const onPath = (node: SmaNode, key: StateKey): boolean => {
    for (let n: SmaNode | null = node; n !== null; n = n.parent) if (n.key === key) return true;
    return false;
  };
  for (;;) {
    sync();
    // The clock is read on every expansion: each one scans the frontier, so 256 may take long.
    const reason = run.limitReached(true);
    if (reason !== null) return final(run.limit(reason));
    let top = best.pop();
    while (top !== undefined && !current(top)) top = best.pop();
    if (top === undefined) return final(run.exhausted());
    const node = top.node;
    // Nothing left that fits in memory: every open node was cut for depth.
    if (node.f === Infinity) return final(run.limit('memory'), false);
    node.open = false;
    openCount--;
    expanded++;
    const again = everExpanded.has(node.key);
    if (again) reexpanded++;
    else everExpanded.add(node.key);
    if (all) {
      const e: SearchEvent = again
        ? { type: 'expand', node: infoOf(node), again: true }
        : { type: 'expand', node: infoOf(node) };
      yield e;
    }
    if (node.key === model.goalKey) {
      // The ids the events gave the path: each node names its parent as it was when generated.
      const moves: number[] = [];
      const ids = [node.id];
      for (let n: SmaNode = node; n.parent !== null; n = n.parent) {
        moves.unshift(n.move);
        ids.unshift(n.parentId);
      }
      sync();
      const solved = run.solved(directionsOf(moves), ids);
      return final(solved, run.opts.optimal && node.g <= cutF);
    }
    // Regenerate only what is not held (all of it, on a first expansion).
    node.forgottenF = Infinity;
    for (const c of childrenOf(model, node, 0)) {
      if (node.children.some((kept) => kept.key === c.key)) continue; // still held: not generated again
      c.id = nextId++;
      if (onPath(node, c.key)) {
        duplicates++;
        if (all) yield { type: 'generate', node: infoOf(c), outcome: 'cycle' };
        continue;
      }
      const depth = node.depth + 1;
      if (depth >= memoryLimit - 1 && c.key !== model.goalKey) {
        cutF = Math.min(cutF, c.f);
        c.f = Infinity; // its children could not be held: a dead end within this memory
      }
      const child: SmaNode = { ...c, parent: node, depth, children: [], forgottenF: Infinity, open: true };
      node.children.push(child);
      const e = entry(child);
      best.push(e);
      worst.push(e);
      openCount++;
      held++;
      if (all) yield { type: 'generate', node: infoOf(child), outcome: 'new' };
    }
    sync(); // the peak: the children are held for a moment before any is forgotten
    // Every successor repeats a state on its path: a dead end, in no frontier, so the forgetting
    // below would never reach it and it would take a place in memory for good (until memory
    // held nothing else and the search looped). It goes now, with each ancestor left holding
    // nothing and waiting for nothing; no f is remembered for it, as nothing below it can lead on.
    for (let dead: SmaNode | null = node.children.length === 0 ? node : null; dead !== null && dead.parent !== null;) {
      const parent: SmaNode = dead.parent;
      parent.children.splice(parent.children.indexOf(dead), 1);
      held--;
      forgotten++;
      if (all) yield { type: 'forget', node: infoOf(dead), backedUp: null, replaced: -1 };
      // A parent left holding nothing but waiting to regenerate is a leaf that may be forgotten.
      if (parent.children.length === 0 && parent.open && parent.parent !== null) worst.push(entry(parent));
      dead = parent.children.length === 0 && !parent.open ? parent : null;
    }
    // Over the limit: forget the worst leaves, never the node just expanded's path to the root.
    while (held > memoryLimit) {
      let bottom = worst.pop();
      while (bottom !== undefined && !forgettable(bottom)) bottom = worst.pop();
      if (bottom === undefined) break;
      const leaf = bottom.node;
      leaf.open = false;
      openCount--;
      const parent = leaf.parent as SmaNode;
      parent.children.splice(parent.children.indexOf(leaf), 1);
      held--;
      forgotten++;
      const remembered = Math.min(parent.forgottenF, leaf.f);
      parent.forgottenF = remembered;
      // The parent waits to regenerate what it forgot, at the best f it forgot.
      const replaced = parent.open ? parent.id : -1;
      let back: SmaNode | null = null;
      if (!parent.open || remembered < parent.f) {
        if (!parent.open) openCount++;
        parent.open = true;
        parent.id = nextId++;
        parent.f = remembered;
        back = parent;
        best.push(entry(parent));
      }
      // Its last child gone, the parent is a leaf that may be forgotten in turn.
      if (parent.children.length === 0 && parent.parent !== null) worst.push(entry(parent));
      if (all) {
        yield {
          type: 'forget',
          node: infoOf(leaf),
          backedUp: back && infoOf(back),
          replaced: back ? replaced : -1,
        };
      }
    }
    sync();
    if (run.progressDue()) yield run.progress();
  }
}
