/**
 * Play mode's solver off the main thread: the distance table, boards at an exact distance,
 * hints and "Solve it for me". Progress comes back through a comlink callback; cancelling a
 * long search is terminating this worker (the page then starts a fresh one).
 */
import '../core/solvers/aStar3x3Loop'; // A* on a 3x3 without events on a packed board: the same events, faster
import { expose } from 'comlink';
import type { Budget } from '../core/events';
import { createPlayEngine, type EngineProgress, type EnginePuzzle } from './playEngine';

const engine = createPlayEngine();

const api = {
  table: (p: EnginePuzzle, onProgress?: (progress: EngineProgress) => void) => engine.table(p, onProgress),
  sample: (p: EnginePuzzle, distance: number, seed: number) => engine.sample(p, distance, seed),
  distance: (p: EnginePuzzle, tiles: number[]) => engine.distance(p, tiles),
  solve: (
    p: EnginePuzzle,
    tiles: number[],
    onProgress?: (progress: EngineProgress) => void,
    budget?: Partial<Budget>,
  ) => engine.solve(p, tiles, onProgress, budget),
};

export type PlayWorkerApi = typeof api;
expose(api);
