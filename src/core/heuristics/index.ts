/**
 * The heuristics by id: which exist, which a puzzle supports, and one shared instance per
 * (id, shape, goal), so building tables (walking distance, pattern databases) happens once.
 */
import type { HeuristicId } from '../events';
import { layoutSupported } from '../pdb/databaseSet';
import { PDB_NOT_LOADED, pdbRuntime } from '../pdb/provider';
import type { Puzzle } from '../puzzle';
import { linearConflictHeuristic } from './linearConflict';
import { manhattanHeuristic } from './manhattan';
import { misplacedHeuristic } from './misplaced';
import type { Heuristic } from './types';
import { walkingDistanceHeuristic, walkingDistanceSupported } from './walkingDistance';

export type { Heuristic, HeuristicBreakdown, TileContribution, LinearConflict, ConflictLine } from './types';

export const HEURISTIC_IDS: readonly HeuristicId[] = [
  'misplaced',
  'manhattan',
  'linear-conflict',
  'walking-distance',
  'pdb',
];

/** What src/core/pdb/ provides: the pattern-database heuristic and where it is feasible. */
interface PdbProvider {
  pdbHeuristic(puzzle: Puzzle): Heuristic;
  pdbSupported(puzzle: Puzzle): boolean;
}

// ============================================================================================
// The pattern databases (src/core/pdb): admissible but not consistent (each table keeps the least
// distance over every blank position, so one move can raise h by more than 1). IDA* needs only
// admissibility; A* stays optimal through re-opening. Supported is known at once; the heuristic
// itself is in the lazily loaded runtime (pdb/provider.ts), so asking before it loaded throws.
const pdb: PdbProvider = {
  pdbHeuristic: (puzzle) => {
    const runtime = pdbRuntime();
    if (!runtime) throw new Error(PDB_NOT_LOADED);
    return runtime.pdbHeuristic(puzzle);
  },
  pdbSupported: layoutSupported,
};
// ============================================================================================

const instances = new Map<string, Heuristic>();
const support = new Map<string, boolean>();

function puzzleId(puzzle: Puzzle): string {
  return `${puzzle.rows}x${puzzle.cols}:${puzzle.goal.join(',')}`;
}

function validShape(puzzle: Puzzle): boolean {
  const { rows, cols, goal } = puzzle;
  if (!(rows >= 2 && rows <= 5 && cols >= 2 && cols <= 5) || goal.length !== rows * cols) return false;
  const seen = new Set(goal);
  return seen.size === goal.length && goal.every((t) => Number.isInteger(t) && t >= 0 && t < goal.length);
}

export function heuristicSupported(id: HeuristicId, puzzle: Puzzle): boolean {
  const key = `${id}|${puzzleId(puzzle)}`;
  const known = support.get(key);
  if (known !== undefined) return known;
  let ok = validShape(puzzle);
  if (ok) {
    switch (id) {
      case 'misplaced':
      case 'manhattan':
      case 'linear-conflict':
        break;
      case 'walking-distance':
        ok = walkingDistanceSupported(puzzle);
        break;
      case 'pdb':
        ok = pdb.pdbSupported(puzzle);
        break;
      default:
        ok = false;
    }
  }
  support.set(key, ok);
  return ok;
}

/** The shared instance for this puzzle. Throws on an unsupported id: check heuristicSupported first. */
export function makeHeuristic(id: HeuristicId, puzzle: Puzzle): Heuristic {
  const key = `${id}|${puzzleId(puzzle)}`;
  const hit = instances.get(key);
  if (hit) return hit;
  if (!heuristicSupported(id, puzzle)) {
    throw new Error(`heuristic '${id}' is not supported for this ${puzzle.rows}x${puzzle.cols} puzzle`);
  }
  const made = build(id, puzzle);
  instances.set(key, made);
  return made;
}

function build(id: HeuristicId, puzzle: Puzzle): Heuristic {
  switch (id) {
    case 'misplaced':
      return misplacedHeuristic(puzzle);
    case 'manhattan':
      return manhattanHeuristic(puzzle);
    case 'linear-conflict':
      return linearConflictHeuristic(puzzle);
    case 'walking-distance':
      return walkingDistanceHeuristic(puzzle);
    case 'pdb':
      return pdb.pdbHeuristic(puzzle);
  }
}
