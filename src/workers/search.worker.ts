/**
 * Runs a whole search off the main thread, at the 'progress' trace level: the page gets the
 * progress and the final event, and stays responsive. Cancel = terminate the worker. The run
 * itself is backgroundSearch.ts, which the unit tests call directly.
 */
import { expose } from 'comlink';
// Installs the pattern-database search and heuristic (core/pdb/provider.ts): runs here may use them.
import '../core/pdb';
import { runBackground } from './backgroundSearch';

const api = { run: runBackground };

export type SearchWorkerApi = typeof api;
export type { BackgroundRequest, BackgroundResult, DomainRequest, PassCount, PuzzleRequest } from './backgroundSearch';
expose(api);
