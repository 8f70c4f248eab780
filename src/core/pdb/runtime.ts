/**
 * What running with pattern databases takes: the specialised IDA* kernel and the heuristic over
 * a set of tables. The heavy half of src/core/pdb/, reached through `provider.ts` so that the
 * page downloads it with the first pattern-database run, not before.
 */
import type { Heuristic } from '../heuristics/types';
import type { Puzzle } from '../puzzle';
import type { PatternDatabaseSet } from './databaseSet';
import { makeFrame } from './frame';
import { makePdbHeuristic } from './heuristic';
import { getPatternDatabases } from './store';

export { pdbIdaStar } from './idaStarPdb';

const heuristics = new WeakMap<PatternDatabaseSet, Map<string, Heuristic>>();

/**
 * The pattern database heuristic for this puzzle. Loads or builds the tables synchronously if
 * needed (Node; a worker first makes them available with `rememberPatternDatabases`).
 */
export function pdbHeuristic(puzzle: Puzzle, dbs?: PatternDatabaseSet): Heuristic {
  const set = dbs ?? getPatternDatabases(puzzle);
  let byGoal = heuristics.get(set);
  if (!byGoal) {
    byGoal = new Map();
    heuristics.set(set, byGoal);
  }
  const key = puzzle.goal.join(',');
  let h = byGoal.get(key);
  if (!h) {
    h = makePdbHeuristic(puzzle, makeFrame(puzzle, set));
    byGoal.set(key, h);
  }
  return h;
}
