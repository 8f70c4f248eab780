/**
 * Play mode's access to the solvers, behind one asynchronous interface, so the page never
 * waits on a search:
 * - shapes with a full state space (3x3, 2x4, 2x5 and smaller): the exact distance table, built
 *   once in `play.worker.ts`; every answer after that is instant and exact;
 * - other shapes: IDA* with linear conflict in the same worker, first with a short budget;
 *   boards it cannot finish in that time go to the pattern-database worker
 *   (`src/workers/pdbClient.ts`) where pattern databases exist (up to 16 cells: 4x4, 3x4...),
 *   else get the full linear-conflict budget (5x5);
 * - no Worker at all (Node tests, jsdom): the same engine in place.
 */
import { proxy, wrap, type Remote } from 'comlink';
import type { Budget } from '../core/events';
import { layoutSupported } from '../core/pdb/databaseSet';
import { makePuzzle, type Direction } from '../core/puzzle';
import { sharedPdbWorker, type PdbClient } from '../workers/pdbClient';
import { whenIdle } from './whenIdle';
import {
  PLAY_SEARCH_BUDGET,
  createPlayEngine,
  hasTable,
  type EngineOutcome,
  type EngineProgress,
  type EnginePuzzle,
  type FailReason,
  type TableInfo,
} from '../workers/playEngine';
import type { PlayWorkerApi } from '../workers/play.worker';

export type { EngineOutcome, EngineProgress, EnginePuzzle, FailReason, TableInfo };

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A solve's outcome, or 'cancelled' when `cancel()` stopped it. */
export type SolveOutcome = EngineOutcome | { kind: 'cancelled' };

export interface PlaySolver {
  /** Whether exact distances are available for this shape (decided locally, no waiting). */
  hasTable(p: EnginePuzzle): boolean;
  table(p: EnginePuzzle, onProgress?: (progress: EngineProgress) => void): Promise<TableInfo>;
  sample(p: EnginePuzzle, distance: number, seed: number): Promise<number[]>;
  distance(p: EnginePuzzle, tiles: number[]): Promise<number>;
  solve(p: EnginePuzzle, tiles: number[], onProgress?: (progress: EngineProgress) => void): Promise<SolveOutcome>;
  /** Stops every call in flight; a solve then resolves as cancelled, the others reject. */
  cancel(): void;
  /**
   * Starts, once the page is idle, the workers a hint on this shape would start. In Chrome a
   * worker's start is a main-thread task (its host's set-up message) of 45-90 ms on a busy
   * machine, and a first hint on a 4x4 paid it twice: for the search worker, then for the
   * pattern-database worker.
   */
  warmUp(p: EnginePuzzle): void;
}

/**
 * Linear conflict's first try where pattern databases could take over: boards up to about 40
 * moves on 4x4 solve within it, and nobody waits long before the stronger method starts.
 */
export const QUICK_SEARCH_BUDGET: Readonly<Partial<Budget>> = { maxExpansions: 2_000_000, maxMs: 2_500 };
/** Pattern databases solve any 4x4 in seconds once built; this only stops a runaway. */
export const PDB_SEARCH_BUDGET: Readonly<Partial<Budget>> = { maxMs: 60_000 };

/** How long a game waits for an idle moment before starting its workers anyway. */
const WARM_UP_WITHIN_MS = 2_000;

/** Copies so nothing reactive or frozen crosses into the worker. */
const plain = (p: EnginePuzzle): EnginePuzzle => ({ rows: p.rows, cols: p.cols, goal: [...p.goal] });

/** Runs the engine on the calling thread: for tests and for browsers without workers. */
export function createInProcessSolver(): PlaySolver {
  const engine = createPlayEngine();
  let generation = 0;
  return {
    hasTable,
    table: async (p, onProgress) => engine.table(plain(p), onProgress),
    sample: async (p, distance, seed) => engine.sample(plain(p), distance, seed),
    distance: async (p, tiles) => engine.distance(plain(p), [...tiles]),
    solve: async (p, tiles, onProgress) => {
      const mine = generation;
      const outcome = engine.solve(plain(p), [...tiles], onProgress);
      return mine === generation ? outcome : { kind: 'cancelled' };
    },
    cancel: () => {
      generation++;
    },
    warmUp: () => {},
  };
}

class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

/** The worker-backed solver. The worker starts on first use and is replaced after a cancel. */
export function createWorkerSolver(pdb: () => PdbClient | null = sharedPdbWorker): PlaySolver {
  let worker: Worker | null = null;
  let api: Remote<PlayWorkerApi> | null = null;
  /** Rejecters of the calls in flight, so a cancel settles them at once. */
  const pending = new Set<(e: Error) => void>();
  /** Bumped by cancel(): a solve that started before it must not go on to a second stage. */
  let generation = 0;
  let pdbBusy = false;

  const remote = (): Remote<PlayWorkerApi> => {
    if (!api) {
      worker = new Worker(new URL('../workers/play.worker.ts', import.meta.url), { type: 'module' });
      api = wrap<PlayWorkerApi>(worker);
    }
    return api;
  };

  const call = <T>(run: (r: Remote<PlayWorkerApi>) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      pending.add(reject);
      run(remote()).then(
        (value) => {
          pending.delete(reject);
          resolve(value);
        },
        (error: unknown) => {
          pending.delete(reject);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });

  const engineSolve = async (
    p: EnginePuzzle,
    tiles: number[],
    onProgress: ((progress: EngineProgress) => void) | undefined,
    budget?: Partial<Budget>,
  ): Promise<SolveOutcome> => {
    try {
      return await call<EngineOutcome>((r) =>
        r.solve(plain(p), [...tiles], onProgress ? proxy(onProgress) : undefined, budget),
      );
    } catch (error) {
      if (error instanceof Cancelled) return { kind: 'cancelled' };
      return { kind: 'failed', reason: 'error', detail: errorText(error) };
    }
  };

  const pdbSolve = async (
    client: PdbClient,
    p: EnginePuzzle,
    tiles: number[],
    onProgress: ((progress: EngineProgress) => void) | undefined,
  ): Promise<SolveOutcome> => {
    pdbBusy = true;
    try {
      const result = await client.solve(
        { ...plain(p), start: [...tiles], budget: { ...PDB_SEARCH_BUDGET } },
        (progress) => {
          if (!onProgress) return;
          if (progress.phase === 'build') onProgress({ phase: 'patterns', done: progress.done, total: progress.total });
          else onProgress({ phase: 'search', done: progress.expanded, bound: progress.bound });
        },
      );
      if (!result.ok) {
        return result.reason === 'cancelled'
          ? { kind: 'cancelled' }
          : { kind: 'failed', reason: 'error', detail: result.message };
      }
      const final = result.final;
      if (final.type === 'solved') {
        return {
          kind: 'solved',
          path: [...final.path] as Direction[],
          source: 'search',
          expanded: final.stats.expanded,
        };
      }
      if (final.type === 'limit') return { kind: 'limit', reason: final.reason, expanded: final.stats.expanded };
      return { kind: 'failed', reason: 'no-solution' };
    } catch (error) {
      return { kind: 'failed', reason: 'error', detail: errorText(error) };
    } finally {
      pdbBusy = false;
    }
  };

  return {
    hasTable,
    table: (p, onProgress) => call((r) => r.table(plain(p), onProgress ? proxy(onProgress) : undefined)),
    sample: (p, distance, seed) => call((r) => r.sample(plain(p), distance, seed)),
    distance: (p, tiles) => call((r) => r.distance(plain(p), [...tiles])),
    solve: async (p, tiles, onProgress) => {
      if (hasTable(p)) return engineSolve(p, tiles, onProgress);
      const client = layoutSupported(makePuzzle(p.rows, p.cols, p.goal)) ? pdb() : null;
      if (!client) return engineSolve(p, tiles, onProgress, PLAY_SEARCH_BUDGET);
      const mine = generation;
      const quick = await engineSolve(p, tiles, onProgress, QUICK_SEARCH_BUDGET);
      if (quick.kind !== 'limit' || mine !== generation) return quick;
      return pdbSolve(client, p, tiles, onProgress);
    },
    cancel: () => {
      generation++;
      if (pdbBusy) void pdb()?.cancel(); // cooperative: it keeps its tables for the next hint
      if (pending.size === 0) return; // nothing running here: keep the worker and its tables
      worker?.terminate();
      worker = null;
      api = null;
      for (const reject of pending) reject(new Cancelled());
      pending.clear();
    },
    warmUp: (p) => {
      whenIdle(() => {
        remote();
        if (!hasTable(p) && layoutSupported(makePuzzle(p.rows, p.cols, p.goal))) pdb();
      }, WARM_UP_WITHIN_MS);
    },
  };
}

/** The worker solver where workers exist, else the in-place one. */
export function createDefaultSolver(): PlaySolver {
  return typeof Worker === 'undefined' ? createInProcessSolver() : createWorkerSolver();
}
