/**
 * Ties one puzzle (its shape and goal labels) to a pattern database set: which pattern and slot
 * each tile belongs to, and where each real cell lies in the set's canonical frame. With a square
 * board whose canonical blank sits on the main diagonal, the same tables also give a second,
 * "reflected" estimate: the lookups for the board mirrored in that diagonal (the mirror of a
 * shortest solution is a shortest solution of the mirrored board, so it is just as admissible).
 */
import type { Puzzle } from '../puzzle';
import type { PatternDatabaseSet } from './databaseSet';
import { rankPlacement } from './rank';
import { canonicalSymmetry, transposeMap } from './symmetry';

/** Slots per pattern in the position arrays (patterns have at most 6 tiles). */
export const SLOT_STRIDE = 8;

export interface PdbFrame {
  readonly set: PatternDatabaseSet;
  readonly rows: number;
  readonly cols: number;
  readonly cells: number;
  readonly patternCount: number;
  readonly patternSize: Int8Array;
  /** All tables end to end; pattern p starts at tableOffset[p]. */
  readonly data: Uint8Array;
  readonly tableOffset: Int32Array;
  /** tile -> pattern index and slot (blank: -1), for the direct lookup. */
  readonly group: Int8Array;
  readonly slot: Int8Array;
  /** real cell -> canonical cell, for the direct lookup. */
  readonly cellMap: Int8Array;
  /** Whether the reflected lookup applies; if not, the *R arrays repeat the direct ones. */
  readonly reflect: boolean;
  readonly groupR: Int8Array;
  readonly slotR: Int8Array;
  readonly cellMapR: Int8Array;
  /** Real tile labels of each pattern, for explanations. */
  readonly patternTiles: readonly (readonly number[])[];
  readonly patternTilesR: readonly (readonly number[])[];
}

const concatenated = new WeakMap<PatternDatabaseSet, { data: Uint8Array; offsets: Int32Array }>();

function concatTables(set: PatternDatabaseSet): { data: Uint8Array; offsets: Int32Array } {
  const hit = concatenated.get(set);
  if (hit) return hit;
  const offsets = new Int32Array(set.tables.length);
  let total = 0;
  let contiguous = true;
  const first = set.tables[0];
  set.tables.forEach((t, i) => {
    offsets[i] = total;
    if (t.buffer !== first.buffer || t.byteOffset !== first.byteOffset + total) contiguous = false;
    total += t.length;
  });
  // Sets built or loaded here already lie end to end in one buffer (see `packTables`): no copy.
  let data: Uint8Array;
  if (contiguous) {
    data = new Uint8Array(first.buffer, first.byteOffset, total);
  } else {
    data = new Uint8Array(total);
    set.tables.forEach((t, i) => data.set(t, offsets[i]));
  }
  const out = { data, offsets };
  concatenated.set(set, out);
  return out;
}

/** The tables copied end to end into one buffer, returned as views of it. */
export function packTables(tables: readonly Uint8Array[]): Uint8Array[] {
  const data = new Uint8Array(tables.reduce((s, t) => s + t.length, 0));
  let at = 0;
  return tables.map((t) => {
    data.set(t, at);
    at += t.length;
    return data.subarray(at - t.length, at);
  });
}

export function makeFrame(puzzle: Puzzle, set: PatternDatabaseSet): PdbFrame {
  const { rows, cols, goal } = puzzle;
  const cells = rows * cols;
  if (set.rows !== rows || set.cols !== cols) throw new Error('pattern databases built for another shape');
  const blank = goal.indexOf(0);
  const sym = canonicalSymmetry(rows, cols, blank);
  if (sym[blank] !== set.blankCell) throw new Error('pattern databases built for another blank cell');
  const transpose = rows === cols ? transposeMap(rows) : null;
  const reflect = transpose !== null && transpose[set.blankCell] === set.blankCell;

  // canonical goal cell -> (pattern, slot)
  const cellGroup = new Int8Array(cells).fill(-1);
  const cellSlot = new Int8Array(cells).fill(-1);
  set.patterns.forEach((cellsOfPattern, p) =>
    cellsOfPattern.forEach((c, s) => {
      cellGroup[c] = p;
      cellSlot[c] = s;
    }),
  );

  const group = new Int8Array(cells).fill(-1);
  const slot = new Int8Array(cells).fill(-1);
  const groupR = new Int8Array(cells).fill(-1);
  const slotR = new Int8Array(cells).fill(-1);
  const cellMap = new Int8Array(cells);
  const cellMapR = new Int8Array(cells);
  const patternTiles: number[][] = set.patterns.map(() => []);
  const patternTilesR: number[][] = set.patterns.map(() => []);
  for (let c = 0; c < cells; c++) {
    cellMap[c] = sym[c];
    cellMapR[c] = reflect ? (transpose as Int8Array)[sym[c]] : sym[c];
  }
  for (let goalCell = 0; goalCell < cells; goalCell++) {
    const tile = goal[goalCell];
    if (tile === 0) continue;
    const u = cellMap[goalCell];
    group[tile] = cellGroup[u];
    slot[tile] = cellSlot[u];
    const v = cellMapR[goalCell];
    groupR[tile] = cellGroup[v];
    slotR[tile] = cellSlot[v];
  }
  // Tiles listed in slot order, so a label reads like the pattern's definition.
  set.patterns.forEach((cellsOfPattern, p) => {
    for (let s = 0; s < cellsOfPattern.length; s++) {
      for (let t = 1; t < cells; t++) {
        if (group[t] === p && slot[t] === s) patternTiles[p].push(t);
        if (groupR[t] === p && slotR[t] === s) patternTilesR[p].push(t);
      }
    }
  });
  const { data, offsets } = concatTables(set);
  return {
    set,
    rows,
    cols,
    cells,
    patternCount: set.patterns.length,
    patternSize: Int8Array.from(set.patterns.map((p) => p.length)),
    data,
    tableOffset: offsets,
    group,
    slot,
    cellMap,
    reflect,
    groupR,
    slotR,
    cellMapR,
    patternTiles,
    patternTilesR,
  };
}

/** Fills the position arrays for `tiles` (stride SLOT_STRIDE per pattern). */
export function placePatterns(frame: PdbFrame, tiles: ArrayLike<number>, pos: Int8Array, posR: Int8Array): void {
  for (let c = 0; c < frame.cells; c++) {
    const t = tiles[c];
    if (t === 0) continue;
    pos[frame.group[t] * SLOT_STRIDE + frame.slot[t]] = frame.cellMap[c];
    posR[frame.groupR[t] * SLOT_STRIDE + frame.slotR[t]] = frame.cellMapR[c];
  }
}

/** The table value of pattern p for the positions in `pos`. */
export function patternValue(frame: PdbFrame, pos: Int8Array, p: number): number {
  return frame.data[frame.tableOffset[p] + rankPlacement(pos, p * SLOT_STRIDE, frame.patternSize[p], frame.cells)];
}
