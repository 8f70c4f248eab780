/**
 * The best-first loop behind greedy best-first, A* and weighted A*, as a plain resumable
 * function: `expandUntil(search, limit)` expands nodes until the expansion count reaches
 * `limit`, the budget stops it, or the goal is expanded, then returns. bestFirst.ts runs it in
 * chunks through runInChunks (chunked.ts), which yields between chunks. A generator around the
 * loop itself optimises worse in V8 (every yield is a resume point inside the loop): drained
 * without events it cost 1.3x this.
 *
 * Data: a binary heap ordered by (fValue, tieKey) from ordering.ts (for A*, that same order
 * packed into one number, aStarKey, in a bucket queue: O(1) per push and pop, the same order),
 * a node arena, and a state index pointing at each state's best node. The goal test is at
 * expansion, which is what makes A* optimal (with any admissible heuristic: closed nodes reached
 * by a shorter path are reopened, so a consistent heuristic is not required).
 *
 * Duplicates: a child whose state is known with an equal or better g is dropped ('closed' or
 * 'frontier'); with a strictly better g it replaces the frontier entry ('improved': the old heap
 * entry is marked STALE and skipped silently when popped) or re-enters the frontier after having
 * been expanded ('reopened', possible with weighted A* or an inconsistent heuristic). Greedy
 * ignores g, so it never improves or reopens.
 *
 * With events on, each chunk appends its events to `search.events` (in the order the generator
 * then yields them); with events off nothing is allocated per node.
 */
import type { AlgorithmId, GenerateOutcome, SearchEvent } from '../events';
import type { NodeArena } from './arena';
import { CLOSED, STALE } from './arena';
import type { AStarBucketQueue } from './bucketQueue';
import type { ChunkStatus } from './chunked';
import type { NodeHeap } from './heap';
import type { SearchModel } from './model';
import { childH, childKey, rootH } from './model';
import { A_STAR_F_LIMIT, A_STAR_H_LIMIT, aStarKey, fValue, tieKey } from './ordering';
import { giveArena, giveAStarQueue, giveHeap, giveIndex, takeArena, takeAStarQueue, takeHeap, takeIndex } from './pool';
import type { Run } from './run';
import { nodeInfo } from './run';
import type { StateIndex } from './stateIndex';

/** What a best-first loop counts, kept here between chunks (the loop holds them in locals). */
export interface BestFirstCounters {
  expanded: number;
  frontier: number;
  duplicates: number;
  nextId: number;
  peakFrontier: number;
  /** The goal node's slot once 'solved' (the expanded goal). */
  goalSlot: number;
}

/** The counters of a search with only its root, on the frontier. */
export function rootCounters(): BestFirstCounters {
  return { expanded: 0, frontier: 1, duplicates: 0, nextId: 1, peakFrontier: 1, goalSlot: -1 };
}

/** A chunk's end: the loop's counters, held in locals, back into `c`. */
export function keepCounters(
  c: BestFirstCounters,
  expanded: number,
  frontier: number,
  duplicates: number,
  nextId: number,
  peakFrontier: number,
): void {
  c.expanded = expanded;
  c.frontier = frontier;
  c.duplicates = duplicates;
  c.nextId = nextId;
  c.peakFrontier = peakFrontier;
}

/** Hands the counters to the run, before anything reads it; `memory` is the nodes held. */
export function syncCounters(run: Run, c: BestFirstCounters, memory: number): void {
  run.sync(c.expanded, c.frontier, memory, c.duplicates, c.nextId, c.peakFrontier);
}

/** One best-first search in progress: its buffers, and the counters between chunks. */
export interface BestFirstSearch extends BestFirstCounters {
  readonly run: Run;
  readonly model: SearchModel;
  readonly algorithm: AlgorithmId;
  readonly weight: number;
  readonly greedy: boolean;
  /** trace 'all': events are built into `events`. */
  readonly all: boolean;
  readonly arena: NodeArena;
  readonly index: StateIndex;
  readonly heap: NodeHeap;
  readonly aStarQueue: AStarBucketQueue;
  /** A* keeps its frontier in the bucket queue while every key fits (ordering.ts). */
  packed: boolean;
  readonly tiles: Uint8Array;
  /** Events of the last chunk, when `all`; the generator empties it. */
  readonly events: SearchEvent[];
}

/** Takes pooled buffers and puts the root on the frontier (the caller yields the start event). */
export function openBestFirst(run: Run): BestFirstSearch {
  const model = run.model;
  const { all, algorithm, weight } = run.opts;
  const search: BestFirstSearch = {
    run,
    model,
    algorithm,
    weight,
    greedy: algorithm === 'greedy',
    all,
    arena: takeArena(model.size),
    index: takeIndex(model.numericKeys),
    heap: takeHeap(),
    aStarQueue: takeAStarQueue(),
    packed: algorithm === 'astar',
    tiles: new Uint8Array(model.size),
    events: [],
    ...rootCounters(),
  };
  const h0 = rootH(model);
  const f0 = fValue(algorithm, 0, h0, weight);
  search.arena.add(0, -1, -1, 0, h0, model.startBlank, model.startKey, model.start);
  search.index.set(model.startKey, 0);
  if (search.packed && (f0 >= A_STAR_F_LIMIT || h0 >= A_STAR_H_LIMIT)) search.packed = false;
  if (search.packed) search.aStarQueue.push(0, aStarKey(f0, h0, 0));
  else search.heap.push(0, f0, tieKey(algorithm, 0, h0, 0));
  syncRun(search);
  return search;
}

/** Hands the counters to the run, before anything reads it (an event, a budget check). */
export function syncRun(s: BestFirstSearch): void {
  syncCounters(s.run, s, s.arena.length);
}

/** Hands the buffers to the next run (pool.ts); a run abandoned half-way just drops them. */
export function closeBestFirst(s: BestFirstSearch): void {
  giveArena(s.arena);
  giveIndex(s.index);
  giveHeap(s.heap);
  giveAStarQueue(s.aStarQueue);
}

/**
 * Expands until `expanded >= limit` ('paused'), the goal, an empty frontier or the budget.
 * The counters live in locals in the loop and go back to `s` (and the run) on every return.
 */
export function expandUntil(s: BestFirstSearch, limit: number): ChunkStatus {
  const { run, model, algorithm, weight, greedy, all, arena, index, heap, aStarQueue, tiles, events } = s;
  const { goalKey } = model;
  const { neighbours, moveDir, degree } = model.topo;
  const { maxExpansions, maxMemoryNodes } = run.opts.budget;
  let packed = s.packed;
  let expanded = s.expanded;
  let frontier = s.frontier;
  let duplicates = s.duplicates;
  let nextId = s.nextId;
  let peakFrontier = s.peakFrontier;
  let status: ChunkStatus = 'paused';
  while (expanded < limit) {
    const slot = packed ? aStarQueue.pop() : heap.pop();
    if (slot < 0) {
      status = 'exhausted';
      break;
    }
    const flags = arena.flags;
    if ((flags[slot] & STALE) !== 0) continue; // replaced by a better entry: never expanded
    if (expanded >= maxExpansions || arena.length >= maxMemoryNodes || (expanded & 255) === 0) {
      run.sync(expanded, frontier, arena.length, duplicates, nextId, peakFrontier);
      const reason = run.limitReached(); // also reads the clock, every 256 expansions
      if (reason !== null) {
        status = reason; // the run ends here: the popped node is simply not expanded
        break;
      }
    }
    flags[slot] |= CLOSED;
    const id = arena.id[slot];
    const g = arena.g[slot];
    const h = arena.h[slot];
    const blank = arena.blank[slot];
    const key = arena.keys[slot];
    expanded++;
    frontier--;
    if (all) {
      const parentId = slot === 0 ? -1 : arena.id[arena.parent[slot]];
      const node = nodeInfo(id, parentId, key, g, h, fValue(algorithm, g, h, weight), arena.move[slot]);
      events.push({ type: 'expand', node });
    }
    if (key === goalKey) {
      s.goalSlot = slot;
      status = 'solved';
      break;
    }
    arena.load(slot, tiles);
    const cg = g + 1;
    // The move back to the parent's state always meets a known state with a smaller g: a
    // duplicate whatever the algorithm, so without events it is counted and not looked up.
    const back = all || slot === 0 ? -1 : arena.blank[arena.parent[slot]];
    for (let k = 0, base = blank * 4; k < degree[blank]; k++) {
      const to = neighbours[base + k];
      if (to === back) {
        nextId++;
        duplicates++;
        continue;
      }
      const dir = moveDir[base + k];
      const tile = tiles[to];
      tiles[blank] = tile;
      tiles[to] = 0;
      const ck = childKey(model, key, tiles, tile, to, blank);
      const cid = nextId++;
      const old = index.get(ck);
      let ch: number;
      let outcome: GenerateOutcome = 'new';
      if (old >= 0) {
        ch = arena.h[old]; // same state, same h
        const wasClosed = (arena.flags[old] & CLOSED) !== 0;
        if (greedy || cg >= arena.g[old]) {
          duplicates++;
          if (all) {
            const node = nodeInfo(cid, id, ck, cg, ch, fValue(algorithm, cg, ch, weight), dir);
            events.push({ type: 'generate', node, outcome: wasClosed ? 'closed' : 'frontier' });
          }
          tiles[to] = tile;
          tiles[blank] = 0;
          continue;
        }
        if (wasClosed) {
          outcome = 'reopened';
        } else {
          outcome = 'improved';
          arena.flags[old] |= STALE;
          frontier--; // the new entry below takes its place
        }
      } else {
        ch = childH(model, h, tiles, tile, to, blank);
      }
      const cs = arena.add(cid, slot, dir, cg, ch, to, ck, tiles);
      index.putLast(cs);
      const cf = fValue(algorithm, cg, ch, weight);
      if (packed && (cf >= A_STAR_F_LIMIT || ch >= A_STAR_H_LIMIT)) {
        // Never on boards up to 5x5; kept so a huge heuristic cannot silently break the order.
        packed = false;
        unpack(aStarQueue, heap, arena, algorithm);
      }
      if (packed) aStarQueue.push(cs, aStarKey(cf, ch, cid));
      else heap.push(cs, cf, tieKey(algorithm, cg, ch, cid));
      frontier++;
      if (all) events.push({ type: 'generate', node: nodeInfo(cid, id, ck, cg, ch, cf, dir), outcome });
      tiles[to] = tile;
      tiles[blank] = 0;
    }
    if (frontier > peakFrontier) peakFrontier = frontier;
  }
  s.packed = packed;
  keepCounters(s, expanded, frontier, duplicates, nextId, peakFrontier);
  syncRun(s);
  return status;
}

/** Moves every packed A* entry to the two-key heap, keyed by (f, tieKey). */
function unpack(from: AStarBucketQueue, to: NodeHeap, arena: NodeArena, algorithm: AlgorithmId): void {
  from.drain((s) => to.push(s, arena.g[s] + arena.h[s], tieKey(algorithm, arena.g[s], arena.h[s], arena.id[s])));
}
