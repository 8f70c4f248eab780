/**
 * The search node of the memory-bounded searches (rbfs.ts, smaStar.ts): one object per node
 * held, with its own board, since these searches hold few nodes and forget and regrow them.
 * Children come in the order of the move tables (U, D, L, R), as every other solver's do.
 */
import type { NodeInfo, StateKey } from '../events';
import type { SearchModel } from './model';
import { nodeInfo } from './run';

export interface TreeNode {
  /** The id of the event that last put this node in the frontier (a backed-up copy gets a fresh one). */
  id: number;
  parentId: number;
  readonly key: StateKey;
  readonly tiles: Uint8Array;
  readonly blank: number;
  readonly g: number;
  readonly h: number;
  /** The f the search orders by: g + h raised to the parent's f (pathmax), or a backed-up value. */
  f: number;
  /** Index into DIRECTIONS of the move that made it; -1 for the root. */
  readonly move: number;
}

export function rootNode(model: SearchModel): TreeNode {
  const h = model.heuristic === null ? 0 : model.heuristic.estimate(model.start);
  const tiles = Uint8Array.from(model.start);
  return { id: 0, parentId: -1, key: model.startKey, tiles, blank: model.startBlank, g: 0, h, f: h, move: -1 };
}

/**
 * The children of `node`, ids from `nextId` on, f = max(g + h, node.f): a child's estimate is
 * never below its parent's, so a backed-up f is passed down (AIMA's RBFS, Fig. 3.26).
 */
export function childrenOf(model: SearchModel, node: TreeNode, nextId: number): TreeNode[] {
  const { neighbours, moveDir, degree } = model.topo;
  const out: TreeNode[] = [];
  const base = node.blank * 4;
  for (let k = 0; k < degree[node.blank]; k++) {
    const to = neighbours[base + k];
    const tiles = node.tiles.slice();
    tiles[node.blank] = tiles[to];
    tiles[to] = 0;
    const g = node.g + 1;
    const h = model.heuristic === null ? 0 : model.heuristic.estimate(tiles);
    const f = Math.max(g + h, node.f);
    const key = model.codec.encode(tiles);
    out.push({ id: nextId++, parentId: node.id, key, tiles, blank: to, g, h, f, move: moveDir[base + k] });
  }
  return out;
}

export function infoOf(node: TreeNode): NodeInfo {
  return nodeInfo(node.id, node.parentId, node.key, node.g, node.h, node.f, node.move);
}

/** The same node back in the frontier with a backed-up f and a fresh id (events.ts 'forget'). */
export function backedUp(node: TreeNode, f: number, id: number, parentId = node.parentId): TreeNode {
  return { ...node, id, parentId, f };
}
