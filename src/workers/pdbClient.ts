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
import { proxy, wrap, type Remote } from 'comlink';
import type {
  PdbWorkerApi,
  PrepareProgress,
  PrepareResult,
  PuzzleSpec,
  SolveProgress,
  SolveRequest,
  SolveResult,
} from './pdb.worker';

export type {
  PrepareProgress,
  PrepareResult,
  PuzzleSpec,
  SolveProgress,
  SolveRequest,
  SolveResult,
} from './pdb.worker';

export interface PdbClient {
  /** Loads (memory, IndexedDB) or builds the tables; progress only while building. */
  prepare(puzzle: PuzzleSpec, onProgress?: (p: PrepareProgress) => void): Promise<PrepareResult>;
  /** Prepares if needed, then solves optimally; progress for both phases. */
  solve(request: SolveRequest, onProgress?: (p: PrepareProgress | SolveProgress) => void): Promise<SolveResult>;
  /** Stops the running job at its next slice; it resolves with { ok: false, reason: 'cancelled' }. */
  cancel(): Promise<void>;
  /** Ends the worker (and its in-memory tables); pending calls never settle. */
  terminate(): void;
}

export function openPdbWorker(): PdbClient | null {
  if (typeof Worker === 'undefined') return null;
  const worker = new Worker(new URL('./pdb.worker.ts', import.meta.url), { type: 'module' });
  const api: Remote<PdbWorkerApi> = wrap<PdbWorkerApi>(worker);
  return {
    prepare: (puzzle, onProgress) => api.prepare(puzzle, onProgress ? proxy(onProgress) : undefined),
    solve: (request, onProgress) => api.solve(request, onProgress ? proxy(onProgress) : undefined),
    cancel: () => api.cancel(),
    terminate: () => worker.terminate(),
  };
}

let shared: PdbClient | null | undefined;

/** One worker for the whole page, opened on first use: the tables are built or loaded once. */
export function sharedPdbWorker(): PdbClient | null {
  if (shared === undefined) shared = openPdbWorker();
  return shared;
}
