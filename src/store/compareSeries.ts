/**
 * The numbers compare mode charts, sampled once per expansion while events are recorded:
 * the frontier size and the nodes held in memory after each expansion, the f of each
 * expanded node (A*'s f-contours), and which depth (or which IDA* / IDDFS pass) each
 * expansion belongs to.
 *
 * Memory is counted the way the solvers count it (see src/core/solvers/run.ts), so the
 * highest sample equals the run's `peakMemory` and `peakFrontier` (the unit tests pin this):
 * - graph searches and the random walk keep every node they ever stored: memory grows by one
 *   for each child that enters the frontier ('new', 'improved', 'reopened');
 * - depth-first searches (DFS, IDDFS, IDA*, RBFS) hold only the stack and the current path;
 * - RBFS and SMA* forget nodes ('forget'): RBFS a node's waiting children, SMA* one leaf.
 *
 * A sample is taken at the first event after an expansion's children that is not a child
 * (the next expansion, a backtrack, a new pass, the end), which is where the solvers note
 * their peaks too. Sample k is the state after k expansions; sample 0 is before the first.
 */
import type { AlgorithmId, SearchEvent } from '../core/events';
import { algorithmInfo } from '../core/solvers/algorithms';

/** How the expansions are grouped in the per-depth chart. */
export type BucketKind = 'depth' | 'pass' | 'none';

/** An append-only typed array that doubles when full. */
class Growable<A extends Int32Array | Float64Array> {
  data: A;
  length = 0;
  constructor(private readonly make: (capacity: number) => A) {
    this.data = make(1024);
  }
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = this.make(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  at(i: number): number {
    return this.data[i];
  }
  /** A view of the filled part (no copy). */
  view(): A {
    return this.data.subarray(0, this.length) as A;
  }
}

export class GrowableInt32 extends Growable<Int32Array> {
  constructor() {
    super((n) => new Int32Array(n));
  }
}

/** For values that need not be whole: weighted A*'s f = g + w·h. */
export class GrowableFloat64 extends Growable<Float64Array> {
  constructor() {
    super((n) => new Float64Array(n));
  }
}

export class PaneSeries {
  /** frontier.at(k): frontier size after k expansions. */
  readonly frontier = new GrowableInt32();
  /** memory.at(k): nodes held after k expansions. */
  readonly memory = new GrowableInt32();
  /**
   * fExpanded.at(k): the f of the k-th expanded node; at 0, the root's f. With a consistent
   * heuristic A* never lowers it (the f-contours); IDA* climbs to its bound once per pass.
   */
  readonly fExpanded = new GrowableFloat64();
  /** bucket.at(k): the depth g (or the pass number) of expansion k + 1. */
  readonly bucket = new GrowableInt32();
  /** IDA* / IDDFS: bounds[p - 1] is the bound of pass p. */
  readonly bounds: number[] = [];
  readonly bucketKind: BucketKind;

  private readonly depthFirst: boolean;
  private f = 0;
  private m = 0;
  /** Depth-first searches: the length of the current path. */
  private pathLength = 0;
  /** RBFS: the children each node on the path put in the frontier (by its depth). */
  private readonly childrenAt: number[] = [];
  private pass = 0;
  private pending = false;

  constructor(algorithm: AlgorithmId) {
    const info = algorithmInfo(algorithm);
    this.depthFirst = info?.frontierKind === 'stack';
    this.bucketKind = info?.randomWalk ? 'none' : info?.passes ? 'pass' : 'depth';
  }

  /** Samples recorded so far (expansions completed + 1 once the run has started). */
  get samples(): number {
    return this.frontier.length;
  }

  /** Folds one recorded event into the series. Call in log order, once per event. */
  fold(e: SearchEvent): void {
    switch (e.type) {
      case 'start':
        this.fExpanded.push(e.root.f);
        this.f = 1;
        this.m = 1;
        this.pathLength = 0;
        return;
      case 'iteration':
        this.boundary();
        this.pass = e.pass;
        this.bounds[e.pass - 1] = e.bound;
        this.f = 1;
        this.m = 1;
        this.pathLength = 0;
        return;
      case 'expand':
        this.boundary();
        this.f--;
        if (this.depthFirst) {
          this.pathLength = e.node.g + 1;
          this.m = this.f + this.pathLength;
          this.childrenAt[e.node.g] = 0;
        }
        this.bucket.push(this.bucketKind === 'pass' ? this.pass : e.node.g);
        this.fExpanded.push(e.node.f);
        this.pending = true;
        return;
      case 'generate':
        switch (e.outcome) {
          case 'new':
          case 'reopened':
            this.f++;
            this.m++;
            if (this.depthFirst) this.childrenAt[e.node.g - 1]++;
            return;
          case 'improved':
            // The new entry replaces the old one in the frontier, but both stay in memory.
            if (!this.depthFirst) this.m++;
            return;
          default:
            return;
        }
      case 'backtrack':
        this.boundary();
        this.pathLength = e.node.g;
        this.m = this.f + this.pathLength;
        return;
      case 'forget':
        if (this.depthFirst) {
          // RBFS leaves the call: the node's children go, the node waits again (backed up).
          this.f -= this.childrenAt[e.node.g] ?? 0;
          this.pathLength = e.node.g;
        } else {
          this.f--; // SMA*: a leaf leaves the frontier and memory
          this.m--;
        }
        if (e.backedUp && e.replaced < 0) this.f++;
        if (this.depthFirst) this.m = this.f + this.pathLength;
        return;
      case 'progress':
        return;
      case 'solved':
      case 'exhausted':
      case 'limit':
        this.boundary();
        return;
    }
  }

  private boundary(): void {
    if (!this.pending && this.frontier.length > 0) return;
    this.frontier.push(this.f);
    this.memory.push(this.m);
    this.pending = false;
  }
}

/** Expansions per bucket (depth or pass) among the first `expansions`: index = bucket value. */
export function bucketCounts(series: PaneSeries, expansions: number): number[] {
  const counts: number[] = [];
  const n = Math.min(expansions, series.bucket.length);
  const data = series.bucket.data;
  for (let i = 0; i < n; i++) {
    const b = data[i];
    while (counts.length <= b) counts.push(0);
    counts[b]++;
  }
  return counts;
}
