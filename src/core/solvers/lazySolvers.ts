/**
 * The solvers that are not in the page's first download: each is its own chunk, fetched by a
 * dynamic `import()` the first time it is chosen (in the page, in a worker, or in Node: the
 * same call works in all three). `startSearch` runs only what is loaded and refuses a lazy
 * algorithm that is not ('unsupported', "... is not loaded yet"), so every caller that may
 * start one awaits `loadSolver` first: the visualizer's run store (shown as 'preparing'),
 * compare mode's panes, the search worker, the CLI.
 *
 * To add a lazy algorithm: add its id to AlgorithmId (events.ts) and its info to
 * algorithms.ts (both small, so menus and links know it without loading it), write its solver
 * in a module of its own that the first download does not import, and give its row a `load`
 * line (one dynamic import). Nothing else in the registry changes.
 */
import type { AlgorithmId, SearchEvent } from '../events';
import { ALGORITHMS } from './algorithms';
import type { Run } from './run';
import type { FinalEvent } from './types';

/** A solver: the generator of one run's events, on the run's model, options and budget. */
export type Solver = (run: Run) => Generator<SearchEvent, FinalEvent, void>;

/** Each lazy algorithm's loader, from its row (algorithms.ts `load`). */
const LOADERS: Partial<Record<AlgorithmId, () => Promise<Solver>>> = Object.fromEntries(
  ALGORITHMS.flatMap((a) => (a.load === undefined ? [] : [[a.id, a.load]])),
);

const loaded = new Map<AlgorithmId, Solver>();
/** One fetch per algorithm, however many callers ask at once; forgotten if it fails. */
const pending = new Map<AlgorithmId, Promise<void>>();

/** Whether `id` lives in a chunk of its own (see LOADERS). */
export function isLazyAlgorithm(id: AlgorithmId): boolean {
  return Object.prototype.hasOwnProperty.call(LOADERS, id);
}

/** Whether `startSearch` can run `id` now: always for the solvers in the first download. */
export function solverLoaded(id: AlgorithmId): boolean {
  return !isLazyAlgorithm(id) || loaded.has(id);
}

/** The loaded solver of a lazy algorithm, or undefined (not lazy, or not loaded yet). */
export function lazySolver(id: AlgorithmId): Solver | undefined {
  return loaded.get(id);
}

/**
 * Fetches `id`'s solver if it is lazy and not loaded yet; resolves at once otherwise. Rejects
 * when the chunk cannot be fetched (offline before the service worker cached it): the caller
 * says so, and a later call tries again.
 */
export function loadSolver(id: AlgorithmId): Promise<void> {
  if (solverLoaded(id)) return Promise.resolve();
  let load = pending.get(id);
  if (load === undefined) {
    const loader = LOADERS[id] as () => Promise<Solver>;
    load = loader().then(
      (solver) => {
        loaded.set(id, solver);
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, load);
  }
  return load;
}

/** Every lazy solver at once: for Node, where nothing is downloaded (the unit tests' set-up). */
export function loadAllSolvers(): Promise<void> {
  return Promise.all(Object.keys(LOADERS).map((id) => loadSolver(id as AlgorithmId))).then(() => {});
}
