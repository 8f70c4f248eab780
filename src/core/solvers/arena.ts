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

export class NodeArena {
  length = 0;
  id: Int32Array;
  parent: Int32Array;
  move: Int8Array;
  g: Int32Array;
  h: Int32Array;
  blank: Int8Array;
  flags: Uint8Array;
  tiles: Uint8Array;
  keys: StateKey[] = [];

  constructor(
    readonly size: number,
    capacity = 8192,
  ) {
    this.id = new Int32Array(capacity);
    this.parent = new Int32Array(capacity);
    this.move = new Int8Array(capacity);
    this.g = new Int32Array(capacity);
    this.h = new Int32Array(capacity);
    this.blank = new Int8Array(capacity);
    this.flags = new Uint8Array(capacity);
    this.tiles = new Uint8Array(capacity * size);
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
    const slot = this.length;
    if (slot === this.id.length) this.grow();
    this.id[slot] = id;
    this.parent[slot] = parent;
    this.move[slot] = move;
    this.g[slot] = g;
    this.h[slot] = h;
    this.blank[slot] = blank;
    this.flags[slot] = 0;
    // A plain loop: TypedArray#set with an offset costs more than copying 9 to 25 bytes.
    const size = this.size;
    const all = this.tiles;
    for (let i = 0, at = slot * size; i < size; i++) all[at + i] = tiles[i];
    this.keys.push(key);
    this.length = slot + 1;
    return slot;
  }

  get capacity(): number {
    return this.id.length;
  }

  /** Empty again, keeping the buffers (see pool.ts). */
  reset(): void {
    this.length = 0;
    this.keys.length = 0;
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

  private grow(): void {
    const cap = this.id.length * 2;
    this.id = grown(this.id, new Int32Array(cap));
    this.parent = grown(this.parent, new Int32Array(cap));
    this.move = grown(this.move, new Int8Array(cap));
    this.g = grown(this.g, new Int32Array(cap));
    this.h = grown(this.h, new Int32Array(cap));
    this.blank = grown(this.blank, new Int8Array(cap));
    this.flags = grown(this.flags, new Uint8Array(cap));
    this.tiles = grown(this.tiles, new Uint8Array(cap * this.size));
  }
}

function grown<T extends Int32Array | Int8Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

/** The moves (DIRECTIONS indices) and node ids from the root to `slot`. */
export function pathTo(arena: NodeArena, slot: number): { moves: number[]; ids: number[] } {
  const chain = arena.chain(slot);
  const moves: number[] = [];
  const ids: number[] = [];
  for (const s of chain) {
    ids.push(arena.id[s]);
    if (arena.parent[s] >= 0) moves.push(arena.move[s]);
  }
  return { moves, ids };
}
