/**
 * The replayed frontier: the waiting nodes sorted by the solver's own `frontierOrder`, so rank
 * 0 is the node the solver takes next. Read through FrontierView; the reducer alone mutates it.
 */
import type { AlgorithmId, NodeInfo } from '../events';
import { frontierOrder } from '../solvers/ordering';
import type { NodeIndex } from './nodeIndex';
import { SortedList } from './sortedList';
import type { FrontierView } from './types';

const sameId = (a: NodeInfo, b: NodeInfo) => a.id === b.id;
/** Before the algorithm is known (no `start` yet) the frontier is empty; any order will do. */
const byId = (a: NodeInfo, b: NodeInfo) => a.id - b.id;

export class ReplayFrontier implements FrontierView {
  private constructor(
    private list: SortedList<NodeInfo>,
    private readonly index: NodeIndex,
  ) {}

  static create(algorithm: AlgorithmId | null, index: NodeIndex): ReplayFrontier {
    return new ReplayFrontier(new SortedList(algorithm ? frontierOrder(algorithm) : byId, sameId), index);
  }

  get size(): number {
    return this.list.size;
  }

  at(rank: number): NodeInfo {
    return this.list.at(rank);
  }

  slice(from: number, to: number): NodeInfo[] {
    return this.list.slice(from, to);
  }

  rankOf(id: number): number {
    const node = this.index.nodes[id];
    return node === undefined ? -1 : this.list.rankOf(node);
  }

  has(id: number): boolean {
    const node = this.index.nodes[id];
    return node !== undefined && this.list.has(node);
  }

  /** The order of the run's algorithm; empties the frontier. */
  reset(algorithm: AlgorithmId): void {
    this.list = new SortedList(frontierOrder(algorithm), sameId);
  }

  clear(): void {
    this.list.clear();
  }

  add(node: NodeInfo): void {
    this.list.insert(node);
  }

  /** Removes the entry with this id; false when it is not waiting. */
  delete(id: number): boolean {
    const node = this.index.nodes[id];
    return node !== undefined && this.list.remove(node);
  }

  clone(): ReplayFrontier {
    return new ReplayFrontier(this.list.clone(), this.index);
  }
}
