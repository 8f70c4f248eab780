/**
 * Derived data the views need from the run, computed outside components: decoded boards,
 * heuristic breakdowns, the solution's boards.
 */
import type { NodeInfo } from '../core/events';
import { makeHeuristic, heuristicSupported } from '../core/heuristics';
import type { HeuristicBreakdown, LinearConflict } from '../core/heuristics/types';
import { applyMoves, type Direction, type Puzzle } from '../core/puzzle';
import { makeCodec } from '../core/stateKey';
import { algorithmInfo } from '../core/solvers/algorithms';
import { fValue } from '../core/solvers/ordering';
import type { RunSetup } from './runStore';

export function decodeBoard(puzzle: Puzzle, node: NodeInfo): number[] {
  return makeCodec(puzzle.rows, puzzle.cols).decode(node.key);
}

/** The breakdown of the run's heuristic for a board, or null when the algorithm uses none. */
export function breakdownFor(puzzle: Puzzle, setup: RunSetup, tiles: number[]): HeuristicBreakdown | null {
  if (!usesHeuristic(setup)) return null;
  if (!heuristicSupported(setup.heuristic, puzzle)) return null;
  return makeHeuristic(setup.heuristic, puzzle).explain(tiles);
}

/**
 * The numbers of a board along the solution, `moves` moves from the start: g is those moves, h the
 * run's heuristic for the board (0 where the algorithm uses none or cannot value it), f what the
 * algorithm would order it by. What the line under the main board says while it shows the solution.
 */
export function solutionStepValues(
  puzzle: Puzzle,
  setup: RunSetup,
  tiles: number[],
  moves: number,
): Pick<NodeInfo, 'f' | 'g' | 'h'> {
  const h =
    usesHeuristic(setup) && heuristicSupported(setup.heuristic, puzzle)
      ? makeHeuristic(setup.heuristic, puzzle).estimate(tiles)
      : 0;
  return { g: moves, h, f: fValue(setup.algorithm, moves, h, setup.weight) };
}

/** Manhattan's per-tile table is always worth showing on the board overlay, whatever h is. */
export function manhattanFor(puzzle: Puzzle, tiles: number[]): HeuristicBreakdown {
  return makeHeuristic('manhattan', puzzle).explain(tiles);
}

export function linearConflictFor(puzzle: Puzzle, tiles: number[]): HeuristicBreakdown {
  return makeHeuristic('linear-conflict', puzzle).explain(tiles);
}

/** The board's linear-conflict pairs, and for each tile the tiles it conflicts with (for the overlay). */
export interface ConflictPairs {
  readonly pairs: readonly LinearConflict[];
  readonly partners: ReadonlyMap<number, readonly number[]>;
}

export function conflictPairsFor(puzzle: Puzzle, tiles: number[]): ConflictPairs {
  const pairs = linearConflictFor(puzzle, tiles).conflicts ?? [];
  const partners = new Map<number, number[]>();
  const add = (tile: number, partner: number) => partners.set(tile, [...(partners.get(tile) ?? []), partner]);
  for (const { a, b } of pairs) {
    add(a, b);
    add(b, a);
  }
  for (const list of partners.values()) list.sort((x, y) => x - y);
  return { pairs, partners };
}

export function usesHeuristic(setup: RunSetup): boolean {
  return algorithmInfo(setup.algorithm)?.usesHeuristic ?? false;
}

export function solutionBoards(puzzle: Puzzle, start: number[], path: readonly Direction[]): number[][] {
  return applyMoves(puzzle, start, path) ?? [start];
}
