/**
 * The 3x3 board as one 32-bit integer and a byte, for the 3x3 A* loop (aStar3x3Kernel.ts).
 *
 * `low` holds cells 0..7, 4 bits a cell (cell i at bits 4i..4i+3): the packed key of
 * stateKey.ts modulo 2^32. On a 3x3 board it already names the board, since cell 8 holds the one
 * tile missing from the other eight, so it is the key of a hash table on Int32Arrays with no
 * float arithmetic. Cell 8's tile is kept beside it (`last`) so any cell is read with a shift.
 *
 * A row's or a column's contents are 12 bits of these nibbles, so the linear-conflict cost of a
 * line is one lookup in a 4096-entry table: no multiplication, unlike incremental.ts's tables
 * indexed by sum(tile * 9^i). The costs are those same tables' rule (lineTable), so h stays
 * equal to the heuristic's own `estimate` (tested).
 */
import type { StateKey } from '../events';
import type { Puzzle } from '../puzzle';
import { lineTable } from './incremental';

/** The cells of the board. */
export const CELLS_3X3 = 9;

const TWO_32 = 4294967296;

/** The nibbles of cells 0..7 as an int32: the board's key in aStar3x3Kernel.ts's index. */
export function lowOf(tiles: ArrayLike<number>): number {
  let low = 0;
  for (let cell = 0; cell < 8; cell++) low |= tiles[cell] << (4 * cell);
  return low;
}

/** The tile on `cell`, given cell 8's tile `last`. */
export function tileAt(low: number, last: number, cell: number): number {
  return cell === 8 ? last : (low >>> (4 * cell)) & 15;
}

/** The packed StateKey (stateKey.ts) of the board (low, last). */
export function keyOf(low: number, last: number): StateKey {
  return (low >>> 0) + last * TWO_32;
}

/** Row `r`'s three tiles as 12 bits, left to right from the low nibble. */
export function rowBits(low: number, last: number, r: number): number {
  return r === 2 ? ((low >>> 24) & 0xff) | (last << 8) : (low >>> (12 * r)) & 0xfff;
}

/** Column `c`'s three tiles as 12 bits, top to bottom from the low nibble. */
export function colBits(low: number, last: number, c: number): number {
  const bottom = c === 2 ? last : (low >>> (4 * c + 24)) & 15;
  return ((low >>> (4 * c)) & 15) | (((low >>> (4 * c + 12)) & 15) << 4) | (bottom << 8);
}

/**
 * Linear conflict's cost of each line: rows[r * 4096 + rowBits(.., r)] and
 * cols[c * 4096 + colBits(.., c)] (one flat table a kind, so a lookup is one load).
 */
export interface LineCosts3x3 {
  readonly rows: Uint8Array;
  readonly cols: Uint8Array;
}

/** The entries of one line's table: 3 nibbles. */
export const LINE_ENTRIES = 4096;

const cache = new Map<string, LineCosts3x3>();

/** The tables for a 3x3 puzzle's goal (built once per goal). */
export function lineCosts3x3(puzzle: Puzzle): LineCosts3x3 {
  const id = puzzle.goal.join(',');
  const hit = cache.get(id);
  if (hit) return hit;
  const goalRow = new Int8Array(CELLS_3X3);
  const goalCol = new Int8Array(CELLS_3X3);
  for (let cell = 0; cell < CELLS_3X3; cell++) {
    goalRow[puzzle.goal[cell]] = Math.floor(cell / 3);
    goalCol[puzzle.goal[cell]] = cell % 3;
  }
  const rows = new Uint8Array(3 * LINE_ENTRIES);
  const cols = new Uint8Array(3 * LINE_ENTRIES);
  for (let line = 0; line < 3; line++) {
    // Digits 9..15 are no tile: `belongs` is false for them (goalRow has no such index).
    rows.set(
      lineTable(16, 3, (t) => goalRow[t] === line, goalCol),
      line * LINE_ENTRIES,
    );
    cols.set(
      lineTable(16, 3, (t) => goalCol[t] === line, goalRow),
      line * LINE_ENTRIES,
    );
  }
  const made: LineCosts3x3 = { rows, cols };
  cache.set(id, made);
  return made;
}
