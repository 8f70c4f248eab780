/**
 * The page's handle on a lab worker (see lab.worker.ts). One handle per kind of job, so a long
 * A* sampling never delays the current board's numbers; terminate() is Cancel. Null where Web
 * Workers do not exist.
 */
import { proxy, wrap, type Remote } from 'comlink';
import { failOnWorkerError } from './workerFailure';
import type { ExpansionProgress, ExpansionRow, HeuristicProfile, LocalSuccessRow, WeightPoint } from '../core/lab';
import type { BoardAnalysis, HeuristicValue, LabBoard, LabEngine, SampleRequest, SweepRequest } from './labEngine';

export type { BoardAnalysis, HeuristicValue, LabBoard, LabDepths, SampleRequest, SweepRequest } from './labEngine';

export interface LabClient {
  analyse(board: LabBoard, onValues: (values: HeuristicValue[]) => void): Promise<BoardAnalysis>;
  profile(request: SampleRequest): Promise<HeuristicProfile & { available: number[] }>;
  expansions(request: SampleRequest, onProgress: (p: ExpansionProgress) => void): Promise<ExpansionRow[]>;
  sweep(request: SweepRequest, onPoint: (p: WeightPoint) => void): Promise<WeightPoint[]>;
  localSuccess(count: number, seed: number, onRows: (rows: LocalSuccessRow[]) => void): Promise<LocalSuccessRow[]>;
  terminate(): void;
}

export function openLabWorker(): LabClient | null {
  if (typeof Worker === 'undefined') return null;
  const worker = new Worker(new URL('./lab.worker.ts', import.meta.url), { type: 'module' });
  const api: Remote<LabEngine> = wrap<LabEngine>(worker);
  const guard = failOnWorkerError(worker);
  return {
    analyse: (board, onValues) => guard(api.analyse(board, proxy(onValues))),
    profile: (request) => guard(api.profile(request)),
    expansions: (request, onProgress) => guard(api.expansions(request, proxy(onProgress))),
    sweep: (request, onPoint) => guard(api.sweep(request, proxy(onPoint))),
    localSuccess: (count, seed, onRows) => guard(api.localSuccess(count, seed, proxy(onRows))),
    terminate: () => worker.terminate(),
  };
}
