/**
 * The sliding puzzle's heuristics as domain facts. Every one is admissible; all but the pattern
 * databases are consistent (one move changes Manhattan by exactly 1, linear conflict's extra
 * term by 0 or 2 in step with it, walking distance's two parts by one step of one of them); a
 * pattern-database table keeps the least distance over every blank position, so one move can
 * lower h by more than 1. The estimates themselves are src/core/heuristics/ (one shared
 * instance per shape and goal).
 */
import type { HeuristicId } from '../events';
import { heuristicSupported, makeHeuristic } from '../heuristics';
import type { Tiles } from '../puzzle';
import type { DomainHeuristic } from './types';

interface Facts {
  readonly id: HeuristicId;
  readonly name: string;
  readonly consistent: boolean;
}

const FACTS: readonly Facts[] = [
  { id: 'misplaced', name: 'Misplaced tiles', consistent: true },
  { id: 'manhattan', name: 'Manhattan distance', consistent: true },
  { id: 'linear-conflict', name: 'Manhattan + linear conflict', consistent: true },
  { id: 'walking-distance', name: 'Walking distance', consistent: true },
  { id: 'pdb', name: 'Pattern databases', consistent: false },
];

/** The heuristics of the rows x cols puzzle; `available` says which a goal supports. */
export function puzzleHeuristics(rows: number, cols: number): readonly PuzzleHeuristic[] {
  return FACTS.map(({ id, name, consistent }) => ({
    id,
    name,
    admissible: true,
    consistent,
    available: (goal) => heuristicSupported(id, { rows, cols, goal }),
    make: (goal) => {
      const heuristic = makeHeuristic(id, { rows, cols, goal });
      return (tiles) => heuristic.estimate(tiles);
    },
  }));
}

export interface PuzzleHeuristic extends DomainHeuristic<Tiles> {
  readonly id: HeuristicId;
  /**
   * Whether it can be built for this goal (walking distance and pattern databases exist for
   * some shapes only; the pattern databases' tables must be loaded before `make`).
   */
  available(goal: Tiles): boolean;
}
