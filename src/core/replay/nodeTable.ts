/**
 * Every node of a recorded run, stored as columns indexed by node id, not as objects. A long
 * run reports millions of nodes; as objects they were most of the page's heap and what made a
 * full garbage collection pause playback. Here a puzzle node costs 25 bytes in typed arrays the
 * collector never walks (parent 4, g/h/f 4 each while they are whole numbers, key 8, move and
 * presence 1), in pages that grow without copying (pagedColumn.ts). The rarer fields (action,
 * step cost, depth, side) are kept only for the nodes that have them: the domains that report
 * them are small.
 *
 * `node(id)` makes a NodeInfo object on demand, for what is on screen. A small direct-mapped
 * cache hands back the same object for an id asked again soon, so a view that reads the same
 * rows frame after frame does not make them anew (and `===` between two reads usually holds;
 * nothing may rely on it).
 */
import type { NodeInfo, StateKey } from '../events';
import type { Direction } from '../puzzle';
import type { Ordered } from '../solvers/ordering';
import { NumberColumn, PagedColumn } from './pagedColumn';

/** The move column: 0 = no node with this id, 1 = a node without a move, 2 + i = MOVES[i]. */
const MOVES: readonly Direction[] = ['U', 'D', 'L', 'R'];
const ABSENT = 0;
const NO_MOVE = 1;
const CACHE_SIZE = 1024;

const moveCode = (move: Direction | null) => (move === null ? NO_MOVE : 2 + MOVES.indexOf(move));

export class NodeTable {
  /** One past the largest id registered. */
  private end = 0;
  private readonly moves = new PagedColumn((n) => new Int8Array(n));
  private readonly parentIds = new PagedColumn((n) => new Int32Array(n));
  private readonly gs = new NumberColumn();
  private readonly hs = new NumberColumn();
  private readonly fs = new NumberColumn();
  /** Numeric keys (the puzzle's); null once a text key arrives, then `textKeys` holds them all. */
  private numericKeys: PagedColumn<Float64Array> | null = new PagedColumn((n) => new Float64Array(n));
  private textKeys: StateKey[] | null = null;
  /** The optional fields, by id, for the nodes that have any. */
  private readonly extras = new Map<number, Pick<NodeInfo, 'action' | 'stepCost' | 'depth' | 'side'>>();

  private readonly cacheIds = new Int32Array(CACHE_SIZE).fill(-1);
  private readonly cacheNodes: (NodeInfo | undefined)[] = new Array(CACHE_SIZE);

  /** One past the largest id registered (ids below it may still be holes). */
  get size(): number {
    return this.end;
  }

  has(id: number): boolean {
    return id >= 0 && id < this.end && this.moves.get(id) !== ABSENT;
  }

  /** Records the node under its id; the first report of an id wins (returns false after it). */
  add(node: NodeInfo): boolean {
    const id = node.id;
    if (this.has(id) || !(id >= 0)) return false;
    this.moves.set(id, moveCode(node.move));
    this.parentIds.set(id, node.parentId);
    this.gs.set(id, node.g);
    this.hs.set(id, node.h);
    this.fs.set(id, node.f);
    this.setKey(id, node.key);
    if (
      node.action !== undefined ||
      node.stepCost !== undefined ||
      node.depth !== undefined ||
      node.side !== undefined
    ) {
      const extra: { -readonly [K in 'action' | 'stepCost' | 'depth' | 'side']?: NodeInfo[K] } = {};
      if (node.action !== undefined) extra.action = node.action;
      if (node.stepCost !== undefined) extra.stepCost = node.stepCost;
      if (node.depth !== undefined) extra.depth = node.depth;
      if (node.side !== undefined) extra.side = node.side;
      this.extras.set(id, extra);
    }
    if (id >= this.end) this.end = id + 1;
    return true;
  }

  /** Whether `node` says exactly what the table holds for its id (an event may then be stored by id). */
  matches(node: NodeInfo): boolean {
    const id = node.id;
    const extra = this.extras.get(id);
    return (
      this.has(id) &&
      this.parentIds.get(id) === node.parentId &&
      Object.is(this.gs.get(id), node.g) &&
      Object.is(this.hs.get(id), node.h) &&
      Object.is(this.fs.get(id), node.f) &&
      this.moves.get(id) === moveCode(node.move) &&
      this.key(id) === node.key &&
      extra?.action === node.action &&
      Object.is(extra?.stepCost, node.stepCost) &&
      Object.is(extra?.depth, node.depth) &&
      extra?.side === node.side
    );
  }

  /** The node as an object, or undefined for an id never registered. */
  node(id: number): NodeInfo | undefined {
    if (!this.has(id)) return undefined;
    const slot = id & (CACHE_SIZE - 1);
    if (this.cacheIds[slot] === id) return this.cacheNodes[slot];
    const made = this.make(id);
    this.cacheIds[slot] = id;
    this.cacheNodes[slot] = made;
    return made;
  }

  parentId(id: number): number {
    return this.parentIds.get(id);
  }
  g(id: number): number {
    return this.gs.get(id);
  }
  h(id: number): number {
    return this.hs.get(id);
  }
  f(id: number): number {
    return this.fs.get(id);
  }
  key(id: number): StateKey {
    return this.numericKeys ? this.numericKeys.get(id) : this.textKeys![id];
  }
  depth(id: number): number | undefined {
    return this.extras.size === 0 ? undefined : this.extras.get(id)?.depth;
  }
  side(id: number): 'forward' | 'backward' | undefined {
    return this.extras.size === 0 ? undefined : this.extras.get(id)?.side;
  }

  /** Bytes held by the columns (whole pages); the few nodes with extra fields are not counted. */
  bytes(): number {
    const keys = this.numericKeys ? this.numericKeys.bytes() : 8 * (this.textKeys?.length ?? 0);
    return this.moves.bytes() + this.parentIds.bytes() + this.gs.bytes() + this.hs.bytes() + this.fs.bytes() + keys;
  }

  /** A reusable reader of one id's ordering fields, for comparators over ids (no object per comparison). */
  cursor(): NodeCursor {
    return new NodeCursor(this);
  }

  private make(id: number): NodeInfo {
    const move = this.moves.get(id);
    const node: NodeInfo = {
      id,
      parentId: this.parentIds.get(id),
      key: this.key(id),
      g: this.gs.get(id),
      h: this.hs.get(id),
      f: this.fs.get(id),
      move: move === NO_MOVE ? null : MOVES[move - 2],
    };
    const extra = this.extras.get(id);
    return extra === undefined ? node : { ...node, ...extra };
  }

  private setKey(id: number, key: StateKey): void {
    if (this.numericKeys && typeof key === 'number') {
      this.numericKeys.set(id, key);
      return;
    }
    if (this.numericKeys) {
      // The first text key: every key moves to a plain array (a domain whose keys are text).
      const keys: StateKey[] = [];
      for (let i = 0; i < this.end; i++) if (this.has(i)) keys[i] = this.numericKeys.get(i);
      this.textKeys = keys;
      this.numericKeys = null;
    }
    this.textKeys![id] = key;
  }
}

/**
 * What the frontier orders read of a node (solvers/ordering.ts's `Ordered`), read from the
 * table for whichever id it points at: two cursors let a comparator over ids call the shared
 * frontier orders without making an object per comparison.
 */
export class NodeCursor implements Ordered {
  id = 0;
  constructor(private readonly table: NodeTable) {}
  get g(): number {
    return this.table.g(this.id);
  }
  get h(): number {
    return this.table.h(this.id);
  }
  get f(): number {
    return this.table.f(this.id);
  }
  get depth(): number | undefined {
    return this.table.depth(this.id);
  }
  get side(): 'forward' | 'backward' | undefined {
    return this.table.side(this.id);
  }
}
