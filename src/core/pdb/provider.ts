/**
 * The seam between the registries (solvers/registry.ts, heuristics/index.ts) and the pattern
 * databases' search and heuristic (`runtime.ts`, ~5 kB gzip the page need not download before
 * its first pattern-database run). Importing `src/core/pdb` installs the runtime at once (Node,
 * workers, tests); the page calls `loadPdbRuntime()` and waits, as it already waits for the
 * tables. Until then a pattern-database search is refused with `PDB_NOT_LOADED`, never run
 * half-way.
 */
import type { Heuristic } from '../heuristics/types';
import type { Puzzle } from '../puzzle';
import type { pdbIdaStar } from './idaStarPdb';

export interface PdbRuntime {
  readonly pdbIdaStar: typeof pdbIdaStar;
  readonly pdbHeuristic: (puzzle: Puzzle) => Heuristic;
}

export const PDB_NOT_LOADED = 'The pattern-database search is not loaded yet: call loadPdbRuntime() first.';

let installed: PdbRuntime | null = null;

export function providePdbRuntime(runtime: PdbRuntime): void {
  installed = runtime;
}

/** The runtime, or null while it has not been loaded in this thread. */
export function pdbRuntime(): PdbRuntime | null {
  return installed;
}

/** Loads and installs the runtime (once; later calls resolve at once). */
export async function loadPdbRuntime(): Promise<PdbRuntime> {
  if (installed) return installed;
  const { pdbHeuristic, pdbIdaStar } = await import('./runtime');
  installed ??= { pdbHeuristic, pdbIdaStar };
  return installed;
}
