/**
 * The node store of the 3x3 A* loop (aStar3x3Kernel.ts): NodeArena's columns, but each slot
 * holds the board as board3x3.ts's int32 and byte instead of nine tile bytes and a key in a JS
 * array, so adding a node writes ten numbers and nothing is copied to expand one.
 */
import { NodeColumns, grown } from './arena';

export class Board3x3Nodes extends NodeColumns {
  /** Cells 0..7 (board3x3.ts lowOf). */
  low: Int32Array;
  /** Cell 8's tile. */
  last: Uint8Array;

  constructor(capacity: number) {
    super(capacity);
    this.low = new Int32Array(capacity);
    this.last = new Uint8Array(capacity);
  }

  /** Append a node; returns its slot. */
  add(
    id: number,
    parent: number,
    move: number,
    g: number,
    h: number,
    blank: number,
    low: number,
    last: number,
  ): number {
    const slot = this.put(id, parent, move, g, h, blank);
    this.low[slot] = low;
    this.last[slot] = last;
    return slot;
  }

  protected override grow(): void {
    super.grow();
    this.low = grown(this.low, new Int32Array(this.id.length));
    this.last = grown(this.last, new Uint8Array(this.id.length));
  }
}
