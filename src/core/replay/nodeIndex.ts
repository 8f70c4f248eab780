/**
 * Every node of a run, by id. Node ids are dense and increase through the log, so this index
 * only ever grows, and a state restored from a checkpoint can share it with the live state:
 * what it answers about ids below the node at hand does not depend on what was indexed later.
 * Sharing it is what keeps a checkpoint as small as the frontier itself (no per-state maps).
 */
import type { NodeInfo, SearchEvent, StateKey } from '../events';
import { makeStateIndex, type StateIndex } from '../solvers/stateIndex';
import { NodeTable } from './nodeTable';

export interface NodeIndex {
  /** The first NodeInfo seen with each id, as columns (ids never reported are holes). */
  readonly nodes: NodeTable;
  /**
   * The nodes of each state key, as a chain: `newest` maps a key to its newest id, `older[id]`
   * links an id to the previous id of the same key (-1 at the end). Built on the first
   * 'improved' child only, their one use: hashing every key costs most of a BFS replay.
   */
  byKey: { newest: StateIndex; older: Int32Array } | null;
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
  if (index.byKey) chainKey(index.byKey, node.id, node.key);
  return true;
}

function chainKey(byKey: NonNullable<NodeIndex['byKey']>, id: number, key: StateKey): void {
  if (id >= byKey.older.length) {
    const grown = new Int32Array(Math.max(id + 1, byKey.older.length * 2));
    grown.set(byKey.older);
    byKey.older = grown;
  }
  byKey.older[id] = byKey.newest.get(key);
  byKey.newest.putLast(id);
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
    const nodes = index.nodes;
    const byKey = { newest: makeStateIndex(typeof key === 'number'), older: new Int32Array(nodes.size + 1024) };
    for (let id = 0; id < nodes.size; id++) if (nodes.has(id)) chainKey(byKey, id, nodes.key(id));
    index.byKey = byKey;
  }
  for (let id = index.byKey.newest.get(key); id >= 0; id = index.byKey.older[id]) {
    if (id < beforeId && accept(id)) return id;
  }
  return -1;
}
