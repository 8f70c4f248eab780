/**
 * The page's handle on a state-space worker: promises for each call, progress through a
 * callback, and terminate() as Cancel. Returns null where Web Workers do not exist (jsdom, very
 * old browsers), so callers can say so instead of freezing the page with the search.
 */
import { proxy, wrap, type Remote } from 'comlink';
import type { Direction } from '../core/puzzle';
import { failOnWorkerError } from './workerFailure';
import type { SpaceProgress, SpaceRequest, SpaceSummary, StateSpaceEngine } from './stateSpaceEngine';

export type { SpaceProgress, SpaceRequest, SpaceSummary } from './stateSpaceEngine';

export interface StateSpaceClient {
  explore(request: SpaceRequest, onProgress: (p: SpaceProgress) => void): Promise<SpaceSummary>;
  sample(distance: number, seed: number): Promise<number[]>;
  pathToGoal(tiles: number[]): Promise<Direction[]>;
  terminate(): void;
}

export function openStateSpaceWorker(): StateSpaceClient | null {
  if (typeof Worker === 'undefined') return null;
  const worker = new Worker(new URL('./stateSpace.worker.ts', import.meta.url), { type: 'module' });
  const api: Remote<StateSpaceEngine> = wrap<StateSpaceEngine>(worker);
  const guard = failOnWorkerError(worker);
  return {
    explore: (request, onProgress) => guard(api.explore(request, proxy(onProgress))),
    sample: (distance, seed) => guard(api.sample(distance, seed)),
    pathToGoal: (tiles) => guard(api.pathToGoal(tiles)),
    terminate: () => worker.terminate(),
  };
}
