/**
 * Pattern databases and the 15-puzzle solver off the main thread.
 *
 * `prepare` finds the tables (this worker's memory, then IndexedDB, else a build with progress,
 * saved for next time); `solve` runs IDA* + PDB at the 'progress' level and reports the bound,
 * nodes and nodes per second. Both work in slices of about 40 ms and let the worker's event
 * loop run between slices, so `cancel()` (a flag) is seen within one slice and the tables stay
 * loaded for the next job. The page can also simply terminate the worker.
 */
import { expose, transfer } from 'comlink';
import type { Budget } from '../core/events';
import type {
  FinalSearchEvent,
  KernelPass,
  PatternDatabaseSet,
  PdbBuildProgress,
  PdbLayout,
  TableRunner,
} from '../core/pdb';
import {
  buildLayoutInParallel,
  buildPatternDatabases,
  cachedPatternDatabases,
  deserializePdb,
  idaStarPdb,
  layoutEntries,
  layoutFor,
  pdbSupported,
  rememberPatternDatabases,
  serializePdb,
} from '../core/pdb';
import { makePuzzle, type Puzzle } from '../core/puzzle';
import { checkSolvability } from '../core/solvability';
import { loadPdbBytes, savePdbBytes } from './pdbCache';
import type { TableWorkerMessage } from './pdbTable.worker';

export interface PuzzleSpec {
  rows: number;
  cols: number;
  goal: number[];
}

export type PrepareProgress = Omit<PdbBuildProgress, 'type'> & { phase: 'build' };

export type PrepareResult =
  | { ok: true; source: 'memory' | 'indexeddb' | 'built'; ms: number; entries: number }
  | { ok: false; reason: 'unsupported' | 'cancelled' | 'error'; message: string };

export interface SolveRequest extends PuzzleSpec {
  start: number[];
  budget?: Partial<Budget>;
}

export interface SolveProgress {
  phase: 'search';
  bound: number;
  expanded: number;
  generated: number;
  nodesPerSecond: number;
  elapsedMs: number;
}

export type SolveResult =
  /** `passes`: every pass of the search (bound, expanded, generated), for the pass table. */
  | { ok: true; final: FinalSearchEvent; passes: KernelPass[] }
  | { ok: false; reason: 'unsupported' | 'unsolvable' | 'cancelled' | 'error'; message: string };

/** Long enough to do real work, short enough that Cancel and progress feel immediate. */
const SLICE_MS = 40;
/** Expansions per kernel chunk: about 5 ms of search, so a slice ends close to SLICE_MS. */
const PROGRESS_EVERY = 20_000;
/** A solve with no budget given still ends: one hour, far beyond any 15-puzzle instance. */
const DEFAULT_SOLVE_BUDGET: Budget = { maxExpansions: 1e12, maxMemoryNodes: 1e6, maxMs: 3_600_000 };

/**
 * Bumped by `cancel()`. Each job notes the value it started under and stops when it changes, so a
 * cancel meant for one job is never undone by the next job starting (a flag reset by every new
 * job let a solve that was to be dropped run on when another call came in before its slice ended).
 */
let generation = 0;
const preparing = new Map<string, Promise<PrepareResult>>();
/**
 * A set just built, as bytes (`serializePdb`, a checksum pass over 11.5 MB for 4x4), by layout
 * id: made once for the saved copy and kept for the page's `tables` call, which takes them.
 * Dropped once a solve has its tables, so a set nobody imports is not held twice.
 */
const builtBytes = new Map<string, Uint8Array>();

/** Lets queued messages (cancel, comlink calls) run: a macrotask without timer clamping. */
function breathe(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function toPuzzle(spec: PuzzleSpec): Puzzle {
  return makePuzzle(spec.rows, spec.cols, spec.goal);
}

function failure(error: unknown): { ok: false; reason: 'error'; message: string } {
  return { ok: false, reason: 'error', message: error instanceof Error ? error.message : String(error) };
}

async function prepareTables(puzzle: Puzzle, onProgress?: (p: PrepareProgress) => void): Promise<PrepareResult> {
  const t0 = performance.now();
  const layout = layoutFor(puzzle);
  const entries = layoutEntries(layout);
  if (cachedPatternDatabases(layout)) return { ok: true, source: 'memory', ms: 0, entries };
  const bytes = await loadPdbBytes(layout.id);
  const loaded = bytes ? deserializePdb(bytes, layout) : null;
  if (loaded) {
    rememberPatternDatabases(loaded);
    return { ok: true, source: 'indexeddb', ms: performance.now() - t0, entries };
  }
  const set = await buildSet(puzzle, layout, onProgress);
  if (!set) return { ok: false, reason: 'cancelled', message: 'cancelled while building' };
  rememberPatternDatabases(set);
  const built = serializePdb(set);
  builtBytes.set(layout.id, built);
  // Saved for the next visit while the caller goes on: waiting for IndexedDB to take 11.5 MB
  // held Korf's instance 1 back by 0.3 s cold, and the tables are in memory already.
  void savePdbBytes(layout.id, built);
  return { ok: true, source: 'built', ms: performance.now() - t0, entries };
}

/**
 * The tables built side by side, one table worker each (pdbTable.worker.ts), where this worker
 * can start workers; otherwise, or if a table worker fails, here in slices. Null when cancelled.
 */
async function buildSet(
  puzzle: Puzzle,
  layout: PdbLayout,
  onProgress?: (p: PrepareProgress) => void,
): Promise<PatternDatabaseSet | null> {
  if (typeof Worker !== 'undefined') {
    let lastReport = 0;
    try {
      return await buildLayoutInParallel(layout, runTableInWorker, (p) => {
        // Every table reports; the page hears of it at most once a slice.
        const now = performance.now();
        if (!onProgress || (now - lastReport < SLICE_MS && p.done < p.total)) return;
        lastReport = now;
        onProgress({ phase: 'build', ...withoutType(p) });
      });
    } catch (error) {
      if (error instanceof BuildCancelled) return null;
      // A table worker could not start or failed: build here instead, as without workers.
    }
  }
  return buildInSlices(puzzle, onProgress);
}

/** Thrown into a parallel build by `cancel()`, which ends its table workers. */
class BuildCancelled extends Error {}

const tableWorkers = new Set<{ worker: Worker; reject: (reason: unknown) => void }>();

const runTableInWorker: TableRunner = (job, onDone) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pdbTable.worker.ts', import.meta.url), { type: 'module' });
    const entry = { worker, reject };
    tableWorkers.add(entry);
    const finish = () => {
      tableWorkers.delete(entry);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<TableWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onDone(message.done);
      finish();
      resolve(message.table);
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(`a table worker failed: ${event.message}`));
    };
    worker.postMessage(job);
  });

function stopTableWorkers(): void {
  for (const { worker, reject } of tableWorkers) {
    worker.terminate();
    reject(new BuildCancelled('cancelled'));
  }
  tableWorkers.clear();
}

/** The tables one after another on this thread, in slices that let `cancel()` through. */
async function buildInSlices(
  puzzle: Puzzle,
  onProgress?: (p: PrepareProgress) => void,
): Promise<PatternDatabaseSet | null> {
  const build = buildPatternDatabases(puzzle);
  const job = generation;
  let set: PatternDatabaseSet | null = null;
  while (!set) {
    const sliceEnd = performance.now() + SLICE_MS;
    let last: PdbBuildProgress | null = null;
    while (performance.now() < sliceEnd) {
      const step = build.next();
      if (step.done) {
        set = step.value;
        break;
      }
      last = step.value;
    }
    if (last && onProgress) onProgress({ phase: 'build', ...withoutType(last) });
    if (set) break;
    await breathe();
    if (generation !== job) return null;
  }
  return set;
}

function withoutType(p: PdbBuildProgress): Omit<PdbBuildProgress, 'type'> {
  return { pattern: p.pattern, patterns: p.patterns, done: p.done, total: p.total };
}

const api = {
  /** Makes the tables ready (memory, IndexedDB, or a build with progress). */
  async prepare(spec: PuzzleSpec, onProgress?: (p: PrepareProgress) => void): Promise<PrepareResult> {
    try {
      const puzzle = toPuzzle(spec);
      if (!pdbSupported(puzzle)) {
        return { ok: false, reason: 'unsupported', message: `no pattern databases for ${spec.rows}x${spec.cols}` };
      }
      const id = layoutFor(puzzle).id;
      // Two callers asking at once share one build.
      let job = preparing.get(id);
      if (!job) {
        job = prepareTables(puzzle, onProgress).finally(() => preparing.delete(id));
        preparing.set(id, job);
      }
      return await job;
    } catch (error) {
      return failure(error);
    }
  },

  /** Prepares the tables if needed (progress as 'build'), then solves (progress as 'search'). */
  async solve(request: SolveRequest, onProgress?: (p: PrepareProgress | SolveProgress) => void): Promise<SolveResult> {
    const job = generation;
    try {
      const puzzle = toPuzzle(request);
      if (!pdbSupported(puzzle)) {
        return {
          ok: false,
          reason: 'unsupported',
          message: `no pattern databases for ${request.rows}x${request.cols}`,
        };
      }
      if (!checkSolvability(puzzle, request.start).solvable) {
        return { ok: false, reason: 'unsolvable', message: 'this board cannot reach the goal' };
      }
      const prepared = await api.prepare(request, onProgress);
      if (!prepared.ok) return prepared;
      builtBytes.clear();
      if (generation !== job) return { ok: false, reason: 'cancelled', message: 'cancelled' };
      const dbs = cachedPatternDatabases(layoutFor(puzzle)) as PatternDatabaseSet;
      const budget = { ...DEFAULT_SOLVE_BUDGET, ...request.budget };
      const passes: KernelPass[] = [];
      const search = idaStarPdb(puzzle, request.start, {
        dbs,
        trace: 'progress',
        budget,
        progressEvery: PROGRESS_EVERY,
        passes,
      });
      const t0 = performance.now();
      for (;;) {
        const sliceEnd = performance.now() + SLICE_MS;
        let latest: SolveProgress | null = null;
        while (performance.now() < sliceEnd) {
          const step = search.next();
          if (step.done) return { ok: true, final: step.value, passes };
          const e = step.value;
          if (e.type === 'progress') {
            const elapsedMs = performance.now() - t0;
            latest = {
              phase: 'search',
              bound: e.bound ?? 0,
              expanded: e.stats.expanded,
              generated: e.stats.generated,
              nodesPerSecond: elapsedMs > 0 ? Math.round((e.stats.expanded / elapsedMs) * 1000) : 0,
              elapsedMs,
            };
          }
        }
        if (latest && onProgress) onProgress(latest);
        await breathe();
        if (generation !== job) {
          search.return(undefined as never);
          return { ok: false, reason: 'cancelled', message: 'cancelled' };
        }
      }
    } catch (error) {
      return failure(error);
    }
  },

  /**
   * The prepared tables as bytes (see `serializePdb`), moved to the caller without a copy, so
   * the page can run a traced PDB search itself (see `pdbClient.importTables`). Null before
   * `prepare` has succeeded for this puzzle.
   */
  tables(spec: PuzzleSpec): Uint8Array | null {
    const layout = layoutFor(toPuzzle(spec));
    const set = cachedPatternDatabases(layout);
    if (!set) return null;
    const bytes = builtBytes.get(layout.id) ?? serializePdb(set);
    builtBytes.delete(layout.id);
    return transfer(bytes, [bytes.buffer]);
  },

  /** Stops the current build or solve at the end of its slice; tables already built are kept. */
  cancel(): void {
    generation++;
    stopTableWorkers();
  },
};

export type PdbWorkerApi = typeof api;
expose(api);
