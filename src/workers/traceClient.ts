/**
 * The page's handle on the trace worker: open a file with progress, check again against another
 * algorithm, and terminate() as Cancel. Null where Web Workers do not exist: the caller says so.
 */
import { proxy, wrap, type Remote } from 'comlink';
import type { AlgorithmId, SearchEvent } from '../core/events';
import { failOnWorkerError } from './workerFailure';
import type { CheckedTrace, TraceEngine, TraceOpenResult, TraceProgress } from './traceEngine';

export type { CheckedTrace, OpenedTrace, ReferenceRun, TraceOpenResult, TraceProgress } from './traceEngine';

export interface TraceClient {
  open(file: Blob, name: string, onProgress: (p: TraceProgress) => void): Promise<TraceOpenResult>;
  recheck(algorithm: AlgorithmId, heuristic: string | null): Promise<CheckedTrace | null>;
  /** Events [from, to) of the last open or check (ask in slices: see CheckedTrace.eventCount). */
  events(from: number, to: number): Promise<readonly SearchEvent[]>;
  terminate(): void;
}

export function openTraceWorker(): TraceClient | null {
  if (typeof Worker === 'undefined') return null;
  const worker = new Worker(new URL('./trace.worker.ts', import.meta.url), { type: 'module' });
  const api: Remote<TraceEngine> = wrap<TraceEngine>(worker);
  const guard = failOnWorkerError(worker);
  return {
    open: (file, name, onProgress) => guard(api.open(file, name, proxy(onProgress)) as Promise<TraceOpenResult>),
    recheck: (algorithm, heuristic) => guard(api.recheck(algorithm, heuristic)),
    events: (from, to) => guard(api.events(from, to) as Promise<readonly SearchEvent[]>),
    terminate: () => worker.terminate(),
  };
}
