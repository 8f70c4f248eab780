/**
 * A binary min-heap of node indices keyed by two numbers (primary, then secondary), written by
 * hand on typed arrays because it is the hottest structure of every best-first search: no
 * objects per entry, no comparator closure, no allocation except when it doubles.
 */
export class NodeHeap {
  private nodes: Int32Array;
  private primary: Float64Array;
  private secondary: Float64Array;
  size = 0;

  constructor(capacity = 1024) {
    this.nodes = new Int32Array(capacity);
    this.primary = new Float64Array(capacity);
    this.secondary = new Float64Array(capacity);
  }

  clear(): void {
    this.size = 0;
  }

  get capacity(): number {
    return this.nodes.length;
  }

  push(node: number, p: number, s: number): void {
    if (this.size === this.nodes.length) this.grow();
    const nodes = this.nodes;
    const primary = this.primary;
    const secondary = this.secondary;
    // Sift up: move the hole toward the root while the parent is larger.
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pp = primary[parent];
      if (pp < p || (pp === p && secondary[parent] <= s)) break;
      nodes[i] = nodes[parent];
      primary[i] = pp;
      secondary[i] = secondary[parent];
      i = parent;
    }
    nodes[i] = node;
    primary[i] = p;
    secondary[i] = s;
  }

  /** The node with the smallest (primary, secondary); -1 when empty. */
  pop(): number {
    if (this.size === 0) return -1;
    const nodes = this.nodes;
    const primary = this.primary;
    const secondary = this.secondary;
    const top = nodes[0];
    const n = --this.size;
    if (n === 0) return top;
    // Sift the last entry down from the root.
    const node = nodes[n];
    const p = primary[n];
    const s = secondary[n];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      const right = child + 1;
      if (
        right < n &&
        (primary[right] < primary[child] || (primary[right] === primary[child] && secondary[right] < secondary[child]))
      )
        child = right;
      const cp = primary[child];
      if (p < cp || (p === cp && s <= secondary[child])) break;
      nodes[i] = nodes[child];
      primary[i] = cp;
      secondary[i] = secondary[child];
      i = child;
    }
    nodes[i] = node;
    primary[i] = p;
    secondary[i] = s;
    return top;
  }

  private grow(): void {
    const cap = this.nodes.length * 2;
    const nodes = new Int32Array(cap);
    nodes.set(this.nodes);
    const primary = new Float64Array(cap);
    primary.set(this.primary);
    const secondary = new Float64Array(cap);
    secondary.set(this.secondary);
    this.nodes = nodes;
    this.primary = primary;
    this.secondary = secondary;
  }
}
