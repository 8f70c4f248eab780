/**
 * A* on the 3x3 board, without events: bestFirstKernel.ts's loop with the board held as one
 * int32 and a byte (board3x3.ts). A child's key, the tile that slides and the lines whose
 * conflicts change are shifts and masks; the index hashes int32s (int32KeyIndex.ts); the
 * frontier is the same bucket queue, fed f and h directly. On the two 31-move boards it takes
 * about 0.6 of the general loop's time (bench/drain.ts), most of the gain from the small int32
 * index: the general one hashes 36-bit keys held in doubles.
 *
 * It is the same search, node for node: the frontier order (f, then h, then id: ordering.ts),
 * the node ids, the duplicate rule, the counters handed to the run and the budget checks are
 * those of expandUntil in bestFirstKernel.ts (tests compare the two on many boards). With every
 * event traced, bestFirst.ts runs the general loop, which builds them.
 */
import type { ChunkStatus } from './chunked';
import type { Run } from './run';
import { CLOSED, STALE } from './arena';
import type { AStarBucketQueue } from './bucketQueue';
import type { BestFirstCounters } from './bestFirstKernel';
import { keepCounters, rootCounters, syncCounters } from './bestFirstKernel';
import type { Board3x3Nodes } from './board3x3Nodes';
import type { LineCosts3x3 } from './board3x3';
import { CELLS_3X3, LINE_ENTRIES, colBits, lineCosts3x3, lowOf, rowBits, tileAt } from './board3x3';
import { LINEAR_CONFLICT, MANHATTAN } from './incremental';
import type { Int32KeyIndex } from './int32KeyIndex';
import { rootH } from './model';
import { giveBoard3x3, takeBoard3x3 } from './board3x3Pool';
import { giveAStarQueue, takeAStarQueue } from './pool';

/** Whether `run` is one this loop can run: A* on a 3x3 board, no events, h updated by table. */
export function fitsAStar3x3(run: Run): boolean {
  const { model, opts } = run;
  return (
    opts.algorithm === 'astar' &&
    !opts.all &&
    model.size === CELLS_3X3 &&
    model.puzzle.rows === 3 &&
    (model.update === MANHATTAN || model.update === LINEAR_CONFLICT)
  );
}

export interface AStar3x3Search extends BestFirstCounters {
  readonly run: Run;
  readonly nodes: Board3x3Nodes;
  readonly index: Int32KeyIndex;
  readonly queue: AStarBucketQueue;
  /** Manhattan of each (tile, cell), incremental.ts's table. */
  readonly distance: Int32Array;
  /** The line tables, or null for plain Manhattan. */
  readonly lines: LineCosts3x3 | null;
  readonly goalLow: number;
}

/** Takes pooled buffers and puts the root on the frontier. */
export function openAStar3x3(run: Run): AStar3x3Search {
  const model = run.model;
  const { nodes, index } = takeBoard3x3();
  const search: AStar3x3Search = {
    run,
    nodes,
    index,
    queue: takeAStarQueue(),
    distance: model.inc.distance,
    lines: model.update === LINEAR_CONFLICT ? lineCosts3x3(model.puzzle) : null,
    goalLow: lowOf(model.goal),
    ...rootCounters(),
  };
  // f and h stay far below ordering.ts's limits on a 3x3 (h is a few dozen at most), so the
  // queue never has to give way to the heap as in bestFirstKernel.ts.
  const h0 = rootH(model);
  const low = lowOf(model.start);
  nodes.add(0, -1, -1, 0, h0, model.startBlank, low, model.start[8]);
  index.get(low);
  index.putLast(0);
  search.queue.pushAt(0, h0, h0);
  syncAStar3x3(search);
  return search;
}

export function syncAStar3x3(s: AStar3x3Search): void {
  syncCounters(s.run, s, s.nodes.length);
}

export function closeAStar3x3(s: AStar3x3Search): void {
  giveBoard3x3({ nodes: s.nodes, index: s.index });
  giveAStarQueue(s.queue);
}

/** bestFirstKernel.ts's expandUntil for this board (see the head of that file for the rules). */
export function expandUntil3x3(s: AStar3x3Search, limit: number): ChunkStatus {
  const { run, nodes, index, queue, distance, lines, goalLow } = s;
  const { neighbours, moveDir, degree } = run.model.topo;
  const { maxExpansions, maxMemoryNodes } = run.opts.budget;
  let expanded = s.expanded;
  let frontier = s.frontier;
  let duplicates = s.duplicates;
  let nextId = s.nextId;
  let peakFrontier = s.peakFrontier;
  let status: ChunkStatus = 'paused';
  while (expanded < limit) {
    const slot = queue.pop();
    if (slot < 0) {
      status = 'exhausted';
      break;
    }
    const flags = nodes.flags;
    if ((flags[slot] & STALE) !== 0) continue;
    if (expanded >= maxExpansions || nodes.length >= maxMemoryNodes || (expanded & 255) === 0) {
      run.sync(expanded, frontier, nodes.length, duplicates, nextId, peakFrontier);
      const reason = run.limitReached();
      if (reason !== null) {
        status = reason;
        break;
      }
    }
    flags[slot] |= CLOSED;
    const low = nodes.low[slot];
    expanded++;
    frontier--;
    if (low === goalLow) {
      s.goalSlot = slot;
      status = 'solved';
      break;
    }
    const g = nodes.g[slot];
    const h = nodes.h[slot];
    const blank = nodes.blank[slot];
    const last = nodes.last[slot];
    const cg = g + 1;
    const back = slot === 0 ? -1 : nodes.blank[nodes.parent[slot]];
    for (let k = 0, base = blank * 4; k < degree[blank]; k++) {
      const to = neighbours[base + k];
      if (to === back) {
        nextId++;
        duplicates++;
        continue;
      }
      // `tile` slides from `to` into the blank's cell; the blank goes to `to`.
      const tile = tileAt(low, last, to);
      let childLow = low;
      let childLast = last;
      if (to === 8) childLast = 0;
      else childLow &= ~(15 << (4 * to));
      if (blank === 8) childLast = tile;
      else childLow |= tile << (4 * blank);
      const cid = nextId++;
      const old = index.get(childLow);
      let ch: number;
      if (old >= 0) {
        if (cg >= nodes.g[old]) {
          duplicates++;
          continue;
        }
        ch = nodes.h[old];
        if ((nodes.flags[old] & CLOSED) === 0) {
          nodes.flags[old] |= STALE; // 'improved': the new entry below takes its place
          frontier--;
        }
      } else {
        ch = h - distance[tile * CELLS_3X3 + to] + distance[tile * CELLS_3X3 + blank];
        if (lines !== null) ch += conflictChange(lines, low, last, childLow, childLast, to, blank);
      }
      const cs = nodes.add(cid, slot, moveDir[base + k], cg, ch, to, childLow, childLast);
      index.putLast(cs);
      queue.pushAt(cs, cg + ch, ch);
      frontier++;
    }
    if (frontier > peakFrontier) peakFrontier = frontier;
  }
  keepCounters(s, expanded, frontier, duplicates, nextId, peakFrontier);
  syncAStar3x3(s);
  return status;
}

/**
 * The change in linear conflict when a tile slides from `from` to `to`: a vertical slide changes
 * the members of two rows (its column keeps its order), a horizontal one those of two columns.
 */
function conflictChange(
  lines: LineCosts3x3,
  low: number,
  last: number,
  childLow: number,
  childLast: number,
  from: number,
  to: number,
): number {
  const fromRow = (from / 3) | 0;
  const toRow = (to / 3) | 0;
  if (fromRow !== toRow) {
    const before = rowBits(low, last, fromRow) | (rowBits(low, last, toRow) << 12);
    const after = rowBits(childLow, childLast, fromRow) | (rowBits(childLow, childLast, toRow) << 12);
    return lineChange(lines.rows, fromRow, toRow, before, after);
  }
  const fromCol = from - fromRow * 3;
  const toCol = to - toRow * 3;
  const before = colBits(low, last, fromCol) | (colBits(low, last, toCol) << 12);
  const after = colBits(childLow, childLast, fromCol) | (colBits(childLow, childLast, toCol) << 12);
  return lineChange(lines.cols, fromCol, toCol, before, after);
}

/** The cost of lines `a` and `b` after minus before, their contents packed 12 bits each (a low). */
function lineChange(table: Uint8Array, a: number, b: number, before: number, after: number): number {
  const atA = a * LINE_ENTRIES;
  const atB = b * LINE_ENTRIES;
  return (
    table[atA + (after & 0xfff)] -
    table[atA + (before & 0xfff)] +
    table[atB + (after >>> 12)] -
    table[atB + (before >>> 12)]
  );
}
