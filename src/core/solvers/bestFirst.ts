/**
 * The best-first engine behind greedy best-first, A* and weighted A*: a binary heap ordered by
 * (fValue, tieKey) from ordering.ts (for A*, that same order packed into one number, aStarKey,
 * in a bucket queue: O(1) per push and pop, the same order),
 * a node arena, and a state index pointing at each state's best node. The goal test is at
 * expansion, which is what makes A* optimal (with any admissible heuristic: closed nodes reached
 * by a shorter path are reopened, so a consistent heuristic is not required).
 *
 * Duplicates: a child whose state is known with an equal or better g is dropped ('closed' or
 * 'frontier'); with a strictly better g it replaces the frontier entry ('improved': the old heap
 * entry is marked STALE and skipped silently when popped) or re-enters the frontier after having
 * been expanded ('reopened', possible with weighted A* or an inconsistent heuristic). Greedy
 * ignores g, so it never improves or reopens.
 */
import type { AlgorithmId, GenerateOutcome } from '../events';
import type { NodeArena } from './arena';
import { CLOSED, STALE, pathTo } from './arena';
import type { AStarBucketQueue } from './bucketQueue';
import type { NodeHeap } from './heap';
import { childH, childKey, rootH } from './model';
import { A_STAR_F_LIMIT, A_STAR_H_LIMIT, aStarKey, fValue, tieKey } from './ordering';
import type { Run } from './run';
import { directionsOf, nodeInfo } from './run';
import { giveArena, giveHeap, giveIndex, giveAStarQueue, takeArena, takeHeap, takeIndex, takeAStarQueue } from './pool';
import type { StateIndex } from './stateIndex';
import type { Search } from './types';

export function* bestFirst(run: Run): Search {
  const model = run.model;
  const { all, algorithm, weight } = run.opts;
  const greedy = algorithm === 'greedy';
  const { size, goalKey } = model;
  const { neighbours, moveDir, degree } = model.topo;
  const arena = takeArena(size);
  // A* packs its order into one key (ordering.ts: aStarKey) for its bucket queue; the others
  // compare (f, tieKey) in a binary heap.
  let packed = algorithm === 'astar';
  const aStarQueue = takeAStarQueue();
  const heap = takeHeap();
  const index = takeIndex(model.numericKeys);
  const tiles = new Uint8Array(size);

  const h0 = rootH(model);
  const f0 = fValue(algorithm, 0, h0, weight);
  arena.add(0, -1, -1, 0, h0, model.startBlank, model.startKey, model.start);
  index.set(model.startKey, 0);
  if (packed && (f0 >= A_STAR_F_LIMIT || h0 >= A_STAR_H_LIMIT)) packed = false;
  if (packed) aStarQueue.push(0, aStarKey(f0, h0, 0));
  else heap.push(0, f0, tieKey(algorithm, 0, h0, 0));
  run.sync(0, 1, 1, 0, 1);
  yield run.startEvent(nodeInfo(0, -1, model.startKey, 0, h0, f0, -1));

  // The counters live in locals in the loop (see Run.sync); `memory` is arena.length.
  let expanded = 0;
  let frontier = 1;
  let duplicates = 0;
  let nextId = 1;
  let peakFrontier = 1;
  const { maxExpansions, maxMemoryNodes } = run.opts.budget;
  const progressEvery = run.opts.progressEvery;
  let nextProgress = progressEvery;
  for (;;) {
    const slot = packed ? aStarQueue.pop() : heap.pop();
    if (slot < 0) {
      run.sync(expanded, frontier, arena.length, duplicates, nextId, peakFrontier);
      release(arena, index, heap, aStarQueue);
      return run.exhausted();
    }
    const flags = arena.flags;
    if ((flags[slot] & STALE) !== 0) continue; // replaced by a better entry: never expanded
    if (expanded >= maxExpansions || arena.length >= maxMemoryNodes || (expanded & 255) === 0) {
      run.sync(expanded, frontier, arena.length, duplicates, nextId, peakFrontier);
      const reason = run.limitReached(); // also reads the clock, every 256 expansions
      if (reason !== null) {
        release(arena, index, heap, aStarQueue);
        return run.limit(reason);
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
      yield {
        type: 'expand',
        node: nodeInfo(id, parentId, key, g, h, fValue(algorithm, g, h, weight), arena.move[slot]),
      };
    }
    if (key === goalKey) {
      run.sync(expanded, frontier, arena.length, duplicates, nextId, peakFrontier);
      const { moves, ids } = pathTo(arena, slot);
      release(arena, index, heap, aStarQueue);
      return run.solved(directionsOf(moves), ids);
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
            yield { type: 'generate', node, outcome: wasClosed ? 'closed' : 'frontier' };
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
      if (all) yield { type: 'generate', node: nodeInfo(cid, id, ck, cg, ch, cf, dir), outcome };
      tiles[to] = tile;
      tiles[blank] = 0;
    }
    if (frontier > peakFrontier) peakFrontier = frontier;
    if (expanded >= nextProgress) {
      nextProgress += progressEvery;
      run.sync(expanded, frontier, arena.length, duplicates, nextId, peakFrontier);
      yield run.progress();
    }
  }
}

/** Hands the buffers to the next run (pool.ts); a run abandoned half-way just drops them. */
function release(arena: NodeArena, index: StateIndex, heap: NodeHeap, aStarQueue: AStarBucketQueue): void {
  giveArena(arena);
  giveIndex(index);
  giveHeap(heap);
  giveAStarQueue(aStarQueue);
}

/** Moves every packed A* entry to the two-key heap, keyed by (f, tieKey). */
function unpack(from: AStarBucketQueue, to: NodeHeap, arena: NodeArena, algorithm: AlgorithmId): void {
  from.drain((s) => to.push(s, arena.g[s] + arena.h[s], tieKey(algorithm, arena.g[s], arena.h[s], arena.id[s])));
}
