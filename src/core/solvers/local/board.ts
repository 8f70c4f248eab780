/**
 * The one board a local search stands on, and its neighbours with their h: the shared part of
 * hill climbing, simulated annealing and the random restarts' scramble. A local search keeps no
 * tree, only where it is (and, to hand back a path, the moves it took since the start board).
 */
import type { NodeInfo, StateKey } from '../../events';
import { DIRECTIONS, type Direction } from '../../puzzle';
import { childH, childKey, rootH, type SearchModel } from '../model';
import { nodeInfo } from '../run';

/** A neighbour of the current board: the move to it, and its key and h (computed, not entered). */
export interface Neighbour {
  /** Index into the topology's move list of the blank's cell. */
  readonly k: number;
  readonly dir: number;
  readonly key: StateKey;
  readonly h: number;
}

export class LocalBoard {
  readonly tiles: Uint8Array;
  blank: number;
  key: StateKey;
  h: number;
  /** The current node's id in the event log. */
  id: number;
  /** Moves from the start board (a restart's scramble included): the answer when the goal turns up. */
  readonly moves: number[] = [];

  constructor(
    readonly model: SearchModel,
    id = 0,
  ) {
    this.tiles = Uint8Array.from(model.start);
    this.blank = model.startBlank;
    this.key = model.startKey;
    this.h = rootH(model);
    this.id = id;
  }

  get g(): number {
    return this.moves.length;
  }

  isGoal(): boolean {
    return this.key === this.model.goalKey;
  }

  /** The current board as a node; f = h (a local search orders nothing by g). */
  node(parentId: number): NodeInfo {
    const last = this.moves.length === 0 ? -1 : this.moves[this.moves.length - 1];
    return nodeInfo(this.id, parentId, this.key, this.g, this.h, this.h, parentId < 0 ? -1 : last);
  }

  /** Every neighbour of the current board, in the topology's move order, with its h. */
  neighbours(): Neighbour[] {
    const { topo } = this.model;
    const out: Neighbour[] = [];
    for (let k = 0; k < topo.degree[this.blank]; k++) out.push(this.neighbour(k));
    return out;
  }

  /** The k-th neighbour: the move is made on `tiles`, measured, and undone. */
  neighbour(k: number): Neighbour {
    const { topo } = this.model;
    const base = this.blank * 4;
    const to = topo.neighbours[base + k];
    const tile = this.tiles[to];
    this.slide(to, tile);
    const key = childKey(this.model, this.key, this.tiles, tile, to, this.blank);
    const h = childH(this.model, this.h, this.tiles, tile, to, this.blank);
    this.unslide(to, tile);
    return { k, dir: topo.moveDir[base + k], key, h };
  }

  /** The neighbour as a node of the log, with the id it is given. */
  neighbourNode(n: Neighbour, id: number): NodeInfo {
    return nodeInfo(id, this.id, n.key, this.g + 1, n.h, n.h, n.dir);
  }

  /** Steps onto neighbour `n`, which becomes the current node `id`. */
  moveTo(n: Neighbour, id: number): void {
    const to = this.model.topo.neighbours[this.blank * 4 + n.k];
    const tile = this.tiles[to];
    this.slide(to, tile);
    this.blank = to;
    this.key = n.key;
    this.h = n.h;
    this.id = id;
    this.moves.push(n.dir);
  }

  /** Back to the start board, then `steps` seeded random moves (never straight back): a restart. */
  restartFrom(steps: number, random: () => number, id: number): void {
    this.tiles.set(this.model.start);
    this.blank = this.model.startBlank;
    this.key = this.model.startKey;
    this.h = rootH(this.model);
    this.moves.length = 0;
    let from = -1;
    for (let i = 0; i < steps; i++) {
      const options = this.neighbours().filter((n) => this.model.topo.neighbours[this.blank * 4 + n.k] !== from);
      const pick = options[Math.floor(random() * options.length)];
      from = this.blank;
      this.moveTo(pick, id);
    }
    this.id = id;
  }

  directions(): Direction[] {
    return this.moves.map((m) => DIRECTIONS[m]);
  }

  private slide(to: number, tile: number): void {
    this.tiles[this.blank] = tile;
    this.tiles[to] = 0;
  }

  private unslide(to: number, tile: number): void {
    this.tiles[to] = tile;
    this.tiles[this.blank] = 0;
  }
}
