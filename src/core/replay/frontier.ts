/**
 * The replayed frontier: the waiting node ids sorted by the solver's own `frontierOrder`, so
 * rank 0 is the node the solver takes next. It holds ids, not objects: the order reads the
 * node table through two cursors, and entries become NodeInfo objects only when read (the
 * rows on screen). Read through FrontierView; the reducer alone mutates it.
 *
 * A checkpoint keeps its frontier packed (`packed()`): the ids in order in one Int32Array, 4
 * bytes an entry that the garbage collector never walks; restoring unpacks it in O(n).
 */
import type { AlgorithmId, NodeInfo } from '../events';
import { frontierOrder, type FrontierComparator } from '../solvers/ordering';
import type { NodeIndex } from './nodeIndex';
import { SortedList } from './sortedList';
import type { FrontierView } from './types';

/** Before the algorithm is known (no `start` yet) the frontier is empty; any order will do. */
const byId: FrontierComparator = (a, b) => a.id - b.id;
const sameId = (a: number, b: number) => a === b;

/** The order over ids: `order` applied to the table's fields of each. */
function orderOfIds(order: FrontierComparator, index: NodeIndex): (a: number, b: number) => number {
  const left = index.nodes.cursor();
  const right = index.nodes.cursor();
  return (a, b) => {
    left.id = a;
    right.id = b;
    return order(left, right);
  };
}

export class ReplayFrontier implements FrontierView {
  private constructor(
    private list: SortedList<number>,
    private readonly index: NodeIndex,
    /** Set on a packed copy (a checkpoint's): the ids in order; `list` is then empty and unused. */
    private readonly packedIds: Int32Array | null = null,
  ) {}

  static create(algorithm: AlgorithmId | null, index: NodeIndex): ReplayFrontier {
    const order = orderOfIds(algorithm ? frontierOrder(algorithm) : byId, index);
    return new ReplayFrontier(new SortedList(order, sameId), index);
  }

  get size(): number {
    return this.packedIds === null ? this.list.size : this.packedIds.length;
  }

  at(rank: number): NodeInfo {
    return this.index.nodes.node(this.list.at(rank))!;
  }

  slice(from: number, to: number): NodeInfo[] {
    return this.list.slice(from, to).map((id) => this.index.nodes.node(id)!);
  }

  rankOf(id: number): number {
    return this.index.nodes.has(id) ? this.list.rankOf(id) : -1;
  }

  has(id: number): boolean {
    return this.index.nodes.has(id) && this.list.has(id);
  }

  /** The order of the run's algorithm; empties the frontier. */
  reset(algorithm: AlgorithmId): void {
    this.list = new SortedList(orderOfIds(frontierOrder(algorithm), this.index), sameId);
  }

  clear(): void {
    this.list.clear();
  }

  add(id: number): void {
    this.list.insert(id);
  }

  /** Removes the entry with this id; false when it is not waiting. */
  delete(id: number): boolean {
    return this.index.nodes.has(id) && this.list.remove(id);
  }

  /** The ids waiting, in order (a copy). */
  ids(): number[] {
    return this.list.slice(0, this.list.size);
  }

  /** An independent copy; a packed frontier unpacks into a live one. */
  clone(): ReplayFrontier {
    if (this.packedIds === null) return new ReplayFrontier(this.list.clone(), this.index);
    const list = SortedList.fromSorted(this.packedIds, this.list.compare, sameId);
    return new ReplayFrontier(list, this.index);
  }

  /** A packed copy for a checkpoint: read it only through `clone()` and `size`. */
  packed(): ReplayFrontier {
    const empty = new SortedList(this.list.compare, sameId);
    const ids = new Int32Array(this.list.size);
    this.list.writeTo(ids);
    return new ReplayFrontier(empty, this.index, ids);
  }
}
