/**
 * Builds one additive pattern database by breadth-first search over the abstract space: the
 * pattern's tiles plus the blank, every other tile indistinguishable. Only moves of pattern tiles
 * cost 1 (so tables of disjoint patterns add up); the blank wanders among the other cells for
 * free. Instead of 0-1 BFS over (placement, blank cell), each queue entry stands for a whole
 * zero-cost region of blank cells (a flood fill on a bit mask), so every remaining edge costs 1
 * and a plain FIFO gives exact distances. The table keeps the least distance over all regions.
 *
 * Speed notes (V8): the loop lives in a module-level function over a plain state object, copied
 * into locals per chunk. Closures created per build made V8 deoptimise when a second table was
 * built with other closures (3x slower), and a generator's resumed loop optimises poorly.
 */
import { POPCOUNT16, placementCount, rankPlacement } from './rank';

export const UNSET = 255;

/** Queue entries pack the tiles' cells (4 bits each) and the blank cell into one int. */
const CELL_BITS = 4;

export interface TableProgress {
  /** Placements whose value is known. */
  readonly done: number;
  readonly total: number;
}

interface BuildState {
  readonly cells: number;
  readonly cols: number;
  readonly k: number;
  readonly total: number;
  readonly table: Uint8Array;
  /** Multi-region placements only: the blank cells already reached. */
  readonly reached: Uint16Array;
  /** One bit per placement, "has a value": 1/8 of the table, so the hot test stays in cache. */
  readonly seen: Int32Array;
  readonly full: number;
  readonly notCol0: number;
  readonly notColLast: number;
  readonly neighbourMask: Uint16Array;
  /** oneRegion[occupied] = 1 when the free cells are connected (the blank's cell then does not matter). */
  readonly oneRegion: Uint8Array;
  readonly pos: Int8Array;
  queue: Int32Array;
  head: number;
  tail: number;
  depth: number;
  levelEnd: number;
  assigned: number;
}

/** Cells reachable by the blank from `start` through `free` cells. */
function flood(start: number, free: number, notCol0: number, notColLast: number, cols: number): number {
  let region = 1 << start;
  for (;;) {
    const next =
      (region | ((region << 1) & notCol0) | ((region >>> 1) & notColLast) | (region << cols) | (region >>> cols)) &
      free;
    if (next === region) return region;
    region = next;
  }
}

function createState(rows: number, cols: number, blankCell: number, patternCells: readonly number[]): BuildState {
  const cells = rows * cols;
  const k = patternCells.length;
  if (cells > 16 || k > 6) throw new Error('pattern too large for the packed queue');
  const total = placementCount(cells, k);
  const full = cells === 16 ? 0xffff : (1 << cells) - 1;
  let col0 = 0;
  let colLast = 0;
  for (let r = 0; r < rows; r++) {
    col0 |= 1 << (r * cols);
    colLast |= 1 << (r * cols + cols - 1);
  }
  const notCol0 = full & ~col0;
  const notColLast = full & ~colLast;
  const neighbourMask = new Uint16Array(cells);
  for (let c = 0; c < cells; c++) {
    const bit = 1 << c;
    neighbourMask[c] = (((bit << 1) & notCol0) | ((bit >>> 1) & notColLast) | (bit << cols) | (bit >>> cols)) & full;
  }
  const oneRegion = new Uint8Array(full + 1);
  for (let occ = 0; occ <= full; occ++) {
    const free = full & ~occ;
    if (free !== 0)
      oneRegion[occ] = flood(31 - Math.clz32(free & -free), free, notCol0, notColLast, cols) === free ? 1 : 0;
  }
  const state: BuildState = {
    cells,
    cols,
    k,
    total,
    table: new Uint8Array(total).fill(UNSET),
    reached: new Uint16Array(total),
    seen: new Int32Array((total + 31) >>> 5),
    full,
    notCol0,
    notColLast,
    neighbourMask,
    oneRegion,
    pos: new Int8Array(k),
    queue: new Int32Array(Math.max(1024, total + (total >> 2))),
    head: 0,
    tail: 0,
    depth: 0,
    levelEnd: 1,
    assigned: 1,
  };
  let packed = 0;
  let occupied = 0;
  for (let i = 0; i < k; i++) {
    packed |= patternCells[i] << (CELL_BITS * i);
    occupied |= 1 << patternCells[i];
  }
  const goalIndex = rankPlacement(patternCells, 0, k, cells);
  state.table[goalIndex] = 0;
  state.seen[goalIndex >>> 5] |= 1 << (goalIndex & 31);
  state.reached[goalIndex] = flood(blankCell, full & ~occupied, notCol0, notColLast, cols);
  state.queue[state.tail++] = packed | (blankCell << (CELL_BITS * k));
  return state;
}

/** Processes up to `entries` queue entries; true when the table is complete. */
function step(s: BuildState, entries: number): boolean {
  const { cells, cols, k, table, reached, seen, full, notCol0, notColLast, neighbourMask, oneRegion, pos } = s;
  const POP = POPCOUNT16;
  const blankShift = CELL_BITS * k;
  let head = s.head;
  let tail = s.tail;
  let queue = s.queue;
  let depth = s.depth;
  let levelEnd = s.levelEnd;
  let assigned = s.assigned;
  const stop = head + entries;
  while (head < tail && head < stop) {
    if (head === levelEnd) {
      depth++;
      levelEnd = tail;
    }
    const entry = queue[head++];
    let occupied = 0;
    for (let i = 0; i < k; i++) {
      const p = (entry >>> (CELL_BITS * i)) & 15;
      pos[i] = p;
      occupied |= 1 << p;
    }
    const region = flood((entry >>> blankShift) & 15, full & ~occupied, notCol0, notColLast, cols);
    const next = depth + 1;
    // Ranks of the unchanged leading tiles are shared by every child that moves a later tile.
    let prefixIndex = 0;
    let prefixUsed = 0;
    for (let i = 0; i < k; i++) {
      const from = pos[i];
      let targets = neighbourMask[from] & region;
      while (targets !== 0) {
        const bit = targets & -targets;
        targets ^= bit;
        const to = 31 - Math.clz32(bit);
        let index = prefixIndex * (cells - i) + to - POP[prefixUsed & (bit - 1)];
        let used = prefixUsed | bit;
        for (let j = i + 1; j < k; j++) {
          const p = pos[j];
          index = index * (cells - j) + p - POP[used & ((1 << p) - 1)];
          used |= 1 << p;
        }
        // The tile left `from`: that is where the blank now stands. With one free region (most
        // placements) "reached" is just "has a value"; otherwise the region's cells are checked.
        const childOccupied = occupied ^ (1 << from) ^ bit;
        const word = index >>> 5;
        const mask = 1 << (index & 31);
        const single = oneRegion[childOccupied] === 1;
        if (single ? (seen[word] & mask) === 0 : (reached[index] & (1 << from)) === 0) {
          if (!single) reached[index] |= flood(from, full & ~childOccupied, notCol0, notColLast, cols);
          if ((seen[word] & mask) === 0) {
            seen[word] |= mask;
            table[index] = next;
            assigned++;
          }
          if (tail === queue.length) {
            const grown = new Int32Array(queue.length + (queue.length >> 1));
            grown.set(queue);
            queue = grown;
          }
          queue[tail++] =
            (entry & ~(15 << (CELL_BITS * i)) & ~(15 << blankShift)) | (to << (CELL_BITS * i)) | (from << blankShift);
        }
      }
      prefixIndex = prefixIndex * (cells - i) + from - POP[prefixUsed & ((1 << from) - 1)];
      prefixUsed |= 1 << from;
    }
  }
  s.head = head;
  s.tail = tail;
  s.queue = queue;
  s.depth = depth;
  s.levelEnd = levelEnd;
  s.assigned = assigned;
  if (head < tail) return false;
  if (assigned !== s.total) {
    // Some placements cannot be reached from the goal (a 2x2 board turns its tiles like a
    // cycle). No solvable board projects onto them, so their value is never read in a search;
    // 0 keeps the table harmless for anyone who asks about an unsolvable board.
    for (let i = 0; i < table.length; i++) if (table[i] === UNSET) table[i] = 0;
  }
  return true;
}

/** Builds the table, yielding progress between chunks of `chunk` queue entries. */
export function* buildTable(
  rows: number,
  cols: number,
  blankCell: number,
  patternCells: readonly number[],
  chunk = 1 << 17,
): Generator<TableProgress, Uint8Array> {
  const state = createState(rows, cols, blankCell, patternCells);
  while (!step(state, chunk)) yield { done: state.assigned, total: state.total };
  return state.table;
}

/** The same without progress: for tests and callers that do not need to yield. */
export function buildTableNow(rows: number, cols: number, blankCell: number, patternCells: readonly number[]) {
  const state = createState(rows, cols, blankCell, patternCells);
  step(state, Infinity);
  return state.table;
}
