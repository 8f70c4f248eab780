/**
 * Everything the tree view needs to know about each generated node, read once from the
 * replayer's append-only log and kept in typed arrays: its parent, when it appeared, how it
 * was generated, when (if ever) it was expanded or forgotten (RBFS, SMA*), and which IDA* / IDDFS
 * pass it belongs to. A memory-bounded search that forgets a node backs its best f up into a node
 * that re-enters the frontier with a fresh id (events.ts, 'forget'): that node joins the tree
 * beside the one it stands for, so what is generated from it again hangs below it.
 *
 * Node ids are dense and increase along the log (the core's contract), so "the nodes that
 * exist at cursor c" is a prefix of ids, found by binary search on `generatedAt`.
 */
import type { GenerateOutcome, NodeInfo, SearchEvent } from '../../core/events';
import type { Replayer } from '../../core/replay';

/** How a node entered the tree. */
export const ORIGIN = {
  root: 0,
  new: 1,
  closed: 2,
  frontier: 3,
  improved: 4,
  reopened: 5,
  pruned: 6,
  cycle: 7,
  rejected: 8,
  /** RBFS, SMA*: a node back in the frontier with the backed-up f of what it forgot. */
  backedUp: 9,
} as const satisfies Record<GenerateOutcome | 'root' | 'backedUp', number>;

export interface PassInfo {
  readonly pass: number;
  readonly bound: number;
  readonly rootId: number;
}

export class TreeIndex {
  /** Nodes indexed (ids 0..count-1). */
  count = 0;
  /** Events of the log read so far. */
  indexed = 0;
  parent = new Int32Array(1024);
  /** The log index of the event that created the node. */
  generatedAt = new Int32Array(1024);
  /** The log index of its expand event, or -1. */
  expandedAt = new Int32Array(1024);
  /** The log index of the event that forgot it (RBFS, SMA*), or -1. */
  forgottenAt = new Int32Array(1024);
  origin = new Uint8Array(1024);
  /** The pass (1-based) of iterative searches; 0 otherwise. */
  pass = new Int32Array(1024);
  readonly passes: PassInfo[] = [];
  private currentPass = 0;

  constructor(private readonly replayer: Replayer) {}

  /** Reads any events appended since the last call. */
  sync(): void {
    const n = this.replayer.length;
    for (let i = this.indexed; i < n; i++) this.fold(this.replayer.event(i), i);
    this.indexed = n;
  }

  node(id: number): NodeInfo | undefined {
    return this.replayer.node(id);
  }

  /** How many nodes exist once `cursor` events are applied. */
  countAt(cursor: number): number {
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.generatedAt[mid] < cursor) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Whether the node has been dropped from memory once `cursor` events are applied. */
  forgottenBy(id: number, cursor: number): boolean {
    const at = this.forgottenAt[id];
    return at >= 0 && at < cursor;
  }

  /** Whether the node has been expanded once `cursor` events are applied. */
  expandedBy(id: number, cursor: number): boolean {
    const at = this.expandedAt[id];
    return at >= 0 && at < cursor;
  }

  private fold(e: SearchEvent, i: number): void {
    switch (e.type) {
      case 'start':
        this.add(e.root, i, ORIGIN.root);
        return;
      case 'iteration':
        this.currentPass = e.pass;
        this.passes.push({ pass: e.pass, bound: e.bound, rootId: e.root.id });
        this.add(e.root, i, ORIGIN.root);
        return;
      case 'generate':
        this.add(e.node, i, ORIGIN[e.outcome]);
        return;
      case 'expand':
        if (e.node.id < this.count && this.expandedAt[e.node.id] < 0) this.expandedAt[e.node.id] = i;
        return;
      case 'forget':
        if (e.node.id < this.count && this.forgottenAt[e.node.id] < 0) this.forgottenAt[e.node.id] = i;
        if (e.backedUp) this.add(e.backedUp, i, ORIGIN.backedUp);
        return;
      default:
        return;
    }
  }

  private add(node: NodeInfo, at: number, origin: number): void {
    const id = node.id;
    if (id < this.count) return; // seen already (ids only grow)
    this.reserve(id + 1);
    // Ids are dense; a hole (never reported) would keep the prefix search honest anyway.
    for (let k = this.count; k < id; k++) {
      this.parent[k] = -2;
      this.generatedAt[k] = at;
      this.expandedAt[k] = -1;
      this.forgottenAt[k] = -1;
    }
    this.parent[id] = node.parentId;
    this.generatedAt[id] = at;
    this.expandedAt[id] = -1;
    this.forgottenAt[id] = -1;
    this.origin[id] = origin;
    this.pass[id] = this.currentPass;
    this.count = id + 1;
  }

  private reserve(size: number): void {
    if (size <= this.parent.length) return;
    let capacity = this.parent.length;
    while (capacity < size) capacity *= 2;
    const grow = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const out = make(capacity);
      out.set(a);
      return out;
    };
    this.parent = grow(this.parent, (n) => new Int32Array(n));
    this.generatedAt = grow(this.generatedAt, (n) => new Int32Array(n));
    this.expandedAt = grow(this.expandedAt, (n) => new Int32Array(n));
    this.forgottenAt = grow(this.forgottenAt, (n) => new Int32Array(n));
    this.origin = grow(this.origin, (n) => new Uint8Array(n));
    this.pass = grow(this.pass, (n) => new Int32Array(n));
  }
}

const indexes = new WeakMap<Replayer, TreeIndex>();

/** The index of this replayer's log, brought up to date (one per replayer, kept while it lives). */
export function treeIndexOf(replayer: Replayer): TreeIndex {
  let index = indexes.get(replayer);
  if (!index) {
    index = new TreeIndex(replayer);
    indexes.set(replayer, index);
  }
  index.sync();
  return index;
}
