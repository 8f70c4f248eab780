/**
 * THE frontier order of every algorithm: which waiting node is taken next. The solvers' own
 * queues use exactly these numbers (fValue, tieKey), and the views import `frontierOrder` to
 * sort what they show, so the order on screen is the order the solver really follows.
 *
 * - bfs: first in, first out (insertion order = node id; g never decreases along the queue).
 * - dfs, iddfs, idastar: last in, first out (the explicit stack: the newest node first).
 * - astar, wastar: smallest f, then smallest h (the deeper node, closer to a goal: it cuts the
 *   last f-layer short), then insertion order.
 * - greedy: smallest h, then smallest g (the shorter path so far), then insertion order.
 * - bibfs: whole layers alternate, forward first: smallest g, then the forward side, then
 *   insertion order.
 * - ucs: smallest g, then insertion order: on unit costs, BFS's order exactly.
 * - rbfs: the deepest waiting nodes first (the children of the call on top), smallest f among
 *   them, then insertion order; smastar: smallest f, then the deepest, then the newest.
 * - random: the walk holds one node at a time; insertion order for completeness.
 *
 * "Deepest" and "layer" count steps (depthOf): g itself where every step costs 1, as on the
 * puzzle, but not in a domain with other step costs.
 */
import type { AlgorithmId, NodeInfo } from '../events';
import { depthOf } from '../events';
import { algorithmInfo } from './algorithms';

/** The priority an algorithm orders by (NodeInfo.f). */
export function fValue(algorithm: AlgorithmId, g: number, h: number, weight: number): number {
  switch (algorithm) {
    case 'astar':
    case 'idastar':
      return g + h;
    case 'wastar':
      return g + weight * h;
    case 'greedy':
      return h;
    default:
      return g;
  }
}

/** 2^32: node ids stay below it, so `tie * ID_SPAN + id` is an exact double for any tie < 2^20. */
export const ID_SPAN = 4294967296;

/**
 * The secondary key of the priority queues (smaller first): the tie-break rule, then the id.
 * Exact in a double, so the heap compares (f, tieKey) as two numbers.
 */
export function tieKey(algorithm: AlgorithmId, g: number, h: number, id: number): number {
  switch (algorithm) {
    case 'astar':
    case 'wastar':
      return h * ID_SPAN + id;
    case 'greedy':
      return g * ID_SPAN + id;
    default:
      return id;
  }
}

/** aStarKey is exact while f < A_STAR_F_LIMIT and h < A_STAR_H_LIMIT (ids below 2^32). */
export const A_STAR_F_LIMIT = 2048;
export const A_STAR_H_LIMIT = 1024;

/**
 * A*'s whole order in one exact double: (f * 1024 + h) * 2^32 + id, 11 + 10 + 32 = 53 bits.
 * Comparing these numbers is comparing (f, h, id) lexicographically: the same order as
 * fValue then tieKey, with one comparison instead of two. Boards up to 5x5 stay far inside the
 * limits (f and h are at most a few hundred); bestFirst falls back to the two-key heap if not.
 */
export function aStarKey(f: number, h: number, id: number): number {
  return (f * A_STAR_H_LIMIT + h) * ID_SPAN + id;
}

/** What the order reads of a node: a NodeInfo, or a textbook solver's node (textbook/problem.ts). */
export type Ordered = Pick<NodeInfo, 'id' | 'g' | 'h' | 'f' | 'side' | 'depth'>;

export type FrontierComparator = (a: Ordered, b: Ordered) => number;

const byInsertion: FrontierComparator = (a, b) => a.id - b.id;
const newestFirst: FrontierComparator = (a, b) => b.id - a.id;

/**
 * f, then tieKey's rule key by key: the same order as (f, tieKey) wherever tieKey is exact, and
 * still exact where g and h are not whole numbers (step costs like 1.5 or the square root of 2).
 */
function byPriority(algorithm: AlgorithmId): FrontierComparator {
  switch (algorithm) {
    case 'astar':
    case 'wastar':
      return (a, b) => a.f - b.f || a.h - b.h || a.id - b.id;
    case 'greedy':
      return (a, b) => a.f - b.f || a.g - b.g || a.id - b.id;
    default:
      return (a, b) => a.f - b.f || a.id - b.id;
  }
}

/** RBFS takes the best child of the deepest call; SMA* the best f, deepest on ties (AIMA). */
const deepestBestF: FrontierComparator = (a, b) => depthOf(b) - depthOf(a) || a.f - b.f || a.id - b.id;
const bestFDeepest: FrontierComparator = (a, b) => a.f - b.f || depthOf(b) - depthOf(a) || b.id - a.id;
/** Beam search expands a layer (equal depth) best h first, then the next layer. */
const byLayerThenH: FrontierComparator = (a, b) => depthOf(a) - depthOf(b) || a.h - b.h || a.id - b.id;

const sideRank = (n: Ordered) => (n.side === 'backward' ? 1 : 0);
const layersAlternate: FrontierComparator = (a, b) =>
  depthOf(a) - depthOf(b) || sideRank(a) - sideRank(b) || a.id - b.id;

/** Negative when `a` is taken before `b`. Sort a frontier with it to show the solver's order. */
export function frontierOrder(algorithm: AlgorithmId): FrontierComparator {
  switch (algorithm) {
    case 'bfs':
    case 'random':
    case 'hill':
    case 'anneal':
      return byInsertion;
    case 'beam':
      return byLayerThenH;
    case 'dfs':
    case 'iddfs':
    case 'idastar':
      return newestFirst;
    case 'greedy':
    case 'astar':
    case 'wastar':
    case 'ucs':
      return byPriority(algorithm);
    case 'bibfs':
      return layersAlternate;
    case 'rbfs':
      return deepestBestF;
    case 'smastar':
      return bestFDeepest;
  }
}

/** Which key of the order put `above` before `node`, when both share the first key (f). */
export type TieDecider = 'h' | 'g' | 'age';

/**
 * For the priority queues (A*, weighted A*: f then h then age; greedy: h then g then age): when
 * `node` ties with the entry ranked just above it on f, the key that decided between them.
 * Null when they do not tie, or the algorithm has no priority (queues and stacks order by age).
 */
export function tieDecider(algorithm: AlgorithmId, above: NodeInfo, node: NodeInfo): TieDecider | null {
  if (above.f !== node.f) return null;
  const rule = algorithmInfo(algorithm)?.tieRule ?? null;
  if (rule === null) return null;
  return above[rule] !== node[rule] ? rule : 'age';
}
