/**
 * Every node of a run, by id. Node ids are dense and increase through the log, so this index
 * only ever grows, and a state restored from a checkpoint can share it with the live state:
 * what it answers about ids below the node at hand does not depend on what was indexed later.
 * Sharing it is what keeps a checkpoint as small as the frontier itself (no per-state maps).
 */
import type { NodeInfo, SearchEvent, StateKey } from '../events';
import { KeyChains } from './keyChains';
import { NodeTable } from './nodeTable';

export interface NodeIndex {
  /** The first NodeInfo seen with each id, as columns (ids never reported are holes). */
  readonly nodes: NodeTable;
  /**
   * The nodes of each state key, newest first (keyChains.ts). Built on the first 'improved'
   * child only, their one use: hashing every key costs most of a BFS replay.
   */
  byKey: KeyChains | null;
}

export function createNodeIndex(): NodeIndex {
  return { nodes: new NodeTable(), byKey: null };
}

/**
 * Records the event's nodes; idempotent, so replaying an event again changes nothing. Returns
 * whether the table now holds exactly the event's node under its id (expand, generate,
 * backtrack): only then may the log keep the event as a bare id (eventColumns.ts).
 */
export function indexEvent(index: NodeIndex, event: SearchEvent): boolean {
  switch (event.type) {
    case 'start':
    case 'iteration':
    case 'restart':
      register(index, event.root);
      return false;
    case 'generate':
    case 'expand':
    case 'backtrack':
      return register(index, event.node) || index.nodes.matches(event.node);
    case 'forget':
      register(index, event.node);
      if (event.backedUp) register(index, event.backedUp);
      return false;
    default:
      return false;
  }
}

/** True when the node is new to the index. */
function register(index: NodeIndex, node: NodeInfo): boolean {
  if (!index.nodes.add(node)) return false;
  index.byKey?.add(node.id);
  return true;
}

/**
 * The newest node with this key created before node `beforeId` that `accept`s, or -1: the
 * frontier entry an 'improved' child replaces.
 */
export function findEarlierOfKey(
  index: NodeIndex,
  key: StateKey,
  beforeId: number,
  accept: (id: number) => boolean,
): number {
  index.byKey ??= new KeyChains(index.nodes);
  return index.byKey.find(key, beforeId, accept);
}
