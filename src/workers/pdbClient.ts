/**
 * The page's handle on the pattern database worker (pdb.worker.ts): promises, progress through
 * callbacks, a cooperative `cancel()` (the job resolves with reason 'cancelled' within about
 * 40 ms and the worker keeps its tables) and `terminate()` as the hard stop. Null where Web
 * Workers do not exist (jsdom), so callers can say so instead of freezing the page.
 *
 *   const pdb = openPdbWorker();
 *   await pdb?.prepare({ rows: 4, cols: 4, goal }, (p) => bar(p.done / p.total));
 *   const r = await pdb?.solve({ rows: 4, cols: 4, goal, start }, (p) => show(p));
 */
import type { Remote } from 'comlink';
import { layoutFor } from '../core/pdb/databaseSet';
import { rememberPatternDatabases } from '../core/pdb/tableCache';
import { makePuzzle } from '../core/puzzle';
import type {
  PdbWorkerApi,
  PrepareProgress,
  PrepareResult,
  PuzzleSpec,
  SolveProgress,
  SolveRequest,
  SolveResult,
} from './pdb.worker';

// The worker's message types are the client's too: callers import them from here only.
export type * from './pdb.worker';

export interface PdbClient {
  /** Loads (memory, IndexedDB) or builds the tables; progress only while building. */
  prepare(puzzle: PuzzleSpec, onProgress?: (p: PrepareProgress) => void): Promise<PrepareResult>;
  /** Prepares if needed, then solves optimally; progress for both phases. */
  solve(request: SolveRequest, onProgress?: (p: PrepareProgress | SolveProgress) => void): Promise<SolveResult>;
  /**
   * Prepares the tables in the worker (progress while building), then copies them into this
   * thread's cache, so `pdbHeuristic` / `idaStarPdb` (e.g. a traced run for the visualizer) find
   * them here instead of building synchronously. Costs one 11.5 MB transfer and a checksum
   * pass (tens of milliseconds) for 4x4. Resolves false when the tables are not available.
   */
  importTables(puzzle: PuzzleSpec, onProgress?: (p: PrepareProgress) => void): Promise<boolean>;
  /** Stops the running job at its next slice; it resolves with { ok: false, reason: 'cancelled' }. */
  cancel(): Promise<void>;
  /** Ends the worker (and its in-memory tables); pending calls never settle. */
  terminate(): void;
}

export function openPdbWorker(): PdbClient | null {
  if (typeof Worker === 'undefined') return null;
  const worker = new Worker(new URL('./pdb.worker.ts', import.meta.url), { type: 'module' });
  // Comlink is loaded with the first worker, not in the first download: every call is async anyway.
  const comlink = import('comlink');
  const remote: Promise<Remote<PdbWorkerApi>> = comlink.then(({ wrap }) => wrap<PdbWorkerApi>(worker));
  const callback = async <T>(onProgress?: (p: T) => void) =>
    onProgress ? (await comlink).proxy(onProgress) : undefined;
  return {
    prepare: async (puzzle, onProgress) => (await remote).prepare(puzzle, await callback(onProgress)),
    solve: async (request, onProgress) => (await remote).solve(request, await callback(onProgress)),
    async importTables(puzzle, onProgress) {
      const api = await remote;
      const prepared = await api.prepare(puzzle, await callback(onProgress));
      if (!prepared.ok) return false;
      const bytes = await api.tables(puzzle);
      // Transferred from the worker's memory just now: ours, and never stored (serialize.ts).
      const layout = layoutFor(makePuzzle(puzzle.rows, puzzle.cols, puzzle.goal));
      // The reader comes with the tables, not with the page's first download.
      const { deserializePdb } = await import('../core/pdb/serialize');
      const set = bytes ? deserializePdb(bytes, layout, true) : null;
      if (set) rememberPatternDatabases(set);
      return set !== null;
    },
    cancel: async () => (await remote).cancel(),
    terminate: () => worker.terminate(),
  };
}

let shared: PdbClient | null | undefined;

/** One worker for the whole page, opened on first use: the tables are built or loaded once. */
export function sharedPdbWorker(): PdbClient | null {
  if (shared === undefined) shared = openPdbWorker();
  return shared;
}
