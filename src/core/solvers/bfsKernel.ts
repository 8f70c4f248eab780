/**
 * Breadth-first search's loop as a plain resumable function (the pattern of
 * bestFirstKernel.ts): `expandUntil(search, limit)` expands until the expansion count reaches
 * `limit`, the budget stops it, the goal is generated, or the queue runs dry; bfs.ts runs it in
 * chunks through runInChunks (chunked.ts), so draining without events costs what a plain loop
 * costs.
 *
 * The queue is the node arena itself: nodes are appended in the order they are generated and
 * expanded in that same order, so slot < head means "already expanded" (closed). The goal test
 * is at generation by default (a child that is the goal ends the search at once); with
 * `goalTest: 'expansion'` it waits until the goal is taken from the queue, so the rest of the
 * layer before it is expanded too, as uniform-cost search does. Same path, more work: the
 * counters show the difference.
 *
 * Bidirectional BFS (bidirectionalBfs.ts) runs two of these, one per side, linked through
 * `other`: a side's goal test is then "the other side has seen this state", its counters are
 * reported to the run together with the other side's, node ids continue one shared sequence,
 * and a chunk can be held to one layer.
 */
import type { SearchEvent, StateKey } from '../events';
import type { NodeArena } from './arena';
import type { ChunkStatus } from './chunked';
import type { SearchModel } from './model';
import { childKey } from './model';
import { giveArena, giveIndex, takeArena, takeIndex } from './pool';
import type { Run } from './run';
import { nodeInfo } from './run';
import type { StateIndex } from './stateIndex';

/** Where a side starts: the start board (forward, id 0) or the goal (backward). */
export interface BfsRoot {
  readonly id: number;
  readonly key: StateKey;
  readonly blank: number;
  readonly tiles: Uint8Array;
}

export interface BfsSearch {
  readonly run: Run;
  /** Bidirectional BFS: which side this is (carried by every event); undefined for plain BFS. */
  readonly side: 'forward' | 'backward' | undefined;
  /** Bidirectional BFS: the opposite side, whose seen states are this side's goal. */
  other: BfsSearch | null;
  readonly model: SearchModel;
  readonly all: boolean;
  /** Plain BFS asked to test the goal at expansion (a side of a bidirectional search never is). */
  readonly goalAtExpansion: boolean;
  readonly arena: NodeArena;
  readonly seen: StateIndex;
  readonly tiles: Uint8Array;
  /** Events of the last chunk, when `all`; the generator empties it. */
  readonly events: SearchEvent[];
  /** The next slot to expand: the queue is arena[head..]; also the expansions so far. */
  head: number;
  duplicates: number;
  nextId: number;
  /** Largest frontier after any expansion (the run reads it at sync). */
  peakFrontier: number;
  goalSlot: number;
}

/**
 * Takes pooled buffers and queues the root (the caller yields the start event). Plain BFS
 * starts from the start board; a side of a bidirectional search names its root, its side and
 * the event list both sides share.
 */
export function openBfs(
  run: Run,
  side?: { name: 'forward' | 'backward'; root: BfsRoot; events: SearchEvent[] },
): BfsSearch {
  const model = run.model;
  const root: BfsRoot = side?.root ?? { id: 0, key: model.startKey, blank: model.startBlank, tiles: model.start };
  const search: BfsSearch = {
    run,
    side: side?.name,
    other: null,
    model,
    all: run.opts.all,
    goalAtExpansion: side === undefined && run.opts.goalTest === 'expansion',
    arena: takeArena(model.size),
    seen: takeIndex(model.numericKeys),
    tiles: new Uint8Array(model.size),
    events: side?.events ?? [],
    head: 0,
    duplicates: 0,
    nextId: root.id + 1,
    peakFrontier: 1,
    goalSlot: -1,
  };
  search.arena.add(root.id, -1, -1, 0, 0, root.blank, root.key, root.tiles);
  search.seen.set(root.key, 0);
  syncRun(search);
  return search;
}

/**
 * Every node ever stored stays in memory; the frontier is the part not yet expanded. With two
 * sides, the run counts both.
 */
export function syncRun(s: BfsSearch): void {
  const o = s.other;
  const expanded = s.head + (o ? o.head : 0);
  const stored = s.arena.length + (o ? o.arena.length : 0);
  const duplicates = s.duplicates + (o ? o.duplicates : 0);
  const nextId = o && o.nextId > s.nextId ? o.nextId : s.nextId;
  const peak = o && o.peakFrontier > s.peakFrontier ? o.peakFrontier : s.peakFrontier;
  s.run.sync(expanded, stored - expanded, stored, duplicates, nextId, peak);
}

/** Hands the buffers to the next run (pool.ts). */
export function closeBfs(s: BfsSearch): void {
  giveArena(s.arena);
  giveIndex(s.seen);
}

/**
 * Expands until `head >= limit`, the goal, an empty queue or the budget; with `layer` >= 0,
 * also stops ('paused') where that layer (depth g) ends.
 */
export function expandUntil(s: BfsSearch, limit: number, layer = -1): ChunkStatus {
  const { run, model, all, goalAtExpansion, arena, seen, tiles, events, side, other } = s;
  const { goalKey } = model;
  const { neighbours, moveDir, degree } = model.topo;
  const { maxExpansions, maxMemoryNodes } = run.opts.budget;
  // The other side does not move during this chunk: its counts are constants here.
  const otherSeen = other ? other.seen : null;
  const otherExpanded = other ? other.head : 0;
  const otherStored = other ? other.arena.length : 0;
  const otherDuplicates = other ? other.duplicates : 0;
  let head = s.head;
  let duplicates = s.duplicates;
  let nextId = other && other.nextId > s.nextId ? other.nextId : s.nextId;
  let peakFrontier = s.peakFrontier;
  let status: ChunkStatus = 'paused';
  if (head === 0 && other === null && !goalAtExpansion && model.startKey === goalKey) {
    s.goalSlot = 0; // the start is the goal: solved before any expansion
    return 'solved';
  }
  while (head < limit) {
    if (layer >= 0 && (head >= arena.length || arena.g[head] !== layer)) break; // the layer is done
    if (head >= arena.length) {
      status = 'exhausted';
      break;
    }
    const expanded = head + otherExpanded;
    const stored = arena.length + otherStored;
    if (expanded >= maxExpansions || stored >= maxMemoryNodes || (expanded & 255) === 0) {
      run.sync(expanded, stored - expanded, stored, duplicates + otherDuplicates, nextId, peakFrontier);
      const reason = run.limitReached(); // also reads the clock, every 256 expansions
      if (reason !== null) {
        status = reason;
        break;
      }
    }
    const slot = head++; // expanded: every slot below head is closed
    const id = arena.id[slot];
    const g = arena.g[slot];
    const blank = arena.blank[slot];
    const key = arena.keys[slot];
    if (all) {
      const parentId = slot === 0 ? -1 : arena.id[arena.parent[slot]];
      events.push({ type: 'expand', node: nodeInfo(id, parentId, key, g, 0, g, arena.move[slot], side) });
    }
    if (goalAtExpansion && key === goalKey) {
      s.goalSlot = slot;
      status = 'solved';
      break;
    }
    arena.load(slot, tiles);
    const cg = g + 1;
    // The move back to the parent's state always meets that (expanded) state: 'closed',
    // known without a lookup.
    const back = slot === 0 ? -1 : arena.blank[arena.parent[slot]];
    for (let k = 0, base = blank * 4; k < degree[blank]; k++) {
      const to = neighbours[base + k];
      const cid = nextId++;
      if (to === back) {
        duplicates++;
        if (all) {
          const node = nodeInfo(cid, id, arena.keys[arena.parent[slot]], cg, 0, cg, moveDir[base + k], side);
          events.push({ type: 'generate', node, outcome: 'closed' });
        }
        continue;
      }
      const dir = moveDir[base + k];
      const tile = tiles[to];
      tiles[blank] = tile;
      tiles[to] = 0;
      const ck = childKey(model, key, tiles, tile, to, blank);
      const old = seen.get(ck);
      if (old >= 0) {
        duplicates++;
        if (all) {
          const node = nodeInfo(cid, id, ck, cg, 0, cg, dir, side);
          events.push({ type: 'generate', node, outcome: old < head ? 'closed' : 'frontier' });
        }
      } else {
        const cs = arena.add(cid, slot, dir, cg, 0, to, ck, tiles);
        seen.putLast(cs);
        if (all) events.push({ type: 'generate', node: nodeInfo(cid, id, ck, cg, 0, cg, dir, side), outcome: 'new' });
        if (otherSeen !== null ? otherSeen.get(ck) >= 0 : ck === goalKey && !goalAtExpansion) {
          s.goalSlot = cs;
          status = 'solved';
          break;
        }
      }
      tiles[to] = tile;
      tiles[blank] = 0;
    }
    if (status === 'solved') break;
    const frontier = arena.length - head + (otherStored - otherExpanded);
    if (frontier > peakFrontier) peakFrontier = frontier;
  }
  s.head = head;
  s.peakFrontier = peakFrontier;
  s.duplicates = duplicates;
  s.nextId = nextId;
  syncRun(s);
  return status;
}
