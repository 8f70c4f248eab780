/**
 * A*'s frontier as a bucket queue: one FIFO list per (f, h), taken in (f, h) order. The key is
 * `aStarKey(f, h, id)` (ordering.ts): (f, h) picks the bucket and ids only grow, so first in,
 * first out within a bucket is the id order — exactly the same order as the packed heap, with
 * O(1) pushes and pops instead of O(log n). f and h are small integers on these boards, so the
 * buckets are arrays; the lists are threaded through one `next` array indexed by node.
 */
import { A_STAR_H_LIMIT, ID_SPAN } from './ordering';

/** Buckets per f level: h < A_STAR_H_LIMIT. */
const H = A_STAR_H_LIMIT;

export class AStarBucketQueue {
  /** heads[f][h] and tails[f][h]: the first and last node of a bucket, -1 when empty. */
  private heads: Int32Array[] = [];
  private tails: Int32Array[] = [];
  private next = new Int32Array(1024);
  /** No bucket below (minF, minH) holds a node. */
  private minF = Infinity;
  private minH = 0;
  private maxF = -1;
  size = 0;

  push(node: number, key: number): void {
    const bucket = Math.floor(key / ID_SPAN);
    const f = Math.floor(bucket / H);
    this.pushAt(node, f, bucket - f * H);
  }

  /**
   * `push(node, aStarKey(f, h, id))` without packing and unpacking the key (two float divisions
   * a push): for a caller that has f and h as integers and pushes nodes in id order.
   */
  pushAt(node: number, f: number, h: number): void {
    if (node >= this.next.length) this.grow(node);
    let heads = this.heads[f];
    if (heads === undefined) heads = this.level(f);
    const tails = this.tails[f];
    this.next[node] = -1;
    const tail = tails[h];
    if (tail < 0) heads[h] = node;
    else this.next[tail] = node;
    tails[h] = node;
    if (f < this.minF || (f === this.minF && h < this.minH)) {
      this.minF = f;
      this.minH = h;
    }
    if (f > this.maxF) this.maxF = f;
    this.size++;
  }

  /** The node with the smallest (f, h, id); -1 when empty. */
  pop(): number {
    if (this.size === 0) return -1;
    let f = this.minF;
    let h = this.minH;
    let heads = this.heads[f];
    // Walk forward to the first non-empty bucket: amortised O(1), as (f, h) only moves on.
    while (heads === undefined || heads[h] < 0) {
      if (heads === undefined || ++h === H) {
        f++;
        h = 0;
        heads = this.heads[f];
      }
    }
    const node = heads[h];
    const after = this.next[node];
    heads[h] = after;
    if (after < 0) this.tails[f][h] = -1;
    this.minF = f;
    this.minH = h;
    this.size--;
    return node;
  }

  clear(): void {
    for (let f = 0; f <= this.maxF; f++) {
      this.heads[f]?.fill(-1);
      this.tails[f]?.fill(-1);
    }
    this.minF = Infinity;
    this.minH = 0;
    this.maxF = -1;
    this.size = 0;
  }

  get capacity(): number {
    return this.next.length;
  }

  /** Every entry, in no particular order (to move them to another queue). */
  drain(visit: (node: number) => void): void {
    for (let f = 0; f <= this.maxF; f++) {
      const heads = this.heads[f];
      if (!heads) continue;
      for (let h = 0; h < H; h++) for (let n = heads[h]; n >= 0; n = this.next[n]) visit(n);
    }
    this.clear();
  }

  private level(f: number): Int32Array {
    const heads = new Int32Array(H).fill(-1);
    this.heads[f] = heads;
    this.tails[f] = new Int32Array(H).fill(-1);
    return heads;
  }

  private grow(node: number): void {
    let cap = this.next.length * 2;
    while (cap <= node) cap *= 2;
    const next = new Int32Array(cap);
    next.set(this.next);
    this.next = next;
  }
}
