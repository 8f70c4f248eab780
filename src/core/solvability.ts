/**
 * Can this board reach this goal? Decided before any search by a parity invariant, for any
 * width and any goal.
 *
 * Count the inversions: pairs of tiles (the blank left out) in the wrong order when the board is
 * read row by row. A horizontal move never changes the reading order. A vertical move carries
 * one tile past the cols-1 tiles between its old and new cell, changing the inversions by an
 * odd amount when cols-1 is odd and by an even amount when it is even. So:
 * - odd width: the parity of the inversions never changes;
 * - even width: each vertical move flips the inversion parity AND moves the blank one row, so
 *   the parity of (inversions + the blank's row counted from the bottom) never changes.
 * Half of all arrangements share the goal's invariant, and those are exactly the reachable ones
 * (for every board of at least 2x2), so comparing the start's invariant with the goal's decides
 * it. Tiles are compared by their labels, which is why any custom goal works: the goal simply
 * has its own invariant.
 */
import type { Puzzle } from './puzzle';

export interface SolvabilityReport {
  solvable: boolean;
  rows: number;
  cols: number;
  rule: 'odd-width' | 'even-width';
  inversions: number;
  /** 1-based: 1 is the bottom row. */
  blankRowFromBottom: number;
  goalInversions: number;
  goalBlankRowFromBottom: number;
  /** Parity used: inversions (odd width) or inversions + blankRowFromBottom (even width), mod 2. */
  invariant: number;
  goalInvariant: number;
}

/** Pairs of non-blank tiles out of order in row-major reading. */
export function countInversions(tiles: readonly number[]): number {
  let inversions = 0;
  for (let i = 0; i < tiles.length; i++) {
    const a = tiles[i];
    if (a === 0) continue;
    for (let j = i + 1; j < tiles.length; j++) {
      const b = tiles[j];
      if (b !== 0 && b < a) inversions++;
    }
  }
  return inversions;
}

function blankRowFromBottom(tiles: readonly number[], rows: number, cols: number): number {
  return rows - Math.floor(tiles.indexOf(0) / cols);
}

/** The start's and the goal's invariants and the verdict. Tiles must be a permutation of the goal's cells. */
export function checkSolvability(puzzle: Puzzle, tiles: readonly number[]): SolvabilityReport {
  const { rows, cols, goal } = puzzle;
  if (tiles.length !== rows * cols || goal.length !== rows * cols) {
    throw new RangeError(`checkSolvability: expected ${rows * cols} tiles, got ${tiles.length}`);
  }
  const rule = cols % 2 === 1 ? 'odd-width' : 'even-width';
  const inversions = countInversions(tiles);
  const goalInversions = countInversions(goal);
  const blankRow = blankRowFromBottom(tiles, rows, cols);
  const goalBlankRow = blankRowFromBottom(goal, rows, cols);
  const invariant = (rule === 'odd-width' ? inversions : inversions + blankRow) % 2;
  const goalInvariant = (rule === 'odd-width' ? goalInversions : goalInversions + goalBlankRow) % 2;
  return {
    solvable: invariant === goalInvariant,
    rows,
    cols,
    rule,
    inversions,
    blankRowFromBottom: blankRow,
    goalInversions,
    goalBlankRowFromBottom: goalBlankRow,
    invariant,
    goalInvariant,
  };
}

export function isSolvable(puzzle: Puzzle, tiles: readonly number[]): boolean {
  return checkSolvability(puzzle, tiles).solvable;
}

const parityWord = (n: number) => (n % 2 === 0 ? 'even' : 'odd');

/** The verdict in English for the CLI; the UI builds its own (translated) text from the fields. */
export function explainSolvability(report: SolvabilityReport): string {
  const { rows, cols } = report;
  const shape = `${rows}x${cols}`;
  if (report.rule === 'odd-width') {
    const lines = [
      `The board is ${cols} wide (odd), so a vertical move carries a tile past ${cols - 1} others (an even number) ` +
        `and the parity of the inversions never changes.`,
      `Board: ${report.inversions} inversions (${parityWord(report.inversions)}). ` +
        `Goal: ${report.goalInversions} inversions (${parityWord(report.goalInversions)}).`,
    ];
    lines.push(
      report.solvable
        ? `Same parity: this ${shape} board can reach the goal.`
        : `Different parity: this ${shape} board can never reach the goal, whatever the moves.`,
    );
    return lines.join('\n');
  }
  const sum = report.inversions + report.blankRowFromBottom;
  const goalSum = report.goalInversions + report.goalBlankRowFromBottom;
  const lines = [
    `The board is ${cols} wide (even), so a vertical move flips the parity of the inversions and moves the blank ` +
      `one row: the parity of inversions + the blank's row counted from the bottom never changes.`,
    `Board: ${report.inversions} inversions + blank on row ${report.blankRowFromBottom} from the bottom = ${sum} ` +
      `(${parityWord(sum)}). Goal: ${report.goalInversions} + ${report.goalBlankRowFromBottom} = ${goalSum} ` +
      `(${parityWord(goalSum)}).`,
  ];
  lines.push(
    report.solvable
      ? `Same parity: this ${shape} board can reach the goal.`
      : `Different parity: this ${shape} board can never reach the goal, whatever the moves.`,
  );
  return lines.join('\n');
}
