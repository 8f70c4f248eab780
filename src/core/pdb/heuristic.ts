/**
 * The additive pattern database heuristic as a `Heuristic`: the sum of the pattern tables for
 * the board, maxed with the same sum for the board mirrored in its diagonal (square boards).
 * This is the from-scratch evaluation for views and generic solvers; the fast IDA* keeps the
 * indices up to date incrementally instead (see `idaKernel.ts`).
 */
import { goalPositions, tileTable } from '../heuristics/goalPositions';
import type { Heuristic, HeuristicBreakdown } from '../heuristics/types';
import type { Puzzle } from '../puzzle';
import type { PdbFrame } from './frame';
import { SLOT_STRIDE, patternValue, placePatterns } from './frame';

export interface PdbEvaluation {
  readonly direct: number[];
  readonly reflected: number[] | null;
  readonly value: number;
}

export function evaluatePdb(frame: PdbFrame, tiles: ArrayLike<number>): PdbEvaluation {
  const pos = new Int8Array(frame.patternCount * SLOT_STRIDE);
  const posR = new Int8Array(frame.patternCount * SLOT_STRIDE);
  placePatterns(frame, tiles, pos, posR);
  const direct: number[] = [];
  const reflected: number[] = [];
  for (let p = 0; p < frame.patternCount; p++) {
    direct.push(patternValue(frame, pos, p));
    reflected.push(patternValue(frame, posR, p));
  }
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  return {
    direct,
    reflected: frame.reflect ? reflected : null,
    value: frame.reflect ? Math.max(sum(direct), sum(reflected)) : sum(direct),
  };
}

/**
 * Admissible, and with the parity of the true distance, but not consistent: each table keeps
 * the least distance over every blank cell, so one move can raise a pattern's value by 3 or more
 * when it puts the blank where that pattern's tiles are slow to use it. IDA* needs only
 * admissibility; A* with it must reopen closed nodes to stay optimal.
 */
export function makePdbHeuristic(puzzle: Puzzle, frame: PdbFrame): Heuristic {
  const goal = goalPositions(puzzle);
  const pos = new Int8Array(frame.patternCount * SLOT_STRIDE);
  const posR = new Int8Array(frame.patternCount * SLOT_STRIDE);
  return {
    id: 'pdb',
    estimate(tiles) {
      placePatterns(frame, tiles, pos, posR);
      let direct = 0;
      let reflected = 0;
      for (let p = 0; p < frame.patternCount; p++) {
        direct += patternValue(frame, pos, p);
        if (frame.reflect) reflected += patternValue(frame, posR, p);
      }
      return direct > reflected ? direct : reflected;
    },
    explain(tiles): HeuristicBreakdown {
      const e = evaluatePdb(frame, tiles);
      const parts = e.direct.map((value, p) => ({ label: `tiles ${frame.patternTiles[p].join(',')}`, value }));
      if (e.reflected) {
        parts.push({
          label: 'reflected (board mirrored in its diagonal)',
          value: e.reflected.reduce((s, x) => s + x, 0),
        });
      }
      // Not a sum over tiles: the table gives each tile's position, with value 0.
      return { value: e.value, tiles: tileTable(goal, tiles, () => 0), parts };
    },
  };
}
