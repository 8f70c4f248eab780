/**
 * An order-statistic sorted container for the replayed frontier, in the style of Python's
 * sortedcontainers: the values live in a list of sorted chunks of about `load` entries, the
 * chunks' last values ("maxes") locate a value by binary search, and a Fenwick tree over the
 * chunk lengths turns a rank into (chunk, offset) and back. Every operation costs
 * O(log n + load): a 100,000-entry A* frontier changes in microseconds, and cloning it for a
 * checkpoint is a copy of plain arrays of references.
 *
 * The comparator must be a total order on the values that can be present together (the
 * frontier orders all end with the node id). `same` tells two values apart when the comparator
 * says they tie, so `remove` and `rankOf` find the exact entry.
 */
export type Comparator<T> = (a: T, b: T) => number;

export const DEFAULT_LOAD = 256;

export class SortedList<T> {
  private chunks: T[][] = [];
  /** The last (largest) value of each chunk. */
  private maxes: T[] = [];
  /** Fenwick tree (1-based) over the chunk lengths. Chunks are never empty. */
  private tree: number[] = [0];
  private count = 0;
  /** Set by `locate` and `chunkOfRank` (out-parameters, to keep lookups allocation-free). */
  private foundChunk = 0;
  private rankBase = 0;

  constructor(
    readonly compare: Comparator<T>,
    readonly same: (a: T, b: T) => boolean = Object.is,
    /** Chunks split above 2 * load entries and merge below load / 2. */
    private readonly load = DEFAULT_LOAD,
  ) {}

  get size(): number {
    return this.count;
  }

  /** Inserts after any values that compare equal (stable). */
  insert(value: T): void {
    const { chunks, maxes, compare } = this;
    this.count++;
    if (chunks.length === 0) {
      chunks.push([value]);
      maxes.push(value);
      this.rebuildTree();
      return;
    }
    // The first chunk whose max is greater than the value; the last chunk when none is.
    let lo = 0;
    let hi = maxes.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(maxes[mid], value) > 0) hi = mid;
      else lo = mid + 1;
    }
    const c = lo;
    const chunk = chunks[c];
    const pos = upperBound(chunk, value, compare);
    if (pos === chunk.length) {
      chunk.push(value);
      maxes[c] = value;
    } else if (pos === 0) {
      chunk.unshift(value);
    } else {
      // A hand-written shift: splice would allocate its (empty) result on every insert.
      let i = chunk.length;
      chunk.push(value);
      for (; i > pos; i--) chunk[i] = chunk[i - 1];
      chunk[pos] = value;
    }
    if (chunk.length > 2 * this.load) {
      const tail = chunk.splice(this.load);
      chunks.splice(c + 1, 0, tail);
      maxes.splice(c, 0, chunk[chunk.length - 1]);
      this.rebuildTree();
    } else {
      this.addToTree(c, 1);
    }
  }

  /** Removes the entry equal to `value` (comparator tie + `same`). False when absent. */
  remove(value: T): boolean {
    const at = this.locate(value);
    if (at < 0) return false;
    const c = this.foundChunk;
    const chunk = this.chunks[c];
    if (at === 0) chunk.shift();
    else if (at === chunk.length - 1) chunk.pop();
    else {
      for (let i = at; i < chunk.length - 1; i++) chunk[i] = chunk[i + 1];
      chunk.pop();
    }
    this.count--;
    if (chunk.length === 0) {
      this.chunks.splice(c, 1);
      this.maxes.splice(c, 1);
      this.rebuildTree();
      return true;
    }
    this.maxes[c] = chunk[chunk.length - 1];
    if (chunk.length < this.load >> 1 && this.chunks.length > 1) this.mergeWithNeighbour(c);
    else this.addToTree(c, -1);
    return true;
  }

  /** The value at this rank (0 = smallest). Throws RangeError outside [0, size). */
  at(rank: number): T {
    if (!(rank >= 0 && rank < this.count) || !Number.isInteger(rank)) {
      throw new RangeError(`rank ${rank} outside [0, ${this.count})`);
    }
    const c = this.chunkOfRank(rank);
    return this.chunks[c][rank - this.rankBase];
  }

  /** The rank of the entry equal to `value`, or -1. */
  rankOf(value: T): number {
    const at = this.locate(value);
    return at < 0 ? -1 : this.prefix(this.foundChunk) + at;
  }

  has(value: T): boolean {
    return this.locate(value) >= 0;
  }

  /** Values with ranks in [from, to), clamped to the list. */
  slice(from = 0, to = this.count): T[] {
    const start = Math.max(0, Math.min(this.count, Math.floor(from)));
    const end = Math.max(start, Math.min(this.count, Math.floor(to)));
    const out: T[] = [];
    if (start === end) return out;
    let c = this.chunkOfRank(start);
    let i = start - this.rankBase;
    while (out.length < end - start) {
      const chunk = this.chunks[c];
      const take = Math.min(chunk.length - i, end - start - out.length);
      for (let k = 0; k < take; k++) out.push(chunk[i + k]);
      c++;
      i = 0;
    }
    return out;
  }

  toArray(): T[] {
    return this.slice(0, this.count);
  }

  /**
   * Every value in order into `out` from index 0, with no array in between: a checkpoint packs
   * a 24,000-entry frontier this way in 0.03 ms, against 1.7 ms through `toArray`.
   */
  writeTo(out: { [index: number]: T }): void {
    let i = 0;
    for (const chunk of this.chunks) for (let k = 0; k < chunk.length; k++) out[i++] = chunk[k];
  }

  clear(): void {
    this.chunks = [];
    this.maxes = [];
    this.tree = [0];
    this.count = 0;
  }

  /**
   * A list holding `sorted` (already in this order, as `toArray` or a packed copy gives it), in
   * chunks of `load`: O(n), no comparison.
   */
  static fromSorted<T>(
    sorted: ArrayLike<T>,
    compare: Comparator<T>,
    same: (a: T, b: T) => boolean = Object.is,
    load = DEFAULT_LOAD,
  ): SortedList<T> {
    const list = new SortedList<T>(compare, same, load);
    for (let from = 0; from < sorted.length; from += load) {
      const chunk: T[] = [];
      const to = Math.min(sorted.length, from + load);
      for (let i = from; i < to; i++) chunk.push(sorted[i]);
      list.chunks.push(chunk);
      list.maxes.push(chunk[chunk.length - 1]);
    }
    list.count = sorted.length;
    list.rebuildTree();
    return list;
  }

  /** An independent copy (the values themselves are shared: they are meant to be immutable). */
  clone(): SortedList<T> {
    const copy = new SortedList<T>(this.compare, this.same, this.load);
    copy.chunks = this.chunks.map((chunk) => chunk.slice());
    copy.maxes = this.maxes.slice();
    copy.tree = this.tree.slice();
    copy.count = this.count;
    return copy;
  }

  /** The offset of `value` in chunk `foundChunk`, or -1. */
  private locate(value: T): number {
    const { chunks, maxes, compare, same } = this;
    // The first chunk whose max is not smaller than the value.
    let lo = 0;
    let hi = maxes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(maxes[mid], value) < 0) lo = mid + 1;
      else hi = mid;
    }
    // Walk the run of ties (a single entry for a total order), possibly across chunks.
    for (let c = lo; c < chunks.length; c++) {
      const chunk = chunks[c];
      for (let i = c === lo ? lowerBound(chunk, value, compare) : 0; i < chunk.length; i++) {
        if (compare(chunk[i], value) !== 0) return -1;
        if (same(chunk[i], value)) {
          this.foundChunk = c;
          return i;
        }
      }
    }
    return -1;
  }

  /** The chunk holding this rank; sets `rankBase` to the rank of that chunk's first entry. */
  private chunkOfRank(rank: number): number {
    // Fenwick descent: the largest chunk count `pos` whose prefix length is <= rank.
    const tree = this.tree;
    const n = tree.length - 1;
    let pos = 0;
    let rest = rank;
    for (let step = highestPowerOfTwo(n); step > 0; step >>= 1) {
      const next = pos + step;
      if (next <= n && tree[next] <= rest) {
        pos = next;
        rest -= tree[next];
      }
    }
    this.rankBase = rank - rest;
    return pos;
  }

  /** Total length of chunks [0, c). */
  private prefix(c: number): number {
    let sum = 0;
    for (let i = c; i > 0; i -= i & -i) sum += this.tree[i];
    return sum;
  }

  private addToTree(c: number, delta: number): void {
    const tree = this.tree;
    for (let i = c + 1; i < tree.length; i += i & -i) tree[i] += delta;
  }

  /** O(chunks): only after a split, a merge or a removed chunk (amortised over ~load changes). */
  private rebuildTree(): void {
    const n = this.chunks.length;
    const tree = new Array<number>(n + 1).fill(0);
    for (let i = 1; i <= n; i++) {
      tree[i] += this.chunks[i - 1].length;
      const up = i + (i & -i);
      if (up <= n) tree[up] += tree[i];
    }
    this.tree = tree;
  }

  /** Keeps chunks from thinning out under removals (else the chunk count would drift up to n). */
  private mergeWithNeighbour(c: number): void {
    const left = c + 1 < this.chunks.length ? c : c - 1;
    const merged = this.chunks[left].concat(this.chunks[left + 1]);
    if (merged.length > 2 * this.load) {
      const tail = merged.splice(merged.length >> 1);
      this.chunks.splice(left, 2, merged, tail);
      this.maxes.splice(left, 2, merged[merged.length - 1], tail[tail.length - 1]);
    } else {
      this.chunks.splice(left, 2, merged);
      this.maxes.splice(left, 2, merged[merged.length - 1]);
    }
    this.rebuildTree();
  }
}

/** The first index whose value is not smaller than `value`. */
function lowerBound<T>(chunk: readonly T[], value: T, compare: Comparator<T>): number {
  let lo = 0;
  let hi = chunk.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compare(chunk[mid], value) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index whose value is greater than `value`. */
function upperBound<T>(chunk: readonly T[], value: T, compare: Comparator<T>): number {
  let lo = 0;
  let hi = chunk.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compare(chunk[mid], value) > 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function highestPowerOfTwo(n: number): number {
  let p = 1;
  while (p * 2 <= n) p *= 2;
  return n === 0 ? 0 : p;
}
