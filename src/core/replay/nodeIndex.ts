/**
 * Every node of a run, by id. Node ids are dense and increase through the log, so this index
 * only ever grows, and a state restored from a checkpoint can share it with the live state:
 * what it answers about ids below the node at hand does not depend on what was indexed later.
 * Sharing it is what keeps a checkpoint as small as the frontier itself (no per-state maps).
 */
import type { NodeInfo, SearchEvent, StateKey } from '../events';
import { makeStateIndex, type StateIndex } from '../solvers/stateIndex';

export interface NodeIndex {
  /** nodes[id]: the first NodeInfo seen with that id (holes for ids never reported). */
  readonly nodes: (NodeInfo | undefined)[];
  /**
   * The nodes of each state key, as a chain: `newest` maps a key to its newest id, `older[id]`
   * links an id to the previous id of the same key (-1 at the end). Built on the first
   * 'improved' child only, their one use: hashing every key costs most of a BFS replay.
   */
  byKey: { newest: StateIndex; older: Int32Array } | null;
}

export function createNodeIndex(): NodeIndex {
  return { nodes: [], byKey: null };
}

/** Records the event's node; idempotent, so replaying an event again changes nothing. */
export function indexEvent(index: NodeIndex, event: SearchEvent): void {
  switch (event.type) {
    case 'start':
    case 'iteration':
      register(index, event.root);
      break;
    case 'generate':
    case 'expand':
    case 'backtrack':
      register(index, event.node);
      break;
    case 'forget':
      register(index, event.node);
      if (event.backedUp) register(index, event.backedUp);
      break;
    default:
      break;
  }
}

function register(index: NodeIndex, node: NodeInfo): void {
  if (index.nodes[node.id] !== undefined) return;
  index.nodes[node.id] = node;
  if (index.byKey) chainKey(index.byKey, node);
}

function chainKey(byKey: NonNullable<NodeIndex['byKey']>, node: NodeInfo): void {
  if (node.id >= byKey.older.length) {
    const grown = new Int32Array(Math.max(node.id + 1, byKey.older.length * 2));
    grown.set(byKey.older);
    byKey.older = grown;
  }
  byKey.older[node.id] = byKey.newest.get(node.key);
  byKey.newest.putLast(node.id);
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
  if (index.byKey === null) {
    const byKey = { newest: makeStateIndex(typeof key === 'number'), older: new Int32Array(index.nodes.length + 1024) };
    for (const node of index.nodes) if (node !== undefined) chainKey(byKey, node);
    index.byKey = byKey;
  }
  for (let id = index.byKey.newest.get(key); id >= 0; id = index.byKey.older[id]) {
    if (id < beforeId && accept(id)) return id;
  }
  return -1;
}
