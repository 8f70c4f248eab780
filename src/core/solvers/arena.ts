/**
 * The node store of the graph searches: one slot per kept node, in creation order, as
 * parallel typed arrays (no object per node). Each slot holds the board itself, so a node is
 * expanded without decoding its key, and the parent link, so the path is read back at the end.
 */
import type { StateKey } from '../events';

/** flags bits */
export const CLOSED = 1;
/** A frontier entry replaced by a better one ('improved'): its heap entry is skipped. */
export const STALE = 2;

/**
 * The columns every node store has: NodeArena's, and the 3x3 A* loop's (board3x3Nodes.ts), which
 * holds its boards in another form. Subclasses add their board columns and grow them too.
 */
export class NodeColumns {
  length = 0;
  id: Int32Array;
  parent: Int32Array;
  move: Int8Array;
  g: Int32Array;
  h: Int32Array;
  blank: Int8Array;
  flags: Uint8Array;

  constructor(capacity: number) {
    this.id = new Int32Array(capacity);
    this.parent = new Int32Array(capacity);
    this.move = new Int8Array(capacity);
    this.g = new Int32Array(capacity);
    this.h = new Int32Array(capacity);
    this.blank = new Int8Array(capacity);
    this.flags = new Uint8Array(capacity);
  }

  get capacity(): number {
    return this.id.length;
  }

  /** The next slot, with its shared columns written (growing the store when full). */
  protected put(id: number, parent: number, move: number, g: number, h: number, blank: number): number {
    const slot = this.length;
    if (slot === this.id.length) this.grow();
    this.id[slot] = id;
    this.parent[slot] = parent;
    this.move[slot] = move;
    this.g[slot] = g;
    this.h[slot] = h;
    this.blank[slot] = blank;
    this.flags[slot] = 0;
    this.length = slot + 1;
    return slot;
  }

  protected grow(): void {
    const cap = this.id.length * 2;
    this.id = grown(this.id, new Int32Array(cap));
    this.parent = grown(this.parent, new Int32Array(cap));
    this.move = grown(this.move, new Int8Array(cap));
    this.g = grown(this.g, new Int32Array(cap));
    this.h = grown(this.h, new Int32Array(cap));
    this.blank = grown(this.blank, new Int8Array(cap));
    this.flags = grown(this.flags, new Uint8Array(cap));
  }
}

export class NodeArena extends NodeColumns {
  tiles: Uint8Array;
  /**
   * Each slot's state key, sized with the other columns and written by slot, never pushed: an
   * array grown by push copies itself at 1.5x its length, 6-8 ms at 115,000-170,000 keys, in
   * the middle of one expansion of a page's frame. Slots past `length` hold stale keys, never
   * read. NaN, a double, makes numeric keys' array one of doubles from the start.
   */
  keys: StateKey[];

  constructor(
    readonly size: number,
    capacity = 8192,
  ) {
    super(capacity);
    this.tiles = new Uint8Array(capacity * size);
    this.keys = new Array<StateKey>(capacity).fill(NaN);
  }

  /** Append a node whose board is `tiles`; returns its slot. */
  add(
    id: number,
    parent: number,
    move: number,
    g: number,
    h: number,
    blank: number,
    key: StateKey,
    tiles: Uint8Array,
  ): number {
    const slot = this.put(id, parent, move, g, h, blank);
    // A plain loop: TypedArray#set with an offset costs more than copying 9 to 25 bytes.
    const size = this.size;
    const all = this.tiles;
    for (let i = 0, at = slot * size; i < size; i++) all[at + i] = tiles[i];
    this.keys[slot] = key;
    return slot;
  }

  /** Empty again, keeping the buffers (see pool.ts). */
  reset(): void {
    this.length = 0;
  }

  /** Copy the board of `slot` into `out`. */
  load(slot: number, out: Uint8Array): void {
    const size = this.size;
    const base = slot * size;
    const tiles = this.tiles;
    for (let i = 0; i < size; i++) out[i] = tiles[base + i];
  }

  /** The slots from the root to `slot`. */
  chain(slot: number): number[] {
    const out: number[] = [];
    for (let s = slot; s >= 0; s = this.parent[s]) out.push(s);
    return out.reverse();
  }

  protected override grow(): void {
    super.grow();
    this.tiles = grown(this.tiles, new Uint8Array(this.id.length * this.size));
    const keys = this.keys;
    for (let i = keys.length; i < this.id.length; i++) keys.push(NaN);
  }
}

/** `from` copied into the larger `to`. */
export function grown<T extends Int32Array | Int8Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

/** The moves (DIRECTIONS indices) and node ids from the root to `slot`. */
export function pathTo(nodes: NodeColumns, slot: number): { moves: number[]; ids: number[] } {
  const moves: number[] = [];
  const ids: number[] = [];
  for (let s = slot; s >= 0; s = nodes.parent[s]) {
    ids.push(nodes.id[s]);
    if (nodes.parent[s] >= 0) moves.push(nodes.move[s]);
  }
  return { moves: moves.reverse(), ids: ids.reverse() };
}
