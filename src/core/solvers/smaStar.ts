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

/** Frontier order: smaller f first, then the deeper node, then the newer one (AIMA's choice). */
function better(a: SmaNode, b: SmaNode): boolean {
  return a.f !== b.f ? a.f < b.f : a.depth !== b.depth ? a.depth > b.depth : a.id > b.id;
}

export function* smaStar(run: Run): Search {
  const { model } = run;
  const { all, memoryLimit } = run.opts;
  const base = rootNode(model);
  const root: SmaNode = { ...base, parent: null, depth: 0, children: [], forgottenF: Infinity, open: true };
  yield run.startEvent(infoOf(root));
  // The frontier is small (at most memoryLimit): a plain list, scanned for the best and the worst.
  const open: SmaNode[] = [root];
  const everExpanded = new Set<StateKey>(); // instrumentation only, for the re-expansion count
  let held = 1;
  let nextId = 1;
  let expanded = 0;
  let duplicates = 0;
  let reexpanded = 0;
  let forgotten = 0;
  /** The smallest f a node cut for depth would have had: a solution longer than it may not be optimal. */
  let cutF = Infinity;
  const sync = () => run.sync(expanded, open.length, held, duplicates, nextId);
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
    if (open.length === 0) return final(run.exhausted());
    let bi = 0;
    for (let i = 1; i < open.length; i++) if (better(open[i], open[bi])) bi = i;
    const node = open[bi];
    // Nothing left that fits in memory: every open node was cut for depth.
    if (node.f === Infinity) return final(run.limit('memory'), false);
    open.splice(bi, 1);
    node.open = false;
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
      open.push(child);
      held++;
      if (all) yield { type: 'generate', node: infoOf(child), outcome: 'new' };
    }
    sync(); // the peak: the children are held for a moment before any is forgotten
    // Over the limit: forget the worst leaves, never the node just expanded's path to the root.
    while (held > memoryLimit) {
      let wi = -1;
      for (let i = 0; i < open.length; i++) {
        const n = open[i];
        if (n.children.length > 0 || n.parent === null) continue; // not a leaf, or the root
        if (wi < 0 || better(open[wi], n)) wi = i;
      }
      if (wi < 0) break;
      const leaf = open[wi];
      open.splice(wi, 1);
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
        if (!parent.open) open.push(parent);
        parent.open = true;
        parent.id = nextId++;
        parent.f = remembered;
        back = parent;
      }
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
