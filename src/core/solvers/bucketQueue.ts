/**
 * A*'s frontier as a bucket queue: one FIFO list per (f, h), taken in (f, h) order. The key is
 * `aStarKey(f, h, id)` (ordering.ts): (f, h) picks the bucket and ids only grow, so first in,
 * first out within a bucket is the id order — exactly the same order as the packed heap, with
 * O(1) pushes and pops instead of O(log n). f and h are small integers on these boards, so the
 * buckets are one flat array, bucket f * A_STAR_H_LIMIT + h, and the lists are threaded through
 * one `next` array indexed by node.
 */
import { A_STAR_H_LIMIT, ID_SPAN } from './ordering';

/** Buckets per f level: h < A_STAR_H_LIMIT. */
const H = A_STAR_H_LIMIT;

/** `first` of an empty queue: past every bucket. */
const NONE = 0x3fffffff;

export class AStarBucketQueue {
  /** heads[b] and tails[b]: the first and last node of bucket b, -1 when empty. */
  private heads: Int32Array;
  private tails: Int32Array;
  private next = new Int32Array(1024);
  /** No bucket before `first` holds a node. */
  private first = NONE;
  /** No bucket from `end` on was used since the last clear. */
  private end = 0;
  size = 0;

  constructor() {
    // Eight f levels to start with: a 3x3 search reaches about 30, so the arrays double twice.
    this.heads = new Int32Array(H * 8).fill(-1);
    this.tails = new Int32Array(H * 8).fill(-1);
  }

  push(node: number, key: number): void {
    const bucket = Math.floor(key / ID_SPAN);
    const f = Math.floor(bucket / H);
    this.pushAt(node, f, bucket - f * H);
  }

  /**
   * `push(node, aStarKey(f, h, id))` without packing and unpacking the key (two float divisions
   * a push): for a caller that has f and h as integers (h < A_STAR_H_LIMIT) and pushes nodes in
   * id order.
   */
  pushAt(node: number, f: number, h: number): void {
    const bucket = f * H + h;
    if (bucket >= this.heads.length) this.growBuckets(bucket);
    if (node >= this.next.length) this.grow(node);
    this.next[node] = -1;
    const tail = this.tails[bucket];
    if (tail < 0) this.heads[bucket] = node;
    else this.next[tail] = node;
    this.tails[bucket] = node;
    if (bucket < this.first) this.first = bucket;
    if (bucket >= this.end) this.end = bucket + 1;
    this.size++;
  }

  /** The node with the smallest (f, h, id); -1 when empty. */
  pop(): number {
    if (this.size === 0) return -1;
    const heads = this.heads;
    let bucket = this.first;
    // Walk forward to the first non-empty bucket: amortised O(1), as (f, h) only moves on.
    while (heads[bucket] < 0) bucket++;
    const node = heads[bucket];
    const after = this.next[node];
    heads[bucket] = after;
    if (after < 0) this.tails[bucket] = -1;
    this.first = bucket;
    this.size--;
    return node;
  }

  clear(): void {
    this.heads.fill(-1, 0, this.end);
    this.tails.fill(-1, 0, this.end);
    this.first = NONE;
    this.end = 0;
    this.size = 0;
  }

  get capacity(): number {
    return this.next.length;
  }

  /** Every entry, in no particular order (to move them to another queue). */
  drain(visit: (node: number) => void): void {
    for (let b = 0; b < this.end; b++) for (let n = this.heads[b]; n >= 0; n = this.next[n]) visit(n);
    this.clear();
  }

  /** Room for `bucket`: whole f levels, doubling. */
  private growBuckets(bucket: number): void {
    let cap = this.heads.length * 2;
    while (cap <= bucket) cap *= 2;
    const heads = new Int32Array(cap).fill(-1);
    const tails = new Int32Array(cap).fill(-1);
    heads.set(this.heads);
    tails.set(this.tails);
    this.heads = heads;
    this.tails = tails;
  }

  private grow(node: number): void {
    let cap = this.next.length * 2;
    while (cap <= node) cap *= 2;
    const next = new Int32Array(cap);
    next.set(this.next);
    this.next = next;
  }
}
