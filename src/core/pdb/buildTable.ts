/**
 * Builds one additive pattern database by breadth-first search over the abstract space: the
 * pattern's tiles plus the blank, every other tile indistinguishable. Only moves of pattern tiles
 * cost 1 (so tables of disjoint patterns add up); the blank wanders among the other cells for
 * free, so a state is a placement of the pattern plus the zero-cost region of free cells the
 * blank is in (regions numbered per occupancy by `regionOf`). Every remaining edge costs 1, so
 * a breadth-first search by levels gives exact distances; the table keeps, per placement, the
 * least distance over its regions (the value the search may use whatever the blank's cell).
 *
 * Levels are scanned in index order rather than kept in a FIFO: `current[index]` holds the
 * regions first reached at this depth, `reached[index]` all regions reached so far. Parents then
 * come in increasing index order, and their children form a few sequential streams through
 * memory instead of random jumps: a 6-tile 4x4 table took 2.2-3.0 s of CPU here, against
 * 3.4-4.8 s with a FIFO queue. A bitmap with one bit per 64 entries says which of them hold
 * anything, so a scan skips the empty stretches of a level 64 or 2,048 entries at a time: the
 * 27 scans of 16.8 million entries were a fifth of a 6-tile table's build, which now takes
 * 0.86-0.92 of the CPU time it did (with the shift below; three alternating pairs, 2026-12-06).
 *
 * The search indexes a placement by its cells as digits in base `cells` (16^6 = 16.8 million
 * slots for six tiles on 4x4, against 5.8 million dense placements), so a child's index is its
 * parent's plus (to - from) times the moved tile's weight: no ranking per child. The dense rank
 * (`rank.ts`) is computed once per placement, when it is first reached, to store its value. On a
 * 6-tile 4x4 table that took 0.77-0.87 of the CPU time of ranking every child (2026-12-03, four
 * alternating pairs), for three bytes per slot while building (50 MB for a 6-tile 4x4 table,
 * against 23 MB); the table kept is still one byte per placement.
 *
 * Speed notes (V8): the loop lives in a module-level function over a plain state object, copied
 * into locals per chunk. Closures created per build made V8 deoptimise when a second table was
 * built with other closures (3x slower), and a generator's resumed loop optimises poorly.
 */
import { POPCOUNT16, placementCount, rankPlacement } from './rank';

export const UNSET = 255;

export interface TableProgress {
  /** Placements whose value is known. */
  readonly done: number;
  readonly total: number;
}

interface BuildState {
  readonly cells: number;
  readonly k: number;
  /** Entries of the table (dense placements), and of the search's index (see below). */
  readonly total: number;
  readonly searchTotal: number;
  readonly table: Uint8Array;
  /** Per search index, one bit per blank region reached so far; 0 means "not reached yet". */
  readonly reached: Uint8Array;
  /**
   * The frontier: regions first reached at the current depth, and those found for the next
   * (padded to whole 32-bit words, with Int32 views so the scan skips four empty entries at once).
   */
  current: Uint8Array;
  next: Uint8Array;
  currentWords: Int32Array;
  nextWords: Int32Array;
  /** One bit per 64 entries of current / next: whether any of them may be set (word = 2,048 entries). */
  currentBlocks: Int32Array;
  nextBlocks: Int32Array;
  /** weight[i] = cells^(k-1-i): moving tile i from a to b moves the search index by (b-a)*weight[i]. */
  readonly weight: Int32Array;
  /**
   * Decoding a search index with one division: index = high * lowCount + low, where `low` covers
   * the last `lowTiles` tiles. highCells[high] / lowCells[low] pack cells (4 bits each), and
   * highOccupied / lowOccupied are their cell masks.
   */
  readonly lowCount: number;
  readonly lowTiles: number;
  readonly highCells: Int32Array;
  readonly highOccupied: Uint16Array;
  readonly lowCells: Int32Array;
  readonly lowOccupied: Uint16Array;
  readonly neighbourMask: Uint16Array;
  /** regionOf[occupied * 16 + cell]: which region (0..7) of the free cells `cell` lies in. */
  readonly regionOf: Uint8Array;
  /** regionMask[occupied * 8 + region]: the cells of that region. */
  readonly regionMask: Uint16Array;
  readonly pos: Int8Array;
  /** Next index to scan at this depth. */
  scan: number;
  depth: number;
  /** Whether the level being scanned has found any child for the next one. */
  grew: boolean;
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

/** Per number in base `cells` with `digits` digits: the digits as 4-bit cells, and their mask. */
function digitTables(cells: number, digits: number): { packed: Int32Array; occupied: Uint16Array } {
  let count = 1;
  for (let i = 0; i < digits; i++) count *= cells;
  const packed = new Int32Array(count);
  const occupied = new Uint16Array(count);
  for (let n = 0; n < count; n++) {
    let rest = n;
    let cellsPacked = 0;
    let mask = 0;
    for (let i = digits - 1; i >= 0; i--) {
      const cell = rest % cells;
      rest = (rest - cell) / cells;
      cellsPacked |= cell << (4 * i);
      mask |= 1 << cell;
    }
    packed[n] = cellsPacked;
    occupied[n] = mask;
  }
  return { packed, occupied };
}

function createState(rows: number, cols: number, blankCell: number, patternCells: readonly number[]): BuildState {
  const cells = rows * cols;
  const k = patternCells.length;
  if (cells > 16 || k > 6) throw new Error('pattern too large');
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
  // Free cells on a grid of at most 16 cells form at most 8 regions (the largest set of
  // pairwise non-adjacent cells), so a region set fits in one byte.
  const regionOf = new Uint8Array((full + 1) * 16);
  const regionMask = new Uint16Array((full + 1) * 8);
  for (let occ = 0; occ <= full; occ++) {
    let free = full & ~occ;
    for (let id = 0; free !== 0; id++) {
      if (id >= 8) throw new Error('more than 8 blank regions');
      const region = flood(31 - Math.clz32(free & -free), free, notCol0, notColLast, cols);
      regionMask[occ * 8 + id] = region;
      free &= ~region;
      for (let rest = region; rest !== 0; rest &= rest - 1) regionOf[occ * 16 + 31 - Math.clz32(rest & -rest)] = id;
    }
  }
  const weight = new Int32Array(k);
  let searchTotal = 1;
  for (let i = k - 1; i >= 0; i--) {
    weight[i] = searchTotal;
    searchTotal *= cells;
  }
  const lowTiles = Math.min(3, k - 1);
  const high = digitTables(cells, k - lowTiles);
  const low = digitTables(cells, lowTiles);
  const padded = (searchTotal + 3) & ~3;
  const current = new Uint8Array(padded);
  const next = new Uint8Array(padded);
  const state: BuildState = {
    cells,
    k,
    total,
    searchTotal,
    table: new Uint8Array(total).fill(UNSET),
    reached: new Uint8Array(searchTotal),
    current,
    next,
    currentWords: new Int32Array(current.buffer),
    nextWords: new Int32Array(next.buffer),
    currentBlocks: new Int32Array((searchTotal >> 11) + 1),
    nextBlocks: new Int32Array((searchTotal >> 11) + 1),
    weight,
    lowCount: low.packed.length,
    lowTiles,
    highCells: high.packed,
    highOccupied: high.occupied,
    lowCells: low.packed,
    lowOccupied: low.occupied,
    neighbourMask,
    regionOf,
    regionMask,
    pos: new Int8Array(k),
    scan: 0,
    depth: 0,
    grew: false,
    assigned: 1,
  };
  let occupied = 0;
  let goalSearchIndex = 0;
  patternCells.forEach((c, i) => {
    occupied |= 1 << c;
    goalSearchIndex += c * weight[i];
  });
  const goalRegion = 1 << regionOf[occupied * 16 + blankCell];
  state.table[rankPlacement(patternCells, 0, k, cells)] = 0;
  state.reached[goalSearchIndex] = goalRegion;
  state.current[goalSearchIndex] = goalRegion;
  state.currentBlocks[goalSearchIndex >> 11] |= 1 << ((goalSearchIndex >> 6) & 31);
  return state;
}

/** Scans up to `entries` search indices of the current level (moving on to the next levels); true when done. */
function step(s: BuildState, entries: number): boolean {
  const { cells, k, total, searchTotal, table, reached, neighbourMask, regionOf, regionMask, pos, weight } = s;
  const { lowCount, lowTiles, highCells, highOccupied, lowCells, lowOccupied } = s;
  const POP = POPCOUNT16;
  const highTiles = k - lowTiles;
  // A power-of-two low part (16 cells) decodes by a shift instead of a division.
  const lowShift = (lowCount & (lowCount - 1)) === 0 ? 31 - Math.clz32(lowCount) : -1;
  let { current, next, currentWords, nextWords, currentBlocks, nextBlocks, scan, depth, grew, assigned } = s;
  let budget = entries;
  let finished = false;
  while (budget > 0) {
    if (scan >= searchTotal) {
      // Level done: the next one becomes current.
      if (!grew) {
        finished = true;
        break;
      }
      // The level just scanned was cleared entry by entry as it went: it is the empty next one.
      [current, next] = [next, current];
      [currentWords, nextWords] = [nextWords, currentWords];
      // Its blocks were only ever read: cleared at once (32 KB for a 6-tile 4x4 table).
      currentBlocks.fill(0);
      [currentBlocks, nextBlocks] = [nextBlocks, currentBlocks];
      scan = 0;
      depth++;
      grew = false;
    }
    const end = Math.min(searchTotal, scan + budget);
    budget -= end - scan;
    const value = depth + 1;
    for (; scan < end; scan++) {
      // An empty block of 64 entries, or a word of 32 blocks, is passed over whole.
      if ((scan & 63) === 0) {
        const blocks = currentBlocks[scan >> 11];
        if ((scan & 2047) === 0 && blocks === 0) {
          scan += 2047;
          continue;
        }
        if ((blocks & (1 << ((scan >> 6) & 31))) === 0) {
          scan += 63;
          continue;
        }
      }
      // Four empty entries at a time (the arrays are padded to whole words).
      if ((scan & 3) === 0 && currentWords[scan >> 2] === 0) {
        scan += 3;
        continue;
      }
      let regions = current[scan];
      if (regions === 0) continue;
      current[scan] = 0;
      // Decode the placement: two table look-ups around one division.
      const high = lowShift >= 0 ? scan >>> lowShift : Math.floor(scan / lowCount);
      const low = scan - high * lowCount;
      const occupied = highOccupied[high] | lowOccupied[low];
      const cellsHigh = highCells[high];
      const cellsLow = lowCells[low];
      for (let i = 0; i < highTiles; i++) pos[i] = (cellsHigh >>> (4 * i)) & 15;
      for (let i = highTiles; i < k; i++) pos[i] = (cellsLow >>> (4 * (i - highTiles))) & 15;
      for (; regions !== 0; regions &= regions - 1) {
        const region = regionMask[occupied * 8 + 31 - Math.clz32(regions & -regions)];
        for (let i = 0; i < k; i++) {
          const from = pos[i];
          for (let targets = neighbourMask[from] & region; targets !== 0; targets &= targets - 1) {
            const bit = targets & -targets;
            const to = 31 - Math.clz32(bit);
            const child = scan + (to - from) * weight[i];
            // The tile left `from`: the blank now stands there, in one of the child's regions.
            const regionBit = 1 << regionOf[((occupied ^ (1 << from) ^ bit) << 4) | from];
            const seen = reached[child];
            if ((seen & regionBit) === 0) {
              reached[child] = seen | regionBit;
              next[child] |= regionBit;
              nextBlocks[child >> 11] |= 1 << ((child >> 6) & 31);
              grew = true;
              if (seen === 0) {
                // First reached: the placement's value, at its dense rank (see rank.ts).
                let index = 0;
                let used = 0;
                for (let j = 0; j < k; j++) {
                  const p = j === i ? to : pos[j];
                  index = index * (cells - j) + p - POP[used & ((1 << p) - 1)];
                  used |= 1 << p;
                }
                table[index] = value;
                assigned++;
              }
            }
          }
        }
      }
    }
  }
  s.current = current;
  s.next = next;
  s.currentWords = currentWords;
  s.nextWords = nextWords;
  s.currentBlocks = currentBlocks;
  s.nextBlocks = nextBlocks;
  s.scan = scan;
  s.depth = depth;
  s.grew = grew;
  s.assigned = assigned;
  if (!finished) return false;
  if (assigned !== total) {
    // Some placements cannot be reached from the goal (a 2x2 board turns its tiles like a
    // cycle). No solvable board projects onto them, so their value is never read in a search;
    // 0 keeps the table harmless for anyone who asks about an unsolvable board.
    for (let i = 0; i < table.length; i++) if (table[i] === UNSET) table[i] = 0;
  }
  return true;
}

/** Builds the table, yielding progress between chunks of `chunk` scanned indices. */
export function* buildTable(
  rows: number,
  cols: number,
  blankCell: number,
  patternCells: readonly number[],
  chunk = 1 << 18,
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
