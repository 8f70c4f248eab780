/**
 * A binary min-heap: the textbook priority queue. `before(a, b) < 0` when `a` comes out first.
 * The order must be total (ordering.ts ends every tie on the node id), so the sequence of pops
 * depends only on what was pushed and removed, never on how the heap arranged it.
 */
export class MinHeap<T> {
  private readonly items: T[] = [];

  constructor(private readonly before: (a: T, b: T) => number) {}

  get size(): number {
    return this.items.length;
  }

  push(item: T): void {
    this.items.push(item);
    this.siftUp(this.items.length - 1);
  }

  /** The first item in the order, left in place; undefined when empty. */
  peek(): T | undefined {
    return this.items[0];
  }

  /** The first item in the order, removed; undefined when empty. */
  pop(): T | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (this.items.length > 0 && last !== undefined) {
      this.items[0] = last;
      this.siftDown(0);
    }
    return top;
  }

  /** Takes `item` out wherever it is (a linear search: replacing an entry is rare). */
  remove(item: T): void {
    const i = this.items.indexOf(item);
    if (i < 0) return;
    const last = this.items.pop()!;
    if (i === this.items.length) return;
    this.items[i] = last;
    this.siftUp(i);
    this.siftDown(i);
  }

  private siftUp(i: number): void {
    const { items, before } = this;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (before(items[i], items[parent]) >= 0) return;
      [items[i], items[parent]] = [items[parent], items[i]];
      i = parent;
    }
  }

  private siftDown(i: number): void {
    const { items, before } = this;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let first = i;
      if (left < items.length && before(items[left], items[first]) < 0) first = left;
      if (right < items.length && before(items[right], items[first]) < 0) first = right;
      if (first === i) return;
      [items[i], items[first]] = [items[first], items[i]];
      i = first;
    }
  }
}
