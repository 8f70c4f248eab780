/**
 * The fast IDA* kernel's peak memory and peak frontier, as the traced generator counts them
 * (path + the stack of children within the bound, after each expansion but the goal's), though
 * the kernel keeps no stack: it tries a node's children one by one when it comes back to them.
 *
 * Worked out per subtree instead. A node expanded with m children within the bound holds
 * 1 + m (itself and them) at its expansion; while its i-th entered child's subtree runs, it
 * and m - i siblings still wait. So a subtree's peak memory is 1 + m + max(0, max_i(peak(child i)
 * - i)), its peak stack m + max(0, max_i(stack peak(child i) - i)), folded
 * into the parent when the kernel leaves the node (idaKernel.ts keeps `entered` and the best
 * `peak - i` per depth); a pass's root gives the pass's peak.
 *
 * The levels still open (the current path) are finished here, on a copy of the board: their
 * children not tried yet are evaluated, as the traced run evaluated them when it pushed them.
 * A few dozen look-ups per level, once per chunk: nothing in the inner loop.
 */
import type { KernelState } from './idaKernel';
import { SLOT_STRIDE } from './frame';
import { rankPlacement } from './rank';

/** A copy of the kernel's board and pattern indices, walked back up the path. */
interface Board {
  readonly tiles: Int8Array;
  readonly pos: Int8Array;
  readonly posR: Int8Array;
  readonly index: Int32Array;
  readonly indexR: Int32Array;
}

/** "No subtree yet" in the per-depth bests: far below any peak minus an ordinal. */
export const NONE = -1_000_000;

export interface KernelPeaks {
  memory: number;
  stack: number;
  /** What the traced run would hold now: the children waiting, and those plus the path. */
  memoryNow: number;
  stackNow: number;
}

export function openPeaks(s: KernelState): KernelPeaks {
  let memory = s.peakMemory;
  let stack = s.peakStack;
  if (s.depth < 0) return { memory, stack, memoryNow: 0, stackNow: 0 };
  let stackNow = 0;
  const board: Board = {
    tiles: s.tiles.slice(),
    pos: s.pos.slice(),
    posR: s.posR.slice(),
    index: s.index.slice(),
    indexR: s.indexR.slice(),
  };
  // The open subtree below the level being finished: its peaks, less nothing yet.
  let childMemory = NONE;
  let childStack = NONE;
  for (let d = s.depth; d >= 0; d--) {
    let levelMemory = NONE;
    let levelStack = NONE;
    // The goal is not followed by a count in the traced run (it returns at once).
    if (d !== s.solvedDepth) {
      const i = s.entered[d];
      let bestM = s.bestMemory[d];
      let bestS = s.bestStack[d];
      if (d < s.depth) {
        bestM = Math.max(bestM, childMemory - i);
        bestS = Math.max(bestS, childStack - i);
      }
      const waiting = waitingChildren(s, d, board);
      stackNow += waiting;
      const m = i + waiting;
      levelMemory = 1 + m + Math.max(0, bestM);
      levelStack = Math.max(m, m + bestS);
    }
    childMemory = levelMemory;
    childStack = levelStack;
    if (d > 0) undoMove(s, d, board);
  }
  memory = Math.max(memory, childMemory);
  stack = Math.max(stack, childStack);
  return { memory, stack, memoryNow: stackNow + s.depth + 1, stackNow };
}

/** Children of the node at depth d not tried yet that are within the bound (as the kernel decides). */
function waitingChildren(s: KernelState, d: number, board: Board): number {
  const { tiles, pos, posR, index, indexR } = board;
  const blank = s.blankAt[d];
  const g = d + 1;
  let waiting = 0;
  for (let k = s.nextChild[d]; k >= 0; k--) {
    const to = s.neighbours[blank * 4 + k];
    if (to === s.cameFrom[d] || g > s.maxDepth) continue;
    const tile = tiles[to];
    const hA = movedSum(s, tile, blank, pos, index, s.group, s.slot, s.cellMap, s.sumAt[d]);
    if (g + hA > s.bound) continue;
    if (s.reflect && g + movedSum(s, tile, blank, posR, indexR, s.groupR, s.slotR, s.cellMapR, s.sumRAt[d]) > s.bound)
      continue;
    waiting++;
  }
  return waiting;
}

/** The heuristic sum after `tile` slides into `blank`, one pattern re-ranked (positions restored). */
function movedSum(
  s: KernelState,
  tile: number,
  blank: number,
  pos: Int8Array,
  index: Int32Array,
  group: Int8Array,
  slot: Int8Array,
  cellMap: Int8Array,
  sum: number,
): number {
  const p = group[tile];
  const base = p * SLOT_STRIDE;
  const at = base + slot[tile];
  const was = pos[at];
  pos[at] = cellMap[blank];
  const moved = rankPlacement(pos, base, s.size[p], s.cells);
  pos[at] = was;
  return sum - s.data[s.offset[p] + index[p]] + s.data[s.offset[p] + moved];
}

/** Takes the copy of the board from depth d back to depth d - 1 (as the kernel backtracks). */
function undoMove(s: KernelState, d: number, board: Board): void {
  const { tiles, pos, posR, index, indexR } = board;
  const here = s.blankAt[d];
  const from = s.cameFrom[d];
  const tile = tiles[from];
  tiles[here] = tile;
  tiles[from] = 0;
  const pa = s.group[tile];
  pos[pa * SLOT_STRIDE + s.slot[tile]] = s.cellMap[here];
  index[pa] = s.savedIndex[d];
  if (s.reflect) {
    const pr = s.groupR[tile];
    posR[pr * SLOT_STRIDE + s.slotR[tile]] = s.cellMapR[here];
    indexR[pr] = s.savedIndexR[d];
  }
}
