/**
 * Buffers handed from one finished run to the next. Fresh typed arrays cost more than the
 * search itself on small puzzles (about 0.1 ms for an A* on a 31-move 3x3 board, most of it
 * the kernel zeroing new pages), and the views and benchmarks start runs back to back.
 *
 * A run takes a structure (or gets a new one when none is spare) and gives it back when it ends;
 * a run abandoned half-way simply never gives its buffers back. Only modest structures are kept,
 * one per kind (and per board size for arenas), so the pool never holds much memory.
 */
import { NodeArena } from './arena';
import { AStarBucketQueue } from './bucketQueue';
import { NodeHeap } from './heap';
import type { StateIndex } from './stateIndex';
import { makeStateIndex, NumericStateIndex } from './stateIndex';

/** Past these sizes a structure is left to the garbage collector. */
const MAX_ARENA_SLOTS = 1 << 16;
const MAX_INDEX_SLOTS = 1 << 17;
const MAX_HEAP_ENTRIES = 1 << 16;

const arenas = new Map<number, NodeArena>();
let spareIndex: NumericStateIndex | null = null;
let spareHeap: NodeHeap | null = null;
let spareQueue: AStarBucketQueue | null = null;

export function takeArena(size: number): NodeArena {
  const spare = arenas.get(size);
  if (!spare) return new NodeArena(size);
  arenas.delete(size);
  spare.reset();
  return spare;
}

export function giveArena(arena: NodeArena): void {
  if (arena.capacity <= MAX_ARENA_SLOTS) arenas.set(arena.size, arena);
}

export function takeIndex(numericKeys: boolean): StateIndex {
  if (!numericKeys || !spareIndex) return makeStateIndex(numericKeys);
  const spare = spareIndex;
  spareIndex = null;
  spare.clear();
  return spare;
}

export function giveIndex(index: StateIndex): void {
  if (index instanceof NumericStateIndex && index.capacity <= MAX_INDEX_SLOTS) spareIndex = index;
}

export function takeHeap(): NodeHeap {
  const spare = spareHeap ?? new NodeHeap();
  spareHeap = null;
  spare.clear();
  return spare;
}

export function giveHeap(heap: NodeHeap): void {
  if (heap.capacity <= MAX_HEAP_ENTRIES) spareHeap = heap;
}

export function takeAStarQueue(): AStarBucketQueue {
  const spare = spareQueue ?? new AStarBucketQueue();
  spareQueue = null;
  spare.clear();
  return spare;
}

export function giveAStarQueue(queue: AStarBucketQueue): void {
  if (queue.capacity <= MAX_HEAP_ENTRIES) spareQueue = queue;
}
