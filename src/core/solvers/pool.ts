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

/**
 * Past these sizes a structure is left to the garbage collector. An arena is kept up to a whole
 * 3x3 state space (arenaCapacityFor), so a page's runs on the 8-puzzle make it once.
 */
export const MAX_ARENA_SLOTS = 1 << 18;
const MAX_INDEX_SLOTS = 1 << 17;
const MAX_HEAP_ENTRIES = 1 << 16;

const arenas = new Map<number, NodeArena>();
let spareIndex: NumericStateIndex | null = null;
let spareHeap: NodeHeap | null = null;
let spareQueue: AStarBucketQueue | null = null;

export function takeArena(size: number): NodeArena {
  const capacity = arenaCapacityFor(size);
  const spare = arenas.get(size);
  if (!spare || spare.capacity < capacity) return new NodeArena(size, capacity);
  arenas.delete(size);
  spare.reset();
  return spare;
}

/**
 * The slots an arena starts with for a board of `size` cells: on boards up to 3x3 every state
 * the search can reach (size!/2), so that a graph search that sweeps them all never grows it. A
 * doubling copies every array (16 ms for the 3x3's last one, inside one slice of a page's frame);
 * the slots are used in order, and a typed array's untouched pages cost nothing. Larger boards
 * start small and double.
 */
export function arenaCapacityFor(size: number): number {
  if (size > 9) return 8192;
  let states = 1;
  for (let n = 2; n <= size; n++) states *= n;
  return Math.max(8192, states / 2);
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
