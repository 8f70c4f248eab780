/**
 * Pattern databases for the sliding-tile puzzle: the public API of src/core/pdb/.
 *
 * Supported: every board of at most 16 cells (4x4, 3x5, 3x4, 2x5, 3x3, ...) with any goal. 4x4
 * uses the 6-6-3 split (see `partition.ts`) plus the reflected look-up; smaller boards use at
 * most two or three patterns of up to 6 tiles. Not 5x5 (nor 4x5): a 6-6-6-6 split means four
 * tables of 127.5 million entries (510 MB at one byte, a breadth-first build over 3 billion
 * abstract states each), beyond what a page or a Node default heap should take.
 *
 * Importing this module installs the search and the heuristic (`runtime.ts`) into the solver
 * and heuristic registries (see `provider.ts`): Node, the workers and the tests import it; the
 * page, whose first download should not carry them, calls `loadPdbRuntime()` before a run.
 */
import type { Puzzle } from '../puzzle';
import type { PatternDatabaseSet, PdbBuildProgress } from './databaseSet';
import { buildLayout } from './buildLayout';
import { layoutFor, layoutSupported } from './databaseSet';
import type { PartitionOptions } from './partition';
import { providePdbRuntime } from './provider';
import { pdbHeuristic, pdbIdaStar } from './runtime';

export type { PatternDatabaseSet, PdbBuildProgress, PdbLayout } from './databaseSet';
export { PDB_FORMAT_VERSION, layoutEntries, layoutFor } from './databaseSet';
export type { PartitionOptions } from './partition';
export { COMMON_OPEN_SOURCE_CELLS, KORF_FELNER_CELLS } from './partition';
export type { PdbStore } from './store';
export {
  cachedPatternDatabases,
  forgetPatternDatabases,
  getPatternDatabases,
  loadOrBuildPatternDatabases,
  loadOrBuildPatternDatabasesWith,
  rememberPatternDatabases,
  setPdbStore,
} from './store';
export { deserializePdb, serializePdb } from './serialize';
export { buildLayoutInParallel, buildTableJob, tableJobs } from './buildInParallel';
export type { TableJob, TableRunner } from './buildInParallel';
export { evaluatePdb } from './heuristic';
export type { PdbEvaluation } from './heuristic';
export { idaStarPdb } from './idaStarPdb';
export { pdbHeuristic, pdbIdaStar } from './runtime';
export { loadPdbRuntime, pdbRuntime } from './provider';
export type { FinalSearchEvent, IdaStarPdbOptions } from './idaStarPdb';
export { createIdaKernel } from './idaKernel';
export type { IdaKernel, KernelPass, KernelStatus } from './idaKernel';
export { makeFrame } from './frame';
export type { PdbFrame } from './frame';

providePdbRuntime({ pdbHeuristic, pdbIdaStar });

/** Whether pattern databases can be built for this puzzle (shape and goal). */
export function pdbSupported(puzzle: Puzzle): boolean {
  return layoutSupported(puzzle);
}

/**
 * Builds the tables for this puzzle, yielding progress (`done`/`total` count table entries over
 * all patterns, so one bar covers the whole build); returns the set. Always builds: use
 * `loadOrBuildPatternDatabases` to go through the caches first.
 */
export function* buildPatternDatabases(
  puzzle: Puzzle,
  options: PartitionOptions = {},
): Generator<PdbBuildProgress, PatternDatabaseSet> {
  return yield* buildLayout(layoutFor(puzzle, options));
}

/** The same build on this thread without progress: a sequential baseline (bench, tests). */
export function buildPatternDatabasesNow(puzzle: Puzzle, options: PartitionOptions = {}): PatternDatabaseSet {
  const run = buildPatternDatabases(puzzle, options);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}
