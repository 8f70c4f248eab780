/**
 * The fast IDA* core for pattern database heuristics: a resumable, allocation-free depth-first
 * loop over typed arrays. No events, no objects per node; `run(limit)` works until the total
 * expansion count reaches `limit` (or a solution / the end), then returns, so a generator can
 * yield progress between chunks at no cost to the inner loop.
 *
 * Per move: the moved tile's slot gets its new cell and only that tile's pattern index is
 * recomputed (and, with reflection, the index of the pattern holding its mirror image); the
 * heuristic is the parent's sum adjusted by two table reads. The inverse of the last move is
 * never entered. A child whose direct sum already exceeds the bound is cut before the reflected
 * index is computed (the max can only be larger); the next bound then uses that direct f, a
 * lower bound of the true one, which at worst costs a repeated pass, never optimality.
 *
 * It counts exactly like the traced generator (`idaStarPdbTraced`) and the generic IDA*, peaks
 * included (worked out afterwards, kernelPeaks.ts, since it keeps no stack):
 * children are tried last-neighbour-first (the order a LIFO stack pops them), every expansion
 * generates all its neighbours (the inverse one included, reported there as a 'cycle'), each
 * pass's root takes a fresh id, and the goal is tested when a node is expanded. So node ids and
 * counts agree between trace levels.
 *
 * Speed notes (V8): the loop is a module-level function over a plain state object, copied into
 * locals per chunk; a closure per kernel or a generator around the loop optimises worse.
 */
import type { Direction } from '../puzzle';
import { topology } from '../topology';
import type { PdbFrame } from './frame';
import { SLOT_STRIDE, placePatterns } from './frame';
import { NONE, openPeaks, type KernelPeaks } from './kernelPeaks';
import { POPCOUNT16 } from './rank';

export type KernelStatus = 'paused' | 'solved' | 'exhausted';

/** One pass of the search: its f bound and what it expanded and generated (its root included). */
export interface KernelPass {
  readonly bound: number;
  readonly expanded: number;
  readonly generated: number;
}

export interface IdaKernel {
  readonly rootH: number;
  /** The current f bound (the pass in progress). */
  readonly bound: number;
  /** 1 for the first pass. */
  readonly pass: number;
  readonly expanded: number;
  /** Every child created, the inverse move included, plus each pass's root. */
  readonly generated: number;
  /** Inverse-move children (dropped as cycles). */
  readonly duplicates: number;
  /** Nodes on the current path (depth + 1). */
  readonly pathNodes: number;
  readonly deepestPath: number;
  /**
   * The most nodes held at once (`memory`), counted as the traced generator and the generic
   * IDA* count them: the path plus the stack of children waiting (those within the bound), after
   * each expansion; and the longest that stack was (`stack`, the peak frontier). This kernel
   * keeps no stack, so they are worked out from what it does keep (kernelPeaks.ts).
   */
  peaks(): KernelPeaks;
  /**
   * Every pass begun, oldest first, the one in progress last (its counts so far): what the
   * pass table shows when the run was finished here rather than recorded event by event.
   */
  passes(): KernelPass[];
  /** Runs until `expanded >= limit`, a solution, or no solution within `maxDepth` moves. */
  run(limit: number): KernelStatus;
  /** The blank moves of the solution, after `run` returned 'solved'. */
  solution(): Direction[];
  /** Node ids from the root to the goal (as the traced generator numbers them). */
  solutionIds(): number[];
}

/** Longest path the stacks hold; far beyond any optimal 4x4 solution (80 moves). */
export const DEFAULT_MAX_DEPTH = 250;

/** Everything one search needs, in typed arrays; `runKernel` copies it into locals per chunk. */
export interface KernelState {
  readonly cells: number;
  readonly maxDepth: number;
  readonly neighbours: Int8Array;
  readonly degree: Int8Array;
  readonly data: Uint8Array;
  readonly offset: Int32Array;
  readonly size: Int8Array;
  readonly group: Int8Array;
  readonly slot: Int8Array;
  readonly cellMap: Int8Array;
  readonly groupR: Int8Array;
  readonly slotR: Int8Array;
  readonly cellMapR: Int8Array;
  readonly reflect: boolean;
  readonly tiles: Int8Array;
  readonly pos: Int8Array;
  readonly posR: Int8Array;
  readonly index: Int32Array;
  readonly indexR: Int32Array;
  // Per depth: blank cell, the cell it came from (-1 at the root), the next neighbour to try
  // (counting down), the two sums, the pattern indices the move into this depth replaced (for
  // undo), and the id of the node's first child (its children take consecutive ids).
  readonly blankAt: Int8Array;
  readonly cameFrom: Int8Array;
  readonly nextChild: Int8Array;
  readonly sumAt: Int16Array;
  readonly sumRAt: Int16Array;
  readonly savedIndex: Int32Array;
  readonly savedIndexR: Int32Array;
  readonly firstChildId: Float64Array;
  // The peaks a stack would have had (see kernelPeaks.ts), per depth: the children entered so
  // far, and the most (memory, stack) any of their subtrees held, less the child's ordinal.
  readonly entered: Int16Array;
  readonly bestMemory: Int32Array;
  readonly bestStack: Int32Array;
  /** The peaks of the passes' finished subtrees (the pass start's 1 to begin with). */
  peakMemory: number;
  peakStack: number;
  readonly exactPeaks: boolean;
  // Per pass, as it begins (one push per pass, nothing per node): its bound and the totals
  // before its root, so a pass's counts are the difference to the next pass's (or the end's).
  readonly passBound: number[];
  readonly passExpandedFrom: number[];
  readonly passGeneratedFrom: number[];
  rootId: number;
  bound: number;
  nextBound: number;
  pass: number;
  depth: number;
  deepest: number;
  expanded: number;
  generated: number;
  solvedDepth: number;
}

/**
 * `exactPeaks`: work out the peaks a stack would have had (kernelPeaks.ts) as the traced run
 * counts them; without it the peaks are the deepest path, and the inner loop does less.
 */
export function createIdaKernel(
  frame: PdbFrame,
  start: ArrayLike<number>,
  maxDepth = DEFAULT_MAX_DEPTH,
  exactPeaks = false,
): IdaKernel {
  const { cells, rows, cols } = frame;
  const topo = topology(rows, cols);
  const stackSize = maxDepth + 2;
  const s: KernelState = {
    cells,
    maxDepth,
    neighbours: topo.neighbours,
    degree: topo.degree,
    data: frame.data,
    offset: frame.tableOffset,
    size: frame.patternSize,
    group: frame.group,
    slot: frame.slot,
    cellMap: frame.cellMap,
    groupR: frame.groupR,
    slotR: frame.slotR,
    cellMapR: frame.cellMapR,
    reflect: frame.reflect,
    tiles: Int8Array.from(Array.from({ length: cells }, (_, c) => start[c])),
    pos: new Int8Array(frame.patternCount * SLOT_STRIDE),
    posR: new Int8Array(frame.patternCount * SLOT_STRIDE),
    index: new Int32Array(frame.patternCount),
    indexR: new Int32Array(frame.patternCount),
    blankAt: new Int8Array(stackSize),
    cameFrom: new Int8Array(stackSize),
    nextChild: new Int8Array(stackSize),
    sumAt: new Int16Array(stackSize),
    sumRAt: new Int16Array(stackSize),
    savedIndex: new Int32Array(stackSize),
    savedIndexR: new Int32Array(stackSize),
    firstChildId: new Float64Array(stackSize),
    entered: new Int16Array(stackSize),
    bestMemory: new Int32Array(stackSize),
    bestStack: new Int32Array(stackSize),
    peakMemory: 1,
    peakStack: 1,
    exactPeaks,
    passBound: [],
    passExpandedFrom: [],
    passGeneratedFrom: [],
    rootId: 0,
    bound: 0,
    nextBound: Infinity,
    pass: 0,
    depth: -1,
    deepest: 1,
    expanded: 0,
    generated: 0,
    solvedDepth: -1,
  };
  placePatterns(frame, start, s.pos, s.posR);
  let sumA = 0;
  let sumR = 0;
  for (let p = 0; p < frame.patternCount; p++) {
    s.index[p] = rankAt(s.pos, p * SLOT_STRIDE, s.size[p], cells);
    s.indexR[p] = rankAt(s.posR, p * SLOT_STRIDE, s.size[p], cells);
    sumA += s.data[s.offset[p] + s.index[p]];
    sumR += s.data[s.offset[p] + s.indexR[p]];
  }
  if (!s.reflect) sumR = 0;
  const rootH = sumA > sumR ? sumA : sumR;
  s.blankAt[0] = s.tiles.indexOf(0);
  s.cameFrom[0] = -1;
  s.sumAt[0] = sumA;
  s.sumRAt[0] = sumR;
  s.nextBound = rootH; // the first pass's bound, taken when the loop starts at depth -1

  return {
    rootH,
    get bound() {
      return s.bound;
    },
    get pass() {
      return s.pass;
    },
    get expanded() {
      return s.expanded;
    },
    get generated() {
      return s.generated;
    },
    get duplicates() {
      // Every expansion but a pass's root (and the goal's, which generates nothing) has exactly
      // one inverse-move child.
      return s.expanded - s.pass - (s.solvedDepth > 0 ? 1 : 0);
    },
    get pathNodes() {
      return s.depth + 1;
    },
    get deepestPath() {
      return s.deepest;
    },
    peaks: () =>
      s.exactPeaks
        ? openPeaks(s)
        : { memory: s.deepest, stack: s.deepest, memoryNow: s.depth + 1, stackNow: s.depth + 1 },
    passes: () =>
      s.passBound.map((bound, p) => ({
        bound,
        expanded: (s.passExpandedFrom[p + 1] ?? s.expanded) - s.passExpandedFrom[p],
        generated: (s.passGeneratedFrom[p + 1] ?? s.generated) - s.passGeneratedFrom[p],
      })),
    run: (limit) => runKernel(s, limit),
    solution() {
      const moves: Direction[] = [];
      for (let d = 1; d <= s.solvedDepth; d++) moves.push(stepDirection(s.blankAt[d - 1], s.blankAt[d], cols));
      return moves;
    },
    solutionIds() {
      const ids = [s.rootId];
      for (let d = 1; d <= s.solvedDepth; d++) {
        // The child's ordinal among its parent's neighbours: nextChild has already moved past it.
        ids.push(s.firstChildId[d - 1] + s.nextChild[d - 1] + 1);
      }
      return ids;
    },
  };
}

function runKernel(s: KernelState, limit: number): KernelStatus {
  if (s.solvedDepth >= 0) return 'solved';
  const { cells, maxDepth, neighbours, degree, data, offset, size, group, slot, cellMap } = s;
  const { groupR, slotR, cellMapR, reflect, tiles, pos, posR, index, indexR } = s;
  const { blankAt, cameFrom, nextChild, sumAt, sumRAt, savedIndex, savedIndexR, firstChildId } = s;
  const { entered, bestMemory, bestStack, exactPeaks } = s;
  const POP = POPCOUNT16;
  let { depth: d, bound, nextBound, expanded, generated, deepest } = s;
  let status: KernelStatus = 'paused';
  while (expanded < limit) {
    if (d < 0) {
      // A new pass (or the first): the bound is the least f cut in the last one.
      if (nextBound === Infinity) {
        status = 'exhausted';
        break;
      }
      bound = nextBound;
      nextBound = Infinity;
      s.pass++;
      s.passBound.push(bound);
      s.passExpandedFrom.push(expanded);
      s.passGeneratedFrom.push(generated);
      // Ids follow creation order and id 0 is the start event's root: the next id is generated + 1.
      generated++;
      s.rootId = generated;
      d = 0;
      expanded++;
      if (exactPeaks) {
        entered[0] = 0;
        bestMemory[0] = NONE;
        bestStack[0] = NONE;
      }
      if (sumAt[0] === 0) {
        s.solvedDepth = 0;
        status = 'solved';
        break;
      }
      const blank = blankAt[0];
      nextChild[0] = degree[blank] - 1;
      firstChildId[0] = generated + 1;
      generated += degree[blank];
      continue;
    }
    const blank = blankAt[d];
    const k = nextChild[d];
    if (k >= 0) {
      nextChild[d] = k - 1;
      const to = neighbours[blank * 4 + k];
      if (to === cameFrom[d]) continue;
      const tile = tiles[to];
      const g = d + 1;
      // Direct look-up: the tile slides from `to` into `blank`.
      const pa = group[tile];
      const baseA = pa * SLOT_STRIDE;
      const slotA = baseA + slot[tile];
      pos[slotA] = cellMap[blank];
      let used = 0;
      let ia = 0;
      for (let i = 0, n = size[pa]; i < n; i++) {
        const p = pos[baseA + i];
        ia = ia * (cells - i) + p - POP[used & ((1 << p) - 1)];
        used |= 1 << p;
      }
      const hA = sumAt[d] - data[offset[pa] + index[pa]] + data[offset[pa] + ia];
      if (g + hA > bound || g > maxDepth) {
        if (g + hA < nextBound && g <= maxDepth) nextBound = g + hA;
        pos[slotA] = cellMap[to];
        continue;
      }
      let hR = 0;
      let ir = 0;
      let pr = 0;
      if (reflect) {
        pr = groupR[tile];
        const baseR = pr * SLOT_STRIDE;
        const slotB = baseR + slotR[tile];
        posR[slotB] = cellMapR[blank];
        used = 0;
        for (let i = 0, n = size[pr]; i < n; i++) {
          const p = posR[baseR + i];
          ir = ir * (cells - i) + p - POP[used & ((1 << p) - 1)];
          used |= 1 << p;
        }
        hR = sumRAt[d] - data[offset[pr] + indexR[pr]] + data[offset[pr] + ir];
        if (g + hR > bound) {
          if (g + hR < nextBound) nextBound = g + hR;
          pos[slotA] = cellMap[to];
          posR[slotB] = cellMapR[to];
          continue;
        }
      }
      // Enter (expand) the child.
      savedIndex[g] = index[pa];
      index[pa] = ia;
      if (reflect) {
        savedIndexR[g] = indexR[pr];
        indexR[pr] = ir;
      }
      tiles[blank] = tile;
      tiles[to] = 0;
      blankAt[g] = to;
      cameFrom[g] = blank;
      sumAt[g] = hA;
      sumRAt[g] = hR;
      if (exactPeaks) {
        entered[d]++;
        entered[g] = 0;
        bestMemory[g] = NONE;
        bestStack[g] = NONE;
      }
      d = g;
      if (g >= deepest) deepest = g + 1;
      expanded++;
      if (hA === 0) {
        // Every pattern tile is home, so every tile is: the goal.
        s.solvedDepth = g;
        status = 'solved';
        break;
      }
      nextChild[g] = degree[to] - 1;
      firstChildId[g] = generated + 1;
      generated += degree[to];
    } else {
      // All children done. The peaks of this subtree: at this node's expansion, itself and its m
      // children within the bound; while child i's subtree ran, it and m - i of them still waited.
      if (exactPeaks) {
        const m = entered[d];
        const memory = 1 + m + Math.max(0, bestMemory[d]);
        const stack = m + Math.max(0, bestStack[d]);
        if (d === 0) {
          if (memory > s.peakMemory) s.peakMemory = memory;
          if (stack > s.peakStack) s.peakStack = stack;
        } else {
          const i = entered[d - 1];
          if (memory - i > bestMemory[d - 1]) bestMemory[d - 1] = memory - i;
          if (stack - i > bestStack[d - 1]) bestStack[d - 1] = stack - i;
        }
      }
      // Undo the move that led here.
      if (d === 0) {
        d = -1;
        continue;
      }
      const here = blankAt[d];
      const from = cameFrom[d];
      const tile = tiles[from];
      tiles[here] = tile;
      tiles[from] = 0;
      const pa = group[tile];
      pos[pa * SLOT_STRIDE + slot[tile]] = cellMap[here];
      index[pa] = savedIndex[d];
      if (reflect) {
        const pr = groupR[tile];
        posR[pr * SLOT_STRIDE + slotR[tile]] = cellMapR[here];
        indexR[pr] = savedIndexR[d];
      }
      d--;
    }
  }
  s.depth = d;
  s.bound = bound;
  s.nextBound = nextBound;
  s.expanded = expanded;
  s.generated = generated;
  s.deepest = deepest;
  return status;
}

function rankAt(pos: Int8Array, base: number, k: number, cells: number): number {
  let used = 0;
  let index = 0;
  for (let i = 0; i < k; i++) {
    const p = pos[base + i];
    index = index * (cells - i) + p - POPCOUNT16[used & ((1 << p) - 1)];
    used |= 1 << p;
  }
  return index;
}

/** The blank's direction for a step between adjacent cells. */
export function stepDirection(from: number, to: number, cols: number): Direction {
  if (to === from - cols) return 'U';
  if (to === from + cols) return 'D';
  return to === from - 1 ? 'L' : 'R';
}
