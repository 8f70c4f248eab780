import type { HeuristicId } from '../events';

/** One tile's share of a heuristic: the row a teacher writes in the Manhattan table. */
export interface TileContribution {
  readonly tile: number;
  readonly row: number;
  readonly col: number;
  readonly goalRow: number;
  readonly goalCol: number;
  /** |row - goalRow| */
  readonly dy: number;
  /** |col - goalCol| */
  readonly dx: number;
  /** What this tile adds to the heuristic (dx + dy for Manhattan, 0 or 1 for misplaced). */
  readonly value: number;
}

/** Two tiles in the same row (or column) and in their goal line, in reversed order. */
export interface LinearConflict {
  readonly line: 'row' | 'col';
  readonly index: number;
  readonly a: number;
  readonly b: number;
}

/**
 * Linear conflict, per line with tiles in their goal line: the fewest tiles to take out of the
 * line so the rest are in goal order. Each costs 2 moves beyond Manhattan (out of the line and
 * back); this, not the number of reversed pairs, is what the heuristic adds.
 */
export interface ConflictLine {
  readonly line: 'row' | 'col';
  readonly index: number;
  /** The tiles of this line that are in their goal line, in board order. */
  readonly tiles: readonly number[];
  /** One minimum set of tiles to step aside (complement of a longest in-order subsequence). */
  readonly removed: readonly number[];
  /** 2 * removed.length */
  readonly cost: number;
}

export interface HeuristicBreakdown {
  readonly value: number;
  readonly tiles: readonly TileContribution[];
  /** Linear conflict: the pairs counted (each costs 2 moves beyond Manhattan, after the minimum cover). */
  readonly conflicts?: readonly LinearConflict[];
  /** Linear conflict: the lines with a cost, and which tiles the minimum cover steps aside. */
  readonly conflictLines?: readonly ConflictLine[];
  /** A sentence-free, structured note for heuristics that are not a per-tile sum (walking distance, PDB). */
  readonly parts?: readonly { readonly label: string; readonly value: number }[];
}

/** An admissible estimate of the moves left to the goal of one puzzle. */
export interface Heuristic {
  readonly id: HeuristicId;
  /** Hot path: no allocation. */
  estimate(tiles: ArrayLike<number>): number;
  /** For teaching: how the value is made up. */
  explain(tiles: ArrayLike<number>): HeuristicBreakdown;
}
