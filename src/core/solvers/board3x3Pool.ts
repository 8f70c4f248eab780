/**
 * The 3x3 A* loop's buffers, kept for the next run as pool.ts keeps the general loops': in a
 * module of its own, so the page's first download, which never runs that loop, does not hold it.
 */
import { Board3x3Nodes } from './board3x3Nodes';
import { Int32KeyIndex } from './int32KeyIndex';
import { arenaCapacityFor, MAX_ARENA_SLOTS } from './pool';

let spare3x3: Board3x3Buffers | null = null;

/** The 3x3 A* loop's buffers (aStar3x3Kernel.ts). */
export interface Board3x3Buffers {
  readonly nodes: Board3x3Nodes;
  readonly index: Int32KeyIndex;
}

/**
 * The store starts with room for a whole 3x3 half-space, as arenas do (arenaCapacityFor); the
 * index starts small, as its size is what costs (int32KeyIndex.ts).
 */
export function takeBoard3x3(): Board3x3Buffers {
  const spare = spare3x3;
  spare3x3 = null;
  if (!spare) return { nodes: new Board3x3Nodes(arenaCapacityFor(9)), index: new Int32KeyIndex() };
  spare.nodes.length = 0;
  spare.index.clear();
  return spare;
}

export function giveBoard3x3(buffers: Board3x3Buffers): void {
  if (buffers.nodes.capacity <= MAX_ARENA_SLOTS && buffers.index.capacity <= MAX_ARENA_SLOTS) spare3x3 = buffers;
}
