/**
 * A set of disjoint pattern databases for one board shape and one canonical goal blank cell, and
 * the layout that names a puzzle's set (`buildLayout.ts` builds it). Patterns are lists of
 * canonical goal cells; a table entry is the least number of moves of that pattern's tiles that
 * brings them home (see `buildTable`).
 */
import type { Puzzle } from '../puzzle';
import type { PartitionOptions } from './partition';
import { MAX_PDB_CELLS, partitionFor } from './partition';
import { placementCount } from './rank';
import { canonicalSymmetry } from './symmetry';

/** Bump when the table contents or the byte format change: cached copies are then rebuilt. */
export const PDB_FORMAT_VERSION = 1;

export interface PatternDatabaseSet {
  readonly rows: number;
  readonly cols: number;
  /** The goal blank cell in the canonical frame. */
  readonly blankCell: number;
  /** Per pattern, the canonical goal cells of its tiles, in index order. */
  readonly patterns: readonly (readonly number[])[];
  /** Per pattern, one byte per placement (see `rank.ts`). */
  readonly tables: readonly Uint8Array[];
  /** Names this exact set (version, shape, blank, partition): the cache key. */
  readonly id: string;
}

export interface PdbBuildProgress {
  readonly type: 'progress';
  /** 0-based index of the pattern being built. */
  readonly pattern: number;
  readonly patterns: number;
  /** Table entries filled so far, over all patterns. */
  readonly done: number;
  /** Table entries in the whole set. */
  readonly total: number;
}

export interface PdbLayout {
  readonly rows: number;
  readonly cols: number;
  readonly blankCell: number;
  readonly patterns: readonly (readonly number[])[];
  readonly id: string;
}

/** The goal's blank cell mapped to its canonical representative. */
export function canonicalBlankCell(puzzle: Puzzle): number {
  const blank = puzzle.goal.indexOf(0);
  return canonicalSymmetry(puzzle.rows, puzzle.cols, blank)[blank];
}

export function layoutFor(puzzle: Puzzle, options: PartitionOptions = {}): PdbLayout {
  const { rows, cols } = puzzle;
  const blankCell = canonicalBlankCell(puzzle);
  const patterns = partitionFor(rows, cols, blankCell, options);
  return { rows, cols, blankCell, patterns, id: layoutId(rows, cols, blankCell, patterns) };
}

export function layoutId(rows: number, cols: number, blankCell: number, patterns: readonly (readonly number[])[]) {
  return `pdb-v${PDB_FORMAT_VERSION}-${rows}x${cols}-b${blankCell}-${patterns.map((p) => p.join('.')).join('_')}`;
}

export function layoutEntries(layout: PdbLayout): number {
  const cells = layout.rows * layout.cols;
  return layout.patterns.reduce((sum, p) => sum + placementCount(cells, p.length), 0);
}

/** True when the board has a goal we can build tables for. */
export function layoutSupported(puzzle: Puzzle): boolean {
  const { rows, cols, goal } = puzzle;
  const size = rows * cols;
  if (!(rows >= 2 && cols >= 2 && size <= MAX_PDB_CELLS) || goal.length !== size) return false;
  const seen = new Uint8Array(size);
  for (const t of goal) {
    if (!(Number.isInteger(t) && t >= 0 && t < size) || seen[t]) return false;
    seen[t] = 1;
  }
  return true;
}
