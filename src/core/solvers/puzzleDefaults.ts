/**
 * What a puzzle search uses when its caller left the algorithm or heuristic out: A* with the
 * default heuristic, except on 4x4 where pattern databases exist: there IDA* with them (A* would
 * run out of memory on hard boards), or A* with them when A* was asked for. IDA* with pattern
 * databases gets a larger expansion budget by default: a hard 15-puzzle takes tens of millions
 * of nodes, and time still bounds it. The command line and the library both choose here.
 */
import { heuristicSupported } from '../heuristics';
import { pdbSupported } from '../pdb';
import type { Puzzle } from '../puzzle';
import { runsOnPdbKernel } from './algorithms';
import type { SolveOptions } from './types';

const PDB_DEFAULT_MAX_EXPANSIONS = 1_000_000_000;

export interface GivenChoices {
  readonly algorithm: boolean;
  readonly heuristic: boolean;
}

export function withPuzzleDefaults(puzzle: Puzzle, options: SolveOptions, given: GivenChoices): SolveOptions {
  const solve: SolveOptions = { ...options, budget: { ...options.budget } };
  const fourByFour = puzzle.rows === 4 && puzzle.cols === 4;
  if (fourByFour && !given.heuristic) {
    if (!given.algorithm && pdbSupported(puzzle)) solve.algorithm = 'idastar';
    const pdbHere = runsOnPdbKernel(solve.algorithm, 'pdb') ? pdbSupported(puzzle) : heuristicSupported('pdb', puzzle);
    if (pdbHere) solve.heuristic = 'pdb';
  }
  if (runsOnPdbKernel(solve.algorithm, solve.heuristic) && solve.budget?.maxExpansions === undefined) {
    solve.budget = { ...solve.budget, maxExpansions: PDB_DEFAULT_MAX_EXPANSIONS };
  }
  return solve;
}
