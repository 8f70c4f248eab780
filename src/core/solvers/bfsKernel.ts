/**
 * Breadth-first search's loop as a plain resumable function (the pattern of
 * bestFirstKernel.ts): `expandUntil(search, limit)` expands until the expansion count reaches
 * `limit`, the budget stops it, the goal is generated, or the queue runs dry; bfs.ts runs it in
 * chunks through runInChunks (chunked.ts), so draining without events costs what a plain loop
 * costs.
 *
 * The queue is the node arena itself: nodes are appended in the order they are generated and
 * expanded in that same order, so slot < head means "already expanded" (closed). The goal test
 * is at generation (a child that is the goal ends the search at once, one layer earlier than
 * testing at expansion).
 */
import type { SearchEvent } from '../events';
import type { NodeArena } from './arena';
import type { ChunkStatus } from './chunked';
import type { SearchModel } from './model';
import { childKey } from './model';
import { giveArena, giveIndex, takeArena, takeIndex } from './pool';
import type { Run } from './run';
import { nodeInfo } from './run';
import type { StateIndex } from './stateIndex';

export interface BfsSearch {
  readonly run: Run;
  readonly model: SearchModel;
  readonly all: boolean;
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

/** Takes pooled buffers and queues the root (the caller yields the start event). */
export function openBfs(run: Run): BfsSearch {
  const model = run.model;
  const search: BfsSearch = {
    run,
    model,
    all: run.opts.all,
    arena: takeArena(model.size),
    seen: takeIndex(model.numericKeys),
    tiles: new Uint8Array(model.size),
    events: [],
    head: 0,
    duplicates: 0,
    nextId: 1,
    peakFrontier: 1,
    goalSlot: -1,
  };
  search.arena.add(0, -1, -1, 0, 0, model.startBlank, model.startKey, model.start);
  search.seen.set(model.startKey, 0);
  syncRun(search);
  return search;
}

/** Every node ever stored stays in memory; the frontier is the part not yet expanded. */
function syncRun(s: BfsSearch): void {
  const stored = s.arena.length;
  s.run.sync(s.head, stored - s.head, stored, s.duplicates, s.nextId, s.peakFrontier);
}

/** Hands the buffers to the next run (pool.ts). */
export function closeBfs(s: BfsSearch): void {
  giveArena(s.arena);
  giveIndex(s.seen);
}

/** Expands until `head >= limit`, the goal, an empty queue or the budget. */
export function expandUntil(s: BfsSearch, limit: number): ChunkStatus {
  const { run, model, all, arena, seen, tiles, events } = s;
  const { goalKey } = model;
  const { neighbours, moveDir, degree } = model.topo;
  const { maxExpansions, maxMemoryNodes } = run.opts.budget;
  let head = s.head;
  let duplicates = s.duplicates;
  let nextId = s.nextId;
  let peakFrontier = s.peakFrontier;
  let status: ChunkStatus = 'paused';
  if (head === 0 && model.startKey === goalKey) {
    s.goalSlot = 0; // the start is the goal: solved before any expansion
    return 'solved';
  }
  while (head < limit) {
    if (head >= arena.length) {
      status = 'exhausted';
      break;
    }
    if (head >= maxExpansions || arena.length >= maxMemoryNodes || (head & 255) === 0) {
      run.sync(head, arena.length - head, arena.length, duplicates, nextId, peakFrontier);
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
      events.push({ type: 'expand', node: nodeInfo(id, parentId, key, g, 0, g, arena.move[slot]) });
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
          const node = nodeInfo(cid, id, arena.keys[arena.parent[slot]], cg, 0, cg, moveDir[base + k]);
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
          const node = nodeInfo(cid, id, ck, cg, 0, cg, dir);
          events.push({ type: 'generate', node, outcome: old < head ? 'closed' : 'frontier' });
        }
      } else {
        const cs = arena.add(cid, slot, dir, cg, 0, to, ck, tiles);
        seen.putLast(cs);
        if (all) events.push({ type: 'generate', node: nodeInfo(cid, id, ck, cg, 0, cg, dir), outcome: 'new' });
        if (ck === goalKey) {
          s.goalSlot = cs;
          status = 'solved';
          break;
        }
      }
      tiles[to] = tile;
      tiles[blank] = 0;
    }
    if (status === 'solved') break;
    if (arena.length - head > peakFrontier) peakFrontier = arena.length - head;
  }
  s.head = head;
  s.peakFrontier = peakFrontier;
  s.duplicates = duplicates;
  s.nextId = nextId;
  syncRun(s);
  return status;
}
