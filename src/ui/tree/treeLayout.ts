/**
 * Which generated nodes the tree shows at a cursor, and where: a tidy tree (d3-hierarchy's
 * Reingold-Tilford/Buchheim layout, root on top, one row per depth). IDA* and IDDFS passes
 * are successive trees side by side (each pass restarts from a fresh root), so the top of
 * the tree visibly grows again on every pass: that is the re-expansion IDA* pays for memory.
 *
 * Positions are in world units; the view scales and pans them (treeViewport.ts).
 */
import { hierarchy, tree } from 'd3-hierarchy';
import type { TreeIndex } from './treeIndex';

/** A node's box in world units, and the spacing between neighbours and between depths. */
export const NODE_W = 64;
export const NODE_H = 52;
export const SPACING_X = 76;
export const LEVEL_H = 96;
/** Between two trees of a forest (successive IDA* passes). */
export const TREE_GAP = 2.5 * SPACING_X;
/** Above this many nodes the tree keeps the first ones generated (plus the branches that matter). */
export const TREE_NODE_LIMIT = 25_000;

export interface TreeFilter {
  /** Show only these ids (the branch to the goal), or null for all. */
  only: readonly number[] | null;
  /** Iterative searches: show only this pass (1-based), or 0 for every pass. */
  pass: number;
  /** Ids whose branch must be shown even past the node limit (current, selected, goal path). */
  keep: readonly number[];
  limit: number;
}

export interface RootLabel {
  /** Index in the layout of the root it labels. */
  index: number;
  pass: number;
  bound: number;
}

export interface TreeLayout {
  size: number;
  /** Node id at each layout index, in id order. */
  ids: Int32Array;
  x: Float64Array;
  y: Float64Array;
  /** Layout index of the parent, -1 for a root. */
  parent: Int32Array;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  /** Pass labels above the roots of iterative searches. */
  labels: RootLabel[];
  /** Nodes that exist at the cursor (after the pass / branch filters). */
  total: number;
  /** How many of those the limit left out. */
  omitted: number;
  /** The cursor and node count it was made for. */
  cursor: number;
  count: number;
}

/** Index in the layout of a node id, or -1 (binary search: ids are sorted). */
export function indexOfId(layout: TreeLayout, id: number): number {
  let lo = 0;
  let hi = layout.size - 1;
  const ids = layout.ids;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = ids[mid];
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The ids to show, in increasing order. */
function selectIds(index: TreeIndex, count: number, filter: TreeFilter): { ids: number[]; total: number } {
  // Iterative searches re-issue the start as each pass's root: node 0 is then a duplicate.
  const hideStart = index.passes.length > 0 && index.passes[0].rootId < count;
  if (filter.only) {
    const ids = filter.only.filter((id) => id < count && !(hideStart && id === 0));
    return { ids: [...new Set(ids)].sort((a, b) => a - b), total: ids.length };
  }
  const wanted = (id: number) =>
    index.parent[id] !== -2 && !(hideStart && id === 0) && (filter.pass === 0 || index.pass[id] === filter.pass);
  const ids: number[] = [];
  let total = 0;
  for (let id = 0; id < count; id++) {
    if (!wanted(id)) continue;
    total++;
    if (ids.length < filter.limit) ids.push(id);
  }
  if (total > ids.length) {
    // Past the limit: add the branches to the nodes that matter (parents have smaller ids).
    const chosen = new Set(ids);
    for (const keep of filter.keep) {
      for (let id = keep; id >= 0 && id < count && !chosen.has(id) && wanted(id); id = index.parent[id]) {
        chosen.add(id);
        ids.push(id);
      }
    }
    ids.sort((a, b) => a - b);
  }
  return { ids, total };
}

export function layoutTree(index: TreeIndex, cursor: number, filter: TreeFilter): TreeLayout {
  const count = index.countAt(cursor);
  const { ids: chosen, total } = selectIds(index, count, filter);
  const size = chosen.length;
  const ids = Int32Array.from(chosen);
  const parent = new Int32Array(size);
  const kids: (number[] | undefined)[] = new Array(size);
  const roots: number[] = [];
  // slot[id] + 1: the layout index of a node id (0 = not shown). Ids are below `count`.
  const slot = new Int32Array(count + 1);
  for (let i = 0; i < size; i++) slot[ids[i]] = i + 1;
  for (let i = 0; i < size; i++) {
    const parentId = index.parent[ids[i]];
    const p = parentId >= 0 ? slot[parentId] - 1 : -1;
    if (p < 0) {
      parent[i] = -1;
      roots.push(i);
    } else {
      parent[i] = p;
      (kids[p] ??= []).push(i);
    }
  }

  const x = new Float64Array(size);
  const y = new Float64Array(size);
  let minX = 0;
  let maxX = 0;
  let maxDepth = 0;
  if (size > 0) {
    // A forest (IDA* passes, the two sides of bidirectional BFS) is laid out one tree at a
    // time, side by side with a clear gap: successive passes never interleave, so each
    // pass reads as the whole tree it searched again.
    minX = Infinity;
    maxX = -Infinity;
    let right = -Infinity;
    const layoutOne = tree<number>()
      .nodeSize([SPACING_X, LEVEL_H])
      .separation((a, b) => (a.parent === b.parent ? 1 : 1.3));
    for (const r of roots) {
      const root = layoutOne(hierarchy<number>(r, (i) => kids[i]));
      let lo = Infinity;
      root.each((n) => {
        if ((n.x ?? 0) < lo) lo = n.x ?? 0;
      });
      const shift = right === -Infinity ? 0 : right + TREE_GAP - lo;
      root.each((n) => {
        const nx = (n.x ?? 0) + shift;
        x[n.data] = nx;
        y[n.data] = n.depth * LEVEL_H;
        if (nx < minX) minX = nx;
        if (nx > maxX) maxX = nx;
        if (n.depth > maxDepth) maxDepth = n.depth;
      });
      right = maxX;
    }
  }

  const labels: RootLabel[] = [];
  for (const r of roots) {
    const info = index.passes.find((p) => p.rootId === ids[r]);
    if (info) labels.push({ index: r, pass: info.pass, bound: info.bound });
  }

  return {
    size,
    ids,
    x,
    y,
    parent,
    minX,
    maxX,
    minY: 0,
    maxY: maxDepth * LEVEL_H,
    labels,
    total,
    omitted: total - Math.min(total, size),
    cursor,
    count,
  };
}
