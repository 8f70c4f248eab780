/**
 * The nodes of each state key, newest first: what the replay asks when an 'improved' child
 * replaces an older frontier entry of its key (A*, UCS). A long A* run reports millions of
 * nodes, so this index is kept as small as the node table beside it allows: the keys are not
 * stored again (they are read from the table), only a chain of ids through hash buckets, a head
 * of 4 bytes a bucket (one to two nodes a bucket) and a link of 4 bytes a node. A hash map from
 * key to newest id held each key again in a slot of 12 bytes at a load of a half or less: some
 * 40 bytes a node, 80 MB more for a 5-million-event A* recording, which no count of the log saw.
 *
 * Ids are chained in the order they are added; the node table gets its ids in increasing order
 * through the log (nodeIndex.ts), so a chain runs from the largest id down, and a doubling that
 * chains them again in id order keeps that order.
 */
import type { StateKey } from '../events';
import type { NodeTable } from './nodeTable';
import { mixKey } from '../solvers/stateIndex';
import { PagedColumn } from './pagedColumn';

const NONE = -1;
/** Buckets to begin with; doubled once the nodes outnumber them twice over. */
const FIRST_BUCKETS = 1 << 12;

/** A 32-bit hash of the key: a number as it is, text by its UTF-16 units first. */
function hashKey(key: StateKey): number {
  let h = 0;
  if (typeof key === 'number') h = key;
  else for (let i = 0; i < key.length; i++) h = (Math.imul(h, 31) + key.charCodeAt(i)) | 0;
  return mixKey(h);
}

export class KeyChains {
  /** Bucket -> the newest id hashed there, or NONE. */
  private heads = new Int32Array(FIRST_BUCKETS / 2);
  /** Id -> the previous id of its bucket, or NONE (pages: growing never copies it). */
  private readonly older = new PagedColumn((n) => new Int32Array(n));

  /** Chains every node the table holds now; `add` chains each one it gets later. */
  constructor(private readonly nodes: NodeTable) {
    this.chainAll();
  }

  /** Chains a node just added to the table (each id once). */
  add(id: number): void {
    // Ids are dense, so the table's size counts the nodes chained (`id` among them already).
    if (this.nodes.size > 2 * this.heads.length) this.chainAll();
    else this.link(id);
  }

  /** The newest id of this key below `beforeId` that `accept`s, or -1 (ids are tried newest first). */
  find(key: StateKey, beforeId: number, accept: (id: number) => boolean): number {
    const nodes = this.nodes;
    for (let id = this.heads[hashKey(key) & (this.heads.length - 1)]; id !== NONE; id = this.older.get(id)) {
      if (id < beforeId && nodes.key(id) === key && accept(id)) return id;
    }
    return -1;
  }

  /** Bytes held: the bucket heads and the links (whole pages). */
  bytes(): number {
    return this.heads.byteLength + this.older.bytes();
  }

  private link(id: number): void {
    const bucket = hashKey(this.nodes.key(id)) & (this.heads.length - 1);
    this.older.set(id, this.heads[bucket]);
    this.heads[bucket] = id;
  }

  /**
   * Every node of the table chained afresh, in id order (the order they came in), into at least
   * twice the buckets there were and at least half as many as there are nodes.
   */
  private chainAll(): void {
    const nodes = this.nodes;
    let buckets = 2 * this.heads.length;
    while (2 * buckets < nodes.size) buckets *= 2;
    this.heads = new Int32Array(buckets).fill(NONE);
    for (let id = 0; id < nodes.size; id++) if (nodes.has(id)) this.link(id);
  }
}
